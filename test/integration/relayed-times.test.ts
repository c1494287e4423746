// E9-6 (e2e round 9): a forwarder app fills the SMS's times from its own placeholders; an unreplaced
// `%sentStamp%` or an empty `smsc_at` must not lose the report (the app retries every non-2xx with the
// same bytes, forever): the time that does not read is taken as absent and the report is read with what
// remains. E9-4: an unparseable answer names its reason, as CONTRACT §7's shape says.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  await svc?.stop();
});

type Body = Record<string, unknown>;
const rupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

describe('a relayed SMS with a time the app failed to fill', () => {
  test.each([['%sentStamp%'], [''], ['  '], ['%receivedStamp%']])(
    'smsc_at %j beside a good received_at: read with received_at, the order confirmed',
    async (smscAt) => {
      const t = await svc.tenant();
      const fwd = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
        kind: 'forwarder',
      });
      const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 96_100 });
      const reserved = await svc.api<Body>(
        t.key,
        'POST',
        `/v1/intents/${created.body.intent_id as string}/reserve`,
      );
      const amount = reserved.body.amount_paise as number;
      const r = await svc.api<Body>(fwd.body.setup.device_token, 'POST', '/v1/reports', {
        sms: {
          sender: 'VK-KOTAKB',
          body: `Received Rs.${rupees(amount)} in your Kotak Bank a/c X3319 from farhan.q@okaxis.UPI Ref:633099000127.`,
          received_at: String(Date.now()),
          smsc_at: smscAt,
        },
      });
      expect(r.status).toBe(202);
      expect(r.body).toMatchObject({ status: 'matched' });
    },
  );

  test('a value that is no time and no unfilled slot (a date without its time) is a 400 naming the field', async () => {
    const t = await svc.tenant();
    const fwd = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
      kind: 'forwarder',
    });
    const r = await svc.api<Body>(fwd.body.setup.device_token, 'POST', '/v1/reports', {
      sms: { sender: 'VK-KOTAKB', body: 'Received Rs.10.00', smsc_at: 'yesterday' },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('sms.smsc_at');
  });

  test('a time of another type is still a 400 naming the field', async () => {
    const t = await svc.tenant();
    const fwd = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
      kind: 'forwarder',
    });
    const r = await svc.api<Body>(fwd.body.setup.device_token, 'POST', '/v1/reports', {
      sms: { sender: 'VK-KOTAKB', body: 'Received Rs.10.00', smsc_at: { at: 1 } },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('sms.smsc_at');
  });

  test('an authentic message read as money in but not with certainty: 202 unparseable, reason uncertain', async () => {
    const t = await svc.tenant();
    const fwd = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
      kind: 'forwarder',
    });
    const r = await svc.api<Body>(fwd.body.setup.device_token, 'POST', '/v1/reports', {
      sms: {
        sender: 'AX-AXISBK-S',
        body: 'INR 31600.00 credited to A/c no. XX4821 on 21-11-26 by UPI/P2A/481527',
        received_at: String(Date.now()),
      },
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ status: 'unparseable', reason: 'uncertain' });
  });
});
