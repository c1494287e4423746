// E9-7 (e2e round 9): CONTRACT §7 says a Shortcut "sends every value as text: numbers and dates in text
// form are accepted", yet the structured report form refused `"amount_paise": "49899"`. The numbers a
// report takes (amount_paise, credited_at) are now taken as text too, strictly: a plain string of ASCII
// digits, within the range the number has; anything else stays CONTRACT §1's 400 naming the field, and
// nothing is stored.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService, type TestTenant } from '../support/service.js';
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
let rrnSeq = 500_000_000_000 + Math.floor(Math.random() * 400_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);
const creditsOf = (t: TestTenant) => svc.sql<Body>(`select id from credits where tenant_id = ?`, [t.id]);

/** A reporter's device token (a forwarder device: made with the tenant's key, no pairing limit). */
async function reporter(t: TestTenant): Promise<string> {
  const created = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
    kind: 'forwarder',
  });
  expect(created.status).toBe(201);
  return created.body.setup.device_token;
}

async function reservedOrder(t: TestTenant): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: 49_900 })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  // As if reserved two minutes ago, so a payment a few seconds ago falls inside its window.
  await svc.sql(
    `update reservations set reserved_at = reserved_at - 120, lapses_at = lapses_at - 120,
            held_until = held_until - 120, rest_until = rest_until - 120 where intent_id = ?`,
    [reserved.intent_id],
  );
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

describe('the structured report form takes its numbers as text (CONTRACT §7)', () => {
  test('"amount_paise" and "credited_at" as strings of digits: recorded and matched as the numbers are', async () => {
    const t = await svc.tenant();
    const device = await reporter(t);
    const { id, amount } = await reservedOrder(t);
    const at = now() - 5;
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', {
      amount_paise: String(amount),
      credited_at: String(at),
      rrn: nextRrn(),
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ credit_id: expect.stringMatching(/^crd_/), status: 'matched' });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    expect(credit.body).toMatchObject({ amount_paise: amount, credited_at: at, intent_id: id });
  });

  test('a digit string is read as the number it spells (leading zeros included)', async () => {
    const t = await svc.tenant();
    const device = await reporter(t);
    const at = now() - 5;
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', {
      amount_paise: '0012345',
      credited_at: at,
    });
    expect(r.status).toBe(202);
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    expect(credit.body).toMatchObject({ amount_paise: 12_345, credited_at: at });
  });

  test.each([
    ['amount_paise', '+49899'],
    ['amount_paise', '-49899'],
    ['amount_paise', ' 49899'],
    ['amount_paise', '49899 '],
    ['amount_paise', '498.99'],
    ['amount_paise', '49899.0'],
    ['amount_paise', '4.9899e4'],
    ['amount_paise', '0x1F'],
    ['amount_paise', '49,899'],
    ['amount_paise', '４９８９９'],
    ['amount_paise', ''],
    ['amount_paise', '0'],
    ['amount_paise', '2147483648'],
    ['amount_paise', '9'.repeat(400)],
    ['amount_paise', true],
    ['amount_paise', null],
    ['amount_paise', 498.5],
    ['credited_at', '-1'],
    ['credited_at', '1764000000.5'],
    ['credited_at', '100000000001'],
    ['credited_at', ' 1764000000'],
    ['credited_at', '1.764e9'],
  ])('%s %j: 400 naming the field, nothing stored', async (field, value) => {
    const t = await svc.tenant();
    const device = await reporter(t);
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', {
      amount_paise: 49_899,
      credited_at: now(),
      [field]: value,
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      error: 'invalid_request',
      message: expect.any(String),
      details: [{ path: field, issue: expect.any(String) }],
    });
    expect(await creditsOf(t)).toHaveLength(0);
  });

  test('the refusal says what is taken: a number or a string of digits', async () => {
    const t = await svc.tenant();
    const device = await reporter(t);
    const r = await svc.api<Body>(device, 'POST', '/v1/reports', { amount_paise: '498.99' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      details: [{ path: 'amount_paise', issue: expect.stringContaining('string of digits') }],
    });
  });

  test('the OpenAPI document says both forms are taken', async () => {
    const doc = await svc.api<Body>(undefined, 'GET', '/openapi.json');
    const schemas = (doc.body.components as { schemas: Record<string, { properties: Body }> }).schemas;
    const report = schemas.CreditReport?.properties as Record<string, { anyOf?: Body[] }>;
    for (const field of ['amount_paise', 'credited_at']) {
      expect(report[field]?.anyOf).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ type: 'integer' }),
          expect.objectContaining({ type: 'string', pattern: '^[0-9]+$' }),
        ]),
      );
    }
  });
});

describe("the Shortcut's setup and what /v1/reports takes agree (CONTRACT §7)", () => {
  test('every field the setup names is a Text field, and a body of text only is accepted', async () => {
    const t = await svc.tenant();
    const created = await svc.api<{ setup: { device_token: string; body: { sms: Body } } }>(
      t.key,
      'POST',
      '/v1/devices',
      { kind: 'shortcut' },
    );
    expect(created.status).toBe(201);
    const { body, device_token } = created.body.setup;
    expect(Object.keys(body)).toEqual(['sms']);
    expect(Object.keys(body.sms).sort()).toEqual(['body', 'received_at', 'sender']);
    const at = now() - 10;
    const r = await svc.api<Body>(device_token, 'POST', '/v1/reports', {
      sms: {
        sender: 'AX-HDFCBK',
        body: 'Your OTP is 123456',
        received_at: `${new Date((at + 19_800) * 1000).toISOString().slice(0, 19)}+05:30`,
      },
    });
    expect(r).toMatchObject({ status: 202, body: { status: 'ignored' } });
    // The same times as the digits a seller may have typed instead, in seconds and in milliseconds.
    for (const received_at of [String(at), String(at * 1000)]) {
      const again = await svc.api<Body>(device_token, 'POST', '/v1/reports', {
        sms: { sender: 'AX-HDFCBK', body: 'Your OTP is 123456', received_at },
      });
      expect(again).toMatchObject({ status: 202, body: { status: 'ignored' } });
    }
  });
});
