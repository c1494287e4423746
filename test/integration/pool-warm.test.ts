// The service opens its whole database pool at start and keeps it open (src/db/orm.ts): a burst's
// first seconds then find every connection made, its backend's caches warm and its named statements
// prepared, instead of paying for new backends and every statement's planning (issue 28).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Pool } from 'pg';
import { poolOf } from '../../src/db/orm.js';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { DATABASE_POOL_SIZE: '6' } });
});
afterAll(async () => {
  await svc?.stop();
});

async function pool(): Promise<Pool> {
  return poolOf(svc.runtime.services.orm);
}

test('every connection of the pool is open once the service has started', async () => {
  const p = await pool();
  expect(p.options.max).toBe(6);
  expect(p.totalCount).toBe(6);
});

test('an idle connection is never closed (the pool keeps its minimum at its size)', async () => {
  const p = await pool();
  expect(p.options.min).toBe(6);
  // pg-pool would close a connection idle for idleTimeoutMillis (10 s by default) above its minimum.
  expect(p.totalCount).toBe(6);
});
