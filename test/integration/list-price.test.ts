// CONTRACT §5: the list price is handed out last. A payer who types the price on the product instead
// of the amount shown (the commonest payer mistake) must never confirm an order they did not pay.
// Real HTTP throughout: orders by the API, taps on the pay page, credits by a paired reporter device.
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
const L = 49_900; // ₹499.00
const now = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 300_000_000_000 + Math.floor(Math.random() * 600_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

const pairDevice = (t: TestTenant): Promise<string> => pairTestDevice(svc, t);

/** Creates an order and taps Pay on its pay page, as a payer's phone does. */
async function tappedOrder(t: TestTenant): Promise<{ id: string; amount: number }> {
  const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: L, description: 'Kurta' });
  const page = new URL(created.body.page_url as string);
  const tap = await fetch(`${svc.baseUrl}${page.pathname}/reserve`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  const tapped = (await tap.json()) as Body;
  if (tap.status !== 200) throw new Error(`tap failed: ${tap.status} ${JSON.stringify(tapped)}`);
  return { id: created.body.intent_id as string, amount: tapped.amount_paise as number };
}

const pay = (device: string, amountPaise: number, payer: string) =>
  svc.api<Body>(device, 'POST', '/v1/reports', {
    amount_paise: amountPaise,
    credited_at: now(),
    rrn: nextRrn(),
    payer_vpa: `${payer}@okicici`,
  });

describe('the list price is handed out last (CONTRACT §5)', () => {
  test('20 orders at one price tapped in turn: none holds the list price, a list-price payment confirms nothing, every exact payer confirms their own order', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const orders: { id: string; amount: number }[] = [];
    for (let i = 0; i < 20; i++) orders.push(await tappedOrder(t));

    // L-1, L-2 … L-20: below the list price, in turn, never the price itself.
    expect(orders.map((o) => o.amount)).toEqual(Array.from({ length: 20 }, (_, i) => L - 1 - i));

    // A careless payer types the price on the product.
    const careless = await pay(device, L, 'careless');
    expect(careless.status).toBe(202);
    expect(careless.body.status).toBe('unplaced');
    const parked = await svc.api<Body>(t.key, 'GET', `/v1/credits/${careless.body.credit_id as string}`);
    // Parked, never confirmed; the orders of that list price are suggested for the seller to place
    // (CONTRACT §6 suggestions: at most five).
    expect(parked.body).toMatchObject({ status: 'unplaced' });
    const suggested = parked.body.candidates as string[];
    expect(suggested).toHaveLength(5);
    for (const id of suggested) expect(orders.map((o) => o.id)).toContain(id);
    expect(parked.body).not.toHaveProperty('intent_id');
    const confirmedAfterCareless = await svc.api<{ data: Body[] }>(
      t.key,
      'GET',
      '/v1/intents?status=confirmed',
    );
    expect(confirmedAfterCareless.body.data).toEqual([]);

    // Every payer who pays their exact amount confirms that order and no other.
    for (const [i, o] of orders.entries()) {
      const r = await pay(device, o.amount, `payer${i}`);
      expect(r.body.status).toBe('matched');
      const c = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
      expect(c.body.intent_id).toBe(o.id);
      const got = await svc.api<Body>(t.key, 'GET', `/v1/intents/${o.id}`);
      expect(got.body).toMatchObject({ status: 'confirmed', evidence: 'amount', paid_paise: o.amount });
    }
    const confirmed = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/intents?status=confirmed&limit=100');
    expect(confirmed.body.data.map((o) => o.intent_id).sort()).toEqual(orders.map((o) => o.id).sort());
  });

  test('a list-price payment after a reservation lapsed confirms nothing, late or otherwise', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const orders: { id: string; amount: number }[] = [];
    for (let i = 0; i < 5; i++) orders.push(await tappedOrder(t));
    // Every reservation lapsed a minute ago and its amount rests: the default late policy confirms
    // a late payment of a resting amount, so this is where a list-price hold did its harm.
    await svc.sql(
      `update reservations set reserved_at = reserved_at - 960, lapses_at = lapses_at - 960,
              held_until = held_until - 960, rest_until = rest_until - 960 where tenant_id = ?`,
      [t.id],
    );
    const late = await pay(device, L, 'late-careless');
    expect(late.status).toBe(202);
    expect(late.body.status).toBe('unplaced');
    for (const o of orders) {
      const got = await svc.api<Body>(t.key, 'GET', `/v1/intents/${o.id}`);
      expect(got.body.status).not.toBe('confirmed');
    }
    // The genuine late payer of the first order still confirms it, late.
    const genuine = await pay(device, orders[0]!.amount, 'late-genuine');
    expect(genuine.body.status).toBe('matched');
    const first = await svc.api<Body>(t.key, 'GET', `/v1/intents/${orders[0]!.id}`);
    expect(first.body).toMatchObject({ status: 'confirmed', evidence: 'late', late: true });
  });
});
