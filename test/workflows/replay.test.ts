// DESIGN: "a replay test guards history". Recorded histories (scripts/record-histories.ts) must replay
// on the current workflow code; a change that breaks one would break workflows already running, and
// needs `patched()` instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { Worker } from '@temporalio/worker';
import proto from '@temporalio/proto';

const DIR = path.resolve(import.meta.dirname, '../fixtures/histories');
const histories = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('recorded workflow histories replay on the current code', () => {
  test('there are histories to replay', () => {
    expect(histories.length).toBeGreaterThanOrEqual(3);
  });

  test.each(histories)('%s', async (file) => {
    const history = proto.temporal.api.history.v1.History.fromObject(
      JSON.parse(readFileSync(path.join(DIR, file), 'utf8')),
    );
    await Worker.runReplayHistory(
      { workflowBundle: { codePath: process.env.MATCHLEDGER_WORKFLOW_BUNDLE as string } },
      history,
    );
  });
});
