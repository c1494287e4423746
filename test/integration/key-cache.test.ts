// API key authentication with its revocation cache (src/api/key-cache.ts) against the real
// PostgreSQL server: a revocation in another process takes effect at once, and a listening
// connection killed under it is replaced once, never leaked.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { ApiKeyAuthenticator, API_KEY_REVOCATIONS_CHANNEL } from '../../src/api/key-cache.js';
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
const listeners = async () =>
  Number(
    (
      await svc.sql<{ n: string }>(
        `select count(*) as n from pg_stat_activity where application_name = 'key-cache-test' and query = ?`,
        [`listen ${API_KEY_REVOCATIONS_CHANNEL}`],
      )
    )[0]?.n,
  );

test('a revocation committed elsewhere ends a cached key at once', async () => {
  const t = await svc.tenant();
  expect(await keys.tenantFor(t.key)).toBe(t.id);
  expect(await keys.tenantFor(t.key)).toBe(t.id); // now from the cache
  await revokeApiKey(svc.runtime.services.orm.em.fork(), apiKeyPrefix(t.key));
  expect(await revoked(t.key)).toBe(true);
});

test('a listening connection killed three times is replaced each time, once', async () => {
  expect(await listeners()).toBe(1);
  for (let i = 0; i < 3; i++) {
    await svc.sql(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'key-cache-test' and query = ?`,
      [`listen ${API_KEY_REVOCATIONS_CHANNEL}`],
    );
    for (let j = 0; j < 40 && (await listeners()) !== 1; j++) await sleep(100);
    await sleep(1500);
  }
  expect(await listeners()).toBe(1);
  expect(pool.totalCount).toBeLessThanOrEqual(2);
  // And revocations are heard again.
  const t = await svc.tenant();
  expect(await keys.tenantFor(t.key)).toBe(t.id);
  await revokeApiKey(svc.runtime.services.orm.em.fork(), apiKeyPrefix(t.key));
  expect(await revoked(t.key)).toBe(true);
});
