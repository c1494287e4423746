// HDFC Bank's alert e-mail and SMS (CONTRACT §7, §12), read from the fixtures in test/fixtures/hdfc/ and
// from edge cases built on the same sentences; and the registry that picks a parser by sender.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { BANK_MAIL_DOMAINS, bankByHeader, bankByMailDomain } from '../../src/ingest/alerts/banks.js';
import { dltHeader } from '../../src/ingest/alerts/read.js';
import { parserOf, type ParseResult } from '../support/alert-reader.js';

const hdfcEmailParser = parserOf('hdfc');
const hdfcSmsParser = { parse: hdfcEmailParser.parseSms };
const emailParserFor = (domain: string): string | undefined => bankByMailDomain(domain)?.id;
const smsParserFor = (sender: string): string | undefined => bankByHeader(dltHeader(sender) ?? '')?.id;

const fixture = (path: string): string =>
  readFileSync(new URL(`../fixtures/hdfc/${path}`, import.meta.url), 'utf8');

const UNPARSEABLE: ParseResult = { kind: 'unparseable' };
const DEBIT: ParseResult = { kind: 'not_a_credit', what: 'debit' };
const NOT_A_PAYMENT: ParseResult = { kind: 'not_a_credit', what: 'not_a_payment' };

const RAVI = {
  kind: 'credit',
  amountPaise: 49_901,
  rrn: '632514087215',
  payerVpa: 'ravi.kumar@okaxis',
  statedDate: '2026-11-21',
} as const;

/** The plain-text alert with its credit sentence and reference sentence replaced. */
const alert = (
  sentence: string,
  reference = 'Your UPI transaction reference number is 632514087215.',
): string => `Dear Customer,\n\n${sentence}\n\n${reference}\n\nWarm Regards,\nHDFC Bank\n`;

const creditSentence = ({
  amount = 'Rs.499.01',
  vpa = 'ravi.kumar@okaxis',
  name = ' RAVI KUMAR',
  date = '21-11-26',
} = {}): string => `${amount} has been credited to your account **4821 by VPA ${vpa}${name} on ${date}.`;

const readText = (text: string): ParseResult => hdfcEmailParser.parse({ text });

describe('HDFC alert e-mail: the fixtures', () => {
  test('plain-text credit alert: amount, reference, payer and India date read exactly', () => {
    expect(hdfcEmailParser.parse({ text: fixture('email/credit-plain.txt') })).toStrictEqual({
      ...RAVI,
      payerName: 'RAVI KUMAR',
    });
  });

  test('amount with thousands separators and a payer name of several words', () => {
    expect(hdfcEmailParser.parse({ text: fixture('email/credit-grouped.txt') })).toStrictEqual({
      kind: 'credit',
      amountPaise: 1_234_955,
      rrn: '633709115634',
      payerVpa: '9876543210@ybl',
      payerName: 'MEERA S IYER',
      statedDate: '2026-12-03',
    });
  });

  test('HTML part alone: tags stripped, the same sentence read', () => {
    expect(hdfcEmailParser.parse({ html: fixture('email/credit-html.html') })).toStrictEqual({
      kind: 'credit',
      amountPaise: 105_000,
      rrn: '632514099871',
      payerVpa: 'anita@oksbi',
      payerName: 'ANITA DSOUZA',
      statedDate: '2026-11-21',
    });
  });

  test('debit alert: authentic but not a credit, ignored (not an operator alert)', () => {
    expect(hdfcEmailParser.parse({ text: fixture('email/debit-plain.txt') })).toStrictEqual(DEBIT);
  });

  test('garbled body: unparseable, operators alerted', () => {
    expect(hdfcEmailParser.parse({ text: fixture('email/garbled.txt') })).toStrictEqual(UNPARSEABLE);
  });
});

describe('HDFC alert e-mail: which part is read', () => {
  test('a message with neither part is unparseable', () => {
    expect(hdfcEmailParser.parse({})).toStrictEqual(UNPARSEABLE);
  });

  test('the plain-text part is read first: its credit wins over a different HTML part', () => {
    expect(
      hdfcEmailParser.parse({
        text: fixture('email/credit-plain.txt'),
        html: fixture('email/credit-html.html'),
      }),
    ).toStrictEqual({ ...RAVI, payerName: 'RAVI KUMAR' });
  });

  test('a text part with no alert sentence (a "view in HTML" stub) falls back to the HTML part', () => {
    expect(
      hdfcEmailParser.parse({
        text: 'This alert is best viewed in an HTML-capable mail client.',
        html: fixture('email/credit-html.html'),
      }),
    ).toMatchObject({ kind: 'credit', amountPaise: 105_000, rrn: '632514099871' });
  });

  test('a malformed credit sentence in the text part is not repaired from the HTML part', () => {
    expect(
      hdfcEmailParser.parse({
        text: alert(creditSentence({ date: '31-02-26' })),
        html: fixture('email/credit-html.html'),
      }),
    ).toStrictEqual(UNPARSEABLE);
  });

  test('a debit in the text part is a debit whatever the HTML part says', () => {
    expect(
      hdfcEmailParser.parse({
        text: fixture('email/debit-plain.txt'),
        html: fixture('email/credit-html.html'),
      }),
    ).toStrictEqual(DEBIT);
  });

  test('a message that states both a credit and a debit is unparseable, never guessed either way', () => {
    const both = `${creditSentence()}\nRs.250.00 has been debited from account **4821 to VPA swiggy@icici SWIGGY on 21-11-26.`;
    expect(readText(alert(both))).toStrictEqual(UNPARSEABLE);
  });

  test('line breaks inside the sentence (wrapped mail) are read as spaces', () => {
    const wrapped =
      'Rs.499.01 has been credited to your\r\naccount **4821 by VPA ravi.kumar@okaxis\n  RAVI   KUMAR on 21-11-26.';
    expect(readText(alert(wrapped))).toStrictEqual({ ...RAVI, payerName: 'RAVI KUMAR' });
  });
});

describe('HDFC alert e-mail: HTML to text', () => {
  const html = (sentence: string): string =>
    `<html><head><title>Rs.1.00 has been credited</title><style>td > b { color: red }</style></head><body>` +
    `<table><tr><td>${sentence}</td></tr><tr><td>Your UPI transaction reference number is ` +
    `<b>632514087215</b>.</td></tr></table></body></html>`;

  test.each([
    ['inline tags inside the amount vanish', '<b>Rs.</b><span style="x">499</span>.01', ' RAVI KUMAR'],
    ['a non-breaking space after Rs. is a space', 'Rs.&nbsp;499.01', ' RAVI KUMAR'],
    ['numeric entities are decoded', 'Rs&#46;499&#x2E;01', ' RAVI KUMAR'],
    [
      'a quoted > inside an attribute does not end the tag',
      'Rs.<font title="a>b">499.01</font>',
      ' RAVI KUMAR',
    ],
  ])('%s', (_rule, amount, name) => {
    expect(hdfcEmailParser.parse({ html: html(creditSentence({ amount, name })) })).toStrictEqual({
      ...RAVI,
      payerName: 'RAVI KUMAR',
    });
  });

  // A name is letters (with initials' dots and '&'): the decoded `<b>` ends it, never a tag taken in.
  test('entities in the payer name are decoded after the tags are gone, so &lt;b&gt; stays text', () => {
    expect(
      hdfcEmailParser.parse({ html: html(creditSentence({ name: ' M&amp;S &lt;b&gt;TRADERS' })) }),
    ).toStrictEqual({ ...RAVI, payerName: 'M&S' });
  });

  test('block tags separate words: a <br> between name and "on" is a space', () => {
    expect(
      hdfcEmailParser.parse({ html: html(creditSentence({ name: ' RAVI<br>KUMAR<br/>' })) }),
    ).toStrictEqual({ ...RAVI, payerName: 'RAVI KUMAR' });
  });

  test.each([
    ['the head', '<head><title>DEBIT</title></head>'],
    ['a style sheet', '<style>/* DEBIT */ td > b { color: red }</style>'],
    ['a script', '<script>var s = "DEBIT";</script>'],
    ['a comment', '<!-- if (x > 0) DEBIT -->'],
  ])('text in %s is not read: a debit sentence there does not spoil the credit', (_where, hidden) => {
    const withHidden = html(creditSentence()).replace(
      '<html>',
      `<html>${hidden.replace('DEBIT', 'Rs.250.00 has been debited from account **4821')}`,
    );
    expect(hdfcEmailParser.parse({ html: withHidden })).toStrictEqual({ ...RAVI, payerName: 'RAVI KUMAR' });
  });

  test('an entity we do not know is left as written, so the sentence does not match: unparseable', () => {
    expect(
      hdfcEmailParser.parse({ html: html(creditSentence({ amount: 'Rs.&thinsp;499.01' })) }),
    ).toStrictEqual(UNPARSEABLE);
  });
});

describe('HDFC alert e-mail: amounts in whole paise, never floats', () => {
  test.each([
    ['Rs.499', 49_900],
    ['Rs.499.5', 49_950],
    ['Rs.499.01', 49_901],
    ['Rs. 12,349.55', 1_234_955],
    ['Rs.12,349.55', 1_234_955],
    ['Rs.1,23,456.78', 12_345_678],
    ['Rs.1,234,567.00', 123_456_700],
    ['Rs.0.29', 29],
    ['Rs.1.15', 115],
    ['Rs.4.35', 435],
    ['Rs.0.01', 1],
  ])('%s is %i paise', (amount, paise) => {
    expect(readText(alert(creditSentence({ amount })))).toStrictEqual({
      ...RAVI,
      amountPaise: paise,
      payerName: 'RAVI KUMAR',
    });
  });

  test.each([
    ['zero', 'Rs.0.00'],
    ['zero without paise', 'Rs.0'],
    ['three decimals', 'Rs.499.012'],
    ['two dots', 'Rs.4.99.01'],
    ['a misplaced separator', 'Rs.12,34.00'],
    ['a leading separator', 'Rs.,499.00'],
    ['no amount at all', 'Rs.'],
    ['no currency', '499.01'],
    ['more paise than a number holds exactly', 'Rs.99999999999999999.00'],
  ])('amount with %s: unparseable, operators alerted', (_what, amount) => {
    expect(readText(alert(creditSentence({ amount })))).toStrictEqual(UNPARSEABLE);
  });

  // One grammar for every bank: a full stop after a whole-rupee amount ends the sentence, as SMS write it.
  test('amount with a trailing dot: the whole rupees', () => {
    expect(readText(alert(creditSentence({ amount: 'Rs.499.' })))).toStrictEqual({
      ...RAVI,
      amountPaise: 49_900,
      payerName: 'RAVI KUMAR',
    });
  });
});

describe('HDFC alert e-mail: the stated date (dd-mm-yy, India time, 20yy)', () => {
  test.each([
    ['01-01-00', '2000-01-01'],
    ['31-12-99', '2099-12-31'],
    ['29-02-28', '2028-02-29'],
    ['30-04-26', '2026-04-30'],
  ])('%s is %s', (date, statedDate) => {
    expect(readText(alert(creditSentence({ date })))).toStrictEqual({
      ...RAVI,
      payerName: 'RAVI KUMAR',
      statedDate,
    });
  });

  test.each([
    ['31-02-26', 'a day February does not have'],
    ['29-02-26', '29 February in a year that is not leap'],
    ['31-04-26', '31 April'],
    ['00-11-26', 'day zero'],
    ['21-00-26', 'month zero'],
    ['21-13-26', 'month 13'],
    ['21-NOQ-26', 'no such month'],
    ['21-11-', 'a date cut off'],
  ])('date %s (%s): unparseable, never guessed', (date) => {
    expect(readText(alert(creditSentence({ date })))).toStrictEqual(UNPARSEABLE);
  });

  // The grammar reads every bank's date styles in every feed, so e-mail and SMS cannot disagree.
  test.each(['21-11-2026', '1-11-26', '21/11/26', '21-NOV-26'])('date %s: the same day', (date) => {
    expect(readText(alert(creditSentence({ date })))).toStrictEqual({
      ...RAVI,
      payerName: 'RAVI KUMAR',
      statedDate: date === '1-11-26' ? '2026-11-01' : '2026-11-21',
    });
  });
});

describe('HDFC alert e-mail: reference, payer, truncation', () => {
  test('no reference sentence: still a credit, without rrn', () => {
    expect(readText(alert(creditSentence(), 'Thank you for banking with us.'))).toStrictEqual({
      kind: 'credit',
      amountPaise: 49_901,
      payerVpa: 'ravi.kumar@okaxis',
      payerName: 'RAVI KUMAR',
      statedDate: '2026-11-21',
    });
  });

  test.each([
    ['11 digits', 'Your UPI transaction reference number is 63251408721.'],
    ['13 digits', 'Your UPI transaction reference number is 6325140872150.'],
    ['a letter in it', 'Your UPI transaction reference number is 63251408721X.'],
    ['the number cut off', 'Your UPI transaction reference number is'],
  ])('reference sentence with %s: unparseable', (_what, reference) => {
    expect(readText(alert(creditSentence(), reference))).toStrictEqual(UNPARSEABLE);
  });

  test('no payer name between the VPA and the date: credit without payerName', () => {
    expect(readText(alert(creditSentence({ name: '' })))).toStrictEqual(RAVI);
  });

  test('the payer name is its words and initials up to " on dd-mm-yy"; a digit is no part of a name', () => {
    expect(readText(alert(creditSentence({ name: ' DR. A. K. SHARMA 2' })))).toStrictEqual({
      ...RAVI,
      payerName: 'DR. A. K. SHARMA',
    });
  });

  test('a VPA that is not a UPI handle: unparseable', () => {
    expect(readText(alert(creditSentence({ vpa: 'ravi.kumar' })))).toStrictEqual(UNPARSEABLE);
  });

  test.each([
    'Rs.499.01 has been credited to your account **4821 by VPA',
    'Rs.499.01 has been credited to your account **4821 by VPA ravi.kumar@okaxis RAVI KUMAR on 21-11-',
    'Rs.499.01 has been credited to your acc',
  ])('truncated credit sentence "%s": unparseable, operators alerted', (sentence) => {
    expect(readText(alert(sentence))).toStrictEqual(UNPARSEABLE);
  });

  // Cut after the date, or inside the name: amount, direction and account are all there, so it is the
  // credit (credited_at then comes from the signed Date header, checked against the stated day).
  test.each([
    ['RAVI KUM', { ...RAVI, payerName: 'RAVI KUM', statedDate: undefined }],
    ['RAVI KUMAR on 21-11-26', { ...RAVI, payerName: 'RAVI KUMAR' }],
  ])('a sentence cut after "%s" still states the credit', (tail, expected) => {
    const { statedDate, ...rest } = expected;
    const sentence = `Rs.499.01 has been credited to your account **4821 by VPA ravi.kumar@okaxis ${tail}`;
    expect(readText(alert(sentence))).toStrictEqual(
      statedDate === undefined ? rest : { ...rest, statedDate },
    );
  });

  test('a truncated sentence that no longer says "credited" is no alert at all: unparseable', () => {
    expect(readText(alert('Rs.499.01 has been cred'))).toStrictEqual(UNPARSEABLE);
  });
});

describe('HDFC UPI SMS: the fixtures', () => {
  test('"Money Received - INR ... (UPI <rrn>)": a credit without payer name', () => {
    expect(hdfcSmsParser.parse(fixture('sms/credit-money-received.txt'))).toStrictEqual(RAVI);
  });

  test('"Rs.... credited to ... (UPI Ref No <rrn>)": a credit without payer name', () => {
    expect(hdfcSmsParser.parse(fixture('sms/credit-credited-to.txt'))).toStrictEqual(RAVI);
  });

  test('"Update! INR ... deposited": month name, payer name and VPA from the UPI- narration', () => {
    expect(hdfcSmsParser.parse(fixture('sms/credit-deposited-narration.txt'))).toStrictEqual({
      kind: 'credit',
      amountPaise: 105_000,
      rrn: '632514099871',
      payerVpa: 'anita@oksbi',
      payerName: 'ANITA DSOUZA',
      statedDate: '2026-11-21',
    });
  });

  test('debit SMS: authentic but not a credit, ignored (not an operator alert)', () => {
    expect(hdfcSmsParser.parse(fixture('sms/debit-sent.txt'))).toStrictEqual(DEBIT);
  });

  // CONTRACT §7: an OTP from the bank's header is no payment: ignored, operators not alerted.
  test('OTP SMS: not a payment, ignored', () => {
    expect(hdfcSmsParser.parse(fixture('sms/otp.txt'))).toStrictEqual(NOT_A_PAYMENT);
  });
});

describe('HDFC UPI SMS: edge cases', () => {
  const moneyReceived = ({
    amount = 'INR 499.01',
    date = '21-11-26',
    vpa = 'ravi.kumar@okaxis',
    rrn = '632514087215',
  } = {}) => `Money Received - ${amount} in HDFC Bank A/c xx4821 on ${date} from VPA ${vpa} (UPI ${rrn})`;
  const deposited = (narration: string, date = '21-NOV-26'): string =>
    `Update! INR 1,050.00 deposited in HDFC Bank A/c XX4821 on ${date} for UPI-${narration}.Avl bal INR 12,000.00.`;

  // CONTRACT §7: a promotion is no payment, even one that says "credited to your HDFC Bank A/c".
  test('a promotional text: not a payment, ignored, never a credit', () => {
    expect(
      hdfcSmsParser.parse(
        'Get a pre-approved Personal Loan of up to Rs.5,00,000 credited to your HDFC Bank A/c in 10 seconds! Apply: hdfcbk.io/x',
      ),
    ).toStrictEqual(NOT_A_PAYMENT);
  });

  test('an SMS split over lines by the phone reads the same', () => {
    expect(
      hdfcSmsParser.parse(
        'Money Received - INR 499.01\nin HDFC Bank A/c xx4821\non 21-11-26 from VPA ravi.kumar@okaxis\n(UPI 632514087215)',
      ),
    ).toStrictEqual(RAVI);
  });

  test.each([
    ['INR 1,23,456.78', 12_345_678],
    ['INR 499', 49_900],
    ['Rs.499.5', 49_950],
    ['Rs 0.29', 29],
  ])('amount %s is %i paise', (amount, amountPaise) => {
    expect(hdfcSmsParser.parse(moneyReceived({ amount }))).toStrictEqual({ ...RAVI, amountPaise });
  });

  test.each([
    ['zero', 'INR 0.00'],
    ['three decimals', 'INR 499.012'],
    ['a misplaced separator', 'INR 12,34.00'],
  ])('amount with %s: unparseable', (_what, amount) => {
    expect(hdfcSmsParser.parse(moneyReceived({ amount }))).toStrictEqual(UNPARSEABLE);
  });

  test.each([
    ['31-02-26', 'a day February does not have'],
    ['21-13-26', 'month 13'],
    ['31-FEB-26', 'a day February does not have, month by name'],
    ['21-NOQ-26', 'no such month name'],
  ])('date %s (%s): unparseable', (date) => {
    expect(hdfcSmsParser.parse(moneyReceived({ date }))).toStrictEqual(UNPARSEABLE);
  });

  test.each([
    ['21-nov-26', '2026-11-21'],
    ['29-Feb-28', '2028-02-29'],
    ['01-DEC-26', '2026-12-01'],
  ])('month name %s is %s, whatever its case', (date, statedDate) => {
    expect(hdfcSmsParser.parse(moneyReceived({ date }))).toStrictEqual({ ...RAVI, statedDate });
  });

  test.each([
    ['11 digits', '63251408721'],
    ['13 digits', '6325140872150'],
    ['none', ''],
  ])('reference with %s: unparseable', (_what, rrn) => {
    expect(hdfcSmsParser.parse(moneyReceived({ rrn }))).toStrictEqual(UNPARSEABLE);
  });

  test('a VPA that is not a UPI handle: unparseable', () => {
    expect(hdfcSmsParser.parse(moneyReceived({ vpa: 'ravi.kumar' }))).toStrictEqual(UNPARSEABLE);
  });

  test('narration with a hyphen in the name or handle: a credit, without the payer it cannot split', () => {
    for (const narration of [
      '632514099871-MARY-ANN DSOUZA-mary@oksbi',
      '632514099871-RAVI K-ravi-k@okaxis',
    ]) {
      expect(hdfcSmsParser.parse(deposited(narration))).toStrictEqual({
        kind: 'credit',
        amountPaise: 105_000,
        rrn: '632514099871',
        statedDate: '2026-11-21',
      });
    }
  });

  test('narration with no name: a credit with the VPA, without payerName', () => {
    expect(hdfcSmsParser.parse(deposited('632514099871--anita@oksbi'))).toStrictEqual({
      kind: 'credit',
      amountPaise: 105_000,
      rrn: '632514099871',
      payerVpa: 'anita@oksbi',
      statedDate: '2026-11-21',
    });
  });

  test('narration reference of 11 digits: unparseable', () => {
    expect(hdfcSmsParser.parse(deposited('63251409987-ANITA DSOUZA-anita@oksbi'))).toStrictEqual(UNPARSEABLE);
  });

  // Amount, direction and account are certain; the narration only lacks a handle.
  test('narration with no VPA at all: a credit with the name', () => {
    expect(hdfcSmsParser.parse(deposited('632514099871-ANITA DSOUZA-NA'))).toStrictEqual({
      kind: 'credit',
      amountPaise: 105_000,
      rrn: '632514099871',
      payerName: 'ANITA DSOUZA',
      statedDate: '2026-11-21',
    });
  });

  // The grammar knows "debited" whatever the wording around it: money out is a debit (CONTRACT §7).
  test('"debited" in a wording no fixture has: a debit, ignored', () => {
    expect(hdfcSmsParser.parse('INR 250.00 debited from HDFC Bank A/c XX4821 on 21-11-26')).toStrictEqual(
      DEBIT,
    );
  });
});

describe('HDFC UPI SMS: sender ids', () => {
  test.each(['VM-HDFCBK', 'AD-HDFCBK', 'JD-HDFCBK-S', 'HDFCBK', 'vm-hdfcbk', 'AX-HDFCBK-T'])(
    '%s is HDFC Bank',
    (sender) => {
      expect(smsParserFor(sender)).toBe('hdfc');
    },
  );

  test.each(['VM-HDFCBKX', 'XHDFCBK', 'VM-HDFCBQ', 'VM-ICICIB', 'JD-HDFCBK-ST', 'VMX-HDFCBK', 'HDFCBK ', ''])(
    '%j is not HDFC Bank',
    (sender) => {
      expect(smsParserFor(sender)).not.toBe('hdfc');
    },
  );
});

describe('banks by sender and mail domain', () => {
  test("BANK_MAIL_DOMAINS lists HDFC's and Axis's domains (the other banks': alerts-mail16.test.ts)", () => {
    expect(BANK_MAIL_DOMAINS).toEqual(
      expect.arrayContaining(['hdfcbank.net', 'hdfcbank.bank.in', 'axisbank.com', 'axis.bank.in']),
    );
  });

  test.each(['hdfcbank.net', 'hdfcbank.bank.in', 'HDFCBank.NET', 'HdfcBank.Bank.In'])(
    'signing domain %s: the HDFC parser (exact match, any case)',
    (domain) => {
      expect(emailParserFor(domain)).toBe('hdfc');
    },
  );

  test.each([
    'evilhdfcbank.net',
    'mail.hdfcbank.net',
    'hdfcbank.net.evil.example',
    'hdfcbank.net.',
    'bank.in',
    'hdfcbank.com',
    'gmail.com',
    '',
  ])('signing domain %j is no bank: undefined (never a suffix match)', (domain) => {
    expect(emailParserFor(domain)).toBeUndefined();
  });

  test.each(['VM-HDFCBK', 'JD-HDFCBK-S', 'HDFCBK'])('sender %s: the HDFC SMS parser', (sender) => {
    expect(smsParserFor(sender)).toBe('hdfc');
  });

  test.each(['VM-SWIGGY', 'VM-HDFCBKX', '+919876543210', ''])('sender %j is no bank: undefined', (sender) => {
    expect(smsParserFor(sender)).toBeUndefined();
  });
});
