// Reporter apps (CONTRACT §7): the times they send, credited_at of an SMS credit, SMSGate's signature,
// and the intake of a relayed SMS (debits ignored, unparsed bodies alerted and never stored).
import { createHmac } from 'node:crypto';
import { describe, expect, jest, test } from '@jest/globals';
import { smsSpan, smsTextDigest } from '../../src/domain/feeds.js';
import { feedTimeSeconds } from '../../src/domain/time.js';
import { bankByHeader } from '../../src/ingest/alerts/banks.js';
import { Intake } from '../../src/ingest/intake.js';
import { FORWARDER_JSON_TEMPLATE } from '../../src/ingest/reporters.js';
import { smsGateSignature, verifySmsGateSignature } from '../../src/ingest/smsgate.js';
import type { CreditLedger } from '../../src/ledger/credits.js';
import type { OpsAlerts } from '../../src/ledger/alerts.js';
import { createLogger } from '../../src/logger.js';
import { Metrics } from '../../src/metrics.js';

const at = Date.parse('2026-11-21T14:03:41+05:30') / 1000;

describe('times as reporter apps send them (CONTRACT §7)', () => {
  test.each([
    ['unix seconds', at, at],
    ['unix milliseconds', at * 1000 + 999, at],
    ['unix seconds as a string of digits', String(at), at],
    ['unix milliseconds as a string of digits (a quoted %sentStamp%)', String(at * 1000 + 5), at],
    ['ISO 8601 with an offset', '2026-11-21T14:03:41+05:30', at],
    ['ISO 8601 with milliseconds, as SMSGate sends it', '2026-11-21T14:03:41.000+05:30', at],
    ['ISO 8601 in UTC', '2026-11-21T08:33:41Z', at],
    ['YYYY-MM-DD HH:mm:ss, read as India time', '2026-11-21 14:03:41', at],
  ])('%s', (_form, value, seconds) => {
    expect(feedTimeSeconds(value)).toBe(seconds);
  });

  test.each([
    ['a local time without an offset', '2026-11-21T14:03:41'],
    ['a date that does not exist', '2026-02-31 10:00:00'],
    ['an hour that does not exist', '2026-11-21 24:00:00'],
    ['a fraction of a second', 1.5],
    ['a negative number', -5],
    ['words', 'yesterday'],
    ['an unfilled placeholder', '%sentStamp%'],
    ['an empty string', ''],
    ['a number beyond exact integers', 2 ** 60],
  ])('%s is no time', (_form, value) => {
    expect(feedTimeSeconds(value)).toBeUndefined();
  });
});

describe('the span of an SMS credit (CONTRACT §6, §7)', () => {
  const credit = { kind: 'credit' as const, amountPaise: 100 };
  const receipt = at + 30;
  const span = (creditedAt: number, creditedUntil: number) => ({ creditedAt, creditedUntil });
  test('the message states a date and a time to the second: that moment, whatever the phone says', () => {
    const stated = { ...credit, statedDate: '2026-11-21', statedAt: at, statedPrecision: 'second' as const };
    expect(smsSpan(stated, { smscAt: at + 50 }, receipt)).toEqual(span(at, at));
  });
  test('a time stated to the minute: that whole minute', () => {
    const stated = { ...credit, statedDate: '2026-11-21', statedAt: at, statedPrecision: 'minute' as const };
    expect(smsSpan(stated, { smscAt: at + 50 }, receipt)).toEqual(span(at, at + 59));
  });
  test('a date only: the two minutes up to the SMS centre timestamp, before the phone receipt time', () => {
    expect(
      smsSpan({ ...credit, statedDate: '2026-11-21' }, { smscAt: at, receivedAt: at + 9 }, receipt),
    ).toEqual(span(at - 120, at));
  });
  test("a date only and no SMS centre timestamp: from two minutes before the phone's time to our receipt", () => {
    expect(smsSpan({ ...credit, statedDate: '2026-11-21' }, { receivedAt: at + 9 }, receipt)).toEqual(
      span(at + 9 - 120, receipt),
    );
  });
  test('the timestamp falls on another India date than the message states: no usable time (stale)', () => {
    expect(smsSpan({ ...credit, statedDate: '2026-11-20' }, { smscAt: at }, receipt)).toBeUndefined();
  });
  test('no date stated (IndusInd UPI): the SMS centre timestamp, else the receipt time', () => {
    expect(smsSpan(credit, { smscAt: at, receivedAt: at + 9 }, receipt)).toEqual(span(at - 120, at));
    expect(smsSpan(credit, { receivedAt: at + 9 }, receipt)).toEqual(span(at + 9 - 120, receipt));
  });
  test('no time at all: no usable time (stale)', () => {
    expect(smsSpan({ ...credit, statedDate: '2026-11-21' }, {}, receipt)).toBeUndefined();
  });
});

describe("SMSGate's webhook signature (as the app's PayloadSigningPlugin makes it)", () => {
  const key = 'a'.repeat(64);
  const body = Buffer.from('{"id":"Xy","event":"sms:received","payload":{"message":"A \\u0026 B"}}', 'utf8');
  const now = 1_800_000_000;
  const ts = String(now);
  /** Written out as the app does it: HMAC-SHA256, key = the key's text, message = body text + timestamp. */
  const appSignature = createHmac('sha256', key)
    .update(`${body.toString('utf8')}${ts}`)
    .digest('hex');

  test('our signature is the app signature', () => {
    expect(smsGateSignature(key, body, ts)).toBe(appSignature);
  });
  test('a signature made as the app makes it verifies', () => {
    expect(verifySmsGateSignature(key, body, { timestamp: ts, signature: appSignature }, now)).toBe('ok');
  });
  test.each([
    ['15 minutes early', now - 900, 'ok'],
    ['15 minutes late', now + 900, 'ok'],
    ['a second more than 15 minutes old', now + 901, 'stale'],
    ['a second more than 15 minutes ahead', now - 901, 'stale'],
  ])('signed %s', (_when, clock, verdict) => {
    expect(verifySmsGateSignature(key, body, { timestamp: ts, signature: appSignature }, clock)).toBe(
      verdict,
    );
  });
  test.each<[string, { key?: string; body?: Buffer; timestamp?: string }]>([
    ['another key', { key: 'b'.repeat(64) }],
    ['a body changed by one byte', { body: Buffer.from(body.toString().replace('A', 'B')) }],
    ['another timestamp in the header', { timestamp: String(now + 1) }],
  ])('%s: mismatch', (_what, change) => {
    const verdict = verifySmsGateSignature(
      change.key ?? key,
      change.body ?? body,
      { timestamp: change.timestamp ?? ts, signature: appSignature },
      now,
    );
    expect(verdict).toBe('mismatch');
  });
  test.each([
    ['no signature', { timestamp: ts, signature: undefined }],
    ['no timestamp', { timestamp: undefined, signature: appSignature }],
    ['an upper-case signature', { timestamp: ts, signature: appSignature.toUpperCase() }],
    ['a short signature', { timestamp: ts, signature: appSignature.slice(2) }],
    ['a timestamp in milliseconds text', { timestamp: `${ts}.5`, signature: appSignature }],
  ])('%s: malformed', (_what, headers) => {
    expect(verifySmsGateSignature(key, body, headers, now)).toBe('malformed');
  });
});

describe('the forwarder template', () => {
  test('filled as the app fills it (text JSON-escaped, stamps in milliseconds), it is a /v1/reports body', () => {
    const escaped = 'Rs.499 credited\\nA\\/c \\u20b9'; // StringEscapeUtils.escapeJson output
    const filled = FORWARDER_JSON_TEMPLATE.replace('%from%', 'AX-HDFCBK-S')
      .replace('%text%', escaped)
      .replace('%sentStamp%', '1795256021000')
      .replace('%receivedStamp%', '1795256022000');
    expect(JSON.parse(filled)).toEqual({
      sms: {
        sender: 'AX-HDFCBK-S',
        body: 'Rs.499 credited\nA/c ₹',
        smsc_at: '1795256021000',
        received_at: '1795256022000',
      },
    });
  });
});

describe('a relayed SMS through the intake', () => {
  function intakeWith() {
    const record = jest.fn<CreditLedger['record']>(async () => ({
      creditId: 'crd_1',
      status: 'matched',
      repeat: false,
    }));
    const raise = jest.fn<OpsAlerts['raise']>(async () => undefined);
    const accountsOf = jest.fn<CreditLedger['accountsOf']>(async () => ['4821']);
    const intake = new Intake({
      credits: { record, accountsOf } as unknown as CreditLedger,
      alerts: { raise } as unknown as OpsAlerts,
      metrics: new Metrics(),
      log: createLogger('silent'),
    });
    return { intake, record, raise };
  }
  const origin = { tenantId: 'tnt_x', source: 'device' as const, deviceId: 'dev_x' };
  const credit =
    'INR 499.00 credited\nA/c no. XX4821\n21-11-26, 14:03:41 IST\nUPI/P2A/632514087215/RAVI KUMAR/HDFC/Paym - Axis Bank';

  test('a credit is recorded with the stated moment as credited_at and every feed time kept', async () => {
    const { intake, record } = intakeWith();
    await intake.sms(origin, { sender: 'JD-AXISBK-S', body: credit, smscAt: at + 3, receivedAt: at + 5 });
    expect(record).toHaveBeenCalledWith({
      ...origin,
      amountPaise: 49_900,
      rrn: '632514087215',
      payerVpa: undefined,
      payerName: 'RAVI KUMAR',
      creditedAt: at,
      creditedUntil: at,
      smscAt: at + 3,
      phoneReceivedAt: at + 5,
      // The text goes no further than its digest (E9-1: the same SMS from a second device).
      textDigest: smsTextDigest(origin.tenantId, credit),
      // The account's last digits as the alert shows them (E11-10: a statement of another account).
      accountDigits: '4821',
    });
  });

  test("a message that states no time is timed by the phone's clock unless the SMS centre's time came", async () => {
    const { intake, record } = intakeWith();
    const receipt = at + 40;
    jest.spyOn(Date, 'now').mockReturnValue(receipt * 1000);
    const undated =
      'A/C *XX4821 credited by Rs 890.00 from anita.dsouza@oksbi. RRN:632534098098. Avl Bal:1290.00. Not you? Call 18602677777 - IndusInd bank';
    await intake.sms(origin, { sender: 'JD-INDUSB-S', body: undated, receivedAt: at + 5 });
    await intake.sms(origin, { sender: 'JD-INDUSB-S', body: undated, smscAt: at + 3, receivedAt: at + 5 });
    jest.restoreAllMocks();
    expect(record.mock.calls.map(([r]) => [r.creditedAt, r.creditedUntil])).toEqual([
      [at + 5 - 120, receipt],
      [at + 3 - 120, at + 3],
    ]);
  });

  test('CONTRACT §8: an alert for an account the seller did not list is ignored (other_account), nothing stored', async () => {
    const { intake, record, raise } = intakeWith();
    const axis = bankByHeader('AXISBK')!;
    const parsed = { kind: 'credit' as const, amountPaise: 49_900, statedAt: at, accountDigits: '9999' };
    expect(await intake.message(origin, axis, parsed, undefined)).toEqual({
      kind: 'ignored',
      what: 'other_account',
    });
    expect(await intake.message(origin, axis, { ...parsed, accountDigits: '21' }, undefined)).toMatchObject({
      kind: 'recorded',
    });
    expect(record).toHaveBeenCalledTimes(1);
    expect(raise).not.toHaveBeenCalled();
  });

  test('a debit is ignored: nothing stored, nobody alerted', async () => {
    const { intake, record, raise } = intakeWith();
    const outcome = await intake.sms(origin, {
      sender: 'JD-AXISBK-S',
      body: 'INR 1200.00 debited\nA/c no. XX4821\n21-11-26, 23:09:50\nUPI/P2M/632569941600/RAJU STORES',
    });
    expect(outcome).toEqual({ kind: 'ignored', what: 'debit' });
    expect(record).not.toHaveBeenCalled();
    expect(raise).not.toHaveBeenCalled();
  });

  test('an OTP from a bank is no payment: ignored, nothing stored, nobody alerted', async () => {
    const { intake, record, raise } = intakeWith();
    const otp = '481527 is the OTP to generate your UPI PIN. - Axis Bank';
    expect(await intake.sms(origin, { sender: 'AX-AXISBK-S', body: otp })).toEqual({
      kind: 'ignored',
      what: 'not_a_payment',
    });
    expect(record).not.toHaveBeenCalled();
    expect(raise).not.toHaveBeenCalled();
  });

  test('a credit cut before its amount alerts operators with its bank, header and masked shape, never its text', async () => {
    const { intake, record, raise } = intakeWith();
    const cut = 'Rs.31600 credited to your A/c XX4821 from RAVI KUMAR ravi.kumar@okaxis on 21-11-26 UPI Ref';
    expect(await intake.sms(origin, { sender: 'AX-AXISBK-S', body: cut })).toEqual({ kind: 'unparseable' });
    expect(record).not.toHaveBeenCalled();
    expect(raise).toHaveBeenCalledTimes(1);
    const alert = JSON.stringify(raise.mock.calls);
    for (const secret of ['31600', '4821', 'RAVI', 'KUMAR', 'ravi.kumar', 'okaxis', '21-11-26']) {
      expect(alert).not.toContain(secret);
    }
    expect(alert).toContain('Axis Bank');
    expect(alert).toContain('AXISBK');
    expect(alert).toContain('Rs.99999 credited to your A/c XX9999 from *** on 99-99-99 UPI Ref');
  });

  test('a numeric sender with a credit wording is ignored, never a credit and never an alert', async () => {
    const { intake, record, raise } = intakeWith();
    const outcome = await intake.sms(origin, { sender: '+919876543210', body: credit, smscAt: at });
    expect(outcome).toMatchObject({ kind: 'ignored' });
    expect(record).not.toHaveBeenCalled();
    expect(raise).not.toHaveBeenCalled();
  });

  test('a header no bank declares is ignored (unknown_sender); reading as a payment, operators hear once a day', async () => {
    const { intake, record, raise } = intakeWith();
    for (let i = 0; i < 3; i++) {
      expect(await intake.sms(origin, { sender: 'VM-NEWBNK', body: credit })).toEqual({
        kind: 'ignored',
        what: 'unknown_sender',
      });
    }
    expect(await intake.sms(origin, { sender: 'VM-SWIGGY', body: 'Your order is on its way' })).toEqual({
      kind: 'ignored',
      what: 'unknown_sender',
    });
    expect(record).not.toHaveBeenCalled();
    expect(raise).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(raise.mock.calls)).toContain('NEWBNK');
    expect(JSON.stringify(raise.mock.calls)).not.toContain('RAVI');
  });
});
