// iPhone sellers (CONTRACT §7 `shortcut` devices, issue 29): a Shortcuts personal automation (trigger
// Message, action Get Contents of URL, Request Body JSON) posts each bank SMS to /v1/reports. The bodies
// here are built as Shortcuts builds them: every value text, the date from Format Date (ISO 8601 with its
// time, the phone's offset), serialised by NSJSONSerialization (which writes "/" as "\/").
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
interface ShortcutSetup {
  device_token: string;
  url: string;
  headers: Record<string, string>;
  body: { sms: { sender: string; body: string; received_at: string } };
}

const now = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 300_000_000_000 + Math.floor(Math.random() * 600_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

/** Format Date, ISO 8601 with "Include ISO 8601 Time" on, on a phone set to India time. */
function shortcutsIsoDate(at: number): string {
  return `${new Date((at + 19_800) * 1000).toISOString().slice(0, 19)}+05:30`;
}
const indiaDdMmYy = (at: number): string => {
  const [y, m, d] = new Date((at + 19_800) * 1000).toISOString().slice(0, 10).split('-') as string[];
  return `${d}-${m}-${(y as string).slice(2)}`;
};

async function shortcutDevice(t: TestTenant): Promise<{ id: string; setup: ShortcutSetup }> {
  const created = await svc.api<{ device_id: string; kind: string; setup: ShortcutSetup }>(
    t.key,
    'POST',
    '/v1/devices',
    { kind: 'shortcut', name: 'Shop iPhone' },
  );
  expect(created.status).toBe(201);
  expect(created.body.kind).toBe('shortcut');
  return { id: created.body.device_id, setup: created.body.setup };
}

/** Get Contents of URL: Method POST, the Authorization header, Request Body JSON. */
async function runShortcut(
  setup: ShortcutSetup,
  token: string,
  sms: { sender: string; content: string; at: number },
) {
  const json = JSON.stringify({
    sms: { sender: sms.sender, body: sms.content, received_at: shortcutsIsoDate(sms.at) },
  }).replaceAll('/', '\\/');
  const res = await fetch(setup.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: '*/*',
      'User-Agent': 'Shortcuts/2607.0.3 CFNetwork/1568.100.1 Darwin/24.0.0',
      Authorization: `Bearer ${token}`,
    },
    body: json,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

async function reservedOrder(t: TestTenant): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: 50_000 })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  await svc.sql(
    `update reservations set reserved_at = reserved_at - 120, lapses_at = lapses_at - 120,
            held_until = held_until - 120, rest_until = rest_until - 120 where intent_id = ?`,
    [reserved.intent_id],
  );
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

const hdfcCredit = (paise: number, rrn: string, at: number): string =>
  `Credit Alert!\nRs.${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')} credited to HDFC Bank A/c XX4821 on ${indiaDdMmYy(at)} from VPA ravi.kumar@okaxis (UPI ${rrn})`;

describe('POST /v1/devices {"kind": "shortcut"}', () => {
  test('the token (shown once), the URL, the header and the JSON fields with their Shortcuts variables', async () => {
    const t = await svc.tenant();
    const { id, setup } = await shortcutDevice(t);
    expect(setup).toEqual({
      device_token: expect.stringMatching(/^dvt_[0-9a-f]{48}$/),
      url: `${svc.baseUrl}/v1/reports`,
      headers: { Authorization: `Bearer ${setup.device_token}` },
      body: {
        sms: {
          sender: 'Shortcut Input: Sender',
          body: 'Shortcut Input: Content',
          received_at: expect.stringContaining('ISO 8601'),
        },
      },
    });
    const list = await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices');
    expect(list.body.data).toEqual([
      {
        device_id: id,
        name: 'Shop iPhone',
        platform: 'ios',
        created_at: expect.any(Number),
        kind: 'shortcut',
      },
    ]);
    const stored = JSON.stringify(await svc.sql(`select * from devices where id = ?`, [id]));
    expect(stored).not.toContain(setup.device_token);
  });
});

describe('a report exactly as the Shortcut sends it', () => {
  test('confirms the order; the Format Date text is the phone receipt time', async () => {
    const t = await svc.tenant();
    const { id: deviceId, setup } = await shortcutDevice(t);
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const at = now() - 20;
    const r = await runShortcut(setup, setup.device_token, {
      sender: 'AX-HDFCBK',
      content: hdfcCredit(amount, rrn, at),
      at,
    });
    expect(r).toEqual({
      status: 202,
      body: { credit_id: expect.stringMatching(/^crd_/), status: 'matched' },
    });
    const order = await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`);
    expect(order.body).toMatchObject({ status: 'confirmed', rrn, payer_vpa: 'ravi.kumar@okaxis' });
    const [credit] = await svc.sql<Body>(`select * from credits where tenant_id = ?`, [t.id]);
    // The Format Date text is kept as the phone's receipt time; how far back the match looks from a
    // phone's clock is the matching rule's business (docs/architecture.md, the phone-clock span).
    expect(credit).toMatchObject({ device_id: deviceId, phone_received_at: String(at) });
    expect(Number(credit?.credited_at)).toBeLessThanOrEqual(at);
    const [device] = (await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices')).body.data;
    expect(device).toMatchObject({ last_message: { outcome: 'credited' }, last_seen_at: expect.any(Number) });
  });

  test('a message that is no credit is 202 ignored (Shortcuts does not retry, but nothing is parked)', async () => {
    const t = await svc.tenant();
    const { setup } = await shortcutDevice(t);
    const r = await runShortcut(setup, setup.device_token, {
      sender: 'VM-SWIGGY',
      content: 'Your order is on its way',
      at: now(),
    });
    expect(r).toEqual({ status: 202, body: { status: 'ignored', reason: expect.any(String) } });
    // Feed health keeps why, for the dashboard's device list.
    const [device] = (await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/devices')).body.data;
    expect(device).toMatchObject({ last_message: { outcome: 'ignored', reason: r.body.reason } });
    expect(await svc.sql(`select id from credits where tenant_id = ?`, [t.id])).toHaveLength(0);
  });

  test('a date without its time (Include ISO 8601 Time left off) is 400, naming the field', async () => {
    const t = await svc.tenant();
    const { setup } = await shortcutDevice(t);
    const r = await svc.api<Body>(setup.device_token, 'POST', '/v1/reports', {
      sms: { sender: 'AX-HDFCBK', body: 'hello', received_at: '2026-11-25' },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'invalid_request', details: [{ path: 'sms.received_at' }] });
  });
});

describe('a bad or revoked token', () => {
  test.each(['revoked', 'unknown', 'an API key'])('%s: 401 and nothing stored', async (which) => {
    const t = await svc.tenant();
    const { id: deviceId, setup } = await shortcutDevice(t);
    const { amount } = await reservedOrder(t);
    let token = setup.device_token;
    if (which === 'revoked') {
      expect((await svc.api(t.key, 'POST', `/v1/devices/${deviceId}/revoke`)).status).toBe(200);
    } else if (which === 'unknown') {
      token = `dvt_${'0'.repeat(48)}`;
    } else {
      token = t.key;
    }
    const at = now() - 10;
    const r = await runShortcut(setup, token, {
      sender: 'AX-HDFCBK',
      content: hdfcCredit(amount, nextRrn(), at),
      at,
    });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ error: 'unauthorized' });
    expect(await svc.sql(`select id from credits where tenant_id = ?`, [t.id])).toHaveLength(0);
  });
});
