// SPEC §8 / §7: 120 requests per 60 s per tenant on /v1/*, keyed on the tenant (every key of the
// tenant shares the counter), never on the IP; the 429 body and header exactly as SPEC §7.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';
import { createApiKey } from '../../src/ledger/tenants.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

test('the 121st /v1 request of a tenant within 60 s answers 429 rate_limited with retry-after; nothing it sent takes effect', async () => {
  const t = await svc.tenant();
  const { api_key: secondKey } = await createApiKey(svc.runtime.services.db, t.id);
  const other = await svc.tenant();
  const statuses: number[] = [];
  for (let i = 0; i < 120; i++) {
    // Two keys of one tenant draw on one counter.
    statuses.push((await svc.api(i % 2 ? secondKey : t.key, 'GET', '/v1/settings')).status);
  }
  expect(statuses.every((s) => s === 200)).toBe(true);

  const limited = await svc.api(t.key, 'PATCH', '/v1/settings', { late_policy: 'park' });
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(limited.body).toEqual({
    error: 'rate_limited',
    message: expect.any(String),
    retry_after_seconds: retryAfter,
  });
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  // The refused PATCH changed nothing.
  const rows = await svc.sql<{ late_policy: string }>(`select late_policy from tenants where id = ?`, [t.id]);
  expect(rows[0]?.late_policy).toBe('confirm');

  // Another tenant, from the same address, is not limited.
  expect((await svc.api(other.key, 'GET', '/v1/settings')).status).toBe(200);
});
