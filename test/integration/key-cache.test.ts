// API key authentication with its revocation cache (src/ledger/api-key-cache.ts) against the real
// PostgreSQL server: a revocation in another process takes effect at once, and a listening
// connection killed under it is replaced once, never leaked.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { ApiKeyAuthenticator, API_KEY_REVOCATIONS_CHANNEL } from '../../src/ledger/api-key-cache.js';
import { Database } from '../../src/db/sql.js';
import { createLogger } from '../../src/logger.js';
import { eventually, startTestService, testDatabaseUrl, type TestService } from '../support/service.js';
import { revokeApiKey } from '../../src/ledger/tenants.js';
import { apiKeyPrefix } from '../../src/domain/ids.js';

let svc: TestService;
let pool: pg.Pool;
let keys: ApiKeyAuthenticator;
beforeAll(async () => {
  svc = await startTestService({ roles: 'api' });
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4, application_name: 'key-cache-test' });
  keys = new ApiKeyAuthenticator(new Database(pool, true), createLogger('silent'));
  await keys.listen(pool);
});
afterAll(async () => {
  keys?.stop();
  await pool?.end();
  await svc?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A revocation takes effect when its NOTIFY is heard, milliseconds after the commit. */
const revoked = (key: string) => eventually(async () => (await keys.tenantFor(key)) === undefined, 2000, 20);
/** The backends listening for revocations on the test's own pool. */
const listenerPids = async (): Promise<number[]> =>
  (
    await svc.sql<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = 'key-cache-test' and query = ?`,
      [`listen ${API_KEY_REVOCATIONS_CHANNEL}`],
    )
  ).map((r) => Number(r.pid));

test('a revocation committed elsewhere ends a cached key at once', async () => {
  const t = await svc.tenant();
  expect(await keys.tenantFor(t.key)).toBe(t.id);
  expect(await keys.tenantFor(t.key)).toBe(t.id); // now from the cache
  await revokeApiKey(svc.runtime.services.db, apiKeyPrefix(t.key));
  expect(await revoked(t.key)).toBe(true);
});

test('a listening connection killed three times is replaced each time, once', async () => {
  for (let i = 0; i < 3; i++) {
    const [killed, ...others] = await listenerPids();
    expect(others).toEqual([]);
    await svc.sql(`select pg_terminate_backend(?)`, [killed]);
    // A killed backend lingers in pg_stat_activity for a moment: wait for a different one listening.
    const replaced = await eventually(async () => {
      const now = await listenerPids();
      return now.length === 1 && now[0] !== killed;
    }, 10_000);
    expect(replaced).toBe(true);
  }
  // Long enough for a second replacement (the retry timer is 1 s), were one wrongly scheduled.
  await sleep(1500);
  expect(await listenerPids()).toHaveLength(1);
  expect(pool.totalCount).toBeLessThanOrEqual(2);
  // And revocations are heard again.
  const t = await svc.tenant();
  expect(await keys.tenantFor(t.key)).toBe(t.id);
  await revokeApiKey(svc.runtime.services.db, apiKeyPrefix(t.key));
  expect(await revoked(t.key)).toBe(true);
});
