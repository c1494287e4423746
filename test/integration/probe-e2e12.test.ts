// E2E12's probe: what a new seller, payer and operator met using the product from its documents alone.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { signIn, tenantEmail } from '../support/dashboard.js';
import { eventually, startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Page = { data: { device_id: string }[]; next_cursor?: string };

test('GET /v1/devices pages with the cursor it hands out, to the last device (E12-1)', async () => {
  const t = await svc.tenant();
  const made: string[] = [];
  for (const kind of ['forwarder', 'shortcut', 'smsgate', 'forwarder', 'shortcut']) {
    const r = await svc.api<{ device_id: string }>(t.key, 'POST', '/v1/devices', { kind });
    expect(r.status).toBe(201);
    made.push(r.body.device_id);
  }
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 5; page++) {
    const r = await svc.api<Page>(
      t.key,
      'GET',
      `/v1/devices?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    // It said the cursor was "not one we gave out" when it was: `<time>:undefined`.
    expect([r.status, r.body]).toEqual([200, expect.objectContaining({ data: expect.any(Array) })]);
    seen.push(...r.body.data.map((d) => d.device_id));
    cursor = r.body.next_cursor;
    if (!cursor) break;
  }
  expect(seen).toEqual([...made].reverse());
});

test('the template docs/reporter-forwarder.md gives for SmsForwarder, filled as that app fills it, confirms the order (E12-3)', async () => {
  // The guide said our template works in SmsForwarder as it is; SmsForwarder fills [from], not %from%,
  // so every SMS reached us as sender "%from%": ignored, and no payment ever marked paid.
  const guide = await readFile('docs/reporter-forwarder.md', 'utf8');
  const after = guide.slice(guide.indexOf('**SmsForwarder**'));
  const template = /`(\{"sms":[^`]*\})`/.exec(after)?.[1] ?? '(none)';
  const t = await svc.tenant();
  const made = await svc.api<{ intent_id: string }>(t.key, 'POST', '/v1/intents', { list_paise: 49_900 });
  const held = await svc.api<{ amount_paise: number }>(
    t.key,
    'POST',
    `/v1/intents/${made.body.intent_id}/reserve`,
  );
  const device = await svc.api<{ setup: { headers: Record<string, string> } }>(t.key, 'POST', '/v1/devices', {
    kind: 'forwarder',
  });
  const india = new Date(Date.now() + 5.5 * 3600_000).toISOString();
  const date = `${india.slice(8, 10)}-${india.slice(5, 7)}-${india.slice(2, 4)}`;
  const sms = `Credit Alert!\nRs.${(held.body.amount_paise / 100).toFixed(2)} credited to HDFC Bank A/c XX4821 on ${date} from VPA ravi.kumar@okaxis (UPI 632514087215)`;
  // SmsForwarder's WebhookUtils: [from] as it is, [org_content] escaped by Gson, [receive_time] the phone's
  // local time as yyyy-MM-dd HH:mm:ss; [content] would be its own multi-line message around the SMS.
  const gson = (s: string): string =>
    JSON.stringify(s).slice(1, -1).replace(/=/g, '\\u003d').replace(/'/g, '\\u0027');
  const body = template
    .replace('[from]', 'AX-HDFCBK')
    .replace('[org_content]', gson(sms))
    .replace('[receive_time]', `${india.slice(0, 10)} ${india.slice(11, 19)}`);
  const res = await fetch(`${svc.baseUrl}/v1/reports`, {
    method: 'POST',
    headers: { ...device.body.setup.headers, 'content-type': 'application/json; charset=utf-8' },
    body,
  });
  expect([res.status, await res.json()]).toEqual([202, expect.objectContaining({ status: 'matched' })]);
  const order = await svc.api<{ status: string }>(t.key, 'GET', `/v1/intents/${made.body.intent_id}`);
  expect(order.body.status).toBe('confirmed');
});

test('the dashboard lists every payment: /app/credits pages past its first 50 like /v1 (E12-4)', async () => {
  // CONTRACT §13: "lists page like /v1". The credits page showed the newest 50 and no way to the rest.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const device = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
    kind: 'forwarder',
  });
  const at = Math.floor(Date.now() / 1000);
  for (let i = 0; i < 53; i++) {
    const r = await svc.api(device.body.setup.device_token, 'POST', '/v1/reports', {
      amount_paise: 700_00 + i,
      credited_at: at,
      rrn: String(300_000_000_000 + i),
    });
    expect(r.status).toBe(202);
  }
  // Each payment is dismissed, so only the list of all payments shows it (not the parked list too).
  const parked = await svc.api<{ data: { credit_id: string }[] }>(t.key, 'GET', '/v1/credits?limit=100');
  for (const c of parked.body.data) {
    expect((await svc.api(t.key, 'POST', `/v1/credits/${c.credit_id}/dismiss`, {})).status).toBe(200);
  }
  const shown = new Set<string>();
  let path: string | undefined = '/app/credits';
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const m of html.matchAll(/₹(7\d\d\.\d\d)/g)) shown.add(m[1] as string);
    // The pager's link, not the language switch (which keeps the query).
    path = /href="(\/app\/credits\?cursor=[^"&]+)"/.exec(html)?.[1];
  }
  expect(shown.size).toBe(53);
});

test('the dashboard lists every undelivered webhook: /app/webhooks pages past its first 50 (E12-5)', async () => {
  // CONTRACT §13: "lists page like /v1". Each list showed 50, counted them as all, and linked no further:
  // a receiver down for a busy hour left deliveries the seller could not see or resend from the dashboard.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  expect((await svc.api(t.key, 'POST', '/v1/webhook-secret')).status).toBe(201);
  const closed = await new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
  const url = `http://127.0.0.1:${closed}/hooks`;
  expect((await svc.api(t.key, 'PATCH', '/v1/settings', { webhook_url: url })).status).toBe(200);
  for (let i = 0; i < 53; i++) {
    const made = await svc.api<{ intent_id: string }>(t.key, 'POST', '/v1/intents', { list_paise: 1000 + i });
    expect((await svc.api(t.key, 'POST', `/v1/intents/${made.body.intent_id}/cancel`)).status).toBe(200);
  }
  const count = async (): Promise<number> =>
    Number(
      (await svc.sql<{ n: string }>(`select count(*) as n from deliveries where tenant_id = ?`, [t.id]))[0]
        ?.n,
    );
  await eventually(async () => (await count()) === 53);
  expect(await count()).toBe(53);
  const shown = new Set<string>();
  let path: string | undefined = '/app/webhooks';
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const m of html.matchAll(/<li id="(dlv_[0-9a-f]+)"/g)) shown.add(m[1] as string);
    path = /<p class="pager">\s*<a href="(\/app\/webhooks\?[^"]*pending=[^"]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
  }
  expect(shown.size).toBe(53);
});

test('the dashboard lists every parked payment: To sort out pages past its first 100 (E12-6)', async () => {
  // It showed 100, counted them as all ('To sort out (100)') and linked no further.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const at = Math.floor(Date.now() / 1000);
  for (const batch of [0, 1]) {
    const device = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
      kind: 'forwarder',
    });
    for (let i = 0; i < 52; i++) {
      const n = batch * 52 + i;
      const r = await svc.api(device.body.setup.device_token, 'POST', '/v1/reports', {
        amount_paise: 800_00 + n,
        credited_at: at,
        rrn: String(400_000_000_000 + n),
      });
      expect([r.status, (r.body as { status?: string }).status]).toEqual([202, 'unplaced']);
    }
  }
  const shown = new Set<string>();
  let path: string | undefined = '/app/credits';
  const headings: string[] = [];
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    headings.push(/<h2>\s*(To sort out[^<]*)<\/h2>/.exec(html)?.[1]?.trim() ?? '');
    for (const m of html.matchAll(/<li id="(crd_[0-9a-f]+)"/g)) shown.add(m[1] as string);
    // The parked list's pager: its link ends in parked= (the other pager's keeps parked= before cursor=).
    path = /<p class="pager"><a href="(\/app\/credits\?(?:[^"]*&amp;)?parked=[^"&]+)"/
      .exec(html)?.[1]
      ?.replaceAll('&amp;', '&');
  }
  expect(headings).toEqual(['To sort out (100+)', 'To sort out (4)']);
  expect(shown.size).toBe(104);
});

test('the dashboard lists every statement: /app/statements pages past its first 50 (E12-7)', async () => {
  // A statement a day is 50 in under two months; the page showed the newest 50 and no way further.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const day = 24 * 3600;
  const start = Math.floor(Date.now() / 1000) - 60 * day;
  for (let i = 0; i < 52; i++) {
    const d = new Date((start + i * day) * 1000 + 5.5 * 3600_000).toISOString();
    const date = `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    const res = await fetch(`${svc.baseUrl}/v1/statements`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.key}`, 'content-type': 'text/csv' },
      body: `Date,Description,Debit,Credit,Balance\n${date},NEFT SALARY ${i},,${100 + i}.00,1\n`,
    });
    expect(res.status).toBe(201);
  }
  const shown = new Set<string>();
  let path: string | undefined = '/app/statements';
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const m of html.matchAll(/href="\/app\/statements\/(stm_[0-9a-f]+)"/g)) shown.add(m[1] as string);
    path = /<p class="pager">\s*<a href="(\/app\/statements\?cursor=[^"&]+)"/.exec(html)?.[1];
  }
  expect(shown.size).toBe(52);
});

test('the dashboard lists every phone: /app/devices pages past its first 100, and any phone can be revoked', async () => {
  // The page showed the newest 100 with no way further, and the revoke and SMSGate pages looked a phone
  // up among those 100 only: the shop's oldest phone answered 404.
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const made: string[] = [];
  for (let i = 0; i < 103; i++) {
    const r = await svc.api<{ device_id: string }>(t.key, 'POST', '/v1/devices', { kind: 'forwarder' });
    expect(r.status).toBe(201);
    made.push(r.body.device_id);
  }
  const shown = new Set<string>();
  let path: string | undefined = '/app/devices';
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const m of html.matchAll(/action="\/app\/devices\/(dev_[0-9a-f]+)\/revoke"/g))
      shown.add(m[1] as string);
    path = /<p class="pager">\s*<a href="(\/app\/devices\?cursor=[^"&]+)"/.exec(html)?.[1];
  }
  expect(shown).toEqual(new Set(made));

  const oldest = made[0] as string;
  const asked = await fetch(`${svc.baseUrl}/app/devices/${oldest}/revoke`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: who.csrf }),
  });
  expect(asked.status).toBe(200);
  // Another tenant's phone stays unknown.
  const other = await svc.tenant();
  const theirs = await svc.api<{ device_id: string }>(other.key, 'POST', '/v1/devices', {
    kind: 'forwarder',
  });
  const foreign = await fetch(`${svc.baseUrl}/app/devices/${theirs.body.device_id}/revoke`, {
    method: 'POST',
    headers: { cookie: who.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: who.csrf }),
  });
  expect(foreign.status).toBe(404);
});

test('the dashboard lists every order: /app/orders pages past its newest 50, keeping its filter', async () => {
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const made: string[] = [];
  for (let i = 0; i < 53; i++) {
    const r = await svc.api<{ intent_id: string }>(t.key, 'POST', '/v1/intents', { list_paise: 10_000 + i });
    expect(r.status).toBe(201);
    made.push(r.body.intent_id);
  }
  const shown = new Set<string>();
  let path: string | undefined = '/app/orders?status=open';
  for (let page = 0; path && page < 5; page++) {
    const res = await fetch(`${svc.baseUrl}${path}`, { headers: { cookie: who.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const m of html.matchAll(/href="\/app\/orders\/(int_[0-9a-f]+)"/g)) shown.add(m[1] as string);
    path = /<p class="pager"><a href="(\/app\/orders\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (path) expect(path).toContain('status=open');
  }
  expect(shown).toEqual(new Set(made));
});
