// CONTRACT §3, §13: sign-in by single-use e-mail link, server-side sessions, CSRF on every form,
// the dashboard's headers, and one tenant's session seeing nothing of another.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startTestService, eventually, testDatabaseUrl, type TestService } from '../support/service.js';
import { lastMailId, linkFromOutbox, page, postForm, signIn, tenantEmail } from '../support/dashboard.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

test('a link request answers the same whether or not the address has an account; only an account gets mail', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const before = await lastMailId(svc);
  const known = await postForm(svc, undefined, '/app/login', { email });
  const unknown = await postForm(svc, undefined, '/app/login', { email: 'nobody-here@example.com' });
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(200);
  const knownText = (await known.text()).replace(email, 'X');
  const unknownText = (await unknown.text()).replace('nobody-here@example.com', 'X');
  expect(knownText).toBe(unknownText);

  const jsonKnown = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email }),
  });
  const jsonUnknown = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 'nobody-here@example.com' }),
  });
  expect([jsonKnown.status, await jsonKnown.json()]).toEqual([202, { ok: true }]);
  expect([jsonUnknown.status, await jsonUnknown.json()]).toEqual([202, { ok: true }]);

  const mails = await svc.sql<{ to_address: string; subject: string; text_body: string; html_body: string }>(
    `select to_address, subject, text_body, html_body from outbound_mail where id > ? order by id`,
    [before],
  );
  expect(mails.map((m) => m.to_address)).toEqual([email, email]);
  // The mail says which tenant and that the link lives 15 minutes, in text and HTML.
  expect(mails[0]?.subject).toContain('Test Shop');
  expect(mails[0]?.text_body).toContain('15 minutes');
  expect(mails[0]?.html_body).toContain('15 minutes');
  expect(mails[0]?.html_body).toContain('Test Shop');

  // Sent by the Temporal activity, into the local outbox (MAIL_URL is unset here).
  const sent = await eventually(async () => {
    const rows = await svc.sql<{ sent_via: string | null }>(
      `select sent_via from outbound_mail where id > ? and to_address = ?`,
      [before, email],
    );
    return rows.every((r) => r.sent_via === 'outbox') && rows.length === 2;
  });
  expect(sent).toBe(true);
});

test('a malformed address is 400 (form: the page with the error beside the field; JSON: invalid_request)', async () => {
  const res = await postForm(svc, undefined, '/app/login', { email: 'not an address' });
  expect(res.status).toBe(400);
  const text = await res.text();
  expect(text).toContain('class="error"');
  expect(text).toContain('value="not an address"');
  const json = await fetch(`${svc.baseUrl}/app/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 42 }),
  });
  expect(json.status).toBe(400);
  expect(await json.json()).toMatchObject({ error: 'invalid_request' });
});

test('the link: GET shows one button and leaves it usable; POST signs in once, with the exact cookie', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const before = await lastMailId(svc);
  await postForm(svc, undefined, '/app/login', { email });
  const link = await linkFromOutbox(svc, email, before);
  const token = link.split('/').pop() as string;

  // A mail scanner fetches the link, twice.
  for (let i = 0; i < 2; i++) {
    const scanned = await fetch(link);
    expect(scanned.status).toBe(200);
    const body = await scanned.text();
    expect(body.match(/<button/g)).toHaveLength(1);
    expect(body).not.toContain(token);
  }
  const used = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(used.status).toBe(303);
  expect(used.headers.get('location')).toBe('/app');
  const cookie = used.headers.get('set-cookie') as string;
  expect(cookie).toMatch(/^ml_session=[\w-]{43}; HttpOnly; SameSite=Lax; Path=\/$/);
  expect(cookie).not.toContain(token);

  const home = await page(svc, { cookie: cookie.split(';')[0] as string, csrf: '' }, '/app');
  expect(home.status).toBe(200);
  expect(home.headers.get('cache-control')).toBe('no-store');
  expect(home.headers.get('x-frame-options')).toBe('DENY');
  expect(home.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(await home.text()).toContain(email);

  // Used: the same 400 page on GET and POST.
  const again = await fetch(link, { method: 'POST', redirect: 'manual' });
  expect(again.status).toBe(400);
  expect(await again.text()).toContain('href="/app/login"');
  expect((await fetch(link)).status).toBe(400);

  // A signed-in seller who opens the sign-in form goes to the dashboard.
  const form = await fetch(`${svc.baseUrl}/app/login`, {
    redirect: 'manual',
    headers: { cookie: cookie.split(';')[0] as string },
  });
  expect(form.status).toBe(303);
  expect(form.headers.get('location')).toBe('/app');
});

test('an expired link (15 minutes, clock injected) and an unknown one give the 400 page', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  const before = await lastMailId(svc);
  await postForm(svc, undefined, '/app/login', { email });
  const link = await linkFromOutbox(svc, email, before);
  const ledger = svc.runtime.services.signIn;
  const realClock = ledger.clock;
  ledger.clock = () => realClock() + 15 * 60 + 1;
  try {
    expect((await fetch(link)).status).toBe(400);
    expect((await fetch(link, { method: 'POST', redirect: 'manual' })).status).toBe(400);
  } finally {
    ledger.clock = realClock;
  }
  const unknown = `${svc.baseUrl}/app/login/${'A'.repeat(43)}`;
  expect((await fetch(unknown)).status).toBe(400);
  const posted = await fetch(unknown, { method: 'POST', redirect: 'manual' });
  expect(posted.status).toBe(400);
  expect(posted.headers.get('set-cookie')).toBeNull();
  expect((await fetch(`${svc.baseUrl}/app/login/short`, { method: 'POST', redirect: 'manual' })).status).toBe(
    400,
  );
});

test('CSRF: a form without the token, or with another session’s, is 403 and changes nothing', async () => {
  const a = await svc.tenant();
  const b = await svc.tenant();
  const sa = await signIn(svc, await tenantEmail(svc, a.id));
  const sb = await signIn(svc, await tenantEmail(svc, b.id));
  const count = async (): Promise<number> =>
    Number(
      (await svc.sql<{ n: string }>(`select count(*) as n from intents where tenant_id = ?`, [a.id]))[0]?.n,
    );
  expect((await postForm(svc, sa, '/app/orders', { price: '499' })).status).toBe(403);
  expect((await postForm(svc, sa, '/app/orders', { price: '499', csrf: sb.csrf })).status).toBe(403);
  expect((await postForm(svc, sa, '/app/orders', { price: '499', csrf: '' })).status).toBe(403);
  expect(await count()).toBe(0);
  const ok = await postForm(svc, sa, '/app/orders', { price: '1,299.50', csrf: sa.csrf });
  expect(ok.status).toBe(303);
  expect(await count()).toBe(1);
  const [row] = await svc.sql<{ list_paise: number }>(`select list_paise from intents where tenant_id = ?`, [
    a.id,
  ]);
  expect(Number(row?.list_paise)).toBe(129_950);
});

test('a session of another tenant sees nothing of this one: 404, never its data', async () => {
  const a = await svc.tenant();
  const b = await svc.tenant();
  const order = await svc.api<{ intent_id: string }>(a.key, 'POST', '/v1/intents', {
    list_paise: 77_700,
    description: 'Secret tea of A',
  });
  const sb = await signIn(svc, await tenantEmail(svc, b.id));
  const res = await page(svc, sb, `/app/orders/${order.body.intent_id}`);
  expect(res.status).toBe(404);
  const text = await res.text();
  expect(text).not.toContain('Secret tea of A');
  const cancel = await postForm(svc, sb, `/app/orders/${order.body.intent_id}/cancel`, { csrf: sb.csrf });
  expect(cancel.status).toBe(404);
  const list = await (await page(svc, sb, '/app/orders')).text();
  expect(list).not.toContain('Secret tea of A');
  expect(
    (await svc.api<{ status: string }>(a.key, 'GET', `/v1/intents/${order.body.intent_id}`)).body.status,
  ).toBe('open');
});

test('sign-out ends the session at once; every page is then closed (303 to /app/login)', async () => {
  const t = await svc.tenant();
  const s = await signIn(svc, await tenantEmail(svc, t.id));
  expect((await page(svc, s, '/app/orders')).status).toBe(200);
  const out = await postForm(svc, s, '/app/logout', { csrf: s.csrf });
  expect(out.status).toBe(303);
  expect(out.headers.get('location')).toBe('/app/login');
  for (const path of ['/app', '/app/orders', '/app/orders/new']) {
    const res = await page(svc, s, path);
    expect([path, res.status, res.headers.get('location')]).toEqual([path, 303, '/app/login']);
  }
  expect((await page(svc, undefined, '/app')).status).toBe(303);
  expect((await postForm(svc, s, '/app/orders', { price: '10', csrf: s.csrf })).status).toBe(303);
});

test('`npm run cli -- mail tail` prints the local outbox as JSON lines {to, subject, text, sent_at}', async () => {
  const t = await svc.tenant();
  const email = await tenantEmail(svc, t.id);
  await postForm(svc, undefined, '/app/login', { email });
  await eventually(
    async () =>
      (await svc.sql(`select 1 from outbound_mail where to_address = ? and sent_at is not null`, [email]))
        .length > 0,
  );
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', 'mail', 'tail', '--limit', '1000'],
    { env: { ...process.env, DATABASE_URL: testDatabaseUrl() } },
  );
  const lines = stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const mine = lines.filter((l) => l.to === email);
  expect(mine).toHaveLength(1);
  expect(Object.keys(mine[0] as object)).toEqual(['to', 'subject', 'text', 'sent_at']);
  expect(String(mine[0]?.text)).toContain('/app/login/');
});
