// Issue 30's probe, the low findings: bodies with a bad Content-Encoding, sign-in limits on malformed
// requests, unknown pay-page tokens, HSTS and the __Host- cookie under https.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';
import { signIn, tenantEmail } from '../support/dashboard.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

test('a bad Content-Encoding on any body is 400 or 415, never 500', async () => {
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const targets: { path: string; type: string; auth?: Record<string, string>; body: string }[] = [
    {
      path: '/v1/intents',
      type: 'application/json',
      auth: { authorization: `Bearer ${t.key}` },
      body: '{"list_paise":1000}',
    },
    { path: '/app/login', type: 'application/x-www-form-urlencoded', body: 'email=a%40example.com' },
    {
      path: '/app/orders',
      type: 'application/x-www-form-urlencoded',
      auth: { cookie: who.cookie },
      body: `price=10&csrf=${who.csrf}`,
    },
    { path: '/v1/devices/pair', type: 'application/json', body: '{"code":"12345678","platform":"android"}' },
    { path: '/p/pg_nothing/reserve', type: 'application/x-www-form-urlencoded', body: 'x=1' },
  ];
  const encodings: [string, (s: string) => Buffer][] = [
    ['gzip', (s) => Buffer.from(`not gzip: ${s}`)],
    ['deflate', (s) => Buffer.from(`not deflate: ${s}`)],
    ['br', (s) => Buffer.from(`not brotli: ${s}`)],
    ['x-unknown', (s) => Buffer.from(s)],
    ['gzip, gzip', (s) => gzipSync(s)],
    ['gzip', (s) => gzipSync(s).subarray(0, 12)],
  ];
  for (const target of targets) {
    for (const [encoding, encode] of encodings) {
      const res = await fetch(`${svc.baseUrl}${target.path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': target.type, 'content-encoding': encoding, ...target.auth },
        body: encode(target.body),
      });
      const where = `${target.path} ${encoding}`;
      expect([where, [400, 415].includes(res.status) ? 'refused' : res.status]).toEqual([where, 'refused']);
    }
  }
});

test('login requests whose body cannot be read (bad JSON, a wrong type, a bad encoding) count against the limit', async () => {
  const unreadable: RequestInit[] = [
    { headers: { 'content-type': 'application/json' }, body: '{"email":' },
    { headers: { 'content-type': 'text/plain' }, body: 'email=a@example.com' },
    { headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: 'not gzip' },
  ];
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await fetch(`${svc.baseUrl}/app/login`, { method: 'POST', ...unreadable[i % 3] });
    statuses.push(res.status);
  }
  expect(statuses.filter((s) => s === 500)).toHaveLength(0);
  const valid = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'someone@example.com' }),
  });
  expect(valid.status).toBe(429);
});

test('unknown pay-page tokens and product-link slugs share one counter: no stored row per made-up path', async () => {
  const ns = svc.config.rateLimitNamespace;
  const rows = async (pattern: string): Promise<number> =>
    Number(
      (
        await svc.sql<{ n: string }>(`select count(*) as n from rate_limits where key like ?`, [
          `${ns}${pattern}`,
        ])
      )[0]?.n,
    );
  const before = await rows('payPage:%');
  const made = (i: number): string => `Made${String(i).padStart(4, '0')}UpTokenOfTwentyTwoPlus`;
  for (let i = 0; i < 40; i++) {
    expect((await fetch(`${svc.baseUrl}/p/${made(i)}`)).status).toBe(404);
    expect((await fetch(`${svc.baseUrl}/pr/made-up-${i}`, { redirect: 'manual' })).status).toBe(404);
  }
  expect(await rows('payPage:%')).toBe(before);
  expect(await rows('payPageUnknown:%')).toBe(1);

  // A real pay page keeps a counter of its own, whatever the made-up ones spent.
  const t = await svc.tenant();
  const order = await svc.api<{ page_url: string }>(t.key, 'POST', '/v1/intents', { list_paise: 1_000 });
  const real = new URL(order.body.page_url).pathname;
  for (let i = 0; i < 60; i++) await fetch(`${svc.baseUrl}/p/${made(1000 + i)}`);
  expect((await fetch(`${svc.baseUrl}/p/${made(9999)}`)).status).toBe(429);
  expect((await fetch(`${svc.baseUrl}${real}`)).status).toBe(200);
  expect(await rows('payPage:token:%')).toBe(1);
});
