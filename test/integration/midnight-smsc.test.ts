// E9-3 (e2e round 9, /work/notes/r9/e2e.md): a UPI payment made seconds before India's midnight, whose
// alert states only the date of the payment (SBI: "on date 26Nov26") and whose SMS centre stamps it
// seconds after midnight. Its span [smsc_at - 120 s, smsc_at] covers the payment and the reservation,
// and it reached us 8 s after its stamp, yet it was parked `stale` ("The bank gave no usable timestamp"):
// smsSpan applies "must fall on the date the message states" to the instant of `smsc_at` as well.
// CONTRACT §7: "otherwise `smsc_at`, otherwise `received_at`, which must fall on the date the message
// states"; SPEC §1 parks a credit only when its timestamp is "missing, unusable, or more than 30 minutes
// before receipt". The ledger's clock seam (setLedgerClock, src/domain/time.ts) puts the ledger at
// 23:59:40 for the reservation and 00:00:08 for the report; the e2e run saw the same on a live service.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { setLedgerClock } from '../../src/domain/time.js';
import { startTestService, type TestService } from '../support/service.js';

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService();
});
afterAll(async () => {
  setLedgerClock();
  await svc?.stop();
});

type Body = Record<string, unknown>;
const IST = 19_800;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** Puts the ledger's clock at a unix second (it then runs on with real time). */
function ledgerAt(at: number): void {
  const offsetMs = at * 1000 - Date.now();
  setLedgerClock(() => Date.now() + offsetMs);
}

describe('a payment just before midnight, stamped by the SMS centre just after it (E9-3)', () => {
  test('confirms its order: the span covers the payment and the date it states', async () => {
    // The next India midnight, as unix seconds.
    const nowS = Math.floor(Date.now() / 1000);
    const midnight = (Math.floor((nowS + IST) / 86_400) + 1) * 86_400 - IST;
    const day = new Date((midnight - 1 + IST) * 1000); // the India day that ends at `midnight`
    const stated = `${String(day.getUTCDate()).padStart(2, '0')}${MONTHS[day.getUTCMonth()]}${String(day.getUTCFullYear() % 100).padStart(2, '0')}`;

    const t = await svc.tenant();
    const fwd = await svc.api<{ setup: { device_token: string } }>(t.key, 'POST', '/v1/devices', {
      kind: 'forwarder',
    });
    expect(fwd.status).toBe(201);

    ledgerAt(midnight - 20); // 23:59:40: the payer taps Pay
    const created = await svc.api<Body>(t.key, 'POST', '/v1/intents', { list_paise: 120_100 });
    const reserved = await svc.api<Body>(
      t.key,
      'POST',
      `/v1/intents/${created.body.intent_id as string}/reserve`,
    );
    expect(reserved.status).toBe(200);
    const amount = reserved.body.amount_paise as number;

    ledgerAt(midnight + 8); // 00:00:08: the SMS, stamped 00:00:03 by the SMS centre, reaches us
    const r = await svc.api<Body>(fwd.body.setup.device_token, 'POST', '/v1/reports', {
      sms: {
        sender: 'VM-SBIUPI',
        body: `Dear UPI user A/C X4821 credited by Rs${rupees(amount)} on date ${stated} trf from DIVYA NAIR Refno 633120000001. If not u? call 1800111109. -SBI`,
        smsc_at: String((midnight + 3) * 1000),
        received_at: String((midnight + 7) * 1000),
      },
    });
    expect(r.status).toBe(202);
    // Before the fix: {"status": "stale"}, credited_at absent, the order left open.
    expect(r.body).toMatchObject({ status: 'matched' });
    const credit = await svc.api<Body>(t.key, 'GET', `/v1/credits/${r.body.credit_id as string}`);
    expect(credit.body).toMatchObject({
      credited_at: midnight + 3 - 120,
      credited_until: midnight + 3,
      intent_id: created.body.intent_id,
    });
  });
});
