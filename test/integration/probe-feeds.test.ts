// Issue 30's probe, forged alerts: the order page says which feed proved each payment and whether a
// second feed saw the same payment (another phone here; the e-mail feed or a statement alike).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { pairDevice, startTestService, type TestService } from '../support/service.js';
import { page, signIn, tenantEmail } from '../support/dashboard.js';
import { secretDigest } from '../../src/domain/ids.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);

test('the order page: proved by which phone; a repeat from the same phone is no second opinion; another phone agreeing is shown', async () => {
  const t = await svc.tenant();
  const proving = await pairDevice(svc, t, '198.51.100.31');
  const second = await pairDevice(svc, t, '198.51.100.32');
  const name = (token: string, n: string) =>
    svc.sql(`update devices set name = ? where token_hash = ?`, [n, secretDigest(token)]);
  await name(proving, 'Counter phone');
  await name(second, 'Owner phone');

  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 29_900 });
  const id = created.body.intent_id as string;
  const held = await svc.api<Body>(t.key, 'POST', `/v1/intents/${id}/reserve`);
  const rrn = String(randomInt(100_000_000_000, 999_999_999_999));
  const credit = { amount_paise: held.body.amount_paise, credited_at: now(), rrn };
  expect((await svc.api<Body>(proving, 'POST', '/v1/reports', credit)).body).toMatchObject({
    status: 'matched',
  });

  const who = await signIn(svc, await tenantEmail(svc, t.id));
  const first1 = await (await page(svc, who, `/app/orders/${id}`)).text();
  expect(first1).toContain(`Proved by the SMS on phone “Counter phone”.`);
  expect(first1).toContain('No second feed has seen it yet');

  // The same phone again (an SMS app's retry): still one feed.
  await svc.api(proving, 'POST', '/v1/reports', credit);
  expect(await (await page(svc, who, `/app/orders/${id}`)).text()).toContain(
    'No second feed has seen it yet',
  );

  // Another phone reports the same payment: it agreed.
  expect((await svc.api<Body>(second, 'POST', '/v1/reports', credit)).status).toBe(202);
  const agreed = await (await page(svc, who, `/app/orders/${id}`)).text();
  expect(agreed).toContain(`Also seen in the SMS on phone “Owner phone”: agreed.`);
  expect(agreed).not.toContain('No second feed has seen it yet');
});
