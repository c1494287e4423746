// Bank alert e-mail beyond HDFC's older template (CONTRACT §7; fixtures/email/): Axis Bank's table and
// sentence templates, with the moment they state as credited_at; HDFC's 2026 template from
// hdfcbank.bank.in. Debits are ignored; a wording not known is unparseable (an operator alert), never a
// guessed credit. Each case names the bank and the format.
import { describe, expect, test } from '@jest/globals';
import { emailSpan } from '../../src/domain/feeds.js';
import { bankByMailDomain } from '../../src/ingest/alerts/banks.js';
import { parserOf } from '../support/alert-reader.js';

const axisEmailParser = parserOf('axis');
const hdfcEmailParser = parserOf('hdfc');
const emailParserFor = (domain: string): string | undefined => bankByMailDomain(domain)?.id;

const IST = (iso: string): number => Date.parse(`${iso}+05:30`) / 1000;
const UNPARSEABLE = { kind: 'unparseable' };
const DEBIT = { kind: 'not_a_credit', what: 'debit' };

const AXIS_TABLE_TEXT = `Dear Customer,

Thank you for banking with us.

Amount Credited: INR 1,050.00
Account Number: XX4821
Date & Time: 21-11-26, 14:03:41 IST
Transaction Info: UPI/P2A/632514087215/ANITA DSOUZ/SBIN/Payment

Always open to help you.

Regards,
Axis Bank Ltd.`;

const AXIS_TABLE_HTML = `<html><body><p>Dear Customer,</p><table>
  <tr><td>Amount Credited:</td><td>INR 1,050.00</td></tr>
  <tr><td>Account Number:</td><td>XX4821</td></tr>
  <tr><td>Date &amp; Time:</td><td>21-11-26, 14:03:41 IST</td></tr>
  <tr><td>Transaction Info:</td><td>UPI/P2A/632514087215/ANITA DSOUZ/SBIN/Payment</td></tr>
</table><p>Always open to help you.</p></body></html>`;

const ANITA = {
  kind: 'credit',
  amountPaise: 105_000,
  rrn: '632514087215',
  payerName: 'ANITA DSOUZ',
  statedDate: '2026-11-21',
  statedAt: IST('2026-11-21T14:03:41'),
  statedPrecision: 'second',
};

describe('Axis Bank alert e-mail', () => {
  test.each([
    ['table template, text part', { text: AXIS_TABLE_TEXT }],
    ['table template, HTML part only', { html: AXIS_TABLE_HTML }],
    [
      'table template, text part with CRLF and extra spaces',
      { text: AXIS_TABLE_TEXT.replace(/\n/g, '\r\n').replace('INR 1,050.00', 'INR  1,050.00') },
    ],
  ])('%s: credit with the stated moment, reference and printed name', (_what, mail) => {
    expect(axisEmailParser.parse(mail)).toStrictEqual(ANITA);
  });

  test('table template, UPI reference ending the line (P2M, no trailing fields)', () => {
    const text = AXIS_TABLE_TEXT.replace(
      'UPI/P2A/632514087215/ANITA DSOUZ/SBIN/Payment',
      'UPI/P2M/101541316204/MEHTA STORES',
    ).replace('INR 1,050.00', 'INR 2.00');
    expect(axisEmailParser.parse({ text })).toStrictEqual({
      ...ANITA,
      amountPaise: 200,
      rrn: '101541316204',
      payerName: 'MEHTA STORES',
    });
    // NPCI paying through BHIM is its incentive or cashback (the corpus's ICICI 'from NPCI BHIM'), not a
    // payer's payment: an operator looks.
    const bhim = text.replace('MEHTA STORES', 'NPCI BHIM');
    expect(axisEmailParser.parse({ text: bhim })).toMatchObject({ kind: 'unparseable' });
  });

  test.each([
    [
      'NEFT: the remitter, no RRN (a UTR is not one)',
      'NEFT/CITIN52026112112345/SHARMA TEXTILES',
      { payerName: 'SHARMA TEXTILES' },
    ],
    ['salary: neither reference nor payer', 'Salary Credit', {}],
  ])('table template, %s', (_what, info, payer) => {
    const text = AXIS_TABLE_TEXT.replace('UPI/P2A/632514087215/ANITA DSOUZ/SBIN/Payment', info);
    const { rrn: _rrn, payerName: _name, ...rest } = ANITA;
    expect(axisEmailParser.parse({ text })).toStrictEqual({ ...rest, ...payer });
  });

  test('sentence template: credit with the stated moment, reference and name', () => {
    const text =
      'Dear Customer, your A/c no. XX4821 has been credited with INR 5590.00 on 21-11-2026 at 11:59:28 IST by UPI/P2A/632514334365/MEERA IYER.';
    expect(axisEmailParser.parse({ text })).toStrictEqual({
      kind: 'credit',
      amountPaise: 559_000,
      rrn: '632514334365',
      payerName: 'MEERA IYER',
      statedDate: '2026-11-21',
      statedAt: IST('2026-11-21T11:59:28'),
      statedPrecision: 'second',
    });
  });

  test('sentence template with "Reference no. -": a 12-digit reference is the RRN', () => {
    const text =
      'INR 5590.00 has been credited to XX4821 on 21-11-26 at 11:59:28 IST. Reference no. - 632514334365';
    expect(axisEmailParser.parse({ text })).toStrictEqual({
      kind: 'credit',
      amountPaise: 559_000,
      rrn: '632514334365',
      statedDate: '2026-11-21',
      statedAt: IST('2026-11-21T11:59:28'),
      statedPrecision: 'second',
    });
  });

  test.each([
    ['table debit', AXIS_TABLE_TEXT.replace('Amount Credited:', 'Amount Debited:')],
    ['sentence debit', 'INR 250.00 has been debited from your A/c no. XX4821 on 21-11-26 at 10:00:00 IST.'],
  ])('%s: ignored', (_what, text) => {
    expect(axisEmailParser.parse({ text })).toStrictEqual(DEBIT);
  });

  test.each([
    ['a reference of 11 digits', AXIS_TABLE_TEXT.replace('632514087215', '63251408721')],
    ['an impossible date', AXIS_TABLE_TEXT.replace('21-11-26, 14:03:41', '31-11-26, 14:03:41')],
    ['an impossible time', AXIS_TABLE_TEXT.replace('14:03:41', '25:03:41')],
    ['a malformed amount', AXIS_TABLE_TEXT.replace('INR 1,050.00', 'INR 1,05,0.00')],
    ['credited and debited at once', `${AXIS_TABLE_TEXT}\nAmount Debited: INR 5.00`],
    ['a credit wording we do not know', 'Your account XX4821 was credited by a kind stranger.'],
    ['nothing of an alert at all', 'Your statement for November is ready.'],
  ])('unparseable: %s', (_what, text) => {
    expect(axisEmailParser.parse({ text })).toStrictEqual(UNPARSEABLE);
  });

  // Amount, direction and account are certain without these parts: a credit, its moment then from the
  // signed Date header (no Date & Time row), without rrn (no reference), without payer (no sender).
  test('a credit that lacks its Date & Time row, reference or sender line is still that credit', () => {
    const { statedAt: _at, statedDate: _date, statedPrecision: _p, ...undated } = ANITA;
    expect(axisEmailParser.parse({ text: AXIS_TABLE_TEXT.replace(/Date & Time:.*\n/, '') })).toStrictEqual(
      undated,
    );
  });

  test('the registry reads axisbank.com and axis.bank.in with this parser, exactly', () => {
    expect(emailParserFor('axisbank.com')).toBe('axis');
    expect(emailParserFor('AXIS.BANK.IN')).toBe('axis');
    expect(emailParserFor('mail.axisbank.com')).toBeUndefined();
  });

  test('the span is the stated moment, to the second, not the Date header', () => {
    const parsed = axisEmailParser.parse({ text: AXIS_TABLE_TEXT });
    if (parsed.kind !== 'credit') throw new Error('not a credit');
    expect(emailSpan(parsed, IST('2026-11-21T14:09:00'))).toEqual({
      creditedAt: IST('2026-11-21T14:03:41'),
      creditedUntil: IST('2026-11-21T14:03:41'),
    });
  });
});

const HDFC_2026_DEBIT = `Dear Customer,

Greetings from HDFC Bank!

Rs.137.00 is debited from your account ending 4821 towards VPA swiggy@icici (SWIGGY LIMITED) on 21-11-26.

UPI transaction reference no.: 632514012233.

Warm regards,
HDFC Bank`;

const HDFC_OLDER_CREDIT = `Dear Customer,

Rs.499.01 has been credited to your account **4821 by VPA ravi.kumar@okaxis RAVI KUMAR on 21-11-26.

Your UPI transaction reference number is 632514087215.

Thank you for banking with us.

Warm Regards,
HDFC Bank`;

const HDFC_2026_CREDIT = `Dear Customer,

Rs.499.01 is successfully credited to your account ending 4821 on 21-11-26.

Transaction details
Sender: RAVI KUMAR (VPA: ravi.kumar@okaxis)
UPI transaction reference no.: 632514087215.

Warm regards,
HDFC Bank`;

describe('HDFC Bank 2026 alert e-mail (hdfcbank.bank.in)', () => {
  // CONTRACT §7: "no 2026 credit body is public yet, so a credit mail in an unknown shape is an operator
  // alert, never a guess". The shape real parsers look for (`fixtures/email/hdfc-2026.md`'s hypothesis) is
  // such a shape until a real body is on file; the older template (`fixtures/hdfc/`) is read from either
  // domain.
  test.each([
    ['the hypothesis of hdfc-2026.md', HDFC_2026_CREDIT],
    ['without its reference line', HDFC_2026_CREDIT.replace(/UPI transaction reference no\.: \d+\./, '')],
    ['without its sender line', HDFC_2026_CREDIT.replace(/Sender: .*\n/, '')],
    [
      'the 2026 debit sentence turned round',
      HDFC_2026_DEBIT.replace('is debited from your account', 'is credited to your account'),
    ],
    [
      'a deposit alert',
      'New Deposit Alert: Rs.499.00 has been deposited in your account ending 4821 on 21-11-26.',
    ],
  ])('a credit in a shape not on file is an operator alert, never a guess: %s', (_what, text) => {
    expect(hdfcEmailParser.parse({ text })).toStrictEqual(UNPARSEABLE);
  });

  test('the older template, from the newer domain too, is the credit it always was', () => {
    expect(emailParserFor('hdfcbank.bank.in')).toBe('hdfc');
    expect(hdfcEmailParser.parse({ text: HDFC_OLDER_CREDIT })).toStrictEqual({
      kind: 'credit',
      amountPaise: 49_901,
      rrn: '632514087215',
      payerVpa: 'ravi.kumar@okaxis',
      payerName: 'RAVI KUMAR',
      statedDate: '2026-11-21',
    });
  });

  test('the 2026 debit is ignored', () => {
    expect(hdfcEmailParser.parse({ text: HDFC_2026_DEBIT })).toStrictEqual(DEBIT);
  });

  test.each([
    ['a short reference', HDFC_OLDER_CREDIT.replace('632514087215', '6325140872')],
    [
      'the daily balance mail under the same subject',
      'The available balance in your account ending XX4821 is Rs. INR 42,055.05 as of 21-NOV-26.',
    ],
  ])('unparseable, never guessed: %s', (_what, text) => {
    expect(hdfcEmailParser.parse({ text })).toStrictEqual(UNPARSEABLE);
  });

  test('with no time stated, the span is the five minutes up to the signed Date header, checked against the stated date', () => {
    const parsed = hdfcEmailParser.parse({ text: HDFC_OLDER_CREDIT });
    if (parsed.kind !== 'credit') throw new Error('not a credit');
    expect(emailSpan(parsed, IST('2026-11-21T10:00:00'))).toEqual({
      creditedAt: IST('2026-11-21T09:55:00'),
      creditedUntil: IST('2026-11-21T10:00:00'),
    });
    // Dated just past midnight, its five minutes reach back into the day the body states (E9-3): usable.
    expect(emailSpan(parsed, IST('2026-11-22T00:00:05'))).toEqual({
      creditedAt: IST('2026-11-21T23:55:05'),
      creditedUntil: IST('2026-11-22T00:00:05'),
    });
    // Dated more than five minutes into the next day: no moment of its span is on the stated day.
    expect(emailSpan(parsed, IST('2026-11-22T00:05:01'))).toBeUndefined();
    expect(emailSpan(parsed, undefined)).toBeUndefined();
  });
});
