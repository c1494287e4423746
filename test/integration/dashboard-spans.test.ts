// Issue 25 on the dashboard (CONTRACT §13): the settings page carries late_horizon_seconds and accounts
// under the API's rules; the payments page shows a payment's time as its span and an unplaced payment's
// likely orders, each with a Place button.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { page, postForm, signIn, tenantEmail } from '../support/dashboard.js';
import { pairDevice, startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { TRUSTED_PROXY_HOPS: '1' } });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;

test('settings: the unpaid-mark horizon and the accounts are shown, saved as the API saves them, refused beside their field', async () => {
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const shown = await (await page(svc, who, '/app/settings')).text();
  expect(shown).toContain('name="late_horizon_minutes"');
  expect(shown).toContain('value="1440"');
  expect(shown).toContain('name="accounts"');

  const base = {
    csrf: who.csrf,
    payee_vpa: 'shop@okhdfc',
    late_policy: 'confirm',
    rest_minutes: '60',
    reservation_ttl_minutes: '15',
  };
  const saved = await postForm(svc, who, '/app/settings', {
    ...base,
    late_horizon_minutes: '120',
    accounts: '4821, 0093',
  });
  expect(saved.status).toBe(303);
  expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({
    late_horizon_seconds: 7200,
    accounts: ['4821', '0093'],
  });
  expect(await (await page(svc, who, '/app/settings')).text()).toContain('value="4821, 0093"');

  const refused = await postForm(svc, who, '/app/settings', {
    ...base,
    late_horizon_minutes: '1',
    accounts: '4821 48211',
  });
  expect(refused.status).toBe(400);
  const again = await refused.text();
  expect(again).toContain('id="f-late_horizon_minutes-error"');
  expect(again).toContain('id="f-accounts-error"');
  expect(again).toContain('value="4821 48211"');
  expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({
    late_horizon_seconds: 7200,
    accounts: ['4821', '0093'],
  });

  const cleared = await postForm(svc, who, '/app/settings', {
    ...base,
    late_horizon_minutes: '',
    accounts: '',
  });
  expect(cleared.status).toBe(303);
  expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({ accounts: [] });
});

test('payments: an unplaced payment lists its likely orders with a Place button each', async () => {
  const t = await svc.tenant();
  const device = await pairDevice(svc, t);
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const order = await svc.api<Body>(t.key, 'POST', '/v1/intents', {
    list_paise: 49_900,
    description: 'Blue cotton kurta, size M, with a matching dupatta and free delivery',
  });
  const pageUrl = new URL(order.body.page_url as string);
  await fetch(`${svc.baseUrl}${pageUrl.pathname}/reserve`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  // The payer typed the price on the product: parked, the order suggested.
  const paid = await svc.api<Body>(device, 'POST', '/v1/reports', {
    amount_paise: 49_900,
    credited_at: Math.floor(Date.now() / 1000),
    rrn: String(500_000_000_000 + Math.floor(Math.random() * 400_000_000_000)),
  });
  expect(paid.body).toMatchObject({ status: 'unplaced' });
  const html = await (await page(svc, who, '/app/credits')).text();
  expect(html).toContain('Likely orders, nearest in time first');
  // Named as the seller knows it (the start of the description, the price), never by the id alone;
  // the id travels in the form and in "see order".
  expect(html).toContain('Place on Blue cotton kurta, size M, with a match… · ₹499.00 · ');
  expect(html).not.toContain(`Place on ${order.body.intent_id as string}`);
  expect(html).toContain(`name="intent_id" value="${order.body.intent_id as string}"`);
  const placed = await postForm(svc, who, `/app/credits/${paid.body.credit_id as string}/place`, {
    csrf: who.csrf,
    intent_id: order.body.intent_id as string,
  });
  expect(placed.status).toBe(303);
  expect(
    (await svc.api<Body>(t.key, 'GET', `/v1/intents/${order.body.intent_id as string}`)).body,
  ).toMatchObject({
    status: 'confirmed',
    evidence: 'manual',
  });
});

test("settings form: CONTRACT §13's API field names (durations in seconds) are taken too, and a field not sent changes nothing", async () => {
  const t = await svc.tenant();
  const who = await signIn(svc, await tenantEmail(svc, t.id));
  await svc.api(t.key, 'PATCH', '/v1/settings', { accounts: ['4821'], payee_name: 'Chai Stall' });
  const saved = await postForm(svc, who, '/app/settings', {
    csrf: who.csrf,
    late_policy: 'park',
    rest_seconds: '5400',
    reservation_ttl_seconds: '600',
    late_horizon_seconds: '7200',
  });
  expect(saved.status).toBe(303);
  expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({
    late_policy: 'park',
    rest_seconds: 5400,
    reservation_ttl_seconds: 600,
    late_horizon_seconds: 7200,
    accounts: ['4821'],
    payee_name: 'Chai Stall',
  });
  const refused = await postForm(svc, who, '/app/settings', { csrf: who.csrf, rest_seconds: '60' });
  expect(refused.status).toBe(400);
  expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({ rest_seconds: 5400 });
});
