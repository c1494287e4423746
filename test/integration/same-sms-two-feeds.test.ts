// E9-1 (e2e round 9): one bank SMS without its RRN, relayed by two feeds of one seller (SMSGate and the
// forwarder app on one phone, or two phones), each with its own time (the SMS centre's stamp, the phone's
// receipt) became two credits, the second parked, where SPEC §1 says the same credit arriving again
// changes nothing further. CONTRACT §6 knows a credit without rrn by (amount, credited_at, payer) exactly,
// and without a time the bank states, the two feeds' spans differ. The rule (docs/architecture.md): a
// report without rrn whose SMS text is the same as an existing credit's (same tenant, amount and payer,
// spans within a few minutes), from a device that has not yet reported that credit, is that credit; a
// device never gives one credit two reports, so a second real payment with the same text is a second
// credit.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
import {
  forwarderDevice,
  india,
  postSmsGate,
  smsGateDevice,
  smsReceivedEnvelope,
} from '../support/reporter-apps.js';
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
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** SBI's UPI credit as it comes without its reference: the date, no time, the payer's name only. */
function sbiCredit(paise: number, at: number): string {
  const [y, m, d] = india(at).iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = `${String(d).padStart(2, '0')}${MONTHS[m - 1]}${String(y % 100).padStart(2, '0')}`;
  return `Dear UPI user A/C X4821 credited by Rs${rupees(paise)} on date ${date} trf from DIVYA NAIR. If not u? call 1800111109. -SBI`;
}

async function reservedOrder(t: TestTenant, listPaise = 50_000): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: listPaise })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  // As if reserved five minutes ago, so payments a few minutes old fall inside its window.
  await svc.sql(
    `update reservations set reserved_at = reserved_at - 300, lapses_at = lapses_at - 300,
            held_until = held_until - 300, rest_until = rest_until - 300 where intent_id = ?`,
    [reserved.intent_id],
  );
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

/** Both apps of one phone: SMSGate (the SMS centre's stamp) and the forwarder (here the phone's receipt). */
async function twoApps(t: TestTenant) {
  const gate = await smsGateDevice(svc, t);
  const fwd = await forwarderDevice(svc, t);
  return {
    gateId: gate.id,
    fwdId: fwd.id,
    /** SMSGate relays the SMS with the SMS centre's timestamp. */
    viaSmsGate: (message: string, smscAt: number) =>
      postSmsGate(gate.url, gate.key, smsReceivedEnvelope({ sender: 'VM-SBIUPI', message, at: smscAt })),
    /** The forwarder relays it with the phone's receipt time only (its %sentStamp% slot left unfilled). */
    viaForwarder: (body: string, receivedAt: number) =>
      svc.api<Body>(fwd.setup.device_token, 'POST', '/v1/reports', {
        sms: { sender: 'VM-SBIUPI', body, received_at: String(receivedAt * 1000 + 902), smsc_at: '' },
      }),
  };
}

const creditsOf = (t: TestTenant) =>
  svc.sql<Body>(`select id, status, device_id from credits where tenant_id = ? order by seq`, [t.id]);

describe('one SMS without rrn from two feeds of one seller is one credit (SPEC §1)', () => {
  test('SMSGate with the SMS centre time, the forwarder with the phone time: one credit, the order paid once', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { id, amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const smscAt = now() - 12;

    const first = await apps.viaSmsGate(sms, smscAt);
    expect(first).toEqual({
      status: 202,
      body: { credit_id: expect.stringMatching(/^crd_/), status: 'matched' },
    });
    // The phone got it 5 s after the SMS centre stamped it; its span is not the first one's.
    const second = await apps.viaForwarder(sms, smscAt + 5);
    expect(second.status).toBe(202);
    // Before the change: a second credit, parked (no order left for its amount).
    expect(second.body).toEqual({ credit_id: first.body.credit_id, status: 'matched' });

    expect(await creditsOf(t)).toEqual([
      { id: first.body.credit_id, status: 'matched', device_id: apps.gateId },
    ]);
    const order = await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`);
    expect(order.body).toMatchObject({ status: 'confirmed', paid_paise: amount });
    // The second feed agreed (the order page's "seen by"); its answer counted as a repeat for feed health.
    expect(
      await svc.sql(`select feed from credit_sightings where credit_id = ?`, [first.body.credit_id]),
    ).toEqual([{ feed: `device:${apps.fwdId}` }]);
    const devices = (await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices')).body.data;
    expect(devices.find((d) => d.device_id === apps.fwdId)).toMatchObject({
      last_message: { outcome: 'repeat' },
    });
    // Nothing of the text is kept beyond its digest (the payer's name is a credit's own field).
    const stored = JSON.stringify([
      await svc.sql(`select * from credits where tenant_id = ?`, [t.id]),
      await svc.sql(`select * from credit_sightings where credit_id = ?`, [first.body.credit_id]),
    ]);
    expect(stored).not.toContain('credited by');
    expect(stored).not.toContain('If not u');
  });

  test('the phone feed first, then SMSGate: one credit', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const smscAt = now() - 20;
    const first = await apps.viaForwarder(sms, smscAt + 3);
    const second = await apps.viaSmsGate(sms, smscAt);
    expect(first.body).toMatchObject({ status: 'matched' });
    expect(second.body).toEqual(first.body);
    expect(await creditsOf(t)).toHaveLength(1);
  });

  test('the forwarder re-sending the report the credit already took (a retry): still one credit', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const smscAt = now() - 15;
    const first = await apps.viaSmsGate(sms, smscAt);
    const taken = await apps.viaForwarder(sms, smscAt + 4);
    const retried = await apps.viaForwarder(sms, smscAt + 4);
    expect(taken.body).toEqual(first.body);
    expect(retried.body).toEqual(first.body);
    expect(await creditsOf(t)).toHaveLength(1);
  });

  test('both feeds at the same instant: one credit (the tenant lock orders them)', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const smscAt = now() - 10;
    const [a, b] = await Promise.all([apps.viaSmsGate(sms, smscAt), apps.viaForwarder(sms, smscAt + 2)]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.credit_id).toBe(b.body.credit_id);
    expect(await creditsOf(t)).toHaveLength(1);
  });
});

describe('a second real payment with the same text is a second credit, never lost', () => {
  test('the same text twice from one device, at different times: two credits', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const first = await apps.viaForwarder(sms, now() - 90);
    const second = await apps.viaForwarder(sms, now() - 30);
    expect(first.body).toMatchObject({ status: 'matched' });
    expect(second.status).toBe(202);
    expect(second.body.credit_id).not.toBe(first.body.credit_id);
    expect(await creditsOf(t)).toHaveLength(2);
  });

  test('two payments, each relayed by both apps (four reports, in order): two credits', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const [at1, at2] = [now() - 200, now() - 20];
    const a1 = await apps.viaSmsGate(sms, at1);
    const b1 = await apps.viaForwarder(sms, at1 + 3);
    const a2 = await apps.viaSmsGate(sms, at2);
    const b2 = await apps.viaForwarder(sms, at2 + 3);
    expect(b1.body.credit_id).toBe(a1.body.credit_id);
    expect(b2.body.credit_id).toBe(a2.body.credit_id);
    expect(a2.body.credit_id).not.toBe(a1.body.credit_id);
    const credits = await creditsOf(t);
    expect(credits.map((c) => c.id)).toEqual([a1.body.credit_id, a2.body.credit_id]);
  });

  test('two payments, both apps, the second app late and out of order: each report finds its own credit', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const { amount } = await reservedOrder(t);
    const sms = sbiCredit(amount, now());
    const [at1, at2] = [now() - 200, now() - 20];
    const a1 = await apps.viaSmsGate(sms, at1);
    const a2 = await apps.viaSmsGate(sms, at2);
    // The forwarder's phone relays the second SMS before the first.
    const b2 = await apps.viaForwarder(sms, at2 + 4);
    const b1 = await apps.viaForwarder(sms, at1 + 4);
    expect(a2.body.credit_id).not.toBe(a1.body.credit_id);
    expect(b1.body.credit_id).toBe(a1.body.credit_id);
    expect(b2.body.credit_id).toBe(a2.body.credit_id);
    expect(await creditsOf(t)).toHaveLength(2);
  });

  test('the same text from two devices 25 minutes apart (beyond the few minutes) is two payments', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const sms = sbiCredit(12_345, now());
    const first = await apps.viaSmsGate(sms, now() - 25 * 60);
    const second = await apps.viaForwarder(sms, now() - 5);
    expect(second.body.credit_id).not.toBe(first.body.credit_id);
    expect(await creditsOf(t)).toHaveLength(2);
  });

  test('a different text (another payer) of the same amount from the other app: a credit of its own', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const at = now() - 30;
    const first = await apps.viaSmsGate(sbiCredit(12_345, at), at);
    const second = await apps.viaForwarder(sbiCredit(12_345, at).replace('DIVYA NAIR', 'RAVI KUMAR'), at + 2);
    expect(second.body.credit_id).not.toBe(first.body.credit_id);
    expect(await creditsOf(t)).toHaveLength(2);
  });
});

describe('the digest of the text follows the payer details (SPEC §2 retention)', () => {
  test('a parked credit 90 days old loses its text digest with its payer name and handle', async () => {
    const t = await svc.tenant();
    const apps = await twoApps(t);
    const parked = await apps.viaSmsGate(sbiCredit(54_321, now()), now() - 10);
    expect(parked.body).toMatchObject({ status: 'unplaced' });
    const digestOf = async () =>
      (await svc.sql<Body>(`select text_digest from credits where id = ?`, [parked.body.credit_id]))[0]
        ?.text_digest;
    expect(await digestOf()).toMatch(/^[0-9a-f]{64}$/);
    await svc.sql(`update credits set received_at = received_at - ? where tenant_id = ?`, [
      91 * 86_400,
      t.id,
    ]);
    await svc.runtime.services.housekeeping.applyRetention();
    expect(await digestOf()).toBeNull();
  });
});

// E11-5: a second feed that brings a credit's RRN at another amount does not agree with it. A forged SMS
// of Rs 9,999.99 with the RRN of a real Rs 1.00 payment confirmed an order; the real alert of that RRN,
// reported by the other phone, was recorded as a sighting and the order page said "agreed".
describe('the same RRN at another amount', () => {
  test('is no sighting: the order page never says a second feed agreed', async () => {
    const t = await svc.tenant();
    const a = await forwarderDevice(svc, t);
    const b = await forwarderDevice(svc, t);
    const { amount } = await reservedOrder(t, 1_000_000);
    const rrn = datedRrn(Math.floor(Math.random() * 99_999_999));
    const forged = await svc.api<Body>(a.setup.device_token, 'POST', '/v1/reports', {
      amount_paise: amount,
      credited_at: now() - 10,
      rrn,
    });
    expect(forged.body.status).toBe('matched');
    const real = await svc.api<Body>(b.setup.device_token, 'POST', '/v1/reports', {
      amount_paise: 100,
      credited_at: now() - 10,
      rrn,
    });
    expect(real.status).toBe(202);
    expect(
      await svc.sql(`select feed from credit_sightings where credit_id = ?`, [forged.body.credit_id]),
    ).toEqual([]);
    // The same amount again from the other phone still agrees.
    const c = await forwarderDevice(svc, t);
    await svc.api<Body>(c.setup.device_token, 'POST', '/v1/reports', {
      amount_paise: amount,
      credited_at: now() - 10,
      rrn,
    });
    expect(
      await svc.sql(`select feed from credit_sightings where credit_id = ?`, [forged.body.credit_id]),
    ).toEqual([{ feed: `device:${c.id}` }]);
  });
});
