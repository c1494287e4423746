// SPEC §8 / CONTRACT §13: POST /app/login is limited to 60 per 60 s per address, then 30 per 60 s in
// aggregate; every request counts, malformed ones included; the 429 as CONTRACT §12.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';

// A service per test: each has counters of its own (support/service.ts).
let svc: TestService;
beforeEach(async () => {
  svc = await startTestService({ roles: 'api' });
});
afterEach(async () => {
  await svc?.stop();
});

const ask = (email: unknown): Promise<Response> =>
  fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email }),
  });

async function expectRateLimited(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await res.json()).toEqual({
    error: 'rate_limited',
    message: expect.any(String),
    retry_after_seconds: retryAfter,
  });
}

test('the 31st login request overall in 60 s is 429, malformed ones counted too', async () => {
  const first = await Promise.all(
    Array.from({ length: 30 }, (_, i) => ask(i % 3 === 0 ? 'malformed' : `someone-${i}@example.com`)),
  );
  expect(first.filter((r) => r.status === 202)).toHaveLength(20);
  expect(first.filter((r) => r.status === 400)).toHaveLength(10);
  await expectRateLimited(await ask('someone-else@example.com'));
});

test('the 61st login request for one address in 60 s is 429, however it is spelled', async () => {
  const answers = await Promise.all(
    Array.from({ length: 60 }, (_, i) => ask(i % 2 ? 'Seller@Example.com' : ' seller@example.com ')),
  );
  // The aggregate ceiling (30) refuses half of them already; all 60 counted against the address.
  expect(answers.filter((r) => r.status === 202)).toHaveLength(30);
  expect(answers.filter((r) => r.status === 429)).toHaveLength(30);
  await expectRateLimited(await ask('seller@example.com'));
  const perAddress = await svc.sql<{ points: number }>(`select points from rate_limits where key = ?`, [
    `${svc.config.rateLimitNamespace}loginPerAddress:address:seller@example.com`,
  ]);
  expect(Number(perAddress[0]?.points)).toBe(61);
});
