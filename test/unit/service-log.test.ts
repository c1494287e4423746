// The service's log is buffered (issue 28), but an error line, an operator alert among them, must reach
// the output before anything can kill the process: a child logs, then kills itself with SIGKILL, and its
// output must hold the error line and what was logged before it.
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from '@jest/globals';
import path from 'node:path';

const logger = path.resolve('src/logger.ts');
const run = (lines: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { createLogger } = await import(${JSON.stringify(logger)});
       const log = createLogger('info', {}, { buffered: true });
       ${lines}
       process.kill(process.pid, 'SIGKILL');`,
    ],
    { encoding: 'utf8', timeout: 20_000 },
  );

describe('the service log, buffered', () => {
  test('an error line is written at once, with the lines before it, even when SIGKILL follows', () => {
    const out = run(`log.info('before'); log.error({ alert: true }, 'operator alert');`);
    expect(out.signal).toBe('SIGKILL');
    const msgs = out.stdout
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { msg: string }).msg);
    expect(msgs).toEqual(['before', 'operator alert']);
  });

  test('info lines alone wait for the buffer (which a kill -9 may lose: logs, never data)', () => {
    const out = run(`log.info('waits');`);
    expect(out.signal).toBe('SIGKILL');
    expect(out.stdout).toBe('');
  });
});
