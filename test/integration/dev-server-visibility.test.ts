// The embedded Temporal dev server (no TEMPORAL_ADDRESS) runs with its visibility table trimmed to
// the indexes an operator's searches use (src/db/temporal-visibility.ts, issue 28). Here the
// real CLI's server, as `npm start` runs it: the trim happens on a new database and leaves an
// existing one as it is, and the Temporal UI's searches (by our search attributes, by workflow id,
// by status, and by a column whose index went) still find every workflow.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Client, Connection } from '@temporalio/client';
import { startDevServer, type DevServer } from '../../src/temporal/dev-server.js';
import { KEPT_VISIBILITY_INDEXES } from '../../src/db/temporal-visibility.js';
import { createLogger } from '../../src/logger.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchledger-devvis-'));
const dbFile = path.join(dataDir, 'temporal', 'temporal.db');
const log = createLogger('silent');
let server: DevServer | undefined;

function visibilityIndexes(): string[] {
  const db = new DatabaseSync(dbFile, { readOnly: true });
  try {
    const rows = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'executions_visibility' AND sql IS NOT NULL ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    return rows.map((r) => r.name);
  } finally {
    db.close();
  }
}

const start = (): Promise<DevServer> =>
  startDevServer({ dataDir, namespace: 'default', cliPath: undefined, log });

beforeAll(async () => {
  server = await start();
}, 90_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

test('a new database keeps only the indexes the searches use', () => {
  const left = visibilityIndexes();
  expect(left.length).toBeGreaterThan(0);
  expect(left.filter((name) => !KEPT_VISIBILITY_INDEXES.has(name))).toEqual([]);
  // The ones the Temporal UI lists and filters by are all there.
  for (const name of ['default_idx', 'by_workflow_id', 'by_status', 'by_keyword_01'])
    expect(left).toContain(name);
});

test('searches still find workflows, by kept and by dropped indexes, across a restart', async () => {
  const tenant = `ten_devvis_${Date.now()}`;
  const search = async (query: string): Promise<string[]> => {
    const connection = await Connection.connect({ address: (server as DevServer).address });
    try {
      const client = new Client({ connection });
      const ids: string[] = [];
      for await (const wf of client.workflow.list({ query })) ids.push(wf.workflowId);
      return ids.sort();
    } finally {
      await connection.close();
    }
  };
  const connection = await Connection.connect({ address: (server as DevServer).address });
  try {
    const client = new Client({ connection });
    for (const n of [1, 2]) {
      // No worker polls this queue: the workflows stay open, which is all visibility needs.
      await client.workflow.start('noSuchWorkflow', {
        taskQueue: 'devvis-no-worker',
        workflowId: `intent-devvis-${n}-${tenant}`,
        typedSearchAttributes: [{ key: { name: 'TenantId', type: 'KEYWORD' }, value: tenant }],
      });
    }
  } finally {
    await connection.close();
  }
  const both = [`intent-devvis-1-${tenant}`, `intent-devvis-2-${tenant}`];
  // Visibility is written after the start returns (its own task queue): wait for it.
  let found: string[] = [];
  for (let i = 0; i < 50 && found.length < 2; i++) {
    found = await search(`TenantId = '${tenant}'`);
    if (found.length < 2) await new Promise((r) => setTimeout(r, 200));
  }
  expect(found).toEqual(both);
  expect(await search(`WorkflowId = '${both[0]}'`)).toEqual([both[0]]);
  expect(await search(`TenantId = '${tenant}' AND ExecutionStatus = 'Running'`)).toEqual(both);
  // TaskQueue's and RootWorkflowId's indexes were dropped: the same answers, by a scan.
  expect(await search(`TaskQueue = 'devvis-no-worker' AND TenantId = '${tenant}'`)).toEqual(both);
  expect(await search(`RootWorkflowId = '${both[1]}'`)).toEqual([both[1]]);

  // A restart on the trimmed database: nothing to trim, the server starts, the workflows are there.
  const before = visibilityIndexes();
  await (server as DevServer).stop();
  server = await start();
  expect(visibilityIndexes()).toEqual(before);
  expect(await search(`TenantId = '${tenant}'`)).toEqual(both);
}, 90_000);
