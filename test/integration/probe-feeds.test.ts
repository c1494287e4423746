// Issue 30's probe, forged alerts: the order page says which feed proved each payment and whether a
// second feed saw the same payment (another phone here; the e-mail feed or a statement alike).
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { pairDevice, startTestService, type TestService } from '../support/service.js';
import { page, signIn, tenantEmail } from '../support/dashboard.js';
import { secretDigest } from '../../src/domain/ids.js';
import { datedRrn } from '../support/rrn.js';

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

/** Axis Bank's UPI credit SMS for account `XX<last4>`, stating date and time in India. */
function axisCredit(paise: number, last4: string, rrn: string, at: number): string {
  const iso = new Date((at + 19_800) * 1000).toISOString();
  const [yyyy, mm, dd] = iso.slice(0, 10).split('-') as [string, string, string];
  const rupees = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  return `INR ${rupees} credited\nA/c no. XX${last4}\n${dd}-${mm}-${yyyy.slice(2)}, ${iso.slice(11, 19)} IST\nUPI/P2A/${rrn}/RAVI KUMAR/HDFC/Paym - Axis Bank`;
}

test('an alert for another account never confirms (accounts set, CONTRACT §8); one for the seller’s does', async () => {
  const t = await svc.tenant();
  expect((await svc.api(t.key, 'PATCH', '/v1/settings', { accounts: ['4821'] })).status).toBe(200);
  const phone = await pairDevice(svc, t, '198.51.100.33');
  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 49_900 });
  const id = created.body.intent_id as string;
  const held = await svc.api<Body>(t.key, 'POST', `/v1/intents/${id}/reserve`);
  const amount = held.body.amount_paise as number;
  const sms = (last4: string) => ({
    sms: {
      sender: 'JD-AXISBK-S',
      body: axisCredit(amount, last4, datedRrn(randomInt(100_000_000_000, 999_999_999_999)), now()),
      received_at: now(),
    },
  });

  // A forged (or a family member's) alert of the exact amount, for an account the seller did not list.
  const forged = await svc.api<Body>(phone, 'POST', '/v1/reports', sms('9999'));
  expect(forged.status).toBeLessThan(300);
  expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`)).body.status).toBe('open');
  expect(await svc.sql(`select 1 from credits where tenant_id = ?`, [t.id])).toHaveLength(0);

  const real = await svc.api<Body>(phone, 'POST', '/v1/reports', sms('4821'));
  expect(real.status).toBe(202);
  expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`)).body.status).toBe('confirmed');
});
