// Reporter apps sellers already have (CONTRACT §7), over real HTTP on the real PostgreSQL and Temporal:
// SMSGate's signed webhook and the "Incoming SMS to URL forwarder" template, with bodies built exactly as
// the apps build them (SMSGate: Gson with its HTML escaping and ISO dates, signed over body + timestamp;
// the forwarder: its template with %text% escaped by StringEscapeUtils.escapeJson, sent chunked).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
import { datedRrn } from '../support/rrn.js';
import {
  forward,
  forwarderDevice,
  gson,
  heartbeat,
  india,
  nextEnvelopeId,
  postSmsGate,
  smsGateDevice,
  smsReceivedEnvelope,
} from '../support/reporter-apps.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

const rupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** Axis Bank's UPI credit, stating date and time (fixtures/sms/axis.json). */
const axisCredit = (paise: number, rrn: string, at: number): string => {
  const t = india(at);
  return `INR ${rupees(paise)} credited\nA/c no. XX4821\n${t.ddmmyy}, ${t.time} IST\nUPI/P2A/${rrn}/RAVI KUMAR/HDFC/Paym - Axis Bank`;
};

async function reservedOrder(t: TestTenant, listPaise = 50_000): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: listPaise })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  // As if reserved two minutes ago, so a payment stated a few seconds ago falls inside its window.
  await svc.sql(
    `update reservations set reserved_at = reserved_at - 120, lapses_at = lapses_at - 120,
            held_until = held_until - 120, rest_until = rest_until - 120 where intent_id = ?`,
    [reserved.intent_id],
  );
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}
const order = async (t: TestTenant, id: string) =>
  (await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`)).body;
const creditsOf = (t: TestTenant) => svc.sql<Body>(`select * from credits where tenant_id = ?`, [t.id]);

describe('POST /v1/devices: a reporter app the seller already has (CONTRACT §7)', () => {
  test('smsgate: the webhook URL and a 64-hex signing key, shown once', async () => {
    const t = await svc.tenant();
    const created = await svc.api<Body>(t.key, 'POST', '/v1/devices', { kind: 'smsgate' });
    expect(created.status).toBe(201);
    const id = created.body.device_id as string;
    expect(created.body).toEqual({
      device_id: expect.stringMatching(/^dev_[0-9a-f]{20}$/),
      kind: 'smsgate',
      setup: {
        webhook_url: `${svc.baseUrl}/v1/reports/smsgate/${id}`,
        signing_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    const list = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    expect(list.body.data).toEqual([
      { device_id: id, platform: 'android', created_at: expect.any(Number), kind: 'smsgate' },
    ]);
    expect(JSON.stringify(list.body)).not.toContain((created.body.setup as Body).signing_key as string);
  });

  test('forwarder: token, URL, headers and template, the token stored only as a digest', async () => {
    const t = await svc.tenant();
    const { id, setup } = await forwarderDevice(svc, t);
    expect(setup).toEqual({
      device_token: expect.stringMatching(/^dvt_[0-9a-f]{48}$/),
      url: `${svc.baseUrl}/v1/reports`,
      headers: { Authorization: `Bearer ${setup.device_token}` },
      json_template: expect.stringContaining('%text%'),
    });
    const stored = JSON.stringify(await svc.sql(`select * from devices where id = ?`, [id]));
    expect(stored).not.toContain(setup.device_token);
  });

  test.each([{}, { kind: 'telegram' }, { kind: 'smsgate', colour: 'red' }, { kind: 'forwarder', name: '' }])(
    'a bad body %j is 400 invalid_request and creates nothing',
    async (body) => {
      const t = await svc.tenant();
      const r = await svc.api<Body>(t.key, 'POST', '/v1/devices', body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_request' });
      expect(await svc.sql(`select id from devices where tenant_id = ?`, [t.id])).toHaveLength(0);
    },
  );
});

describe('SMSGate webhook (POST /v1/reports/smsgate/{device_id})', () => {
  test('an sms:received envelope signed as the app signs it confirms the order; credited_at is the stated time', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 49_900);
    const rrn = nextRrn();
    const at = now() - 20;
    const r = await postSmsGate(
      dev.url,
      dev.key,
      smsReceivedEnvelope({ sender: 'JD-AXISBK-S', message: axisCredit(amount, rrn, at), at: at + 4 }),
    );
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ credit_id: expect.stringMatching(/^crd_/), status: 'matched' });
    expect(await order(t, id)).toMatchObject({
      status: 'confirmed',
      rrn,
      payer_name: 'RAVI KUMAR',
      evidence: 'amount',
    });
    const [credit] = await creditsOf(t);
    expect(credit).toMatchObject({
      source: 'device',
      device_id: dev.id,
      credited_at: String(at),
      credited_until: String(at),
      smsc_at: String(at + 4),
    });
    const devices = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    expect(devices.body.data[0]).toMatchObject({
      last_seen_at: expect.any(Number),
      last_message: { at: expect.any(Number), outcome: 'credited', credit_id: r.body.credit_id },
    });
  });

  test('a repeated envelope (same id) is answered 200 and changes nothing', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 30_000);
    const at = now() - 10;
    const body = smsReceivedEnvelope({
      sender: 'JD-AXISBK-S',
      message: axisCredit(amount, nextRrn(), at),
      at,
    });
    expect((await postSmsGate(dev.url, dev.key, body)).status).toBe(202);
    const again = await postSmsGate(dev.url, dev.key, body);
    expect(again).toEqual({ status: 200, body: { status: 'repeat' } });
    expect(await creditsOf(t)).toHaveLength(1);
    const events = await svc.sql(`select kind from events where intent_id = ?`, [id]);
    expect(events).toHaveLength(1);
  });

  test('old app versions: the sender only as phoneNumber', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 20_000);
    const at = now() - 5;
    const body = gson({
      id: nextEnvelopeId(),
      webhookId: 'w',
      event: 'sms:received',
      deviceId: 'd',
      payload: {
        message: axisCredit(amount, nextRrn(), at),
        phoneNumber: 'VM-AXISBK',
        receivedAt: india(at).iso,
      },
    });
    expect((await postSmsGate(dev.url, dev.key, body)).body).toMatchObject({ status: 'matched' });
    expect(await order(t, id)).toMatchObject({ status: 'confirmed' });
  });

  test('bad signature, stale timestamp, unknown and revoked devices: 401 and nothing stored', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 40_000);
    const at = now();
    const body = () =>
      smsReceivedEnvelope({ sender: 'JD-AXISBK-S', message: axisCredit(amount, nextRrn(), at), at });
    const refusals = [
      await postSmsGate(dev.url, dev.key, body(), { signature: 'f'.repeat(64) }),
      await postSmsGate(dev.url, 'not the key', body()),
      await postSmsGate(dev.url, dev.key, body(), { timestamp: now() - 16 * 60 }),
      await postSmsGate(dev.url, dev.key, body(), { timestamp: now() + 16 * 60 }),
      await postSmsGate(`${svc.baseUrl}/v1/reports/smsgate/dev_${'0'.repeat(20)}`, dev.key, body()),
      await postSmsGate(`${svc.baseUrl}/v1/reports/smsgate/nonsense`, dev.key, body()),
    ];
    await svc.api(t.key, 'POST', `/v1/devices/${dev.id}/revoke`);
    refusals.push(await postSmsGate(dev.url, dev.key, body()));
    for (const r of refusals) {
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ error: 'unauthorized' });
    }
    expect(await creditsOf(t)).toHaveLength(0);
    expect(await svc.sql(`select * from smsgate_envelopes where device_id = ?`, [dev.id])).toHaveLength(0);
    expect(await order(t, id)).toMatchObject({ status: 'open' });
  });

  test('heartbeats (system:ping, app:started) move last_seen_at and answer 200', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const ping = await postSmsGate(dev.url, dev.key, heartbeat('system:ping'));
    expect(ping).toEqual({ status: 200, body: { status: 'ok' } });
    const [seen] = await svc.sql<{ last_seen_at: string }>(`select last_seen_at from devices where id = ?`, [
      dev.id,
    ]);
    expect(Number(seen?.last_seen_at)).toBeGreaterThanOrEqual(now() - 5);
    await svc.sql(`update devices set last_seen_at = 1 where id = ?`, [dev.id]);
    expect((await postSmsGate(dev.url, dev.key, heartbeat('app:started'))).status).toBe(200);
    const [again] = await svc.sql<{ last_seen_at: string }>(`select last_seen_at from devices where id = ?`, [
      dev.id,
    ]);
    expect(Number(again?.last_seen_at)).toBeGreaterThanOrEqual(now() - 5);
    expect(await postSmsGate(dev.url, dev.key, heartbeat('sms:sent'))).toEqual({
      status: 200,
      body: { status: 'ignored' },
    });
  });

  test('authenticated reports that are not credits: 202 ignored or unparseable, never 4xx, nothing stored', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    const at = now();
    const send = (sender: string, message: string) =>
      postSmsGate(dev.url, dev.key, smsReceivedEnvelope({ sender, message, at }));
    const debit = await send(
      'JD-AXISBK-S',
      'INR 1200.00 debited\nA/c no. XX4821\n21-11-26, 23:09:50\nUPI/P2M/632569941600/RAJU STORES\nNot you? SMS BLOCKUPI Cust ID to 919951860002\nAxis Bank',
    );
    expect(debit).toEqual({ status: 202, body: { status: 'ignored', reason: 'debit' } });
    const otp = await send(
      'AX-AXISBK-S',
      '481527 is the OTP to generate your UPI PIN. Valid for 1 minute. - Axis Bank',
    );
    expect(otp).toEqual({ status: 202, body: { status: 'ignored', reason: 'not_a_payment' } });
    const cut = await send(
      'AX-AXISBK-S',
      'INR 31600.00 credited to A/c no. XX4821 on 21-11-26 by UPI/P2A/481527',
    );
    expect(cut).toEqual({ status: 202, body: { status: 'unparseable', reason: 'uncertain' } });
    expect(await send('VM-SWIGGY', 'Your order is on the way & <b>hot</b>')).toMatchObject({
      status: 202,
      body: { status: 'ignored' },
    });
    expect(await send('+919876543210', axisCredit(10_000, nextRrn(), at))).toMatchObject({
      status: 202,
      body: { status: 'ignored' },
    });
    expect(await creditsOf(t)).toHaveLength(0);
    const alerts = await svc.sql<{ message: string }>(`select message from ops_alerts where tenant_id = ?`, [
      t.id,
    ]);
    expect(alerts).toHaveLength(1);
    expect(JSON.stringify(alerts)).not.toContain('481527');
    const devices = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    expect(devices.body.data[0]).toMatchObject({ last_message: { outcome: 'ignored' } });
  });

  test('a signed body that is no envelope is 400, not 500; a non-JSON content type is 415', async () => {
    const t = await svc.tenant();
    const dev = await smsGateDevice(svc, t);
    for (const body of [
      'not json',
      '[]',
      '{"id":""}',
      '{"id":"a\\u0000b","event":"system:ping"}',
      gson({ id: 'x1', event: 'sms:received', payload: { message: 'hi' } }),
      gson({
        id: 'x2',
        event: 'sms:received',
        payload: { message: 'hi', sender: 'VM-HDFCBK', receivedAt: 'yesterday' },
      }),
    ]) {
      const r = await postSmsGate(dev.url, dev.key, body);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'invalid_request' });
    }
    const form = await fetch(dev.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(form.status).toBe(415);
  });
});

describe('the forwarder template ("Incoming SMS to URL forwarder")', () => {
  test('an SMS forwarded with the template as given confirms the order', async () => {
    const t = await svc.tenant();
    const { id: deviceId, setup } = await forwarderDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 49_901);
    const rrn = nextRrn();
    const at = now() - 30;
    // HDFC states the date only: the span is the two minutes up to the SMS centre's timestamp (%sentStamp%).
    const text = `Credit Alert!\nRs.${rupees(amount)} credited to HDFC Bank A/c XX4821 on ${india(at).ddmmyy} from VPA ravi.kumar@okaxis (UPI ${rrn})`;
    const r = await forward(setup, { from: 'AM-HDFCBK', text, sentAt: at, receivedAt: at + 2 });
    expect(r).toEqual({
      status: 202,
      body: { credit_id: expect.stringMatching(/^crd_/), status: 'matched' },
    });
    expect(await order(t, id)).toMatchObject({ status: 'confirmed', rrn, payer_vpa: 'ravi.kumar@okaxis' });
    const [credit] = await creditsOf(t);
    expect(credit).toMatchObject({
      device_id: deviceId,
      credited_at: String(at - 120),
      credited_until: String(at),
      smsc_at: String(at),
      phone_received_at: String(at + 2),
    });
  });

  test('unknown fields inside sms are ignored; a time in no accepted form is taken as absent (E9-6), never a 400 the app would retry forever', async () => {
    const t = await svc.tenant();
    const { setup } = await forwarderDevice(svc, t);
    const ok = await svc.api<Body>(setup.device_token, 'POST', '/v1/reports', {
      sms: {
        sender: 'VM-SWIGGY',
        body: 'hello',
        received_at: '2026-11-21 14:03:41',
        sim: 'sim1',
        sentStamp: 1,
      },
    });
    expect(ok.status).toBe(202);
    const bad = await svc.api<Body>(setup.device_token, 'POST', '/v1/reports', {
      sms: { sender: 'VM-HDFCBK', body: 'hello', received_at: '%receivedStamp%' },
    });
    expect(bad.status).toBe(202);
    expect(bad.body).toEqual({ status: 'ignored', reason: 'not_a_payment' });
  });
});

describe('one credit, however many devices relay it', () => {
  test('the same SMS from two devices (SMSGate and the forwarder) is one credit', async () => {
    const t = await svc.tenant();
    const gate = await smsGateDevice(svc, t);
    const { setup } = await forwarderDevice(svc, t);
    const { id, amount } = await reservedOrder(t, 60_000);
    const rrn = nextRrn();
    const at = now() - 15;
    const text = axisCredit(amount, rrn, at);
    const first = await postSmsGate(
      gate.url,
      gate.key,
      smsReceivedEnvelope({ sender: 'JD-AXISBK-S', message: text, at }),
    );
    const second = await forward(setup, { from: 'VM-AXISBK-T', text, sentAt: at, receivedAt: at + 1 });
    expect(first.body).toEqual({ credit_id: expect.any(String), status: 'matched' });
    expect(second.body).toEqual(first.body);
    expect(await creditsOf(t)).toHaveLength(1);
    expect(await svc.sql(`select kind from events where intent_id = ?`, [id])).toHaveLength(1);
  });

  test('a credit that states no time and no reference, relayed by two phones, is one credit', async () => {
    const t = await svc.tenant();
    const one = await forwarderDevice(svc, t);
    const two = await forwarderDevice(svc, t);
    const at = now() - 15;
    const text = `Dear Customer, Rs.101 credited to your A/c XX4821 on ${india(at).ddmmyy.replace(/-(\d{2})$/, '-20$1')} ${india(at).time}. BAL-Rs.51025.25-Federal Bank`;
    const a = await forward(one.setup, { from: 'AX-FEDBNK-S', text, sentAt: at, receivedAt: at + 1 });
    const b = await forward(two.setup, { from: 'AX-FEDBNK-S', text, sentAt: at, receivedAt: at + 3 });
    expect(a.status).toBe(202);
    expect(b.body).toEqual(a.body);
    expect(await creditsOf(t)).toHaveLength(1);
  });
});
