// Issue 30's probe, served over https: HSTS on every answer and the session cookie under the
// `__Host-` prefix; local http keeps neither (a browser would refuse the prefix without Secure).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';
import { lastMailId, linkFromOutbox, tenantEmail } from '../support/dashboard.js';

let https: TestService;
let http: TestService;
let direct: string;
beforeAll(async () => {
  https = await startTestService({ env: { PUBLIC_BASE_URL: 'https://shop.example.test' } });
  http = await startTestService();
  // The service listens on plain http behind its (here absent) TLS proxy.
  direct = `http://127.0.0.1:${https.config.port}`;
});
afterAll(async () => {
  await https?.stop();
  await http?.stop();
});

test('HSTS on every answer when PUBLIC_BASE_URL is https, errors and redirects included; none over local http', async () => {
  for (const path of ['/healthz', '/app/login', '/app', '/v1/settings', '/p/nothing-here']) {
    const res = await fetch(`${direct}${path}`, { redirect: 'manual' });
    expect([path, res.headers.get('strict-transport-security')]).toEqual([path, 'max-age=31536000']);
    const local = await fetch(`${http.baseUrl}${path}`, { redirect: 'manual' });
    expect([path, local.headers.get('strict-transport-security')]).toEqual([path, null]);
  }
});

test('over https the session cookie is __Host-ml_session, Secure, Path=/, no Domain; the plain name is not read', async () => {
  const t = await https.tenant();
  const email = await tenantEmail(https, t.id);
  const before = await lastMailId(https);
  await fetch(`${direct}/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }),
  });
  const link = (await linkFromOutbox(https, email, before)).replace('https://shop.example.test', direct);
  const used = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(used.status).toBe(303);
  const setCookie = used.headers.get('set-cookie') as string;
  expect(setCookie).toMatch(/^__Host-ml_session=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/; Secure$/);
  const value = /=([\w-]{43});/.exec(setCookie)?.[1] as string;
  const withPrefix = await fetch(`${direct}/app`, {
    redirect: 'manual',
    headers: { cookie: `__Host-ml_session=${value}` },
  });
  expect(withPrefix.status).toBe(200);
  // A cookie without the prefix could have been planted by a sibling subdomain: not a session here.
  const plain = await fetch(`${direct}/app`, {
    redirect: 'manual',
    headers: { cookie: `ml_session=${value}` },
  });
  expect(plain.status).toBe(303);
  expect(plain.headers.get('location')).toBe('/app/login');
});
