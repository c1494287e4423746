// SPEC §1's rows about the feeds themselves: an unparseable message, a revoked or unknown device token,
// a silent feed, and a timestamp the feed cannot vouch for. (The forged e-mail row is in
// email-feed.test.ts; the bank parsers' own rules in hdfc-parser.test.ts.)
import { BANKS } from '../../src/ingest/alerts/banks.js';
import { describe, expect, jest, test } from '@jest/globals';
import { bankTimestamp, feedIsSilent, isOtherAccount, smsTextDigest } from '../../src/domain/feeds.js';
import { indiaDate } from '../../src/domain/time.js';
import { Intake } from '../../src/ingest/intake.js';
import { deviceAuth, type Ctx } from '../../src/api/middleware.js';
import { DomainError } from '../../src/domain/errors.js';
import { Metrics } from '../../src/metrics.js';
import { createLogger } from '../../src/logger.js';
import type { CreditLedger } from '../../src/ledger/credits.js';
import type { OpsAlerts } from '../../src/ledger/alerts.js';
import type { DeviceLedger } from '../../src/ledger/devices.js';

function intakeWith() {
  const record = jest.fn<CreditLedger['record']>();
  const raise = jest.fn<OpsAlerts['raise']>(async () => undefined);
  const intake = new Intake({
    credits: { record } as unknown as CreditLedger,
    alerts: { raise } as unknown as OpsAlerts,
    metrics: new Metrics(),
    log: createLogger('silent'),
  });
  return { intake, record, raise };
}

const HDFC = BANKS.find((b) => b.id === 'hdfc') ?? BANKS[0]!;

describe('SPEC §1 "Message cannot be parsed": operators alerted; the body is never stored', () => {
  test('an unparseable message records nothing and raises an alert that carries no body', async () => {
    const { intake, record, raise } = intakeWith();
    const outcome = await intake.message(
      { tenantId: 'tnt_x', source: 'email' },
      HDFC,
      { kind: 'unparseable', why: 'no alert sentence' },
      1_800_000_000,
    );
    expect(outcome).toEqual({ kind: 'unparseable' });
    expect(record).not.toHaveBeenCalled();
    expect(raise).toHaveBeenCalledWith(
      'unparseable_message',
      'tnt_x',
      expect.stringContaining('was not stored'),
    );
  });

  test('an authentic message that is not a credit (a debit alert) is ignored: nothing stored, nobody alerted', async () => {
    const { intake, record, raise } = intakeWith();
    const outcome = await intake.message(
      { tenantId: 'tnt_x', source: 'device' },
      HDFC,
      { kind: 'ignored', reason: 'debit' },
      undefined,
    );
    expect(outcome).toEqual({ kind: 'ignored', what: 'debit' });
    expect(record).not.toHaveBeenCalled();
    expect(raise).not.toHaveBeenCalled();
  });
});

describe('SPEC §1 "Revoked or unknown device token": 401, nothing stored', () => {
  const run = async (
    token: string | undefined,
    device: Awaited<ReturnType<DeviceLedger['authenticate']>>,
  ) => {
    const next = jest.fn(async () => undefined);
    const ctx = {
      get: (h: string) => (h === 'authorization' && token ? `Bearer ${token}` : ''),
      state: { log: createLogger('silent') },
    } as unknown as Ctx;
    const devices = { authenticate: async () => device } as unknown as DeviceLedger;
    const error = await deviceAuth(devices)(ctx, next).then(
      () => undefined,
      (e: unknown) => e,
    );
    return { error, next };
  };

  test.each([
    ['an unknown or revoked token (the ledger knows no live device for it)', `dvt_${'a'.repeat(48)}`],
    ['a malformed token', 'dvt_short'],
    ['no token at all', undefined],
  ])('%s: 401 unauthorized and the report handler never runs', async (_name, token) => {
    const { error, next } = await run(token, undefined);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 401, code: 'unauthorized' });
    expect(next).not.toHaveBeenCalled();
  });

  test('a live device passes, as its tenant', async () => {
    const { error, next } = await run(`dvt_${'b'.repeat(48)}`, {
      deviceId: 'dev_1',
      tenantId: 'tnt_1',
      platform: 'ios',
    });
    expect(error).toBeUndefined();
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('SPEC §1 "Feed silent while the account makes reservations": operators alerted (CONTRACT §10)', () => {
  test.each([
    ['3 reservations in the hour and no credit: silent', 3, 0, true],
    ['many reservations and no credit: silent', 10, 0, true],
    ['two reservations are too few to tell', 2, 0, false],
    ['a credit arrived in the hour: the feed speaks', 3, 1, false],
    ['no reservations: nothing expected', 0, 0, false],
  ])('%s', (_name, reservations, credits, silent) => {
    expect(feedIsSilent(reservations, credits)).toBe(silent);
  });
});

describe('a timestamp the feed vouches for (CONTRACT §6, §12)', () => {
  const at = 1_800_000_000;
  test('the message states the India date of the vouched moment: usable', () => {
    expect(bankTimestamp({ kind: 'credit', amountPaise: 100, statedDate: indiaDate(at) }, at)).toBe(at);
  });
  test('the message states another date: no usable timestamp (the credit is parked stale)', () => {
    expect(
      bankTimestamp({ kind: 'credit', amountPaise: 100, statedDate: indiaDate(at - 86_400) }, at),
    ).toBeUndefined();
  });
  test('the message states no date: the vouched time stands', () => {
    expect(bankTimestamp({ kind: 'credit', amountPaise: 100 }, at)).toBe(at);
  });
  test('at India\u2019s midnight the message states the new Indian date, not the UTC one', () => {
    const indiaMidnight = Date.UTC(2027, 0, 15, 18, 30) / 1000; // 2027-01-16 00:00 in India
    const stating = (statedDate: string) =>
      bankTimestamp({ kind: 'credit', amountPaise: 100, statedDate }, indiaMidnight);
    expect(stating('2027-01-16')).toBe(indiaMidnight);
    expect(stating('2027-01-15')).toBeUndefined();
  });
  test('a moment just past midnight whose span reaches back into the stated day: usable (E9-3)', () => {
    const indiaMidnight = Date.UTC(2027, 0, 15, 18, 30) / 1000; // 2027-01-16 00:00 in India
    const credit = { kind: 'credit' as const, amountPaise: 100, statedDate: '2027-01-15' };
    // The SMS centre stamped it 3 s after midnight; its span [stamp - 120 s, stamp] begins on the 15th.
    expect(bankTimestamp(credit, indiaMidnight + 3, 120)).toBe(indiaMidnight + 3);
    // Stamped 121 s after midnight, the span lies wholly in the 16th: not the stated day's.
    expect(bankTimestamp(credit, indiaMidnight + 121, 120)).toBeUndefined();
    // A span never reaches forward: a moment before midnight is no usable time of the next day's alert.
    expect(bankTimestamp({ ...credit, statedDate: '2027-01-16' }, indiaMidnight - 3, 120)).toBeUndefined();
  });
  test('the feed vouches for no time at all: no usable timestamp', () => {
    expect(
      bankTimestamp({ kind: 'credit', amountPaise: 100, statedDate: indiaDate(at) }, undefined),
    ).toBeUndefined();
  });
});

describe('CONTRACT §8 accounts: an alert for an account the seller did not list is ignored', () => {
  test.each<[string, string | undefined, string[], boolean]>([
    ['no accounts listed: any account is the seller’s', '4821', [], false],
    ['the alert prints no account number: the seller’s', undefined, ['4821'], false],
    ['XX4821 with 4821 listed: the seller’s', '4821', ['1111', '4821'], false],
    ['XX4822 with only 4821 listed: another account', '4822', ['4821'], true],
    ['XX21 (two digits shown) with 4821 listed: compared on the digits shown', '21', ['4821'], false],
    ['XX22 with 4821 listed: another account', '22', ['4821'], true],
    ['XXXXXX004821 (more digits shown): compared on its last four', '004821', ['4821'], false],
    ['digits the parser could not read as digits: not judged', 'XX', ['4821'], false],
    ['a letter before the digits: not judged', 'X4822', ['4821'], false],
    ['a letter after the digits: not judged', '4822X', ['4821'], false],
    ['no accounts listed, another number printed: still the seller’s', '9999', [], false],
  ])('%s', (_rule, digits, accounts, other) => {
    expect(isOtherAccount(digits, accounts)).toBe(other);
  });
});

describe('the digest an SMS text is known by (E9-1), never the text', () => {
  const sms = 'Dear UPI user A/C X4821 credited by Rs498.99 on date 26Nov26 trf from DIVYA NAIR. -SBI';

  test('the same text, its ends trimmed, has one digest; any other byte gives another', () => {
    expect(smsTextDigest('tnt_a', sms)).toMatch(/^[0-9a-f]{64}$/);
    expect(smsTextDigest('tnt_a', ` ${sms}\n`)).toBe(smsTextDigest('tnt_a', sms));
    expect(smsTextDigest('tnt_a', sms.replace('498.99', '498.98'))).not.toBe(smsTextDigest('tnt_a', sms));
    expect(smsTextDigest('tnt_a', sms.replace(' ', '  '))).not.toBe(smsTextDigest('tnt_a', sms));
  });

  test("bound to the tenant: two sellers' digests of one text differ", () => {
    expect(smsTextDigest('tnt_a', sms)).not.toBe(smsTextDigest('tnt_b', sms));
  });
});
