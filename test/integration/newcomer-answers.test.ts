// First contact, over real HTTP (issue 31): the bare address points a browser to /app and /docs while an
// API client asking for JSON keeps the 404; a pay page that does not exist tells the payer what to do;
// a refused credential says what is wrong with it; an amount as text says "integer paise".
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

test('GET / is a page for a browser and the JSON 404 for an API client', async () => {
  const browser = await fetch(`${svc.baseUrl}/`, {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
  });
  expect(browser.status).toBe(200);
  expect(browser.headers.get('content-security-policy')).toContain("default-src 'none'");
  const page = await browser.text();
  expect(page).toContain('href="/app"');
  expect(page).toContain('href="/docs"');
  const api = await fetch(`${svc.baseUrl}/`, { headers: { accept: 'application/json' } });
  expect(api.status).toBe(404);
  expect(await api.json()).toEqual({ error: 'not_found', message: 'No such resource.' });
  expect((await fetch(`${svc.baseUrl}/`)).status).toBe(404);
});

test('an unknown pay page tells the payer not to pay and to ask the seller', async () => {
  const res = await fetch(`${svc.baseUrl}/p/AAAAAAAAAAAAAAAAAAAAAAAA`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(404);
  const text = await res.text();
  expect(text).toContain('Do not pay yet');
  expect(text).toContain('Ask the seller');
});

test('a wrong API key reads differently from a missing one; a dvt_ token on /v1 is named', async () => {
  const missing = await svc.api(undefined, 'GET', '/v1/settings');
  const wrong = await svc.api(`sk_${'0'.repeat(40)}`, 'GET', '/v1/settings');
  const unknown = await svc.api(`sk_${'0'.repeat(48)}`, 'GET', '/v1/settings');
  const device = await svc.api(`dvt_${'0'.repeat(48)}`, 'GET', '/v1/settings');
  for (const r of [missing, wrong, unknown, device]) expect(r.status).toBe(401);
  const messages = [missing, wrong, unknown, device].map((r) => r.body.message as string);
  expect(new Set(messages).size).toBe(4);
  expect(messages[0]).toMatch(/^No API key/);
  expect(messages[1]).toMatch(/48 characters, not 40/);
  expect(messages[2]).toMatch(/unknown or revoked/);
  expect(messages[3]).toMatch(/^That is a device token/);
});

test('an amount sent as text says integer paise, e.g. 49900', async () => {
  const t = await svc.tenant();
  const r = await svc.api(t.key, 'POST', '/v1/intents', { list_paise: '499' });
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({
    error: 'invalid_request',
    details: [{ path: 'list_paise', issue: expect.stringContaining('integer paise') }],
  });
  expect(JSON.stringify(r.body)).toContain('49900');
});
