// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus): each class of message that
// says money "credited" or "received" without being a payment to the seller, and real-looking credits, in
// every amount style (Rs, Rs., Rs:, INR, ₹, with and without grouping or paise), date style (DD-MM-YYYY,
// DD/MM/YY, DD-Mon-YY, DDMONYY, DD Mon YYYY, Mon DD, YYYY, ISO, M/D/YYYY h:mm:ss PM, dotted, ordinal), case
// and spacing. They probe the grammar's general rules, so a class is silent (or at worst an operator
// alert) however a bank words it, and a credit is read exactly however it is printed.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { BANKS } from '../../src/ingest/alerts/banks.js';
import { readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const read = (body: string, sender = 'VM-SBIUPI') => readSms(sender, body, RECEIVED);

const AMOUNTS: [string, number][] = [
  ['Rs 1,500.00', 150_000],
  ['Rs.1500', 150_000],
  ['INR 1,500.50', 150_050],
  ['₹1,500.00', 150_000],
  ['Rs. 1500.00', 150_000],
  ['INR1500', 150_000],
  ['RS:1,500', 150_000],
  ['₹ 12,34,567.80', 123_456_780],
  ['Rs 1500/-', 150_000],
  ['INR 1500.5', 150_050],
  ['INR 1,00,000.00', 10_000_000],
  ['Rs.1.5', 150],
  ['Rs 0.50', 50],
];
const DATES: [string, string, string | null][] = [
  ['21-11-2026', '2026-11-21', null],
  ['21/11/26', '2026-11-21', null],
  ['21-Nov-26', '2026-11-21', null],
  ['21NOV26', '2026-11-21', null],
  ['21 Nov 2026', '2026-11-21', null],
  ['Nov 21, 2026', '2026-11-21', null],
  ['2026-11-21', '2026-11-21', null],
  ['11/21/2026 2:03:41 PM', '2026-11-21', 'second'],
  ['21.11.2026', '2026-11-21', null],
  ['21st Nov 2026', '2026-11-21', null],
  ['21-11-2026 14:03:41', '2026-11-21', 'second'],
  ['21 November, 2026', '2026-11-21', null],
  ['21-NOV-2026 02:03 PM', '2026-11-21', 'minute'],
  ['2026-11-21T14:03:41', '2026-11-21', 'second'],
  ['21/11/2026 14:03:41', '2026-11-21', 'second'],
  ['2026-11-21T08:33:41Z', '2026-11-21', 'second'],
  ['2026/11/21 14:03:41', '2026-11-21', 'second'],
  ['21-NOV-26 14.03.41', '2026-11-21', 'second'],
];
const RRN = '632514878275';
const REFERENCES = [
  `UPI Ref No ${RRN}`,
  `UPI Ref. No.: ${RRN}`,
  `RRN:${RRN}`,
  `RRN No. ${RRN}`,
  `Ref No ${RRN}`,
  `Ref#${RRN}`,
  `IMPS Ref no ${RRN}`,
  `(UPI Ref ${RRN})`,
  `UPI:${RRN}`,
  `Reference No: ${RRN}`,
  `Ref ID ${RRN}`,
  `UPI transaction reference number is ${RRN}`,
  `RRN-${RRN}`,
  `UTR ${RRN}`,
  `Ref No.${RRN}`,
];

/** Each template in several amount and date styles, upper and lower case, spaces doubled, signed. */
function variants(template: string): string[] {
  const fill = (amount: string, date: string): string =>
    template.replaceAll('{amt}', amount).replaceAll('{date}', date);
  const out = AMOUNTS.map(([amount], i) => fill(amount, DATES[i % DATES.length]?.[0] ?? ''));
  const base = fill('Rs 1,500.00', '21-11-2026');
  out.push(base.toUpperCase(), base.toLowerCase(), base.replace(/ /g, '  '), `${base} -SBI`);
  return out;
}

// [class, template]: money said to come in that is no payer's payment to the seller.
const NOT_A_PAYMENT: [string, string][] = [
  ['card bill paid', 'Payment of {amt} received towards your Credit Card XX1234 on {date}. Thank you.'],
  ['card bill paid', 'We have received payment of {amt} on your card ending 1234 on {date}.'],
  [
    'card bill paid',
    'Thank you! Your payment of {amt} has been credited to your card account XX1234 on {date}.',
  ],
  ['card bill paid', '{amt} credited to your Card XX1234 on {date}. Avl limit: Rs 25,000'],
  ['card bill paid', 'Your Credit Card XX1234 has been credited with {amt} on {date}.'],
  ['card bill paid', '{amt} credited to card XX1234 on {date}'],
  ['card bill paid', 'Payment received: {amt} for your card XX1234 on {date}.'],
  ['card bill paid', 'Your card ending 1234 is credited with {amt} on {date}'],
  ['pay-later repaid', 'Payment of {amt} has been credited to your Pay Later account on {date}'],
  ['pay-later repaid', 'Your LazyPay repayment of {amt} received on {date}. Thank you'],
  ['pay-later repaid', 'We have received {amt} towards your Flipkart Pay Later dues on {date}'],
  ['loan', 'EMI of {amt} for loan a/c XX1234 received on {date}'],
  ['loan', '{amt} received towards your loan account XX1234 on {date}'],
  ['loan', 'Loan amount of {amt} credited to your a/c XX1234 on {date}'],
  ['loan', 'Your loan of {amt} has been disbursed to your a/c XX1234 on {date}'],
  ['loan', '{amt} has been credited to your a/c XX1234 on {date} as a loan'],
  ['state benefit', '{amt} credited to your a/c XX1234 on {date} under PM-KISAN DBT'],
  ['state benefit', 'LPG subsidy of {amt} credited to your a/c XX1234 on {date}'],
  ['state benefit', 'Pension for Nov of {amt} credited to your a/c XX1234 on {date}'],
  ['wallet', '{amt} credited to your wallet on {date}'],
  ['wallet', 'Your wallet has been credited with {amt} on {date}'],
  ['wallet', 'You have received {amt} in your Amazon Pay balance on {date}'],
  ['wallet', 'Your UPI Lite balance is credited with {amt} on {date}'],
  ['wallet', '{amt} credited to your FASTag on {date}'],
  ['wallet', '{amt} added to your wallet on {date}'],
  ['wallet', '{amt} transferred to your UPI Lite account on {date}'],
  ['card bill paid', '{amt} transferred to your Credit Card XX1234 on {date}'],
  ['payee added', 'Payee RAVI KUMAR added to your a/c XX1234 on {date}. Limit {amt}'],
  ['cashback', 'Cashback of {amt} credited to your a/c XX1234 on {date}'],
  ['cashback', 'Congratulations! {amt} has been credited as reward to your a/c XX1234 on {date}'],
  ['cashback', 'Reward points worth {amt} credited on {date}'],
  ['refund', 'Refund of {amt} credited to your a/c XX1234 on {date}'],
  ['refund', '{amt} refunded to your a/c XX1234 on {date}'],
  ['reversal', '{amt} reversed to your a/c XX1234 on {date}'],
  ['reversal', '{amt} credited back to your a/c XX1234 for failed txn on {date}'],
  ['reversal', 'IMPS txn of {amt} returned and credited to your a/c XX1234 on {date}'],
  ['reversal', 'Amount of {amt} debited on {date} has been credited to your a/c XX1234'],
  ['mandate', 'UPI Mandate of {amt} created for NETFLIX on {date}'],
  ['mandate', 'AutoPay of {amt} set up successfully on {date}'],
  ['not yet', '{amt} will be credited to your a/c XX1234 by {date}'],
  ['not yet', '{amt} is expected to be credited to your a/c XX1234 on {date}'],
  ['not yet', '{amt} would be credited to your a/c XX1234 on {date}'],
  ['not yet', '{amt} will get credited to your a/c XX1234 on {date}'],
  ['not yet', 'Your NEFT of {amt} is being credited to your a/c XX1234 on {date}'],
  ['not yet', 'Your cheque of {amt} has been received and will be credited after clearing on {date}'],
  ['request', 'RAVI has requested {amt} from you on {date}. Pay on BHIM'],
  ['request', 'You have a collect request of {amt} from ravi@okaxis on {date}'],
  ['request', 'Request of {amt} received from ravi@okaxis on {date}'],
  ['OTP', 'OTP for crediting {amt} to your a/c XX1234 is 123456. Valid till {date}'],
  ['OTP', '123456 is your OTP to receive {amt} in a/c XX1234 on {date}'],
  ['offer', 'Get {amt} credited to your account instantly. Apply by {date}'],
  ['offer', 'Salary advance of {amt} can be credited in minutes. Valid till {date}'],
  ['offer', 'You are eligible for an instant credit of {amt} till {date}'],
  ['EMI', 'Your purchase of {amt} converted to EMI on {date}'],
  ['interest', 'Interest of {amt} credited to your a/c XX1234 on {date}'],
  ['interest', 'Dividend of {amt} credited to your a/c XX1234 on {date}'],
  ['interest', 'Int.Pd {amt} credited to a/c XX1234 on {date}'],
  ['interest', '{amt} credited to a/c XX1234 on {date} towards SB INT'],
  ['failed', '{amt} credited to a/c XX1234 for failed IMPS txn on {date}'],
  ['failed', '{amt} credited to a/c XX1234 on {date} against your failed UPI txn'],
  ['reversal', '{amt} credited to a/c XX1234 on {date} UPI RVSL 632514878275'],
  ['reversal', 'Your a/c XX1234 is credited with {amt} on {date} on account of NEFT return'],
  ['own savings', '{amt} credited to a/c XX1234 on {date} by sweep-in from FD'],
  ['own savings', '{amt} credited to your RD account XX1234 on {date}'],
  ['own money', '{amt} credited to your a/c XX1234 from your Paytm wallet on {date}'],
  ['own money', '{amt} credited to your a/c XX1234 from your FD on {date}'],
  ['own money', '{amt} credited to a/c XX1234 on {date} by self transfer from a/c XX5678'],
  ['own money', '{amt} credited to a/c XX1234 on {date} by IMPS/P2A/632514878275/SELF'],
  ['own savings', '{amt} credited to your NPS account XX1234 on {date}'],
  ['own savings', '{amt} credited to your Sukanya Samriddhi account XX1234 on {date}'],
  ['failed', 'IMPS of {amt} to your a/c XX1234 failed on {date}'],
  ['failed', '{amt} could not be credited to your a/c XX1234 on {date}'],
  ['failed', '{amt} has not been credited to your a/c XX1234 on {date}'],
  ['held', '{amt} credited to your a/c XX1234 on {date} is on hold'],
  ['own savings', 'FD maturity proceeds {amt} credited to a/c XX1234 on {date}'],
  ['own savings', 'Redemption of {amt} credited to your a/c XX1234 on {date}'],
  ['gift', 'You have received a gift card worth {amt} on {date}'],
  ['balance', 'Avl Bal in A/c XX1234 is {amt} CR on {date}'],
  ['balance', 'Credit limit on your card is {amt} as on {date}'],
];

// Money out, worded with "credited" or "received" of the payee.
const DEBITS: string[] = [
  '{amt} debited from your a/c XX1234 and credited to RAVI on {date}',
  '{amt} transferred to a/c XX9999 of RAVI on {date}',
  'Your a/c XX1234 is debited for {amt} on {date}; RAVI credited',
  'You have sent {amt} to ravi@okaxis on {date}',
  '{amt} credited to beneficiary RAVI from your a/c XX1234 on {date}',
  'IMPS {amt} credited to A/c XX9999 of RAVI KUMAR from your A/c XX1234 on {date}',
  'Money transferred! {amt} has been credited to ravi@okaxis on {date}',
  'RTGS Money Deposited~{amt}~To Suresh Traders~On {date}',
  'SWIGGY has received {amt} from your A/c XX1234 on {date}',
  // The payee named as the one who got the money, or the seller as the one it came from.
  'abc@okaxis received {amt} from you on {date}. UPI Ref 632914878275',
  'RAVI KUMAR has received {amt} from you on {date}. UPI Ref 632914878275',
  '{amt} received from you by abc@okaxis on {date}',
  'abc@okaxis has been credited with {amt} on {date}. UPI Ref 632914878275',
  'Payment successful. ravi.k@oksbi is credited with {amt} on {date}',
  'SWIGGY received {amt} from A/c XX1234 on {date}. UPI Ref 632914878275',
  'RTGS of {amt} has been credited on {date} to Beneficiary.',
  // An account named by a holder who is not "you", after "in" as after "to".
  'A sum of {amt} has been deposited in the a/c of RAVI KUMAR on {date}',
  '{amt} credited in A/c XX9999 of RAVI KUMAR on {date}',
  // "paid to your <biller> account" names no payer; "You have sent" is yours.
  '{amt} paid to your BESCOM account XX1234 on {date}',
  'You have sent {amt} to your a/c XX5678 on {date}',
  'IMPS of {amt} credited on {date} 14:03 to payee RAVI KUMAR',
  'Your transfer of {amt} has been credited to a/c XX9999 on {date}. IMPS Ref 632914878275',
  'Your IMPS of {amt} is credited to A/c XX9999 on {date}',
];

describe('synthetic: money said to come in that is no payment is never a credit', () => {
  test.each(NOT_A_PAYMENT)('%s: %s', (_class, template) => {
    for (const body of variants(template)) {
      const reading = read(body);
      expect([body, outcomeOf(reading)]).not.toEqual([body, 'credit']);
    }
  });

  test.each(DEBITS)('a debit naming the payee: %s', (template) => {
    for (const body of variants(template)) {
      expect([body, outcomeOf(read(body))]).not.toEqual([body, 'credit']);
    }
  });
});

const CREDITS: string[] = [
  '{amt} credited to your a/c XX1234 on {date} by UPI {ref} from ravi@okaxis',
  'Your a/c XX1234 is credited with {amt} on {date}. {ref}',
  'Dear Customer, A/c XX1234 credited by {amt} on {date}; {ref}',
  'Received {amt} in your a/c XX1234 from RAVI KUMAR on {date}. {ref}',
  'Your A/c XX1234 has been credited with {amt} on {date} {ref}. Avl Bal Rs 5,000.00',
  'Avl Bal Rs 5,000.00. {amt} credited to a/c XX1234 on {date} {ref}',
  'Money received! {amt} deposited in your account XX1234 on {date}. {ref}',
  '{amt} received from ravi@okaxis in a/c XX1234 on {date}. {ref}',
  // A payer that opens the sentence acts: it credited you, it is not what was credited.
  'ravi@okaxis credited {amt} to your a/c XX1234 on {date}. {ref}',
  'Dear Customer, your a/c no. XX1234 is credited with {amt} on {date}. {ref}',
  '{amt} credited to your Savings account ending with 1234 on {date}. {ref}',
  'A/c XX1234 Cr. by {amt} on {date}. {ref}',
  // Verbs of moving money, said of an amount into "your" account.
  '{amt} has been transferred to your account XX1234 on {date}. {ref}',
  '{amt} added to your A/c XX1234 on {date}. {ref}',
  // The payer's account debited first, named as someone else's; then yours credited.
  '{amt} debited from a/c XX9876 of RAVI KUMAR and credited to your a/c XX1234 on {date}. {ref}',
  // "Cr" after the amount, said of the account the money went to (not a balance's "CR").
  '{amt} Cr to A/c XX1234 on {date} by UPI. {ref}',
  'Txn Amt: {amt} Cr A/c XX1234 Dt {date} {ref}',
  '{amt} credited to your linked bank account XX1234 on {date}. {ref}',
  // A word for the money is no payee opening the sentence.
  'Payment received: {amt} in a/c XX1234 on {date}. {ref}',
  // A greeting's name before "received" is no payee when the money came into your account.
  'Hi RAVI received {amt} in your a/c XX1234 on {date}. {ref}',
  // A payer named as the subject of "sent" or "paid", the money into your account.
  'ravi@okaxis sent {amt} to your a/c XX1234 on {date}. {ref}',
  'RAVI KUMAR has paid {amt} into your account XX1234 on {date}. {ref}',
  // Trailers whose debit words move no money: no amount near them.
  '{amt} credited to a/c XX1234 on {date}. {ref}. Monthly statement sent to your email.',
  '{amt} credited to a/c XX1234 on {date}. {ref}. To dispute a debit, call 18001234567.',
];

// A non-payment word inside the payer's own words (its name, its narration's slots, its remark): a
// payer named so, or a merchant's refund the payer's bank narrated, which the grammar cannot tell apart.
// Such a message is neither silent (a genuine credit would be lost) nor a credit: an operator looks.
const PAYER_SAYS: string[] = [
  '{amt} credited to a/c XX1234 on {date} from CASHBACK TRADERS. UPI Ref 632514878275',
  '{amt} credited to a/c XX1234 on {date} from CASHBACK TRADERS (ravi@okaxis). UPI Ref 632514878275',
  '{amt} credited to a/c XX1234 on {date} by UPI/P2A/632514878275/CASHBACK TRADERS/HDFC',
  '{amt} credited to a/c XX1234 on {date} by UPI/P2A/632514878275/AMAZON REFUND/HDFC',
  '{amt} credited to a/c XX1234 on {date} by UPI/P2A/632514878275/RAVI KUMAR/refund/HDFC',
  '{amt} credited to a/c XX1234 on {date} from ravi@okaxis. UPI Ref 632514878275. Remarks: refund for order',
  '{amt} credited to a/c XX1234 on {date}. Info: UPI-632514878275-REFUND-ravi@okaxis',
  '{amt} credited to a/c XX1234 on {date} by RAVI BONUS. UPI Ref 632514878275',
  '{amt} received from DIVIDEND CAFE on {date} in a/c XX1234. UPI Ref 632514878275',
  '{amt} credited to a/c XX1234 on {date} from SPECIAL OFFER STORES. UPI Ref 632514878275',
  '{amt} credited to a/c XX1234 on {date} from INTEREST POINT. UPI Ref 632514878275',
];

describe("synthetic: a non-payment word only in the payer's words", () => {
  test.each(PAYER_SAYS)('neither silent nor a credit: %s', (template) => {
    for (const body of variants(template)) expect([body, outcomeOf(read(body))]).toEqual([body, 'unparsed']);
  });

  test.each([
    '{amt} credited to a/c XX1234 on {date} by UPI/632514878275/REV',
    '{amt} credited to a/c XX1234 on {date} -REVERSE POS PUR',
    'Cashback of {amt} from CASHBACK TRADERS credited to a/c XX1234 on {date}',
    '{amt} credited to a/c XX1234 on {date} towards refund from CASHBACK TRADERS',
    // "added" of a limit, not of money: a payee registered, no operator alert.
    'Beneficiary RAVI with limit {amt} added to your account XX1234 on {date}',
  ])("the bank's own words or codes say it: silent: %s", (template) => {
    for (const body of variants(template)) expect([body, outcomeOf(read(body))]).toEqual([body, 'ignored']);
  });
});

/**
 * A credit template read in every amount style, the date styles in turn ("{amt}", "{date}"): the bodies
 * read otherwise than `want` says (amount, rrn, account digits, the payer's handle when `vpa` is given,
 * the stated date when the template has one).
 */
function missesInEveryAmountStyle(
  template: string,
  sender: string,
  want: { rrn: string | undefined; account: string; vpa?: string | undefined },
): string[] {
  const misses: string[] = [];
  AMOUNTS.forEach(([amount, paise], a) => {
    const [date, statedDate] = DATES[a % DATES.length] ?? ['', ''];
    const body = template.replace('{amt}', amount).replace('{date}', date);
    const r = read(body, sender);
    const credit = r.kind === 'read' ? r.reading : undefined;
    const right =
      credit?.kind === 'credit' &&
      credit.amountPaise === paise &&
      credit.rrn === want.rrn &&
      credit.accountDigits === want.account &&
      (!('vpa' in want) || credit.payerVpa === want.vpa) &&
      (!template.includes('{date}') || credit.statedDate === statedDate);
    if (!right) misses.push(`${body} => ${JSON.stringify(credit ?? r)}`);
  });
  return misses;
}

describe('synthetic: a credit in every style is read exactly', () => {
  test.each(CREDITS)('%s', (template) => {
    const misses: string[] = [];
    AMOUNTS.forEach(([amount, paise], a) => {
      DATES.forEach(([date, statedDate, precision], d) => {
        const ref = REFERENCES[(a * DATES.length + d) % REFERENCES.length] ?? '';
        const body = template.replace('{amt}', amount).replace('{date}', date).replace('{ref}', ref);
        const reading = read(body);
        const credit = reading.kind === 'read' ? reading.reading : undefined;
        const right =
          credit?.kind === 'credit' &&
          credit.amountPaise === paise &&
          credit.rrn === RRN &&
          credit.accountDigits === '1234' &&
          credit.statedDate === statedDate &&
          (credit.statedPrecision ?? null) === precision;
        if (!right) misses.push(`${body} => ${JSON.stringify(credit ?? reading)}`);
      });
    });
    expect(misses).toEqual([]);
  });

  test('a credit whose direction word is turned around is never a credit', () => {
    for (const template of CREDITS) {
      const body = template
        .replace('{amt}', 'Rs 1,500.00')
        .replace('{date}', '21-11-2026')
        .replace('{ref}', `UPI Ref ${RRN}`)
        .replace(/credited|deposited/i, 'debited')
        .replace(/received/i, 'sent')
        .replace(/\bCr(\.| to| A\/c)/, 'Dr$1')
        .replace(/transferred to your/, 'transferred from your')
        .replace(/added to your/, 'deducted from your')
        .replace(/(sent|paid) (.*?) (?:to|into) your/, '$1 $2 from your');
      expect([body, outcomeOf(read(body))]).not.toEqual([body, 'credit']);
    }
  });

  test('a trailer is no payer: "sent to your email", "sent by us."', () => {
    for (const body of [
      `Rs 500.00 credited to a/c XX1234 on 21-11-2026 by UPI Ref ${RRN}. Monthly statement sent to your email.`,
      `Rs 500.00 credited to a/c XX1234 on 21-11-2026 by UPI Ref ${RRN}. OTP will never be sent by us.`,
    ]) {
      const r = read(body);
      expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
      expect(r.kind === 'read' && r.reading).not.toHaveProperty('payerName');
    }
  });

  test.each(['Credit Alert!', 'CREDIT ALERT:', 'Credit alert'])(
    'a heading whose message was cut off is unparseable, not silent: %s',
    (body) => {
      expect(outcomeOf(read(body, 'VM-HDFCBK'))).toBe('unparsed');
    },
  );

  test('an RRN whose day is not near the message is some other number: the credit carries none', () => {
    // 0039… would be made in 2030 or 2020, never in the days around 21 November 2026.
    const body = `Rs 1,850.00 credited to a/c XX1234 on 21-11-2026 by IMPS P2A/003901554870/GURU NANAK`;
    const reading = read(body, 'PSBANK');
    expect(reading).toMatchObject({ kind: 'read', reading: { kind: 'credit', amountPaise: 185_000 } });
    expect(reading.kind === 'read' && reading.reading).not.toHaveProperty('rrn');
  });
});

// Every bank of CONTRACT §7, also those with no wording in the corpus yet: read from its declared header
// by the general grammar, its own name standing before "account" ("your J&K Bank A/c", "your Punjab &
// Sind Bank account", "your CSB Bank Ltd. account").
const BRANDED: string[] = [
  '{amt} credited to your {bank} account XX1234 on {date} by UPI Ref {rrn}',
  'Your {bank} A/c XX1234 has been credited with {amt} on {date}. UPI Ref {rrn}',
  '{amt} has been credited to your {bank} Savings A/c no. XXXXXX1234 on {date} from abc@okaxis (UPI Ref No {rrn})',
  // No "your": the bank's name before the account noun is no payee's ("credited to RAVI KUMAR a/c").
  '{amt} credited to {bank} A/c XX1234 on {date} by UPI Ref {rrn}',
];

describe("synthetic: a credit to 'your <bank> account' from every declared bank's header", () => {
  const names = (name: string): string[] => [
    name,
    `${name} Ltd.`,
    name.replace(' & ', '&'),
    name.replace(/ Bank.*$/, ''),
    // Initials joined by '&' ("J&K Bank"), for every bank: a bank's name, never a payee's.
    `${name.split(/[^A-Za-z]+/)[0]?.charAt(0) ?? ''}&${name.split(/[^A-Za-z]+/)[1]?.charAt(0) ?? ''} Bank`,
  ];
  test.each(BANKS.map((b): [string, string, string] => [b.id, b.name, b.headers[0] ?? '']))(
    '%s',
    (_id, name, header) => {
      const misses: string[] = [];
      for (const template of BRANDED)
        for (const bank of names(name))
          AMOUNTS.slice(0, 4).forEach(([amount, paise], a) => {
            const [date, statedDate] = DATES[a] ?? ['', ''];
            const fill = (verb: string): string =>
              template
                .replace('{bank}', bank)
                .replace('{amt}', amount)
                .replace('{date}', date)
                .replace('{rrn}', RRN)
                .replace('credited', verb);
            const credit = read(fill('credited'), `AX-${header}-S`);
            const reading = credit.kind === 'read' ? credit.reading : undefined;
            const right =
              reading?.kind === 'credit' &&
              reading.amountPaise === paise &&
              reading.rrn === RRN &&
              reading.accountDigits === '1234' &&
              reading.statedDate === statedDate;
            if (!right) misses.push(`${fill('credited')} => ${JSON.stringify(reading ?? credit)}`);
            // The mirror: the same sentence of money out is never a credit.
            const debit = fill('debited').replace(' to your', ' from your');
            if (outcomeOf(read(debit, `AX-${header}-S`)) === 'credit') misses.push(`${debit} => credit`);
          });
      expect(misses).toEqual([]);
    },
  );
});

describe('synthetic: a UPI narration that names the payer before its reference', () => {
  test.each([
    '{amt} deposited in A/c XX1234 on {date} for UPI-RAVI KUMAR-ravi.k@okaxis-SBIN0001234-{rrn}-UPI. Avl bal Rs 9,000.00',
    '{amt} credited to a/c XX1234 on {date} for UPI-RAVI KUMAR-ravi.k@okaxis-HDFC0000240-{rrn}-Payment from Phone.',
  ])('%s: the RRN, the name and the handle', (template) => {
    const misses: string[] = [];
    AMOUNTS.forEach(([amount, paise], a) => {
      const [date, statedDate] = DATES[a] ?? ['', ''];
      const body = template.replace('{amt}', amount).replace('{date}', date).replace('{rrn}', RRN);
      const r = read(body, 'VM-HDFCBK');
      const credit = r.kind === 'read' ? r.reading : undefined;
      const right =
        credit?.kind === 'credit' &&
        credit.amountPaise === paise &&
        credit.rrn === RRN &&
        credit.payerName === 'RAVI KUMAR' &&
        credit.payerVpa === 'ravi.k@okaxis' &&
        credit.statedDate === statedDate;
      if (!right) misses.push(`${body} => ${JSON.stringify(credit ?? r)}`);
      // Its reference a digit short: no number the grammar can be sure of, so unparseable.
      const short = body.replace(RRN, RRN.slice(1));
      const outcome = outcomeOf(read(short, 'VM-HDFCBK'));
      if (outcome !== 'unparsed') misses.push(`${short} => ${outcome}`);
    });
    expect(misses).toEqual([]);
  });

  test("a time printed with ISO 8601's zone is that zone's, and the stated day is India's", () => {
    const r = read(`Rs 500.00 credited to a/c XX1234 on 2026-11-20T20:57:11Z by UPI Ref ${RRN}`);
    const credit = r.kind === 'read' ? r.reading : undefined;
    expect(credit).toMatchObject({
      kind: 'credit',
      statedDate: '2026-11-21',
      statedAt: Date.parse('2026-11-20T20:57:11Z') / 1000,
      statedPrecision: 'second',
    });
    // A '-' after the seconds is no zone (a range's, a narration's): India's clock.
    const range = read(`Rs 500.00 credited to a/c XX1234 on 21-11-2026 14:03:41-15:00:00 by UPI Ref ${RRN}`);
    expect(range.kind === 'read' && range.reading).toMatchObject({
      statedAt: Date.parse('2026-11-21T14:03:41+05:30') / 1000,
    });
  });
});

describe("synthetic: a credit to 'your <X> Bank', the bank named alone", () => {
  test.each(
    BANKS.filter((b) => b.name.endsWith('Bank')).map((b): [string, string, string] => [
      b.id,
      b.name,
      b.headers[0] ?? '',
    ]),
  )('%s', (_id, name, header) => {
    const body = `Rs 500.00 credited to your ${name} on 21-11-2026 from ravi@okaxis. UPI Ref ${RRN}`;
    const r = read(body, `VM-${header}`);
    expect([body, r.kind === 'read' ? r.reading : r]).toEqual([
      body,
      { kind: 'credit', amountPaise: 50_000, rrn: RRN, payerVpa: 'ravi@okaxis', statedDate: '2026-11-21' },
    ]);
  });
});

describe('synthetic: bank transfers and short account masks', () => {
  test.each([
    [
      'Your A/c XX1234 is credited with {amt} on {date} by NEFT from RAVI KUMAR. UTR SBIN426329123456',
      '1234',
    ],
    [
      'Dear Customer, Acct XX123 has been credited with {amt} on {date} via RTGS, UTR No HDFCR52026112112345678',
      '123',
    ],
    ['{amt} credited to A/c XX1234 on {date} thru NEFT UTR 000173318913 from RAVI KUMAR', '1234'],
  ])('%s: a credit carrying no RRN (a UTR is not one)', (template, account) => {
    expect(missesInEveryAmountStyle(template, 'VM-AUBANK', { rrn: undefined, account })).toEqual([]);
  });
});

describe("synthetic: the account's own handle and a reference given as the narration's 'Info'", () => {
  test.each([
    [
      'VPA "shop.x@okaxis" linked to A/C No."XXXXXX1234" is Cr with {amt} by VPA "ravi.k@oksbi", Ref. 632514878275',
    ],
    ['VPA “shop.x@okaxis” linked to a/c XX1234 is credited {amt} by VPA “ravi.k@oksbi” (Ref 632514878275)'],
  ])('%s: the payer is the handle after "by", not the one the account is linked to', (template) => {
    const want = { rrn: RRN, account: '1234', vpa: 'ravi.k@oksbi' };
    expect(missesInEveryAmountStyle(template, 'VM-INDUSB', want)).toEqual([]);
  });

  test('Info : <12 digits> is the RRN when its day fits, none when it does not, unreadable when cut', () => {
    const body = (ref: string) =>
      `Your a/c XXXXXXXX1234 is credited Rs. 345.00 on 11/21/2026 1:57:40 PM.info : ${ref}`;
    const at = (ref: string) => {
      const r = read(body(ref), 'JM-KVBUPI');
      return r.kind === 'read' ? r.reading : r;
    };
    // 6 3 2 5: 2026's 325th day is 21 November.
    expect(at(RRN)).toMatchObject({ kind: 'credit', amountPaise: 34_500, rrn: RRN });
    // Day 125 of 2026 is months before the message: some other number, not its reference.
    const other = at('612514878275');
    expect(other).toMatchObject({ kind: 'credit', amountPaise: 34_500 });
    expect(other).not.toHaveProperty('rrn');
    expect(at('63251487827')).toMatchObject({ kind: 'unparseable' });
  });
});

describe('synthetic: an advertisement after a credit neither silences it nor makes it a notice', () => {
  const TRAILERS = [
    'Download the bank app to win exciting rewards!',
    'Offer: flat 10% cashback on FASTag recharge. T&C apply.',
    'Check balance and get up to 10% off on recharges in the app.',
    'Get a pre-approved personal loan in 10 seconds, apply now at bank.in/pl',
    // The advertised amount is no second amount of the transaction.
    'Avl Bal Rs 12,345.00. Get a personal loan up to Rs 5,00,000, apply now at bank.in/pl',
  ];
  test.each(TRAILERS)('%s', (trailer) => {
    const template = `{amt} credited to your A/c XX1234 on {date} by UPI Ref ${RRN}. ${trailer}`;
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', { rrn: RRN, account: '1234' })).toEqual([]);
  });

  test.each([
    // The sentence after the credit says what the money is, and advertises nothing: it is cashback.
    'Rs 50 credited to your a/c XX1234 on 21-11-26. Enjoy this cashback! Get more offers in the app.',
    // Nothing names a transaction (no account digits, date or reference): an offer through and through.
    'Get Rs 5,00,000 credited to your account instantly. Apply now at bank.in/pl',
    'Rs.5,00,000 credited to your account in 10 seconds! Apply now: bank.in/pl',
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).toBe('ignored');
  });
});

describe('synthetic: an alert in Hindi', () => {
  // Made-up wordings in the shapes Hindi alerts take (account, amount, then the verb): "आपके खाते XX1234
  // में" in your account, "से" from, "जमा किए गए" were credited, "उपलब्ध शेष" available balance.
  test.each([
    'प्रिय ग्राहक, आपके खाते XX1234 में {date} को {amt} जमा किए गए। UPI Ref 632514878275 -SBI',
    'आपके खाता सं. XXXXXXXX1234 में दिनांक {date} को {amt} जमा किए गए। संदर्भ सं. 632514878275। उपलब्ध शेष रु 10,000.00 है',
    '{amt} आपके खाता XX1234 में UPI द्वारा जमा किया गया है (UPI Ref No 632514878275). कुल शेष रु.10000.00',
    'खाता XX1234 में {date} को {amt} क्रेडिट हुए। IMPS Ref 632514878275',
    'आपल्या खात्यात XX1234 {date} रोजी {amt} जमा झाले. UPI Ref 632514878275',
  ])('a credit, read exactly: %s', (template) => {
    const want = { rrn: RRN, account: '1234' };
    expect(missesInEveryAmountStyle(template, 'VM-SBIUPI', want)).toEqual([]);
    // The same in Hindi's own currency marks.
    for (const [mark, paise] of [
      ['रु 1,500.00', 150_000],
      ['रु.1500', 150_000],
      ['रू. 1500.50', 150_050],
      ['रुपये 1500', 150_000],
    ] as const) {
      const body = template.replace('{amt}', mark).replace('{date}', '21-11-2026');
      const r = read(body);
      expect([body, r.kind === 'read' && r.reading]).toEqual([
        body,
        expect.objectContaining({ kind: 'credit', amountPaise: paise, rrn: RRN, accountDigits: '1234' }),
      ]);
    }
  });
  test('a Hindi credit turned around ("से" from your account, a debit word) is never a credit', () => {
    const credits = [
      'आपके खाते XX1234 में 21-11-26 को रु 500.00 जमा किए गए। UPI Ref 632514878275',
      'खाता XX1234 में रु 500.00 क्रेडिट हुए। UPI Ref 632514878275',
      'आपके खाता XX1234 में ravi@oksbi से ₹500 प्राप्त हुए',
    ];
    for (const body of credits) {
      expect(outcomeOf(read(body))).toBe('credit');
      for (const turned of [
        body.replace('में', 'से'),
        body.replace(/जमा|क्रेडिट|प्राप्त/, 'डेबिट'),
        body.replace(/जमा|क्रेडिट|प्राप्त/, 'नामे'),
        body.replace(/जमा किए गए|क्रेडिट हुए|प्राप्त हुए/, 'जमा किए जाएंगे'),
        // The balance before the amount, no other amount: no transaction amount at all.
        body.replace(/(रु|₹) ?500(\.00)?/, 'उपलब्ध शेष रु 500.00'),
      ])
        expect([turned, outcomeOf(read(turned))]).not.toEqual([turned, 'credit']);
    }
  });
  test('the payer handle "से" (from), the seller\'s own "पर" (on)', () => {
    const r = read('आपके खाते XX1234 से जुड़े VPA shop@sbi पर ravi@oksbi से ₹500 प्राप्त हुए। संदर्भ सं. 632514878275');
    expect(r.kind === 'read' && r.reading).toEqual({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      payerVpa: 'ravi@oksbi',
      accountDigits: '1234',
    });
  });
  test.each([
    // Money out of your account, however the rest reads.
    ['आपके खाते XX1234 से रु 500.00 डेबिट किए गए। -SBI', 'debit'],
    ['आपके खाते XX1234 से रु 500.00 RAVI के खाते में जमा किए गए', 'debit'],
    ['आपके खाते XX1234 से रु 500.00 की निकासी की गई', 'debit'],
    // Not moved (yet), or no payer's money: interest, a deposit's maturity, a card, a balance.
    ['आपके खाते XX1234 में रु 500.00 जमा किए जाएंगे', 'ignored'],
    ['आपके खाते XX1234 में रु 500.00 जमा नहीं हो सके', 'ignored'],
    ['कृपया अपने खाते XX1234 में रु 500.00 जमा करें', 'ignored'],
    ['आपके खाते XX1234 में ब्याज रु 50.00 जमा किया गया', 'ignored'],
    ['आपके खाते XX1234 में रिफंड रु 50.00 जमा किया गया', 'ignored'],
    ['आपके खाते XX1234 में रु 500.00 की सावधि जमा परिपक्व हुई', 'ignored'],
    ['आपके क्रेडिट कार्ड XX1234 में रु 500 जमा किए गए', 'ignored'],
    ['आपके खाते XX1234 में जमा राशि रु 1,000.00 है', 'ignored'],
    ['आपका OTP 123456 है। इसे किसी से साझा न करें', 'ignored'],
    // Unsure: someone else's account, no account of yours, two directions, a handle paid, a loan offer.
    ['RAVI के खाते XX9999 में रु 500 जमा किए गए', 'unparsed'],
    ['आपको RAVI से ₹500 प्राप्त हुए', 'unparsed'],
    ['आपके खाते XX1234 में रु 500 जमा किए गए और खाते XX5678 से रु 500 नामे', 'unparsed'],
    ['आपके खाते XX1234 में रु 500 जमा किए गए, ravi@oksbi को', 'unparsed'],
    ['आपके खाते XX1234 में रु 500.00 जमा किए गए। ₹5 लाख तक का लोन पाएं, अभी आवेदन करें', 'unparsed'],
    ['Rs 500 credited to your a/c XX1234. आपके खाते से रु 500 डेबिट', 'unparsed'],
    ['आपके खाते XX1234 में रु 500.00 और रु 700.00 जमा किए गए', 'unparsed'],
  ])('%s: %s', (body, outcome) => {
    expect(outcomeOf(read(body))).toBe(outcome);
  });
  test('a trailer of security advice ("never share your debit card details") leaves the credit a credit', () => {
    const body =
      'आपके खाते XX1234 में रु 500.00 जमा किए गए। यदि आपने यह लेनदेन नहीं किया है तो 1800111109 पर संपर्क करें। कभी भी अपना डेबिट कार्ड विवरण साझा न करें';
    expect(outcomeOf(read(body))).toBe('credit');
  });
});

describe('synthetic: paid or sent to your account by a payer named after "by"', () => {
  test.each([
    ['{amt} paid to your a/c XX1234 by RAVI KUMAR on {date}. UPI Ref 632514878275', undefined],
    ['{amt} sent to your A/c XX1234 by ravi.k@oksbi on {date} (UPI Ref 632514878275)', 'ravi.k@oksbi'],
  ])('%s: a credit', (template, vpa) => {
    const want = { rrn: RRN, account: '1234', vpa };
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', want)).toEqual([]);
  });
  // No payer named, but paid into an account of yours the bank names by its digits (was a debit: a
  // payment lost in silence).
  test.each([
    '{amt} paid to your a/c XX1234 by UPI on {date}. UPI Ref 632514878275',
    '{amt} sent to your HDFC Bank Savings A/c no. XXXX1234 via IMPS on {date}. IMPS Ref 632514878275',
  ])('%s: a credit, no payer', (template) => {
    const want = { rrn: RRN, account: '1234', vpa: undefined };
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', want)).toEqual([]);
  });
  test.each([
    'You have paid Rs 500 to your a/c XX1234 on 21-11-26',
    'Rs 500 paid to your BESCOM account XX1234 on 21-11-26',
    'Rs 500 sent to your a/c XX1234 from your a/c XX5678 on 21-11-26',
    'Rs 500 paid to your Credit Card XX1234 by UPI on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).not.toBe('credit');
  });
  test('"We" (the bank) is no payer\'s name', () => {
    const r = read('We have paid Rs 500 to your a/c XX1234 on 21-11-26', 'VM-HDFCBK');
    expect(r.kind === 'read' && r.reading).not.toHaveProperty('payerName');
  });
  test.each([
    // A bill paid: no account digits of yours, and "by UPI" names no payer.
    'Rs 500 paid to your BESCOM account by UPI on 21-11-26',
    'Rs 500 sent from your a/c XX1234 to ravi.k@oksbi on 21-11-26. UPI Ref 632514878275',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).not.toBe('credit');
  });
});

describe("synthetic: 'Credit of <amount> to your A/c' opening the message", () => {
  test('a credit in every amount style', () => {
    const template = `Credit of {amt} to your A/C XX1234 on {date} by UPI/${RRN}/RAVI KUMAR. Available Bal Rs.1,000.00`;
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', { rrn: RRN, account: '1234' })).toEqual([]);
  });
  test.each([
    'Credit of Rs 5,00,000 to your account in 10 seconds! Apply now',
    'Credit of Rs 500 to card XX1234 on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).not.toBe('credit');
  });
});

describe("synthetic: 'you got' and a payer who 'has transferred' an amount to your account", () => {
  test.each([
    ['Hi, you got {amt} from ravi.k@oksbi in a/c XX1234 on {date}. UPI Ref 632514878275', 'ravi.k@oksbi'],
    ['RAVI KUMAR has transferred {amt} to your A/c XX1234 on {date}. IMPS Ref 632514878275', undefined],
  ])('%s: a credit', (template, vpa) => {
    const want = { rrn: RRN, account: '1234', vpa };
    expect(missesInEveryAmountStyle(template, 'VM-CANBNK', want)).toEqual([]);
  });
  test.each([
    'You got cashback of Rs 50 in a/c XX1234',
    'Rs 500 got debited from your a/c XX1234 on 21-11-26',
    'You have transferred Rs 500.00 to A/c XX9999 of RAVI KUMAR on 21-11-26. IMPS Ref 632514878275',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-CANBNK'))).not.toBe('credit');
  });
});

describe('synthetic: an IMPS narration with spaced slots', () => {
  test('For IMPS -<code>- <rrn>: the RRN when its day fits', () => {
    const template = `Received!\nINR {amt} in Bank A/c xx1234\nOn {date}\nFor IMPS -RKPL- ${RRN}\nAvl bal INR 1,000.00`;
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', { rrn: RRN, account: '1234' })).toEqual([]);
  });
  test('a number whose day does not fit is no RRN; one a digit short is unreadable', () => {
    const body = (ref: string) =>
      `Received!\nINR 2,450.00 in Bank A/c xx1234\nOn 21-11-26\nFor IMPS -RKPL- ${ref}\nAvl bal INR 1,000.00`;
    const other = read(body('612514878275'), 'VM-HDFCBK');
    expect(other.kind === 'read' && other.reading).toMatchObject({ kind: 'credit', amountPaise: 245_000 });
    expect(other.kind === 'read' && other.reading).not.toHaveProperty('rrn');
    expect(outcomeOf(read(body('63251487827'), 'VM-HDFCBK'))).toBe('unparsed');
  });
});

describe('synthetic: a date printed without its year is placed by the receipt', () => {
  // RECEIVED is 21 November 2026, 14:05 India time.
  test.each([
    ['on 21/11 at 14:03', '2026-11-21', Date.parse('2026-11-21T14:03:00+05:30') / 1000],
    ['Dt:21-11 14:03:41', '2026-11-21', Date.parse('2026-11-21T14:03:41+05:30') / 1000],
    ['on 21-Nov 14:03', '2026-11-21', Date.parse('2026-11-21T14:03:00+05:30') / 1000],
    ['on 11/21 2:03 PM', '2026-11-21', Date.parse('2026-11-21T14:03:00+05:30') / 1000],
    // A day after the receipt is the phone's clock behind; two days after is last year's.
    ['on 22/11', '2026-11-22', undefined],
    ['on 25/12', '2025-12-25', undefined],
    ['on 20/11', '2026-11-20', undefined],
  ])('%s: stated %s', (when, statedDate, statedAt) => {
    const r = read(`Rs 500.00 credited to your a/c XX1234 ${when}. UPI Ref ${RRN}`);
    const credit = r.kind === 'read' ? r.reading : undefined;
    expect(credit).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN, statedDate });
    if (statedAt !== undefined) expect(credit).toMatchObject({ statedAt });
  });
  test.each(['on 31/11', 'on 21-11-'])('%s: no such day, or cut off: unparseable', (when) => {
    expect(outcomeOf(read(`Rs 500.00 credited to your a/c XX1234 ${when}`))).toBe('unparsed');
  });
  test('two numbers with no date announced are no date', () => {
    const r = read(`Rs 500.00 credited to your a/c XX1234 ref 21/11. UPI Ref ${RRN}`);
    expect(r.kind === 'read' && r.reading).not.toHaveProperty('statedDate');
  });
});

describe('synthetic: an amount the digits alone do not give is never read short', () => {
  test.each([
    'Received Rs 1 ,500.00 in your a/c XX1234 from ravi@oksbi on 21-11-26. UPI Ref 632514878275',
    'Received Rs 1, 500 in your a/c XX1234 from ravi@oksbi on 21-11-26. UPI Ref 632514878275',
    'Rs.1.5 lakh credited to your A/c XX1234 on 21-11-26 by RTGS from OMKAR BUILDERS',
    'Your A/c XX1234 credited by Rs.2.5K on 21Nov26 transfer from OM Ref No 632514878275',
    'An amount of INR 2 Lac has been credited to XXX1234 on 21/11/2026 by Sender OMKAR BUILDERS',
    'INR 1 crore credited to your a/c XX1234 on 21-11-26',
  ])('%s: unparseable', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test.each([
    ['Rs 500, credited to a/c XX1234 on 21-11-26. UPI Ref 632514878275', 50_000],
    ['Ac XX1234 Credited with Rs.2150.00,21-11-2026 15:13:02. Aval Bal Rs 7468.42 CR', 215_000],
    ['Rs 500 credited to a/c XX1234 on 21-11-26. Avl Bal Rs 1.5 lakh', 50_000],
  ])('%s: a comma after the amount, a balance in lakhs: read', (body, paise) => {
    const r = read(body);
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe('synthetic: promotions, warnings and surveys that say "credited"', () => {
  test.each([
    // TRAI's promotional category: never a transaction alert, whatever it says.
    ['AD-HDFCBK-P', 'Rs 500.00 credited to your a/c XX1234 on 21-11-26. UPI Ref 632514878275'],
    // A question about a credit, or a credit someone claims: no money moved.
    [
      'VM-HDFCBK',
      'Got an SMS saying Rs.10,000 credited to your a/c from an unknown number? Check your balance',
    ],
    ['VM-KOTAKB', 'Salary credited? Start a SIP of Rs.500 today and watch it grow! Tap kotak.com/sip'],
    ['VM-PNBSMS', 'If someone says Rs.5000 has been credited by mistake, verify with your branch. -PNB'],
    [
      'VM-FEDBNK',
      'Was the Rs.4,200.00 credited to your A/c XX1234 on 21-11-2026 received on time? Rate us: fedbk.in/rate',
    ],
  ])('%s %s: silent', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('ignored');
  });
  test('a trailer\'s question ("Not you?") asks nothing of the credit', () => {
    const body = 'Rs 500.00 credited to a/c XX1234 on 21-11-26 from RAVI Not you? Call 18001234567';
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).toBe('credit');
  });
});

describe("synthetic: pending credits and the state's benefits are no payment", () => {
  test.each([
    'Your IMPS credit of INR 3,000.00 to A/c XX1234 from SURESH is pending confirmation from the remitter bank. Ref 632514878275',
    'Credit of Rs.2,000.00 to your HDFC Bank A/c XX1234 from RAVI KUMAR is under process. Ref 632514878275',
    'IMPS credit of Rs.6,000.00 to your A/c X1234 from NITIN is in process. It will reflect shortly. Ref 632514878275',
    'UPI credit of Rs 700.00 to Acct XX1234 from kavya@okaxis is being processed. UPI:632514878275',
    'INR 9,000.00 received in A/c no. XX1234 from RAHUL TRADERS is held for verification and not yet available. Ref 632514878275',
    'Your A/C XXXXX1234 Credited INR 1,500.00 on 21/11/26 -APBS CREDIT MMLBY. Avl Bal INR 1,36,710.55',
    'An amount of INR 2,000.00 has been credited to XXX1234 on 21/11/2026 towards PFMS by Sender PM KISAN SAMMAN NIDHI',
    'A/c *1234 Credited for Rs:1,250.00 on 21-11-2026 11:01:12 by NACH-APB-LADLI BEHNA YOJANA Avl Bal Rs:16,480.00',
    'Rs.4,520.00 credited in A/c XX1234 on 21-11-2026 towards MGNREGA wages.',
    'Rs 411.00 credited to your A/c XX1234 on 21-11-2026. Info: FD INT XX3344. Bal: Rs 17,223.00',
    'Rs.20,000.00 credited to your A/c X1234 on 21-11-26 by sweep-in from ActivMoney FD. Bal Rs.45,000.00',
    'Cheque No.001234 for Rs.25,000.00 deposited in A/c XX1234 sent for clearing on 21-11-2026.',
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
});

describe('synthetic: a trailer of advice after a credit named by its reference or payer', () => {
  test.each([
    'Not you? Call 18002586161 to report & get the amount refunded.',
    'For failed txns, refunds are auto-credited in 48 hrs.',
    'Earn cashback on your next UPI payment!',
    'Check interest rates on FD at bank.in',
    'Pay your credit card bill on time to avoid charges.',
    'Dispute? Raise a chargeback request in the app.',
    'Set up AutoPay for your bills with UPI Mandate',
    'Reward points will be credited at month end.',
    'Wrong credit? Report to the bank for reversal',
    'If money is debited without your consent, call 1930.',
  ])('%s: the credit is read', (trailer) => {
    const template = `{amt} credited to your A/c XX1234 on {date} from ravi@oksbi. UPI Ref ${RRN}. ${trailer}`;
    expect(missesInEveryAmountStyle(template, 'VM-HDFCBK', { rrn: RRN, account: '1234' })).toEqual([]);
  });
  test.each([
    // Nothing of a payer named: the advice may be what the money is.
    'Rs 50 credited to your a/c XX1234 on 21-11-26. Check your cashback in the app.',
    // Advice carrying an amount is no trailer.
    `Rs 500 credited to a/c XX1234 from ravi@oksbi. UPI Ref ${RRN}. For refund of Rs 500 call 1800.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).not.toBe('credit');
  });
});

describe('synthetic: redteam batch 3, never a credit', () => {
  test.each([
    // What the money is, in the bank's words: reimbursed, waived, compensated, an adjustment, a scheme.
    'INR 500.00 credited to A/c no. XX1234 on 21-11-26. Info- NEFT/REIMBURSEMENT/UTIBN62026112100123.',
    'INR 500.00 credited to A/c no. XX1234 on 21-11-26. Info- NEFT/WELCOME OFFER/UTIBN62026112100123.',
    'INR 500.00 credited to A/c no. XX1234 on 21-11-26. Info- NEFT/GRUHA LAKSHMI/UTIBN62026112100123.',
    'INR 500.00 credited to A/c no. XX1234 on 21-11-26 towards charges waiver. Avl Bal INR 12,000.00',
    'Rs.10,000.00 invested in FD XX3344 from A/c XX1234 on 21-11-26. FD credited successfully.',
    `Acct XX1234 is credited with Rs 10,000.00 on 21-Nov-26 from MEERA SHARMA. UPI:${RRN}. Transfer between your own accounts.`,
    // Someone named between the amount and "credited" got it.
    'NEFT: Rs.5,000.00 to RAVI TRADERS credited on 21-11-26. UTR SBIN426325770002. Debited from A/c XX1234',
    // The payer's handle says refund.
    `Rs.1299.00 Credited to A/c ...1234 thru UPI/${RRN} by amazonrefunds@apl. Total Bal:Rs.17,009.00CR.`,
    // The only amount is labelled a balance after it, or a charge.
    `A/c XX1234 credited on 21-11-26 via UPI/P2A/${RRN}/RAVI. INR 12,345.00 Avl Bal`,
    `Acct XX1234 is credited on 21-Nov-26 from OM. UPI:${RRN}. Rs 51,760.00 available now.`,
    `Your A/C XX1234 credited on 21-11-26 by IMPS Ref ${RRN} from RAVI. Avl Bal INR 1,34,210.55. INR 5.90 charges waived.`,
    // Nothing of a transaction named: an advertisement as likely.
    'Your salary is credited! Now park Rs.10,000 in an FD at 7.25% p.a. Open in 2 mins: axbk.io/fd',
    // Hindi: a scheme's money, a warning.
    'आपके खाते ...1234 में लाड़ली बहना योजना के रु.1,250.00 जमा किए गए। कुल शेष रु.16,160.00',
    'माझी लाडकी बहीण योजनेचे रु.1,500 आपल्या खात्यात ...1234 मध्ये जमा झाले.',
    'सावधान! यदि कोई कहे कि गलती से आपके खाते में ₹5,000 जमा हो गए हैं और पैसे लौटाने को कहे, तो पहले अपना बैलेंस जांचें।',
  ])('%s', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    // A balance labelled after its amount, ahead of the credit: the credit's amount, never the balance.
    [`INR 12,345.00 Avl Bal. INR 500.00 credited to A/c XX1234 on 21-11-26 via UPI/P2A/${RRN}/RAVI.`, 50_000],
    [
      `Rs.16,032.10 is your available balance. Rs.500.00 credited to A/c XX1234 on 21-11-26 (UPI ${RRN})`,
      50_000,
    ],
    [
      `Rs.45,000.00 (Avl Bal) after Rs.500.00 received in your AC X1234 from om@ybl on 21-11-26. UPI Ref:${RRN}`,
      50_000,
    ],
    [`Rs 500 credited to a/c XX1234 on 21-11-26 Avl Bal Rs 1,000. UPI Ref ${RRN}`, 50_000],
    // Doubled spaces in a month-first date.
    ['Meera,  SHARMA TEXTILES  has sent INR 500.00 to you.  Mode:NEFT |  November  21,  2026', 50_000],
  ])("%s: the credit's amount", (body, paise) => {
    const r = read(body);
    expect([body, r.kind === 'read' && r.reading]).toEqual([
      body,
      expect.objectContaining({ kind: 'credit', amountPaise: paise }),
    ]);
  });
});

describe('synthetic: round 5 shapes, in general', () => {
  test('a mask parted from its digits by a space is the account ("A/c No xx 1234")', () => {
    const r = read(
      `Your A/c No xx 1234 credited by INR 1,694.00 on 21-NOV-2026 with UPI RRN ${RRN}. A/c Bal is INR 62,049.15 CR`,
    );
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', accountDigits: '1234', rrn: RRN });
  });
  test("HDFC's fund transfer names the remitter after the account credited", () => {
    const r = read(
      'Update! INR 3,500.00 deposited in HDFC Bank A/c XX1234 on 21-NOV-26 for FT- MEERA IYER-XXXXXXXXXX1234 - RAVI SHANKAR.Avl bal INR 41,233.82.',
      'VM-HDFCBK',
    );
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', payerName: 'RAVI SHANKAR' });
  });
  test.each([
    `Acct XX1234 is credited with Rs 20.00 on 21-Nov-26 from NPCI BHIM. UPI:${RRN}-ICICI Bank.`,
    'आपके खाते XX1234 में 21-11-26 को रु.500.00 हप्ता जमा किए गए।',
  ])("NPCI's incentive, a scheme's instalment: never a credit: %s", (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe('synthetic: redteam F10-F12, never a credit', () => {
  test.each([
    // Money sent, the payee "credited".
    `Payment of Rs.1,250.00 to ravi@ybl is successful and credited on 21-11-26. A/c XX1234. Ref ${RRN}`,
    `Payment of Rs.1,250.00 to M/S SHARMA TRADERS is successful and credited on 21-11-26. A/c XX1234. Ref ${RRN}`,
    `Transfer of Rs.1,250.00 to RAVI KUMAR (A/c XX9911) credited on 21-11-26. Debited from A/c XX1234. Ref ${RRN}`,
    `Transfer of Rs.1,250.00 to A/c XX9911 credited on 21-11-26. Debited from A/c XX1234. Ref ${RRN}`,
    `You have transferred Rs.1,250.00 to ravi@ybl. Amount credited on 21-11-26. A/c XX1234. Ref ${RRN}`,
    `You have transferred Rs.1,250.00 to beneficiary RAVI. Amount credited on 21-11-26. A/c X1234. Ref ${RRN}`,
    // Sweeps, refund and cashback codes.
    `Sweep-in of Rs.1,250.00 credited to your A/c XX1234 on 21-11-26. Ref ${RRN}`,
    `Your A/c XX1234 is credited with Rs.1,250.00 on 21-11-26 (Sweep-in). Ref ${RRN}`,
    `Rs.1,250.00 credited to your A/c XX1234 on 21-11-26. Info: SWEEP/${RRN}`,
    `Rs.1,250.00 credited to your A/c XX1234 on 21-11-26. Info: RFND/${RRN}`,
    `A/c XX1234 Cr Rs.1,250.00 on 21-11-26 UPI RFND-${RRN}`,
    `Rs.1,250.00 credited to your A/c XX1234 on 21-11-26. Info: UPI CB/${RRN}`,
    // Settled later: not in the account yet.
    `Your UPI ID shop.mehta@axl received a payment of INR 450.00 from ravi@ybl on 21-11-26. UPI Ref ${RRN}. Amount will be credited to A/c no. XX1234 by next working day`,
    `Dear Merchant, Rs 560.00 received from ravi@ybl via UPI QR on 21-Nov-26 14:05. RRN: ${RRN}. It will be settled to your Acct XX1234 in T+1.`,
  ])('%s', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    // NPCI's form: "your" account credited, the payer's debited.
    `Your a/c no. XXXXXXXX1234 is credited for Rs.3000.00 on 21-11-2026 and debited from a/c no. XXXXXXXX6724 (UPI Ref no ${RRN})`,
    // A balance named "Sweep in balance" in a trailer.
    `Your a/c XXXX1234 CREDITED with INR 15,000.00 on 21/11/2026. UPI Ref ${RRN}. Sweep in balance excluding the above is INR 0.00`,
    // Payment of an amount to your account.
    `Payment of Rs.1,250.00 to your A/c XX1234 received from ravi@ybl on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: a credit', (body) => {
    expect(outcomeOf(read(body))).toBe('credit');
  });
});

describe('synthetic: redteam S1-S7, credits once lost in silence', () => {
  test.each([
    // The noun or a field's value.
    `Credit Alert: {amt} to HDFC Bank A/c XX1234 on {date} from VPA zoya@okaxis (UPI ${RRN})`,
    `StanChart: Credit of {amt} to a/c XX1234 on {date}. Mode: IMPS. Ref No: ${RRN}. Remitter: ANIL SHAH.`,
    `IPPB: CREDIT | {amt} | A/c X1234 | {date} | UPI Ref ${RRN} | From MOHAN LAL`,
    `Transaction Alert\nA/c: XXXXXX1234\nAmount: {amt}\nType: Credit\nMode: UPI\nRef: ${RRN}\nDate: {date}`,
    `Deposit of {amt} in your A/c XX1234 on {date} via IMPS from ZOYA KHAN. IMPS Ref ${RRN}`,
    `A credit of {amt} has been made to your ICICI Bank account ending 1234 on {date} via IMPS from RAVI. Ref ${RRN}.`,
    `Avl Bal INR 31,420.50 after credit of {amt} to your A/c XXX1234 on {date} by UPI Ref ${RRN} from anu.r@oksbi`,
    `A/C XXXXX1234 Credit {amt} on {date} by IMPS/${RRN}/RAVI. Avl Bal INR 1,39,210.55`,
    `Your Account XXXXX1234 had a credit DEPOSIT TRANSFER transaction of {amt} on {date}. UPI Ref ${RRN}`,
    `Incoming UPI payment of {amt} from ravi@ybl successful. A/c XX1234, {date}, UPI Ref ${RRN}`,
    // Moved from someone not you into your account.
    `{amt} transferred from A/c XX8890 of RAVI to your A/c XX1234 on {date}. IMPS Ref ${RRN}`,
    `{amt} transferred from ravi@ybl to your A/c X1234 on {date}. UPI Ref ${RRN}`,
    `RAVI KUMAR transferred {amt} from his A/c XX8890 to your A/c XX1234 on {date}. IMPS Ref ${RRN}`,
    `{amt} sent by RAVI KUMAR to your HDFC Bank A/c XX1234 on {date}. IMPS Ref ${RRN}`,
    `Received {amt} in A/c XX1234 from A/c XX9911 of RAVI KUMAR on {date}. UPI Ref ${RRN}`,
    `{amt} has landed in your CSB Bank A/c XX1234 from ravi@ybl on {date}. UPI Ref: ${RRN}`,
    // CR right after the transaction's amount.
    `A/c XX1234: UPI/${RRN}/RAVI KUMAR {amt} CR on {date}. Clear Bal Rs.12,585.67 CR`,
    // A bank's initials before "A/c", a cross-sell tail, the payer's RuPay credit card.
    `{amt} credited to UBI A/c XX1234 on {date} by UPI from ravi@ybl. UPI Ref ${RRN}`,
    `{amt} credited to PPBL A/c XX1234 on {date} by UPI from ravi@ybl. UPI Ref ${RRN}`,
    `Acct XX1234 is credited with {amt} on {date} from OM. UPI:${RRN}. Pre-approved Insta Loan waiting for you, tap icici.co/IL`,
    `Received {amt} in your AC X1234 from om@ybl on {date}.UPI Ref:${RRN}. Need funds? Personal Loan at 10.99% on the app.`,
    `{amt} credited to HDFC Bank A/c XX1234 on {date} from VPA ravi@ybl via RuPay Credit Card on UPI (UPI ${RRN})`,
  ])('%s', (template) => {
    // (A template naming the account's bank is read from that bank's own header: another bank's account than
    // the sender's is unsure since round 12.)
    const sender =
      [
        ['ICICI Bank', 'VM-ICICIB'],
        ['CSB Bank', 'VM-CSBBNK'],
        ['UBI A/c', 'VM-UNIONB'],
        ['PPBL A/c', 'VM-PAYTMB'],
      ].find(([name]) => template.includes(name ?? ''))?.[1] ?? 'VM-HDFCBK';
    expect(missesInEveryAmountStyle(template, sender, { rrn: RRN, account: '1234' })).toEqual([]);
  });
  test.each([
    // The noun of no money moved, or of a product, or not opening anything.
    'Credit limit of Rs 50,000 on your card XX1234 is now active.',
    'Credit Score alert: your score is 780. Check it at bank.in',
    'Get instant credit of Rs 5,00,000 to your account XX1234. Apply now',
    'Fixed Deposit of Rs 50,000 in your A/c XX1234 booked on 21-11-26',
    'Minimum deposit of Rs 500 in A/c XX1234 required by 30-11-26',
    `Rs.650.00 transferred from your A/c XX1111 to your A/c X1234 on 21-11-26. UPI Ref ${RRN}`,
    'You have transferred Rs.650.00 from A/c XX1111 to your A/c X1234 on 21-11-26.',
    'Cheque deposits in A/C XX1234 are subject to clearing. Rs 500 on hold.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).not.toBe('credit');
  });
});

describe("synthetic: the redteam's generated sweeps (sweep and cashback codes, pending, products paid)", () => {
  test.each([
    'Sweep-in: Rs.1,250.00 credited to A/c XX1234 on 21-11-26',
    'Dear Customer, sweep-in amount Rs.1,250.00 has been credited in A/c XX1234 on 21-11-26.',
    `A/c XX1234 Cr Rs.1,250.00 on 21-11-26 SWEEP-${RRN}`,
    'Rs.1,250.00 credited to A/c XX1234 on 21-11-26 by SWEEP. Bal Rs.12,000.00',
    `Rs.1,250.00 credited to your A/c XX1234 on 21-11-26. Info: CB/${RRN}`,
    `Your A/c XX1234 credited Rs.1,250.00 on 21-11-26 -CB ${RRN}. Avl Bal Rs.12,000.00`,
    `Payment of Rs.1,250.00 to Paytm Wallet is successful and credited on 21-11-26. A/c XX1234. Ref ${RRN}`,
    `Credit Alert!\nRs.860.00 credit pending to HDFC Bank A/c XX1234 on 21-11-26 from VPA meena.k@okicici (UPI ${RRN})`,
    `A/c XX1234 will be credited INR 650.00 Dt 21-11-26 14:02:19 thru UPI:${RRN}. / खाता XX1234 में INR 650.00 जमा, दि. 21-11-26`,
    'आपके खाते XX1234 में 21-11-26 को रु 500 लंबित राशि जमा किए गए। -SBI',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe('synthetic: redteam F13, F14, S5', () => {
  test.each([
    `Credit: INR 500.00 to your A/c no. XX1234 will be made on 27-11-26 against UPI Ref ${RRN}`,
    `Credit: INR 500.00 to your A/c XXX1234 (pending) from ravi@ybl, UPI Ref ${RRN}`,
    // A request not (yet) paid.
    `Collect request of Rs.500.00 from ravi@ybl to your A/c XX1234 received on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    // The seller's collect request, paid.
    `Your collect request of Rs.500.00 to ravi@ybl has been approved. Rs.500.00 credited to your HDFC Bank A/c XX1234 on 21-11-26. UPI Ref ${RRN}`,
    `ravi@ybl has paid your request of Rs.500.00. Amount credited to HDFC Bank A/c XX1234 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.500.00 received in HDFC Bank A/c XX1234 from ravi@ybl against your UPI collect request on 21-11-26. UPI Ref ${RRN}`,
    // "PENDING VERIFICATION" after a credit, "Pending dues … recovered": the credit stands.
    `Your A/C XXXXXXX1234 has been credited with INR 5,000.00 on 21/11/2026 14:05. New Bal: INR 17,580.00. Pending dues have been recovered. UPI Ref no ${RRN}`,
  ])('%s: a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK'))).toBe('credit');
  });
});

describe('synthetic: a time told by "hrs"', () => {
  test.each(['at 14.03 hrs', 'at 1403 hrs', 'at 14:03 Hrs.', 'at 1403 HRS'])('%s', (time) => {
    const r = read(`Rs 500.00 credited to your a/c XX1234 on 21-11-2026 ${time} by UPI Ref ${RRN}`);
    expect(r.kind === 'read' && r.reading).toMatchObject({
      kind: 'credit',
      statedAt: Date.parse('2026-11-21T14:03:00+05:30') / 1000,
      statedPrecision: 'minute',
    });
  });
  test('no such time: unparseable', () => {
    expect(outcomeOf(read(`Rs 500.00 credited to your a/c XX1234 on 21-11-2026 at 2503 hrs`))).toBe(
      'unparsed',
    );
  });
});

describe('synthetic: an alert in a script the reader has no words for', () => {
  test.each([
    'உங்கள் கணக்கு XX1234 இல் ரூ 500.00 வரவு வைக்கப்பட்டது',
    'আপনার অ্যাকাউন্ট XX1234 এ Rs 500.00 জমা হয়েছে',
  ])('with an amount and an account: unparseable, never silent: %s', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test('without them: silent', () => {
    expect(outcomeOf(read('ਤੁਹਾਡਾ OTP 123456 ਹੈ'))).toBe('ignored');
  });
});

describe('synthetic: a one-time password quoting a credit', () => {
  test.each([
    'OTP for UPI transaction of Rs 500 credited to A/c X1234 is 123456. Do not share.',
    '123456 is OTP for Rs 500 to be credited to A/c X1234.',
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
  test('a trailer "Never Share OTP/PIN" leaves the credit a credit', () => {
    const body = `A/c *1234 Credited for Rs:800.00 on 21-11-2026 14:05:33 by Mob Bk ref no ${RRN} Avl Bal Rs:10,000.00.Never Share OTP/PIN/CVV`;
    expect(outcomeOf(read(body, 'VM-UNIONB'))).toBe('credit');
  });
});

describe('synthetic: redteam F15, S3c', () => {
  test.each([
    ['VM-HDFCBK', 'Payment of Rs.5,000.00 credited to your CC XX1234 on 21-11-26. Thank you.'],
    [
      'VM-SBICRD',
      'Payment of Rs.3,000.00 credited to your SBI CC XX1234 on 21-11-26. Thank you for the payment.',
    ],
    ['VM-SBICRD', `Rs 500.00 credited to your a/c XX1234 on 21-11-26 by UPI Ref ${RRN}`],
  ])('%s %s: never a credit (a card)', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test('a cash-credit account ("CC A/C XX…") is an account', () => {
    const body = `Your CC A/C XXXXX1234 Credited INR 1,250.00 on 21/11/26 by UPI Ref ${RRN}`;
    expect(outcomeOf(read(body, 'VM-CBSSBI'))).toBe('credit');
  });
  test('an offer with an amount on "your next" payment after a credit: the credit stands', () => {
    const template = `{amt} credited to your A/c XX1234 on {date} by UPI from ravi@ybl, Ref No ${RRN}. Get Rs.50 cashback on your next bill payment via YONO. T&C`;
    expect(missesInEveryAmountStyle(template, 'VM-SBIUPI', { rrn: RRN, account: '1234' })).toEqual([]);
  });
});

describe('synthetic: redteam U3, credits the new rules had sent to operators', () => {
  test.each([
    `INR 500.00 credited to A/c no. XX1234 on 21-11-26 from promod.kumar@ybl. UPI Ref ${RRN}`,
    `Rs.700.00 credited to Axis Bank A/c XX1234 on 21-11-26 from VPA offerman.textiles@okaxis (UPI ${RRN})`,
    `INR 500.00 credited to A/c no. XX1234 on 21-11-26 towards IFT from RAVI. Ref ${RRN}`,
    `An amount of INR 4,500.00 has been credited to XXX1234 on 21/11/2026 towards Invoice 1123 by Sender SHARMA TRADERS. Ref ${RRN}`,
    `INR 5,000.00 balance payment received in A/c no. XX1234 on 21-11-26 from RAVI. UPI Ref ${RRN}`,
  ])('%s: a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-AXISBK'))).toBe('credit');
  });
  test.each([
    // "bonus" standing as a part of its own in a handle: a name, or a merchant's bonus; an operator looks.
    `Received Rs.250.00 in your AC X1234 from bonus.kumar98@ybl on 21-11-26.UPI Ref:${RRN}.`,
    `Rs.1299.00 Credited to A/c ...1234 thru UPI/${RRN} by amazonrefunds@apl.`,
    `Rs.1299.00 Credited to A/c ...1234 thru UPI/${RRN} by promo.deals@apl.`,
    'आपके खाते XX1234 से रु 500.00 डेबिट कर RAMESH के खाते में जमा किए गए, दि. 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-BOBTXN'))).not.toBe('credit');
  });
});

describe("synthetic: a refund's or a reward's handle paying is silent", () => {
  test.each([
    `Rs.1299.00 Credited to A/c ...1234 thru UPI/${RRN} by amazonrefunds@apl.`,
    `A/C *XX1234 credited Rs 25.00 from bhimcashback@icici. RRN:${RRN}. Avl Bal:3,151.11.`,
    `Received Rs.12.50 in your AC X1234 from cashback.paytm@paytm on 21-11-26.UPI Ref:${RRN}.`,
    `INR 40.00 credited to A/c no. XX1234 on 21-11-26 from rewards.cred@axisbank. UPI Ref ${RRN}`,
  ])('%s', (body) => {
    expect(outcomeOf(read(body, 'VM-BOBTXN'))).toBe('ignored');
  });
  test.each([
    // "bonus" as a part of its own may be a payer's name: an operator looks, as before.
    `Received Rs.250.00 in your AC X1234 from bonus.kumar98@ybl on 21-11-26.UPI Ref:${RRN}.`,
  ])('%s: an operator looks', (body) => {
    expect(outcomeOf(read(body, 'VM-BOBTXN'))).toBe('unparsed');
  });
});

describe("synthetic: the government's tax refunds and provident fund, an insurer's claim", () => {
  test.each([
    'Rs 500 credited to a/c XX1234 on 21-11-26 by CBDT',
    'Rs 500.00 credited to a/c XX1234 on 21-11-26 by NEFT from EPFO. UTR N123456789',
    'Rs 500 credited to a/c XX1234 on 21-11-26 for Claim settlement',
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
  test.each([
    // A government office buying is a payer; a trailer saying credits are subject to realisation moves nothing.
    'INR 25,000.00 credited to A/c no. XX1234 on 21-11-26 at 11:02:10 IST. Info- NEFT/SBIN426325500001/GOVT GIRLS HIGH SCHOOL.',
    `INR 3,000.00 credited to A/c no. XX1234 on 21-11-26 by IMPS from GOVT HOSPITAL CANTEEN. Ref ${RRN}`,
    `Rs.1,150.00 credited to HDFC Bank A/c XX1234 on 21-11-26 from VPA neha@okaxis (UPI ${RRN}). All credits are subject to realisation.`,
    // A date in the payer's own words is theirs.
    `Rs.500.00 credited to HDFC Bank A/c XX1234 from VPA ravi@ybl (UPI ${RRN}) on 21-11-26. Remarks: invoice dated 20/11/2026`,
    `Update! INR 500.00 deposited in HDFC Bank A/c XX1234 on 21-NOV-26 for UPI-RAVI-ravi@ybl-UTIB0001234-${RRN}-Inv dt 20/11.Avl bal INR 12,990.10.`,
  ])('%s: a credit', (body) => {
    const r = read(body, 'VM-HDFCBK');
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
  });
});

describe('synthetic: probing unseen wordings (reader4, last round)', () => {
  test('a Hindi date cue ("दिनांक 21/11") places a yearless date', () => {
    const r = read('आपके बचत खाते XX1234 में दिनांक 21/11 को रु 500.00 प्राप्त हुए।');
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
  });
  test('"paid to your a/c … by you": the customer\'s own money, never a credit', () => {
    expect(outcomeOf(read('Rs 500 paid to your a/c XX1234 by you on 21-11-26'))).not.toBe('credit');
  });
});

describe("synthetic: Hindi's rupee word after the digits (redteam U6)", () => {
  test.each([
    [`आपके खाते XX1234 में 500.00 रुपये जमा किए गए। UPI संदर्भ ${RRN}`, 50_000],
    ['आपके खाते XX1234 में 1,250 रुपए जमा हुए, दि. 21-11-26', 125_000],
  ])('%s: the amount', (body, paise) => {
    const r = read(body, 'VM-UCOBNK');
    expect(r.kind === 'read' && r.reading).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
      accountDigits: '1234',
    });
  });
});

describe('synthetic: PFMS and cheques subject to realisation (redteam, 23:30)', () => {
  test.each([
    // PFMS pays the state's benefits and its purchases alike: an operator looks.
    ['INR 500.00 credited to A/c no. XX1234 on 21-11-26. Info- NEFT/PFMS/UTIBN62026112100123.', 'unparsed'],
    [
      'INR 48,000.00 credited to A/c no. XX1234 on 21-11-26 at 11:02:10 IST. Info- NEFT/GEM PAYMENT/PFMS/ORDER GEMC-511687712345.',
      'unparsed',
    ],
    [
      // (reader7, R7-20: a later sentence's non-payment words after a credit named by its UTR send it to an
      // operator, as PFMS alone does; never a credit.)
      'INR 1,500.00 credited to A/c no. XX1234 on 21-11-26. Info- NEFT/SBIN426325860005/PFMS. Benefit under state scheme.',
      'unparsed',
    ],
    // Said of this credit: a notice.
    [
      'Cheque No 004512 for Rs.15,000.00 credited to your A/c XX1234 on 21-11-2026 subject to realisation.',
      'ignored',
    ],
  ])('%s: %s', (body, outcome) => {
    expect(outcomeOf(read(body))).toBe(outcome);
  });
});

describe("synthetic: dates that are not the credit's (redteam T3, T4, U7)", () => {
  test.each([
    `Rs.500.00 credited to HDFC Bank A/c XX1234 from VPA ravi@ybl (UPI ${RRN}). Remarks: rent for Oct dated 01/10`,
    `Rs.500.00 credited to HDFC Bank A/c XX1234 from VPA ravi@ybl (UPI ${RRN}). Note from payer: paid on 20/11 for order`,
    `Rs.500.00 credited to HDFC Bank A/c XX1234 from VPA ravi@ybl (UPI ${RRN}). Not you? Call us on 24/7 helpline 18002586161`,
  ])('%s: a credit with no stated date', (body) => {
    const r = read(body, 'VM-HDFCBK');
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', rrn: RRN });
    expect(r.kind === 'read' && r.reading).not.toHaveProperty('statedDate');
  });
  test('a 24/7 helpline beside the stated date', () => {
    const r = read(
      `Rs.500.00 credited to A/c XX1234 on 21-11-26 from VPA ravi@ybl (UPI ${RRN}). Call on 24/7 helpline 1800`,
    );
    expect(r.kind === 'read' && r.reading).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
  });
});
