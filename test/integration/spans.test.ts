// Issue 25 "Done when" (CONTRACT §5, §6): a credit whose bank states the time to the minute, paid
// seconds after a reservation made in that minute, confirms it; the same credit for an amount another
// order showed and left unpaid within the late horizon is ambiguous, both orders listed. Real HTTP:
// orders by the API, taps on the pay page, the bank's SMS relayed by a paired reporter device.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  pairDevice as pairTestDevice,
  startTestService,
  type TestService,
  type TestTenant,
} from '../support/service.js';
import { datedRrn } from '../support/rrn.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService({ env: { TRUSTED_PROXY_HOPS: '1' } });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const L = 49_900;
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 400_000_000_000 + Math.floor(Math.random() * 500_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

async function tappedOrder(t: TestTenant): Promise<{ id: string; amount: number }> {
  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: L });
  const page = new URL(created.body.page_url as string);
  const tap = await fetch(`${svc.baseUrl}${page.pathname}/reserve`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  const tapped = (await tap.json()) as Body;
  if (tap.status !== 200) throw new Error(`tap failed: ${tap.status} ${JSON.stringify(tapped)}`);
  return { id: created.body.intent_id as string, amount: tapped.amount_paise as number };
}

/** Yes Bank's credit SMS, which prints the time to the minute (`25NOV26 14:03`), in India time. */
function yesBankSms(amountPaise: number, at: number, rrn: string): string {
  const india = new Date((at + 19_800) * 1000);
  const months = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(india.getUTCDate())}${months[india.getUTCMonth()]}${two(india.getUTCFullYear() % 100)}`;
  const time = `${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
  const rupees = (amountPaise / 100).toFixed(2);
  return `INR ${rupees} credited to YES BANK Ac X4821 on ${date} ${time}. UPI:${rrn}/From:anita.dsouza@okaxis. Bal INR 9999.00`;
}

/** Waits into a minute's second second, so the tap cannot fall on the minute's first. */
async function pastTheMinutesStart(): Promise<void> {
  while (Date.now() % 60_000 < 1_500 || Date.now() % 60_000 > 50_000) {
    await new Promise((r) => setTimeout(r, 500));
  }
}

const relay = (device: string, body: string) =>
  svc.api<Body>(device, 'POST', '/v1/reports', {
    sms: { sender: 'CP-YESBNK-S', body, received_at: nowSeconds() },
  });

describe('a credit stated to the minute (CONTRACT §6 spans)', () => {
  test('paid seconds after a reservation made in that minute: confirms that order', async () => {
    const t = await svc.tenant();
    const device = await pairTestDevice(svc, t);
    await pastTheMinutesStart();
    const order = await tappedOrder(t);
    const rrn = nextRrn();
    const r = await relay(device, yesBankSms(order.amount, nowSeconds(), rrn));
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({ status: 'matched' });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    const minute = Math.floor(nowSeconds() / 60) * 60;
    expect(credit.body).toMatchObject({
      intent_id: order.id,
      credited_until: (credit.body.credited_at as number) + 59,
    });
    expect(credit.body.credited_at as number).toBeLessThanOrEqual(minute);
    expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${order.id}`)).body).toMatchObject({
      status: 'confirmed',
      evidence: 'amount',
      rrn,
    });
  });

  test('the same for an amount another order showed and left unpaid within the horizon: ambiguous, both listed', async () => {
    const t = await svc.tenant();
    const device = await pairTestDevice(svc, t);
    await pastTheMinutesStart();
    const order = await tappedOrder(t);
    // Three hours ago another order of the tenant showed the same amount; its payer never paid (the
    // reservation lapsed, its rest is over: only the unpaid mark is left). Written as history, as the
    // ledger would have written it then.
    const earlier = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: L });
    const shownAt = nowSeconds() - 3 * 3600;
    await svc.sql(
      `insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        t.id,
        earlier.body.intent_id,
        order.amount,
        shownAt,
        shownAt + 900,
        shownAt + 900,
        shownAt + 900 + 3600,
      ],
    );
    const r = await relay(device, yesBankSms(order.amount, nowSeconds(), nextRrn()));
    expect(r.body).toMatchObject({ status: 'ambiguous' });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    expect((credit.body.candidates as string[]).sort()).toEqual([order.id, earlier.body.intent_id].sort());
    expect((await svc.api<Body>(t.key, 'GET', `/v1/intents/${order.id}`)).body).toMatchObject({
      status: 'open',
    });
  });

  test('a tenant with a shorter late horizon: the old unpaid mark has run out, the credit confirms', async () => {
    const t = await svc.tenant();
    const device = await pairTestDevice(svc, t);
    expect((await svc.api<Body>(t.key, 'PATCH', '/v1/settings', { late_horizon_seconds: 3600 })).status).toBe(
      200,
    );
    await pastTheMinutesStart();
    const order = await tappedOrder(t);
    const earlier = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: L });
    const shownAt = nowSeconds() - 3 * 3600;
    await svc.sql(
      `insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
       values (?, ?, ?, ?, ?, ?, ?)`,
      [
        t.id,
        earlier.body.intent_id,
        order.amount,
        shownAt,
        shownAt + 900,
        shownAt + 900,
        shownAt + 900 + 3600,
      ],
    );
    const r = await relay(device, yesBankSms(order.amount, nowSeconds(), nextRrn()));
    expect(r.body).toMatchObject({ status: 'matched' });
  });
});

describe('a credit found in a bank statement (CONTRACT §14, through the ledger the statements use)', () => {
  test('a date-only line spans the India day, is never stale, keeps its statement, and confirms the one order of that amount that day', async () => {
    const t = await svc.tenant();
    const order = await tappedOrder(t);
    const today = new Date((nowSeconds() + 19_800) * 1000).toISOString().slice(0, 10);
    const midnight = Date.parse(`${today}T00:00:00+05:30`) / 1000;
    const recorded = await svc.runtime.services.credits.record({
      tenantId: t.id,
      source: 'statement',
      amountPaise: order.amount,
      creditedAt: midnight,
      creditedUntil: midnight + 86_399,
      rrn: nextRrn(),
      statementId: 'stm_0123456789abcdef0123',
    });
    expect(recorded).toMatchObject({ status: 'matched', repeat: false });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${recorded.creditId}`);
    expect(credit.body).toMatchObject({
      source: 'statement',
      credited_at: midnight,
      credited_until: midnight + 86_399,
      intent_id: order.id,
      statement_id: 'stm_0123456789abcdef0123',
    });

    // A line of a week ago: no order held the amount then, but it is never stale.
    const weekAgo = await svc.runtime.services.credits.record({
      tenantId: t.id,
      source: 'statement',
      amountPaise: 12_345,
      creditedAt: midnight - 7 * 86_400,
      creditedUntil: midnight - 6 * 86_400 - 1,
      rrn: nextRrn(),
    });
    expect(weekAgo.status).toBe('unplaced');
  });
});

describe('suggestions for an unplaced credit (CONTRACT §6)', () => {
  test('a payer who rounds ₹499.74 up to ₹500 is parked unplaced with the order listed, never confirmed', async () => {
    const t = await svc.tenant();
    const device = await pairTestDevice(svc, t);
    const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 49_975 });
    const page = new URL(created.body.page_url as string);
    const tap = await fetch(`${svc.baseUrl}${page.pathname}/reserve`, {
      method: 'POST',
      headers: { accept: 'application/json' },
    });
    expect(((await tap.json()) as Body).amount_paise).toBe(49_974);
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', {
      amount_paise: 50_000,
      credited_at: nowSeconds(),
      rrn: nextRrn(),
      payer_vpa: 'rounder@okicici',
    });
    expect(r.body).toMatchObject({ status: 'unplaced' });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    expect(credit.body).toMatchObject({ status: 'unplaced', candidates: [created.body.intent_id] });
    expect(
      (await svc.api<Body>(t.key, 'GET', `/v1/intents/${created.body.intent_id as string}`)).body,
    ).toMatchObject({
      status: 'open',
    });
  });
});

describe('unpaid marks in the pool (CONTRACT §5)', () => {
  test('an amount left unpaid is handed out after every unmarked one; a cancelled order leaves its mark', async () => {
    const t = await svc.tenant();
    const first = await tappedOrder(t);
    expect(first.amount).toBe(L - 1);
    const cancelled = await svc.api<Body>(t.key, 'POST', `/v1/intents/${first.id}/cancel`);
    expect(cancelled.status).toBe(200);
    // L-1 now rests and carries the unpaid mark: the next orders get L-2, L-3, never L-1.
    const next = [await tappedOrder(t), await tappedOrder(t)];
    expect(next.map((o) => o.amount)).toEqual([L - 2, L - 3]);
  });
});

describe('accounts (CONTRACT §8)', () => {
  test('an SMS for an account the seller did not list is ignored (other_account); one for a listed account is credited', async () => {
    const t = await svc.tenant();
    const device = await pairTestDevice(svc, t);
    expect((await svc.api<Body>(t.key, 'PATCH', '/v1/settings', { accounts: ['1234'] })).status).toBe(200);
    // Yes Bank's SMS prints `Ac X4821`.
    const other = await relay(device, yesBankSms(49_901, nowSeconds(), nextRrn()));
    expect(other).toMatchObject({ status: 202, body: { status: 'ignored', reason: 'other_account' } });
    expect(other.body).not.toHaveProperty('credit_id');
    expect((await svc.api<Body>(t.key, 'PATCH', '/v1/settings', { accounts: ['1234', '4821'] })).status).toBe(
      200,
    );
    const ours = await relay(device, yesBankSms(49_901, nowSeconds(), nextRrn()));
    expect(ours.body).toMatchObject({ credit_id: expect.stringMatching(/^crd_/) });
  });

  test('the last four digits of the seller\u2019s accounts are kept and shown', async () => {
    const t = await svc.tenant();
    const r = await svc.api<Body>(t.key, 'PATCH', '/v1/settings', { accounts: ['4821'] });
    expect(r.body).toMatchObject({ accounts: ['4821'] });
    expect((await svc.api<Body>(t.key, 'GET', '/v1/settings')).body).toMatchObject({ accounts: ['4821'] });
  });
});
