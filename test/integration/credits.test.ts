// Credit intake and matching over HTTP (SPEC §1 rules, §3 transitions; CONTRACT §6-§7), on the real
// PostgreSQL server and Temporal dev server: reporter devices, every outcome, place and dismiss.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
import { indiaDate } from '../../src/domain/time.js';
import { datedRrn } from '../support/rrn.js';

let svc: TestService;
beforeAll(async () => {
  // As if behind one trusted proxy: each pairing below comes from its own client address, so the
  // per-source pairing limit (10 per 60 s) is tested where it is meant to be, not hit by accident.
  svc = await startTestService({ env: { TRUSTED_PROXY_HOPS: '1' } });
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

let clientSeq = 1;
const nextClient = (): string => `198.51.100.${clientSeq++ % 250}`;

async function pairDevice(t: TestTenant, platform: 'android' | 'ios' = 'android'): Promise<string> {
  const code = await svc.api<{ code: string }>(t.key, 'POST', '/v1/devices/pairing-codes', {
    name: 'Counter phone',
  });
  const paired = await svc.api<{ device_token: string }>(
    undefined,
    'POST',
    '/v1/devices/pair',
    { code: code.body.code, platform },
    { 'x-forwarded-for': nextClient() },
  );
  if (paired.status !== 201) throw new Error(`pairing failed: ${paired.status} ${paired.text}`);
  return paired.body.device_token;
}

const report = (token: string, body: unknown) => svc.api<Body>(token, 'POST', '/v1/reports', body);

/** An open order with a live reservation; returns its id and amount. */
async function reservedOrder(
  t: TestTenant,
  listPaise = 50_000,
): Promise<{ id: string; amount: number; page: string }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: listPaise })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  return {
    id: reserved.intent_id,
    amount: reserved.amount_paise as number,
    page: created.page_url as string,
  };
}

/** Test setup: moves an order's reservations `seconds` into the past, as if reserved that long ago. */
async function backdate(intentId: string, seconds: number): Promise<void> {
  await svc.sql(
    `update reservations set reserved_at = reserved_at - ?, lapses_at = lapses_at - ?, held_until = held_until - ?,
            rest_until = rest_until - ? where intent_id = ?`,
    [seconds, seconds, seconds, seconds, intentId],
  );
}

const order = async (t: TestTenant, id: string) =>
  (await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`)).body;
const credit = async (t: TestTenant, id: string) =>
  (await svc.api<Body>(t.key, 'GET', `/v1/credits/${id}`)).body;
const eventsOf = async (column: 'intent_id' | 'credit_id', id: string) =>
  (
    await svc.sql<{ kind: string; payload: string }>(
      `select kind, payload from events where ${column} = ? order by occurred_at`,
      [id],
    )
  ).map((e) => ({ kind: e.kind, payload: JSON.parse(e.payload) as Body }));

describe('reporter devices (CONTRACT §7)', () => {
  test('a tenant mints a pairing code; the device pairs once with it and gets a token shown once', async () => {
    const t = await svc.tenant();
    const before = now();
    const code = await svc.api<Body>(t.key, 'POST', '/v1/devices/pairing-codes', { name: 'Till' });
    expect(code.status).toBe(201);
    expect(code.body.code).toMatch(/^[A-Z2-9]{8}$/);
    // Ten minutes (CONTRACT §7), from the moment the code was minted.
    expect(code.body.expires_at).toBeGreaterThanOrEqual(before + 600);
    expect(code.body.expires_at).toBeLessThanOrEqual(now() + 600);
    const paired = await svc.api<Body>(undefined, 'POST', '/v1/devices/pair', {
      code: code.body.code,
      platform: 'ios',
    });
    expect(paired.status).toBe(201);
    expect(paired.body.device_id).toMatch(/^dev_[0-9a-f]{20}$/);
    expect(paired.body.device_token).toMatch(/^dvt_[0-9a-f]{48}$/);
    const again = await svc.api<Body>(undefined, 'POST', '/v1/devices/pair', {
      code: code.body.code,
      platform: 'ios',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'invalid_request' });
    const list = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    expect(list.body.data).toEqual([
      {
        device_id: paired.body.device_id,
        name: 'Till',
        platform: 'ios',
        created_at: expect.any(Number),
        kind: 'app',
      },
    ]);
    const stored = JSON.stringify(await svc.sql(`select * from devices where tenant_id = ?`, [t.id]));
    expect(stored).not.toContain(paired.body.device_token);
  });

  test('an expired pairing code is refused with 400 invalid_request', async () => {
    const t = await svc.tenant();
    const code = await svc.api<Body>(t.key, 'POST', '/v1/devices/pairing-codes', {});
    await svc.sql(`update pairing_codes set expires_at = created_at - 1 where tenant_id = ?`, [t.id]);
    const r = await svc.api<Body>(undefined, 'POST', '/v1/devices/pair', {
      code: code.body.code,
      platform: 'android',
    });
    expect(r.status).toBe(400);
  });

  test('revoked or unknown device token: 401, nothing stored', async () => {
    const t = await svc.tenant();
    const token = await pairDevice(t);
    const { id, amount } = await reservedOrder(t);
    const list = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    await svc.api(t.key, 'POST', `/v1/devices/${list.body.data[0]?.device_id}/revoke`);
    for (const bearer of [token, `dvt_${'0'.repeat(48)}`, undefined]) {
      const r = await report(bearer as string, { amount_paise: amount, credited_at: now(), rrn: nextRrn() });
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ error: 'unauthorized' });
    }
    expect(await svc.sql(`select id from credits where tenant_id = ?`, [t.id])).toHaveLength(0);
    expect(await order(t, id)).toMatchObject({ status: 'open' });
  });
});

describe('the decision table, over HTTP', () => {
  let t: TestTenant;
  let device: string;
  beforeAll(async () => {
    t = await svc.tenant();
    device = await pairDevice(t);
  });

  test('on time: the order is confirmed with evidence amount, and payment.confirmed is recorded', async () => {
    const { id, amount } = await reservedOrder(t, 49_900);
    const rrn = nextRrn();
    const r = await report(device, {
      amount_paise: amount,
      credited_at: now(),
      rrn,
      payer_vpa: 'ravi.kumar@okaxis',
      payer_name: 'RAVI KUMAR',
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ credit_id: expect.stringMatching(/^crd_[0-9a-f]{20}$/), status: 'matched' });
    const o = await order(t, id);
    expect(o).toMatchObject({
      status: 'confirmed',
      paid_paise: amount,
      discount_paise: 49_900 - amount,
      evidence: 'amount',
      rrn,
      payer_vpa: 'ravi.kumar@okaxis',
      payer_name: 'RAVI KUMAR',
      confirmed_at: expect.any(Number),
    });
    expect(o).not.toHaveProperty('late');
    expect(o).not.toHaveProperty('amount_paise');
    const events = await eventsOf('intent_id', id);
    expect(events.map((e) => e.kind)).toEqual(['payment.confirmed']);
    expect(events[0]?.payload).toMatchObject({
      event: 'payment.confirmed',
      intent_id: id,
      status: 'confirmed',
      evidence: 'amount',
    });
    expect(await credit(t, r.body.credit_id as string)).toMatchObject({
      status: 'matched',
      intent_id: id,
      source: 'device',
      candidates: [],
    });
  });

  test('the payer gave the same UPI reference on the pay page: evidence rrn', async () => {
    const { id, amount, page } = await reservedOrder(t, 30_000);
    const rrn = nextRrn();
    const token = page.split('/p/')[1] as string;
    const utr = await svc.api(undefined, 'POST', `/p/${token}/utr`, { utr: rrn });
    expect(utr.status).toBe(200);
    expect((await svc.api(undefined, 'POST', `/p/${token}/utr`, { utr: '12345' })).status).toBe(400);
    await report(device, { amount_paise: amount, credited_at: now(), rrn });
    expect(await order(t, id)).toMatchObject({ status: 'confirmed', evidence: 'rrn', rrn });
  });

  test.each([
    ['31 minutes old', -31 * 60],
    ['5 minutes ahead of our clock', 5 * 60],
    ['missing', undefined],
  ])('credit timestamp %s: parked as stale, payment.stale with intent_id null', async (_name, offset) => {
    const { id, amount } = await reservedOrder(t, 20_000);
    const r = await report(device, {
      amount_paise: amount,
      rrn: nextRrn(),
      ...(offset === undefined ? {} : { credited_at: now() + offset }),
    });
    expect(r.body.status).toBe('stale');
    expect(await order(t, id)).toMatchObject({ status: 'open' });
    const [e] = await eventsOf('credit_id', r.body.credit_id as string);
    expect(e?.kind).toBe('payment.stale');
    expect(Object.keys(e?.payload ?? {})).toEqual([
      'event',
      'event_id',
      'occurred_at',
      'intent_id',
      'credit',
      'candidates',
    ]);
    expect(e?.payload).toMatchObject({
      intent_id: null,
      credit: { status: 'stale', note: expect.any(String) },
      candidates: [],
    });
    expect(e?.payload.credit).not.toHaveProperty('candidates');
  });

  test('same payer, same amount within 30 minutes: the second is parked as a duplicate with the first order as candidate', async () => {
    const { id, amount } = await reservedOrder(t, 15_000);
    await backdate(id, 120); // reserved two minutes ago, so a payment a minute ago is on time
    const first = await report(device, {
      amount_paise: amount,
      credited_at: now() - 60,
      rrn: nextRrn(),
      payer_vpa: 'meera@ybl',
    });
    expect(first.body.status).toBe('matched');
    const second = await report(device, {
      amount_paise: amount,
      credited_at: now(),
      rrn: nextRrn(),
      payer_vpa: 'meera@ybl',
    });
    expect(second.body.status).toBe('duplicate');
    const c = await credit(t, second.body.credit_id as string);
    expect(c).toMatchObject({ status: 'duplicate', candidates: [id] });
    const [e] = await eventsOf('credit_id', second.body.credit_id as string);
    expect(e?.kind).toBe('payment.duplicate');
    expect((e?.payload.candidates as Body[])[0]).toMatchObject({ intent_id: id, status: 'confirmed' });
  });

  test('credit matches no reservation: parked as unplaced', async () => {
    const r = await report(device, { amount_paise: 12_345_67, credited_at: now(), rrn: nextRrn() });
    expect(r.body.status).toBe('unplaced');
    const [e] = await eventsOf('credit_id', r.body.credit_id as string);
    expect(e?.kind).toBe('payment.unplaced');
  });

  test('late payment, default policy: confirmed with evidence late and late: true', async () => {
    const { id, amount } = await reservedOrder(t, 40_000);
    await backdate(id, 960); // lapsed 60 s ago, still resting
    await report(device, { amount_paise: amount, credited_at: now(), rrn: nextRrn() });
    const o = await order(t, id);
    expect(o).toMatchObject({ status: 'confirmed', evidence: 'late', late: true });
    const [e] = await eventsOf('intent_id', id);
    expect(e?.payload).toMatchObject({ event: 'payment.confirmed', late: true, evidence: 'late' });
  });

  test('late payment, park policy: credit parked as late, payment.late, the order unchanged', async () => {
    const u = await svc.tenant();
    const dev = await pairDevice(u);
    await svc.api(u.key, 'PATCH', '/v1/settings', { late_policy: 'park' });
    const { id, amount } = await reservedOrder(u, 40_000);
    await backdate(id, 960);
    const r = await report(dev, { amount_paise: amount, credited_at: now(), rrn: nextRrn() });
    expect(r.body.status).toBe('late');
    expect(await order(u, id)).toMatchObject({ status: 'open' });
    const [e] = await eventsOf('credit_id', r.body.credit_id as string);
    expect(e?.kind).toBe('payment.late');
    expect(e?.payload).toMatchObject({ intent_id: null, candidates: [{ intent_id: id, status: 'open' }] });
  });

  test('late payment whose amount was reused and both orders were tapped: ambiguous, both listed', async () => {
    const u = await svc.tenant();
    const dev = await pairDevice(u);
    const L = 60_000;
    const first = await reservedOrder(u, L); // takes L-1 (CONTRACT §5: below the list price first)
    await backdate(first.id, 960); // lapsed a minute ago: L-1 now rests
    // Every other amount of the band is held, so the next order can only get the resting L-1.
    for (let i = 0; i < 99; i++) await reservedOrder(u, L);
    const second = await reservedOrder(u, L);
    expect(second.amount).toBe(first.amount);
    const r = await report(dev, { amount_paise: first.amount, credited_at: now(), rrn: nextRrn() });
    expect(r.body.status).toBe('ambiguous');
    const c = await credit(u, r.body.credit_id as string);
    expect([...(c.candidates as string[])].sort()).toEqual([first.id, second.id].sort());
    const [e] = await eventsOf('credit_id', r.body.credit_id as string);
    expect(e?.kind).toBe('payment.ambiguous');
    expect((e?.payload.candidates as Body[]).map((o) => o.intent_id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  test('the same credit on both forms (structured, then the bank SMS): one credit, nothing further; rrn is the key', async () => {
    const { id, amount } = await reservedOrder(t, 49_901);
    await backdate(id, 60);
    const rrn = nextRrn();
    const at = now() - 30;
    const first = await report(device, {
      amount_paise: amount,
      credited_at: at,
      rrn,
      payer_vpa: 'ravi.kumar@okaxis',
    });
    const [dd, mm, yy] = indiaDate(at).split('-').reverse() as [string, string, string];
    const rupees = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
    const sms = await report(device, {
      sms: {
        sender: 'VM-HDFCBK',
        body: `Money Received - INR ${rupees} in HDFC Bank A/c xx4821 on ${dd}-${mm}-${yy.slice(2)} from VPA ravi.kumar@okaxis (UPI ${rrn})`,
        received_at: at,
      },
    });
    expect(sms.status).toBe(202);
    expect(sms.body).toEqual({ credit_id: first.body.credit_id, status: 'matched' });
    expect(await svc.sql(`select id from credits where tenant_id = ? and rrn = ?`, [t.id, rrn])).toHaveLength(
      1,
    );
    expect((await eventsOf('intent_id', id)).map((e) => e.kind)).toEqual(['payment.confirmed']);
  });

  test('a credit first reported without its rrn gets the rrn attached when the other feed brings it', async () => {
    const ios = await pairDevice(t, 'ios');
    const { amount } = await reservedOrder(t, 25_000);
    const at = now();
    const first = await report(ios, { amount_paise: amount, credited_at: at, payer_vpa: 'anita@oksbi' });
    const rrn = nextRrn();
    const second = await report(device, {
      amount_paise: amount,
      credited_at: at,
      payer_vpa: 'anita@oksbi',
      rrn,
    });
    expect(second.body).toEqual(first.body);
    expect(await credit(t, first.body.credit_id as string)).toMatchObject({ rrn, status: 'matched' });
  });

  test('a debit SMS is ignored and a credit the reader cannot be sure of raises an operator alert; neither is stored', async () => {
    const before = await svc.sql(`select id from credits where tenant_id = ?`, [t.id]);
    const debit = await report(device, {
      sms: {
        sender: 'VM-HDFCBK',
        body: 'Sent Rs.250.00 From HDFC Bank A/C *4821 To SWIGGY On 21/11/26 Ref 632514012233',
        received_at: now(),
      },
    });
    expect(debit.body).toMatchObject({ status: 'ignored' });
    const garbled = await report(device, {
      sms: {
        sender: 'VM-HDFCBK',
        body: 'Rs.31600 credited to your HDFC Bank A/c XX4821 from RAVI KUMAR on 21-11-26 UPI Ref',
        received_at: now(),
      },
    });
    expect(garbled.body).toEqual({ status: 'unparseable', reason: 'uncertain' });
    const statement = await report(device, {
      sms: {
        sender: 'VM-HDFCBK',
        body: 'Your statement for the period ending 20-11-26 is ready.',
        received_at: now(),
      },
    });
    expect(statement.body).toEqual({ status: 'ignored', reason: 'not_a_payment' });
    expect(await svc.sql(`select id from credits where tenant_id = ?`, [t.id])).toHaveLength(before.length);
    const alerts = await svc.sql<{ kind: string; message: string }>(
      `select kind, message from ops_alerts where tenant_id = ?`,
      [t.id],
    );
    expect(alerts.map((a) => a.kind)).toContain('unparseable_message');
    for (const secret of ['31600', 'RAVI', '4821']) expect(JSON.stringify(alerts)).not.toContain(secret);
  });

  test('bad report bodies are refused with 400 and nothing is stored', async () => {
    const before = await svc.sql(`select id from credits where tenant_id = ?`, [t.id]);
    for (const body of [
      {},
      { amount_paise: -5 },
      { amount_paise: 100, rrn: '12' },
      { amount_paise: 100, colour: 'red' },
      { sms: { sender: 'X' } },
    ]) {
      const r = await report(device, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_request' });
    }
    expect(await svc.sql(`select id from credits where tenant_id = ?`, [t.id])).toHaveLength(before.length);
  });
});

describe('the tenant resolves parked credits (SPEC §3)', () => {
  test('place a parked credit on an open order: placed with delta_paise; the order confirmed with evidence manual', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 10_000 });
    const r = await report(device, {
      amount_paise: 9_950,
      credited_at: now(),
      rrn: nextRrn(),
      payer_vpa: 'xy@ybl',
    });
    expect(r.body.status).toBe('unplaced');
    const placed = await svc.api<Body>(t.key, 'POST', `/v1/credits/${r.body.credit_id}/place`, {
      intent_id: created.body.intent_id,
    });
    expect(placed.status).toBe(200);
    expect(placed.body).toMatchObject({
      status: 'placed',
      intent_id: created.body.intent_id,
      delta_paise: -50,
      resolved_at: expect.any(Number),
    });
    expect(await order(t, created.body.intent_id as string)).toMatchObject({
      status: 'confirmed',
      evidence: 'manual',
      paid_paise: 9_950,
      discount_paise: 50,
    });
    expect((await eventsOf('intent_id', created.body.intent_id as string)).map((e) => e.kind)).toEqual([
      'payment.confirmed',
    ]);
    // Placing again, or dismissing, a credit that is no longer parked: 409.
    for (const [op, body] of [
      ['place', { intent_id: created.body.intent_id }],
      ['dismiss', {}],
    ] as const) {
      const again = await svc.api<Body>(t.key, 'POST', `/v1/credits/${r.body.credit_id}/${op}`, body);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: 'invalid_state', status: 'placed' });
    }
  });

  test('placing on an expired order confirms it; on a confirmed or cancelled one is 409', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const make = async () =>
      (await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 5_000 })).body.intent_id as string;
    const [expired, cancelled] = [await make(), await make()];
    await svc.sql(`update intents set expires_at = created_at - 1 where id = ?`, [expired]);
    await svc.api(t.key, 'POST', `/v1/intents/${cancelled}/cancel`);
    const parked = async () =>
      (await report(device, { amount_paise: 4_999, credited_at: now(), rrn: nextRrn() })).body.credit_id;
    const onCancelled = await svc.api<Body>(t.key, 'POST', `/v1/credits/${await parked()}/place`, {
      intent_id: cancelled,
    });
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body).toMatchObject({ error: 'invalid_state', status: 'cancelled' });
    const onExpired = await svc.api<Body>(t.key, 'POST', `/v1/credits/${await parked()}/place`, {
      intent_id: expired,
    });
    expect(onExpired.status).toBe(200);
    expect(await order(t, expired)).toMatchObject({ status: 'confirmed', evidence: 'manual' });
    const onConfirmed = await svc.api<Body>(t.key, 'POST', `/v1/credits/${await parked()}/place`, {
      intent_id: expired,
    });
    expect(onConfirmed.status).toBe(409);
    expect(onConfirmed.body).toMatchObject({ status: 'confirmed' });
  });

  test('dismiss: the credit is dismissed and kept for audit; the list filters by status', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const r = await report(device, { amount_paise: 777, credited_at: now(), rrn: nextRrn() });
    const d = await svc.api<Body>(t.key, 'POST', `/v1/credits/${r.body.credit_id}/dismiss`, {
      reason: 'a refund from a supplier',
    });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ status: 'dismissed', resolved_at: expect.any(Number) });
    const list = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/credits?status=dismissed,unplaced');
    expect(list.body.data.map((c) => c.credit_id)).toEqual([r.body.credit_id]);
    expect((await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/credits?status=unplaced')).body.data).toEqual(
      [],
    );
    expect((await svc.api(t.key, 'GET', '/v1/credits?status=lost')).status).toBe(400);
    expect(Object.keys(list.body.data[0] ?? {})).toEqual([
      'credit_id',
      'rrn',
      'amount_paise',
      'source',
      'credited_at',
      'credited_until',
      'received_at',
      'status',
      'note',
      'candidates',
      'resolved_at',
    ]);
  });
});

describe('concurrency (real PostgreSQL)', () => {
  test('50 reports for 50 reserved amounts at once give 50 confirmations and nothing parked', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const orders = [];
    for (let i = 0; i < 50; i++) orders.push(await reservedOrder(t, 80_000));
    const at = now();
    const results = await Promise.all(
      orders.map((o) =>
        report(device, {
          amount_paise: o.amount,
          credited_at: at,
          rrn: nextRrn(),
          payer_vpa: `p${o.amount}@ybl`,
        }),
      ),
    );
    expect(results.map((r) => r.body.status)).toEqual(orders.map(() => 'matched'));
    const states = await svc.sql<{ status: string; n: string }>(
      `select status, count(*) as n from intents where tenant_id = ? group by status`,
      [t.id],
    );
    expect(states).toEqual([{ status: 'confirmed', n: '50' }]);
    const events = await svc.sql<{ n: string }>(
      `select count(*) as n from events where tenant_id = ? and kind = 'payment.confirmed'`,
      [t.id],
    );
    expect(events[0]?.n).toBe('50');
  });

  test('two reports racing for one order give one confirmation and one parked credit', async () => {
    const t = await svc.tenant();
    const device = await pairDevice(t);
    const { id, amount } = await reservedOrder(t, 90_000);
    const at = now();
    const results = await Promise.all([
      report(device, { amount_paise: amount, credited_at: at, rrn: nextRrn(), payer_vpa: 'one@ybl' }),
      report(device, { amount_paise: amount, credited_at: at, rrn: nextRrn(), payer_vpa: 'two@ybl' }),
    ]);
    expect(results.map((r) => r.body.status).sort()).toEqual(['matched', 'unplaced']);
    expect(await order(t, id)).toMatchObject({ status: 'confirmed' });
    expect((await eventsOf('intent_id', id)).map((e) => e.kind)).toEqual(['payment.confirmed']);
  });
});

describe('rate limits of the feeds (SPEC §8)', () => {
  test('pairing: 10 per 60 s per source address; the 11th from one source is 429, another source still pairs', async () => {
    const t = await svc.tenant();
    const source = '203.0.113.77';
    const attempt = (from: string) =>
      svc.api<Body>(
        undefined,
        'POST',
        '/v1/devices/pair',
        { code: 'AAAAAAAA', platform: 'android' },
        { 'x-forwarded-for': from },
      );
    for (let i = 0; i < 10; i++) expect((await attempt(source)).status).toBe(400); // wrong code, but counted
    const limited = await attempt(source);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await attempt('203.0.113.78')).status).toBe(400);
    expect(t.id).toBeTruthy();
  });

  test('reports: 60 per 60 s per tenant and device, then 429; another device of the tenant is not limited', async () => {
    const t = await svc.tenant();
    const [a, b] = [await pairDevice(t), await pairDevice(t)];
    for (let i = 0; i < 60; i++)
      await report(a, { amount_paise: 100 + i, credited_at: now(), rrn: nextRrn() });
    const limited = await report(a, { amount_paise: 5, credited_at: now(), rrn: nextRrn() });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited', retry_after_seconds: expect.any(Number) });
    expect(
      (await svc.sql(`select id from credits where amount_paise = 5 and tenant_id = ?`, [t.id])).length,
    ).toBe(0);
    expect((await report(b, { amount_paise: 6, credited_at: now(), rrn: nextRrn() })).status).toBe(202);
  });
});
