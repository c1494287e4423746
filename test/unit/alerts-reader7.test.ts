// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader7
// worked on (issue 26, round 7): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { maskedShape } from '../../src/ingest/alerts/read.js';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-CUBANK');
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632514878275';

describe("a brand of digits after 'your' ('your 811 #DreamDifferent XX4433') names no account", () => {
  test.each([
    [
      'VM-KOTAKB-S',
      'Payment of Rs.5,000.00 credited to your 811 #DreamDifferent XX4433 on 21-11-26. Thank you.',
    ],
    ['VM-KOTAKB-S', `Rs.5,000.00 credited to your 811 XX4433 on 21-11-26 by UPI Ref ${RRN}.`],
    ['VM-HDFCBK-S', 'Rs.5,000.00 credited to your 360 Card XX4433 on 21-11-26.'],
    ['VM-ICICIB-S', 'Payment of Rs 5,000.00 received in your 99 Club XX4433 on 21-Nov-26.'],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    `Rs.500.00 credited to your 811 a/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}`,
    `Rs.500.00 credited to your Kotak 811 a/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}`,
    `Rs.500.00 credited to your 811 account XX4821 on 21-11-26 by UPI Ref ${RRN}`,
  ])("%s: an account's noun after the brand: the credit", (body) => {
    expect(reading(body, 'VM-KOTAKB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
});

describe("money into 'your <kind the grammar does not know> A/c' from an account named by digits alone", () => {
  // An escrow, locker, or other account of the customer's, filled from another account named only by its
  // digits: the customer's own transfer as likely as a payer's.
  test.each([
    'Rs 5,000.00 credited to your Escrow A/c XX9999 from A/c XX4821 on 21-11-26 -SBI',
    'Your Escrow A/c XX9999 is credited with Rs 5,000.00 on 21-11-26 by transfer from A/c XX4821 -SBI',
    'Rs 5,000.00 credited to your Locker A/c XX9999 from A/c XX4821 on 21-11-26 via IMPS',
    'Your Nominee A/c XX9999 credited with INR 5,000.00 on 21/11/26 from A/c XX4821.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
  test.each([
    'Rs 500.00 credited to your A/c XX4821 from A/c XX9999 on 21-11-26 -SBI',
    'Rs 500.00 credited to your Savings A/c XX4821 from A/c XX9999 on 21-11-26 -SBI',
    'Rs 500.00 credited to your SBI A/c XX4821 from A/c XX9999 on 21-11-26 -SBI',
    'Rs 500.00 credited to your Current A/c XX4821 from A/c XX9999 of RAVI KUMAR on 21-11-26',
  ])('%s: an account of a kind the grammar knows: the credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
});

describe("a credit line's limit enhanced, a broker's or platform's payout: no payer's payment", () => {
  test.each([
    [
      'VM-UCOBNK-S',
      'A/c XX4821 Credited with Rs.50000.00 on 21-11-2026 by OD/CC limit enhancement.Avl Bal Rs.60000.00.',
    ],
    [
      'VM-UCOBNK-S',
      'A/c XX4821 Credited with Rs.50000.00 on 21-11-2026 by OD LIMIT ENHANCEMENT.Avl Bal Rs.60000.00.',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for CC LIMIT ENHANCED of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
    [
      'VM-IDFCFB-S',
      'Your A/C XXXXXXX4821 is credited by INR 5,000.00 on 21/11/26. Info: ZERODHA BROKING LTD PAYOUT. Bal INR 15,000.00',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for NEFT CR-UPSTOX SECURITIES-PAYOUT.Avl bal INR 15,000.00.',
    ],
    [
      'VM-AXISBK-S',
      'INR 5,000.00 credited to A/c no. XX4821 on 21-11-26 at 10:15:30 IST. Info- NEFT/AMAZON SELLER PAYOUTS/UTIBN123 - Axis Bank',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test("an account's limit as a balance label beside a credit leaves it a credit", () => {
    const body = `Rs.500.00 credited to a/c XX4821 on 21-11-26 by a/c linked to VPA ravi@oksbi (UPI Ref No ${RRN}). Avl Bal Rs 10,500.00, OD Limit Rs 50,000.00`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe("'Never' opens advice only before what one is told never to do", () => {
  const base = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).Indian Bank.`;
  test.each([
    'Never mind the delay, this refund is for your order.',
    'Never before has a refund been so quick.',
    'Never late: your cashback is here.',
  ])('%s: never a credit', (trailer) => {
    expect(outcomeOf(read(`${base} ${trailer}`, 'VM-INDBNK-S'))).not.toBe('credit');
  });
  test.each([
    'Never share OTP for refund.',
    'Never disclose your PIN for any cashback or reward.',
    'Never respond to calls promising refund.',
  ])('%s: the credit', (trailer) => {
    expect(reading(`${base} ${trailer}`, 'VM-INDBNK-S')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
});

describe("a lien's field beside a credit ('Lien Amt Rs.0.00') states no lien on it", () => {
  test.each([
    [
      'VM-SIBSMS-S',
      `A/c XXXXXX4821 CREDIT:Rs.500.00 on 2026-11-21 10.15.30 from A/c linked to mobile XXXXX23274 IMPS Ref no ${RRN}. Lien Amt Rs.0.00 -South Indian Bank`,
    ],
    [
      'VM-SBIINB-S',
      `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Avl Bal Rs 10,500.00, Lien Amt Rs 0.00`,
    ],
    [
      'VM-CANBNK-S',
      `Your a/c XX4821 credited with INR 500.00 on 21/11/26 by IMPS, Ref No ${RRN}. Lien Amount: INR 0.00`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Lien Amt Rs 500.00`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Lien Amt Rs 200.00`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN} and marked under lien.`,
  ])('%s: a lien of some amount, or said of the credit: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe('field-style credits whose amount has no currency mark, or the mark after it', () => {
  test.each([
    [
      'VM-KOTAKB-S',
      `Txn Amount: 500.00\nAccount: XX4821\nType: Credit\nBalance: 10,500.00\nUPI Ref: ${RRN}\nDate: 21-11-2026`,
    ],
    [
      'VM-CANBNK-S',
      `Credit: 500.00 INR, A/c XXXX4821, 21/11/26, UPI:${RRN}, Bal: 10,500.00 INR -Canara Bank`,
    ],
    ['VM-CANBNK-S', `Credited with 500.00 INR to A/c XXXX4821 on 21/11/26, UPI:${RRN}, Bal: 10,500.00 INR`],
    [
      'VM-UNIONB-S',
      `A/c *4821 Amt Rs.500.00 CR Bal Rs.10500.00 CR 21-11-2026 UPI ref ${RRN} -Union Bank of India`,
    ],
    ['VM-SBIINB-S', `A/c XX4821 Txn Rs.500.00 CR, Bal Rs.10,500.00 CR, 21-11-26, UPI Ref ${RRN} -SBI`],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    ['VM-KOTAKB-S', `Txn Amount: 500.00\nAccount: XX4821\nType: Debit\nBalance: 10,500.00\nUPI Ref: ${RRN}`],
    ['VM-CANBNK-S', `Debit: 500.00 INR, A/c XXXX4821, 21/11/26, UPI:${RRN}, Bal: 10,500.00 INR`],
    ['VM-UNIONB-S', `A/c *4821 Amt Rs.500.00 DR Bal Rs.10500.00 CR 21-11-2026 UPI ref ${RRN}`],
    ['VM-UNIONB-S', `A/c *4821 Bal Rs.10500.00 CR as on 21-11-2026 -Union Bank of India`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
});

describe("a merchant's QR payment told as 'collected via UPI QR from <payer>' or 'received on your QR'", () => {
  test.each([
    [
      'VM-ICICIB-S',
      `ICICI Merchant: Rs 500.00 collected via UPI QR from ravi.k@oksbi on 21-Nov-26 in Acct XX821. RRN ${RRN}`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 collected from RAVI KUMAR via UPI QR into your A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-AXISBK-S',
      `Axis Pay: INR 500.00 payment received on your QR from RAVI KUMAR in A/c XX4821 on 21-11-26. RRN ${RRN}`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    ['VM-ICICIB-S', `EMI of Rs 500.00 collected from your a/c XX821 on 21-Nov-26 for Loan XX9876.`],
    ['VM-HDFCBK-S', `Rs.500.00 collected from your A/c XX4821 towards premium on 21-11-26.`],
    ['VM-SBIINB-S', `Rs 500.00 collected from A/c XX4821 on 21-11-26 towards EMI of loan XX9876.`],
    ['VM-HDFCBK-S', `Charges of Rs.500.00 collected from A/c XX4821 on 21-11-26.`],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 will be collected from RAVI KUMAR via UPI QR into your A/c XX4821 on 21-11-26.`,
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
});

describe("a later sentence about another product of the customer's, named by its digits, says nothing of the credit", () => {
  const base = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).Indian Bank.`;
  test.each([
    'Your FD XX1234 matures on 30-11-2026.',
    'Your RD XX1234 instalment is due on 05-12-2026.',
    'Loan A/c XX9876 interest rate revised w.e.f. 01-12-2026.',
  ])('%s: never silent', (trailer) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(`${base} ${trailer}`, 'VM-INDBNK-S')));
  });
  test.each([
    `Rs 500.00 credited to your FD XX1234 on 21-11-26 from A/c XX4821.`,
    `Rs.500.00 credited to a/c *4821 on 21/11/2026. Your FD XX1234 closed and proceeds credited.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-INDBNK-S'))).not.toBe('credit');
  });
});

describe('an amount without a mark right after the credit word, with one decimal (SBI\'s "credited by 500.0")', () => {
  test.each([
    `Dear UPI user A/C X4821 credited by 500.0 on date 21Nov26 trf from RAVI KUMAR Refno ${RRN}. If not u? call 1800111109. -SBI`,
    `A/c XX4821 credited with 500.0 on 21-11-26 by UPI Ref ${RRN}`,
    `Your A/c XX4821 is credited for 500.5 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    const r = reading(body, 'VM-SBIUPI');
    expect(r).toMatchObject({ kind: 'credit', rrn: RRN, accountDigits: '4821' });
    expect([50_000, 50_050]).toContain((r as { amountPaise: number }).amountPaise);
  });
  test.each([
    `A/C X4821 credited by 500.0 trf from RAVI KUMAR Refno ${RRN}. Avl Bal 10500.0`,
    `A/C X4821 credited by 500.`,
  ])('%s: never a credit of another amount', (body) => {
    const r = reading(body, 'VM-SBIUPI');
    if (r.kind === 'credit') expect(r).toMatchObject({ amountPaise: 50_000 });
    expect(outcomeOf(read('A/C X4821 debited by 500.0 on date 21Nov26 trf to SWIGGY', 'VM-SBIUPI'))).toBe(
      'debit',
    );
  });
});

describe('the singular mark "Re." and a field "Amount(INR):"', () => {
  test.each([
    [
      'VM-SBIINB-S',
      `Re.1.00 credited to your A/c XX4821 on 21-11-26 by a/c linked to mobile 9XXXXXX482-RAZORPAY (IMPS Ref no ${RRN}) -SBI`,
      100,
    ],
    [
      'VM-HDFCBK-S',
      `Re 1.00 credited to a/c XXXXXX4821 on 21-11-26 by a/c linked to VPA ravi@oksbi (UPI Ref No ${RRN}).`,
      100,
    ],
    [
      'VM-KOTAKB-S',
      `Amount(INR):500.00 credited to Kotak Bank a/c XX4821 on 21-11-26 from ravi.k@oksbi. UPI Ref ${RRN}`,
      50_000,
    ],
    [
      'VM-KOTAKB-S',
      `Amount (INR) : 500.00 credited to your a/c XX4821 on 21-11-26 from ravi.k@oksbi. UPI Ref ${RRN}`,
      50_000,
    ],
  ])('%s %s: the credit', (sender, body, paise) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: paise, rrn: RRN });
  });
  test.each([
    `Re: your feedback of 21-11-26. Rs 500.00 credited to your A/c XX4821 by UPI Ref ${RRN}`,
    `Re. KYC update. A/c XX4821 credited with Rs 500.00 on 21-11-26, UPI Ref ${RRN}`,
  ])("%s: 'Re' with no digits after it is no amount", (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe('an amount, then a comma and a date glued to letters or to the amount', () => {
  test.each([
    `Ac XX4821 Credited with Rs.500.00 , 21NOV26 10:15:30 thru UPI:${RRN}. Aval Bal Rs.10500.00 CR.-PNB`,
    `Ac XX4821 Credited with Rs.500,21/11/2026 thru UPI:${RRN}.-PNB`,
    `Ac XX4821 Credited with Rs.500.00,21NOV26 thru UPI:${RRN}.-PNB`,
    `Ac XX4821 Credited with Rs.500 , 21-11-2026 thru UPI:${RRN}.-PNB`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-PNBSMS-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    [`Ac XX4821 Credited with Rs.1,500 thru UPI:${RRN}.-PNB`, 150_000],
    [`Ac XX4821 Credited with Rs.1 ,500.00 thru UPI:${RRN}.-PNB`, undefined],
    [`Ac XX4821 Credited with Rs.1,500,23 thru UPI:${RRN}.-PNB`, undefined],
  ])('%s: the digits as printed, or unparseable', (body, paise) => {
    const r = reading(body, 'VM-PNBSMS-S');
    if (paise === undefined) expect(r.kind).toBe('unparseable');
    else expect(r).toMatchObject({ kind: 'credit', amountPaise: paise });
  });
});

describe("a second date labelled as something else's (a cheque's, a value date, an invoice's, a trailer's)", () => {
  test.each([
    [
      'VM-CANBNK-S',
      'Dear Customer, Cheque No 004512 dated 15-11-2026 for Rs.5,000.00 has been credited to your A/c XXXX4821 on 21/11/2026 after clearing - Canara Bank',
      500_000,
    ],
    [
      'VM-SBIINB-S',
      'Dear Customer, INR 5,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325123456 by RAVI TRADERS, Value Date 20/11/2026 -SBI',
      500_000,
    ],
    [
      'VM-HDFCBK-S',
      `Rs. 500.00 credited to a/c XXXXXX4821 on 21-11-26 by a/c linked to VPA ravi.k@oksbi (UPI Ref No ${RRN}). Value Dt 20-11-26.`,
      50_000,
    ],
    [
      'VM-ICICIT-S',
      'ICICI Bank Account XX482 credited:Rs. 5,000.00 on 21-Nov-26. Info NEFT-SBIN426325123456-RAVI INV 14/11/2026. Available Balance is Rs. 15,000.00.',
      500_000,
    ],
    [
      'VM-IDFCFB-S',
      `Your A/C XXXXXXX4821 is credited by INR 500.00 on 21/11/26 17:36. UPI Ref ${RRN}. Statement for Oct-26 sent on 01/11/26.`,
      50_000,
    ],
  ])('%s %s: the credit, on its own date', (sender, body, paise) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
      statedDate: '2026-11-21',
    });
  });
  test.each([
    `Rs 500.00 credited to your A/c XX4821 on 20-11-26. UPI Ref ${RRN} on 21-11-26.`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}, posted on 20-11-26`,
  ])('%s: two dates neither labelled otherwise: unparseable', (body) => {
    expect(reading(body, 'VM-SBIINB-S').kind).toBe('unparseable');
  });
  test('a value date beside the transaction date: the transaction date', () => {
    const body = `Rs 500.00 credited to your A/c XX4821 Value Date 21/11/2026 Txn Date 20/11/2026 UPI Ref 632414878275`;
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', statedDate: '2026-11-20' });
  });
});

describe("R7-5: a complaint, a dispute or a grievance resolved by crediting the customer's own money back", () => {
  test.each([
    [
      'VM-ICICIB-S',
      `Your complaint for UPI txn ${RRN} of Rs 500.00 is resolved. Rs 500.00 credited to Acct XX821 on 21-Nov-26.`,
    ],
    [
      'VM-SBIINB-S',
      'Dear Customer, your complaint no. 1234567 regarding txn of Rs 500.00 is resolved and Rs 500.00 has been credited to your A/c XX4821 on 21-11-26. -SBI',
    ],
    [
      'VM-AXISBK-S',
      'Your dispute for INR 500.00 has been resolved in your favour. INR 500.00 credited to A/c no. XX4821 on 21-11-26 - Axis Bank',
    ],
    [
      'VM-KOTAKB-S',
      `As per your complaint, Rs.500.00 has been credited to your Kotak Bank a/c X4821 on 21-11-26. Ref ${RRN}`,
    ],
    [
      'VM-PNBSMS-S',
      'Your grievance ID PNB/2026/123456 is closed. Rs 500.00 credited to A/c XX4821 on 21-11-2026. -PNB',
    ],
    [
      'VM-BOBTXN-S',
      `Rs.500.00 Credited to A/c ...4821 thru ATM DISPUTE/${RRN}. Total Bal:Rs.10500.00CR. - Bank of Baroda`,
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for CMS DISPUTE CR of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
    [
      'VM-ICICIB-S',
      `Dear Customer, Rs 500.00 has been credited to your Acct XX821 on 21-Nov-26 against your complaint for UPI txn ${RRN}.`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 credited to HDFC Bank A/c XX4821 on 21-11-26 against your disputed UPI transaction ${RRN}.`,
    ],
    [
      'VM-IDFCFB-S',
      'Your ticket 12345678 is closed. INR 500.00 credited to your A/C XXXXXXX4821 on 21/11/26.',
    ],
    [
      'VM-SBIUPI-S',
      `Dear UPI user, your UPI complaint (Ref no ${RRN}) is resolved. Rs500 credited to A/C X4821 on 21Nov26 -SBI`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 credited to HDFC Bank A/c XX4821 on 21-11-26 for UPI txn ${RRN} as per NPCI dispute resolution (TCC).`,
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  // The banks' own trailers about raising a dispute or a complaint say nothing of the credit before them.
  test.each([
    [
      'VM-UCOBNK-S',
      'A/c XX4821 Credited with Rs.500.00 on 21-11-2026 by UCO-UPI.Avl Bal Rs.951.98. Report Dispute https://bit.ly/3y39tLP',
    ],
    [
      'VM-INDUSB-S',
      'IndusInd A/C **4821 Credited; INR 500.00 Ref-ACH CR INW PAY/3381027/SHREE METALS.Bal INR 38,210.64.Dispute-Call 18602677777-IndusInd Bank',
    ],
    [
      'VM-UCOBNK-S',
      'A/c XX4821 Credited with Rs.500.00 on 21-11-2026 by UCO-UPI. For complaints call 1800 103 0123.',
    ],
  ])('%s %s: never silent', (sender, body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, sender)));
  });
});

describe('R7-1: an offer phrased "Get Rs X credited to your A/c XX4821" is no credit', () => {
  test.each([
    [
      'VM-ICICIB-S',
      'Get Rs 2,00,000 credited instantly to your ICICI Bank Acct XX821! Your Insta Personal Loan is ready. T&C. Click icici.co/x',
    ],
    ['VM-ICICIB-S', 'Get Rs 2,00,000 credited instantly to your ICICI Bank Acct XX821!'],
    [
      'VM-HDFCBK-S',
      'Get Rs.5,00,000 credited to your HDFC Bank A/c XX4821 in 10 seconds. Apply now: hdfcbk.io/x',
    ],
    [
      'VM-SBIINB-S',
      'Rs. 5,00,000 credited to your A/c XX4821 in just 4 clicks! Pre-approved Personal Loan on YONO. T&C apply -SBI',
    ],
    ['VM-AXISBK-S', 'Get INR 1,500 credited to your Axis Bank A/c no. XX4821! Refer a friend and earn. T&C.'],
    [
      'VM-KOTAKB-S',
      'Have Rs.50,000 credited to your Kotak a/c X4821 in 2 minutes! Kotak Instant Personal Loan.',
    ],
    [
      'VM-ICICIB-S',
      'Enjoy Rs 2,00,000 credited to your ICICI Bank Acct XX821 in seconds! Insta Personal Loan.',
    ],
    [
      'VM-ICICIB-S',
      'Your ICICI Bank Acct XX821 is eligible to get Rs 2,00,000 credited instantly. Insta Personal Loan. T&C.',
    ],
    [
      'VM-ICICIB-S',
      'Rs 2,00,000 credited instantly to your ICICI Bank Acct XX821! Personal Loan. T&C apply.',
    ],
    ['VM-ICICIB-S', 'Get Rs 2,00,000 credited to your ICICI Bank Acct XX821 on 21-Nov-26!'],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Get Rs 50 cashback on your next bill payment.`,
    `Dear Customer, you have received Rs 500.00 in your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Funds are available in your account in minutes of a transfer.`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe('R7-2: a phrase of two words never spans an amount, a handle or a date between them', () => {
  test.each([
    [
      'VM-KOTAKB-S',
      `Received Rs.500 payment in your Kotak Bank A/c X4821 from RAVI KUMAR on 21-11-26. UPI Ref: ${RRN}`,
    ],
    [
      'VM-KOTAKB-S',
      `You have received Rs.500.00 payment from ravi.k@oksbi in your Kotak Bank a/c X4821 on 21-11-26. UPI Ref ${RRN}`,
    ],
    ['VM-KOTAKB-S', `Received INR 500.00 payment from ravi.k@oksbi on 21-11-26 in A/c X4821. UPI Ref ${RRN}`],
    [
      'VM-FEDBNK-S',
      `Rs.500.00 credited to your A/c XX4821 on 21-11-2026 via UPI from ravi.k@oksbi. NPCI Txn Id ${RRN} - Federal Bank`,
    ],
    [
      'VM-FEDBNK-S',
      `Rs.500.00 credited to your A/c XX4821 on 21-11-2026 via UPI from ravi.k@oksbi. NPCI Ref ${RRN}`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    ['VM-HDFCBK-S', 'Payment received towards your Credit Card XX4433 of Rs 500.00 on 21-11-26.'],
    ['VM-ICICIB-S', 'We have received payment of Rs 500.00 towards your Credit Card XX4433 on 21-Nov-26.'],
    ['VM-ICICIB-S', 'Rs 500.00 credited to Acct XX821 from NPCI BHIM on 21-Nov-26.'],
  ])('%s %s: the phrase said without anything between stays silent', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('ignored');
  });
});

describe('R7-3: a dotted time with AM/PM, or a dotted hh.mm after a date', () => {
  const at1405 = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
  test.each([
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-NOV-2026 at 02.05 PM. UPI Ref No ${RRN} - Federal Bank`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 at 2.05 PM. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 at 2.05PM. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21.11.2026 14.05. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 at 14.05. UPI Ref No ${RRN}`,
  ])('%s: stated to the minute', (body) => {
    expect(reading(body, 'VM-FEDBNK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      statedAt: at1405,
      statedPrecision: 'minute',
    });
  });
  test.each([
    `Rs.500.00 credited to your A/c XX4821 on 21-11-2026 at 24.05. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 on 21-11-2026 at 14.75 PM. UPI Ref No ${RRN}`,
  ])('%s: no such time is no time', (body) => {
    const r = reading(body, 'VM-FEDBNK-S');
    expect(r).not.toHaveProperty('statedAt');
  });
});

describe("R7-1 (more): offers naming only the customer's account", () => {
  test.each([
    ['VM-AXISBK-S', 'Earn INR 500 credited to A/c no. XX4821 for every friend you refer! - Axis Bank'],
    [
      'VM-ICICIB-S',
      'Rs 50,000 credited to your Acct XX821 in 3 steps! ICICI Bank Insta Loan. Apply now: icici.co/x',
    ],
    ['VM-ICICIB-S', 'Your money, your way! Rs 2,00,000 credited to your ICICI Bank Acct XX821 in seconds.'],
    ['VM-HDFCBK-S', 'Rs 1,00,000 credited to your HDFC Bank A/c XX4821. Tap to know more: hdfcbk.io/x'],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    [
      'VK-DBSBNK',
      "You've got fresh funds! Your account ending with ********4821 has been credited with Rs. 500. Updated account balance is Rs. 68310.66",
    ],
    [
      'AD-AIRBNK-S',
      `Airtel Payments Bank a/c is credited with Rs.500.00. Txn ID: ${RRN}. Download the app to win rewards.`,
    ],
  ])('%s %s: a real credit stays one', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe("R7-6: a rail ending a trailer is no reference label; a trailer's withdrawal moves nothing", () => {
  const base = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).`;
  test.each([
    'Link your RuPay Credit Card to UPI.',
    'Pay bills using UPI.',
    'Use BHIM UPI',
    'Credit will be available for withdrawal after 30 mins.',
    'Cash withdrawal at ATMs is free up to 5 times a month.',
  ])('%s: the credit', (trailer) => {
    expect(reading(`${base} ${trailer}`, 'VM-INDBNK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
    });
  });
  test.each([
    'Rs 500.00 credited to your A/c XX4821 on 21-11-26 (UPI )',
    'Rs 500.00 credited to your A/c XX4821 on 21-11-26 UPI Ref:',
    'Rs 500.00 credited to your A/c XX4821 on 21-11-26 UPI:',
  ])('%s: a reference cut out stays unparseable', (body) => {
    expect(reading(body, 'VM-INDBNK-S').kind).toBe('unparseable');
  });
  test('a withdrawal of an amount beside a credit: never a credit', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026. Cash withdrawal of Rs 500.00 at ATM on 21/11/2026.`;
    expect(outcomeOf(read(body, 'VM-INDBNK-S'))).not.toBe('credit');
  });
});

describe("R7-7: 'credited …; <payer> debited' names the payer debited", () => {
  test.each([
    `ICICI Bank Acct XX821 credited with Rs 500.00 on 21-Nov-26; RAVI KUMAR debited. UPI:${RRN}. Call 18002662 for dispute.`,
    `ICICI Bank Acct XX821 credited with Rs 500.00 on 21-Nov-26; ravi.k@oksbi debited. UPI:${RRN}.`,
    `ICICI Bank Acct XX821 credited with Rs 500.00 on 21-Nov-26 & RAVI KUMAR debited. UPI:${RRN}.`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-ICICIB-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `ICICI Bank Acct XX821 credited with Rs 500.00 on 21-Nov-26; your Acct XX123 debited. UPI:${RRN}.`,
    `Acct XX821 credited with Rs 500.00 on 21-Nov-26; Acct XX123 debited. UPI:${RRN}.`,
    `ICICI Bank Acct XX821 debited for Rs 500.00 on 21-Nov-26; RAVI KUMAR credited. UPI:${RRN}.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-ICICIB-S'))).not.toBe('credit');
  });
});

describe("R7-8: a payment gateway's settlement named by settlement's cuts (SETTL, STLMT)", () => {
  // (A gateway named alone stays a payer: the corpus labels RazorpayX's and Cashfree's payouts of one
  // business's payment credits.)
  test.each([
    [
      'VM-SBIINB-S',
      'Dear Customer, INR 4,950.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR YESBN12026112112345 by CASHFREE PAYMENTS INDIA PVT LTD, INFO: SETTL -SBI',
    ],
    [
      'VM-UNIONB-S',
      'Your SB A/c *4821 Credited for Rs:4950.00 on 21-11-2026 by NEFT STLMT PHONEPE Avl Bal Rs:14950.00',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test("HDFC Vyapar's single payment 'Settled to A/c XX4821' stays a credit", () => {
    const body = `Payment of Rs.500.00 received from RAVI KUMAR via UPI on 21-11-26. Settled to A/c XX4821. UPI Ref ${RRN}`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe("R7-2 (more): 'received payment' from a payer into your account, and a heading's '!' parting a phrase", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `Received payment of Rs.500.00 from RAVI KUMAR via UPI on 21-11-26. Credited to HDFC Bank A/c XX4821. UPI Ref ${RRN}`,
    ],
    [
      'VM-HDFCBK-S',
      `You received payment of Rs.500 from RAVI KUMAR in HDFC Bank A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-IDFCFB-S',
      `Money received! Payment of INR 500.00 from ravi.k@oksbi credited to your IDFC FIRST Bank A/C XXXXXXX4821 on 21/11/26. UPI Ref ${RRN}`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    ['VM-HDFCBK-S', 'Received payment of Rs 500.00 towards your HDFC Bank Credit Card XX4433 on 21-11-26.'],
    [
      'VM-UTKSPR',
      'Received payment of INR 500.00 for your SuperCard ending 4821. Your available limit is now INR 7,650.95 -Utkarsh SFBL',
    ],
    ['VM-ICICIB-S', 'Received payment of Rs 500.00 towards your Loan A/c XX9876 on 21-Nov-26.'],
  ])('%s %s: a card or loan paid stays no credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
});

describe("R7-9: UPI Lite's balance coming back to the account is the customer's own money", () => {
  test.each([
    ['VM-AXISBK-S', 'INR 51.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI LITE UNLOAD - Axis Bank'],
    [
      'VM-ICICIB-S',
      `Dear Customer, Acct XX821 is credited with Rs 50.00 on 21-Nov-26 from UPI LITE. UPI:${RRN}-ICICI Bank.`,
    ],
    [
      'VM-SBIINB-S',
      'Rs 500.00 credited to your A/c XX4821 on 21-11-26 - money added back from UPI Lite. -SBI',
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 credited to HDFC Bank A/c XX4821 on 21-11-26 from UPI Lite (disabled). Ref ${RRN}`,
    ],
    [
      'VM-HDFCBK-S',
      `Update! INR 500.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for UPI LITE DEREGISTRATION-${RRN}.Avl bal INR 10,500.00.`,
    ],
    [
      'VM-HDFCBK-S',
      `Update! INR 500.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for UPILITE/${RRN}/UNLOAD.Avl bal INR 10,500.00.`,
    ],
    [
      'VM-ICICIB-S',
      'Rs 200.00 credited to your ICICI Bank Acct XX821 on 21-Nov-26 under Refer & Earn program.',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 240.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for ACH C- ITC LIMITED-2026INTDIV.Avl bal INR 10,240.00.',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test('a trailer offering UPI Lite says nothing of the credit', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}). Try UPI Lite for small payments.`;
    expect(reading(body, 'VM-INDBNK-S')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
});

describe('R7-10: a conditional or a phone number in a later sentence says nothing of the credit', () => {
  const base = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).`;
  test.each([
    'In case of wrong credit, call 180042500000.',
    'Refunds, if any, are credited back to the source account.',
    'Refunds if any are credited to source account.',
    'If not received by you, call 180042500000.',
    'In case you have not received the money, please ignore.',
  ])('%s: the credit', (trailer) => {
    expect(reading(`${base} ${trailer}`, 'VM-INDBNK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
    });
  });
  test.each([
    'If any amount is credited to you by mistake, inform the bank.',
    'Do not return money received by mistake; call the bank.',
  ])('%s: no payer read from the advice', (trailer) => {
    const r = reading(`${base} ${trailer}`, 'VM-INDBNK-S');
    expect(r).toMatchObject({ kind: 'credit', rrn: RRN });
    expect(r).not.toHaveProperty('payerName');
  });
  test.each([
    `${base} This is a refund of your order.`,
    `Rs.500.00 credited to a/c *4821 on 21/11/2026. This is a refund, if you asked for one.`,
    `${base} This is a refund, if you asked for one.`,
    `${base} If you ordered on Amazon, it is a refund of the order.`,
  ])('%s: a refund said of the credit: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-INDBNK-S'))).not.toBe('credit');
  });
});

describe('R7-11: a balance message quoting its last credit in other words', () => {
  test.each([
    'Your a/c XXX4821 balance as on 21/11/2026 is INR 10,500.00. Last credited amount INR 500.00 on 21/11/2026 - Canara Bank',
    'Your a/c XXX4821 balance as on 21/11/2026 is INR 10,500.00. Last amount credited: INR 500.00 on 21/11/2026 - Canara Bank',
    'Balance in a/c XXX4821: INR 10,500.00 (21/11/2026). Latest credit: INR 500.00 from RAVI KUMAR on 21/11/2026',
    'Balance in a/c XXX4821: INR 10,500.00. Previous credit INR 500.00 on 21/11/2026',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-CANBNK-S'))).not.toBe('credit');
  });
});

describe("R7-12: the seller's own handle ('your UPI ID x', 'your VPA x') is never the payer's", () => {
  test.each([
    [
      'VM-PAYTMB-S',
      `Received Rs.500 on your UPI ID 9876543210@ptyes from RAVI KUMAR on 21-Nov-2026. UPI Ref: ${RRN}`,
    ],
    [
      'VM-KOTAKB-S',
      `Received Rs.500.00 in your Kotak Bank A/c X4821 (UPI ID seller@kotak) from RAVI KUMAR on 21-11-26. UPI Ref:${RRN}.`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 credited to your VPA seller@okhdfcbank (HDFC Bank A/c XX4821) by RAVI KUMAR on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-ICICIB-S',
      `Dear Customer, Acct XX821 linked to your VPA seller@icici is credited with Rs 500.00 on 21-Nov-26 from RAVI KUMAR. UPI:${RRN}-ICICI Bank.`,
    ],
  ])('%s %s: no payer handle', (sender, body) => {
    const r = reading(body, sender);
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
    expect(r).not.toHaveProperty('payerVpa');
  });
  test("the payer's handle printed beside the seller's is the payer's", () => {
    const body = `Received Rs.500 on your UPI ID 9876543210@ptyes from ravi.k@oksbi on 21-Nov-2026. UPI Ref: ${RRN}`;
    expect(reading(body, 'VM-PAYTMB-S')).toMatchObject({ kind: 'credit', payerVpa: 'ravi.k@oksbi' });
  });
  test('a payer named by a/c linked to VPA stays the payer', () => {
    const body = `Rs. 500.00 credited to a/c XXXXXX4821 on 21-11-26 by a/c linked to VPA ravi.k@oksbi (UPI Ref No ${RRN}).`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', payerVpa: 'ravi.k@oksbi' });
  });
});

describe("R7-13: the bank's own money explained, with no rail, reference or payer", () => {
  test.each([
    [
      'VM-ICICIB-S',
      'Rs 50.00 credited to your ICICI Bank Acct XX821 on 21-Nov-26 for your first UPI payment on iMobile. Keep paying!',
    ],
    [
      'VM-AXISBK-S',
      'Hurray! INR 75.00 credited to A/c no. XX4821 on 21-11-26 for paying your electricity bill via Axis Mobile.',
    ],
    [
      'VM-IDFCFB-S',
      'Rs 100 credited to your IDFC FIRST Bank A/C XXXXXXX4821 on 21/11/26 as a gift for your birthday!',
    ],
    [
      'VM-HDFCBK-S',
      'Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 as joining benefit for your new Current Account.',
    ],
    [
      'VM-ICICIB-S',
      'Rs 250.00 credited to your ICICI Bank Acct XX821 on 21-Nov-26 as a goodwill gesture for the inconvenience caused.',
    ],
    [
      'VM-AXISBK-S',
      'INR 100.00 credited to A/c no. XX4821 on 21-11-26 as a token of appreciation from Axis Bank.',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    [
      'VM-CANBNK',
      'An amount of INR 500.00 has been CREDITED to your account XXXX4821 on 21/11/2026.Total Avail.bal INR 8,312.58.- Canara Bank',
    ],
    [
      'BV-INDBNK-S',
      'Your A/C XXX56784821 is credited by Rs. 500 Total Bal : Rs. 21,532.08 CR Clr Bal : Rs. 21,532.08 CR as on:21/11/2026 21:06 -IndianBank',
    ],
    [
      'VM-SBIINB-S',
      `Rs 500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN} for your order 123.`,
    ],
  ])('%s %s: a bare credit, or one with a rail or reference, stays one', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe("R7-14: Hindi's transliterated rails and RRN label the reference", () => {
  test.each([
    `आपके खाता XX4821 में दिनांक 21-11-2026 को रु. 500.00 जमा हुए। यूपीआई:${RRN} -पीएनबी`,
    `आपके खाता XX4821 में दिनांक 21-11-2026 को रु. 500.00 आईएमपीएस द्वारा जमा हुए। आईएमपीएस:${RRN} -पीएनबी`,
    `आपके खाता XX4821 में दिनांक 21-11-2026 को रु. 500.00 जमा हुए। आरआरएन ${RRN} -पीएनबी`,
  ])('%s: the RRN', (body) => {
    expect(reading(body, 'VM-PNBSMS-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe('R7-15: a time with its zone named in words (GMT, UTC) is UTC', () => {
  const at1405 = Date.parse('2026-11-21T14:05:33+05:30') / 1000;
  test.each([
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 08:35:33 GMT. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 08:35:33 UTC. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 14:05:33 IST. UPI Ref No ${RRN}`,
  ])('%s: the moment', (body) => {
    expect(reading(body, 'VM-DBSBNK-S')).toMatchObject({ kind: 'credit', statedAt: at1405 });
  });
});

describe("R6-14: an account named only by its kind ('OD a/c', 'OD/CC a/c', 'Business a/c') is the seller's", () => {
  test.each(['OD', 'CD', 'OD/CC', 'CC', 'BIZ', 'Business', 'Corporate', 'Merchant', 'PMJDY', 'BSBD', 'MSME'])(
    'credited to %s a/c … by a/c linked to VPA …: the credit',
    (kind) => {
      const body = `Rs.500.00 credited to ${kind} a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).Indian Bank`;
      expect(reading(body, 'VM-INDBNK-S')).toMatchObject({
        kind: 'credit',
        amountPaise: 50_000,
        rrn: RRN,
        accountDigits: '4821',
      });
    },
  );
  test.each([
    `Rs.500.00 credited to BIZ TRADERS a/c XX9999 on 21/11/2026. UPI Ref no ${RRN}`,
    `Rs.500.00 credited to OD ENTERPRISES a/c XX9999 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi. UPI Ref no ${RRN}`,
    `Rs.500.00 debited from your SB a/c XX4821 and credited to OD a/c XX9999 on 21/11/2026. UPI Ref no ${RRN}`,
    `Rs.500.00 credited to RAVI KUMAR a/c XX9999 on 21/11/2026. UPI Ref no ${RRN}`,
  ])('%s: a payee named, or money out: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-INDBNK-S'))).not.toBe('credit');
  });
});

describe("R7-W1: an offer's speed said of a transfer named by its payer or reference is the rail's speed", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `IMPS: Rs.500.00 credited instantly to HDFC Bank A/c XX4821 on 21-11-26 from RAVI KUMAR. IMPS Ref ${RRN}`,
    ],
    [
      'VM-ICICIB-S',
      `Acct XX821 credited with Rs 500.00 in seconds via UPI from ravi.k@oksbi on 21-Nov-26. UPI Ref:${RRN}.`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe("R7-16: the holder's own name in a greeting, or in brackets after its account, is no word of the money", () => {
  const base = `Rs.500.00 credited to your A/c XX4821 on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`;
  test.each([
    'Dear SURESH REFUND SERVICES,',
    'Dear BALAJI LOAN AGENCY,',
    'Hi WELCOME TRADERS,',
    'Dear REWARD GIFTS,',
    'Dear M/S CASHBACK MOBILES,',
    'Dear FD ENTERPRISES,',
    'Dear M/S SHREE PENSION AGENCY,',
  ])('%s …: never silent', (greeting) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(`${greeting} ${base}`, 'VM-FEDBNK-S')));
  });
  test('a holder named in brackets after your account', () => {
    const body = `Rs.500.00 credited to your A/c XX4821 (BALAJI LOAN AGENCY) on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`;
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-FEDBNK-S')));
  });
  test.each([
    `Dear Customer, Rs.500.00 credited to your A/c XX4821 on 21-11-2026 as loan disbursal. UPI Ref No ${RRN}`,
    `Dear Customer, refund of Rs.500.00 credited to your A/c XX4821 on 21-11-2026. UPI Ref No ${RRN}`,
  ])("%s: the bank's words after the greeting still count", (body) => {
    expect(outcomeOf(read(body, 'VM-FEDBNK-S'))).toBe('ignored');
  });
});

describe("R7-10 (more): a later sentence with an amount of its own, another than the credit's", () => {
  test.each([
    [
      'VM-PAYTMB-S',
      `Rs.500.00 received from RAVI KUMAR in your Paytm Payments Bank a/c 91XX4821. UPI Ref: ${RRN}. You also won Rs.5 cashback!`,
    ],
    [
      'VM-KOTAKB-S',
      `Received Rs.500.00 in your Kotak Bank A/c X4821 from ravi.k@oksbi on 21-11-26.UPI Ref:${RRN}. Cashback of Rs.5 credited separately.`,
    ],
  ])('%s %s: never silent', (sender, body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, sender)));
  });
  test('the same amount said a refund in a later sentence: never a credit', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}). Refund of Rs.500.00 for order 123.`;
    expect(outcomeOf(read(body, 'VM-INDBNK-S'))).not.toBe('credit');
  });
});

describe('R6-34: "Rupees 500.00", "500.00 rupees" and Devanagari digits', () => {
  test.each([
    ['VM-SBIINB-S', `Rupees 500.00 credited to your A/c XX4821 on 21-11-26 by IMPS Ref no ${RRN} -SBI`],
    ['VM-SBIINB-S', `500.00 rupees credited to your A/c XX4821 on 21-11-26 by IMPS Ref no ${RRN} -SBI`],
    [
      'VM-SBIINB-S',
      `Rs. 500.00 (Rupees Five Hundred only) credited to your A/c XX4821 on 21-11-26 by IMPS Ref no ${RRN} -SBI`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test('Devanagari digits', () => {
    const body =
      'प्रिय ग्राहक, आपके खाते XX४८२१ में दिनांक २१/११/२०२६ को रु. ५००.०० जमा हुए हैं। उपलब्ध शेष रु. १०,५००.०० -एसबीआई';
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
      statedDate: '2026-11-21',
    });
  });
});

describe("the seller's own collect request, paid, told 'credited … for your UPI collect request'", () => {
  test('credited for your collect request: never silent (what "your UPI collect request" names is not an account)', () => {
    const body =
      'An amount of INR 500.00 has been CREDITED to your account XXX4821 on 21/11/2026 for your UPI collect request. - Canara Bank';
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-CANBNK-S')));
  });
  test.each([
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 against your collect request to ravi@oksbi. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-CANBNK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
  test.each([
    'ravi@oksbi has requested Rs 500.00 from you. Your UPI collect request is pending.',
    'You have received a collect request of Rs 500.00 from ravi@oksbi. Pay via UPI app.',
  ])('%s: a request, no money', (body) => {
    expect(outcomeOf(read(body, 'VM-CANBNK-S'))).not.toBe('credit');
  });
});

describe("R7-18: a field of its own after a credit ('Hold Amt Rs 0.00', 'Lien Rs.0.00', 'Sanctioned Limit Rs …')", () => {
  const base = `A/c XXXXXX4821 CREDIT:Rs.500.00 on 2026-11-21 10.15.30 from A/c linked to mobile XXXXX23274 IMPS Ref no ${RRN}.`;
  test.each([
    'Lien Rs.0.00 -South Indian Bank',
    'Sanctioned Limit Rs 50000.00 -South Indian Bank',
    'Hold Amt Rs 0.00 -South Indian Bank',
    'Blocked Amt Rs.0.00 -South Indian Bank',
    'Freeze Amt Rs.0.00 -South Indian Bank',
    'Uncleared Rs.0.00 -South Indian Bank',
    'Avl Bal Rs 10500.00, Hold Rs 0.00 -South Indian Bank',
    'Hold Amt Rs 0.00',
  ])('… %s: the credit', (field) => {
    expect(reading(`${base} ${field}`, 'VM-SIBSMS-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
    });
  });
  test('PNB with two zero fields', () => {
    const body = `Ac XX4821 Credited with Rs.500.00 , 21-11-2026 14:05:33 thru UPI:${RRN}. Aval Bal Rs.10500.00 CR. Uncleared Rs.0.00. Lien Rs.0.00.-PNB`;
    expect(reading(body, 'VM-PNBSMS-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `${base} Lien Rs.500.00 -South Indian Bank`,
    'Rs 0.00 credited to your A/c XX4821 on 21-11-26.',
    `Refund Amt Rs 500.00 credited to your A/c XX4821 on 21-11-26. Ref ${RRN}`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 as loan sanctioned. Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SIBSMS-S'))).not.toBe('credit');
  });
  test('a trailer to lodge complaints says nothing of the credit', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).Indian Bank. Lodge complaints at 1800 425 00000.`;
    expect(reading(body, 'VM-INDBNK-S')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
  test('UPI Lite balance as the source', () => {
    const body =
      'Dear Customer, Rs.5,000.00 credited to your A/c XX4821 on 21-11-26 towards UPI LITE BALANCE. -SBI';
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe("R7-W1 (reader7's own false credit): a product or kind in brackets after the account is no holder's name", () => {
  test.each(['PPF', 'Loan', 'FD', 'Gold Loan', 'KCC', 'RD', 'Sukanya Samriddhi', 'OD'])(
    'Your A/c XX9876 (%s) credited … by transfer from A/c XX4821: never a credit',
    (what) => {
      const body = `Your A/c XX9876 (${what}) credited with Rs 5,000.00 by transfer from A/c XX4821 on 21-11-26 -SBI`;
      expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
    },
  );
  test('a holder named in brackets stays the holder', () => {
    const body = `Rs.500.00 credited to your A/c XX4821 (SHARMA STORES) on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`;
    expect(reading(body, 'VM-FEDBNK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
});

describe("R7-19: the customer's own deposit broken or own credit line drawn, in a narration", () => {
  test.each([
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for MOD BREAK of Rs 5,000.00 on 21/11/26. Avl Bal Rs 15,000.00.-SBI',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for MOD BREAK.Avl bal INR 15,000.00.',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for AUTO BREAK OF DEPOSIT of Rs 5,000.00 on 21/11/26. Avl Bal Rs 15,000.00.-SBI',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for FD BREAK.Avl bal INR 15,000.00.',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for PART WITHDRAWAL OF MOD.Avl bal INR 15,000.00.',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for CC LIMIT TRANSFER.Avl bal INR 15,000.00.',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for TRANSFER FROM OD ACCOUNT of Rs 5,000.00 on 21/11/26. Avl Bal Rs 15,000.00.-SBI',
    ],
    [
      'VM-HDFCBK-S',
      'Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for TD BREAKUP.Avl bal INR 15,000.00.',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test("an OD account's limit printed beside a credit leaves it a credit", () => {
    const body = `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by UPI Ref ${RRN}. Avl Bal Rs 10,500.00. CC Limit Rs 50,000.00`;
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe('R7-22: a credit said to be held in other words, in its own sentence', () => {
  test.each([
    'is under review',
    'is under verification',
    'is being verified',
    'is subject to verification',
    'is kept in abeyance',
    'is parked in suspense',
    'is temporarily held',
  ])('Credit of Rs.500.00 … %s: never a credit', (held) => {
    const body = `Credit of Rs.500.00 to your Kotak Bank a/c X4821 from ravi.k@oksbi ${held}. UPI Ref ${RRN}.`;
    expect(outcomeOf(read(body, 'VM-KOTAKB-S'))).not.toBe('credit');
  });
  test('a trailer saying credits are subject to verification says nothing of this one', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}). All credits are subject to verification.`;
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-INDBNK-S')));
  });
});

describe('R7-20: credits named by a UTR, a payer, a date or a time are never silenced by a later sentence', () => {
  const bases: [string, string][] = [
    [
      'VM-CANBNK-S',
      'An amount of INR 500.00 has been CREDITED to your account XXX4821 on 21/11/2026. Total Avail.bal INR 10,500.00 - Canara Bank.',
    ],
    [
      'VM-SBIINB-S',
      'Dear Customer, INR 500.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325123456 by RAVI TRADERS, INFO: BATCHID:0042 -SBI.',
    ],
    [
      'VM-ICICIT-S',
      'ICICI Bank Account XX821 credited:Rs. 500.00 on 21-Nov-26. Info NEFT-SBIN426325123456-RAVI TRADERS. Available Balance is Rs. 15,000.00.',
    ],
    [
      'VM-UNIONB-S',
      'Your SB A/c *4821 Credited for Rs:500.00 on 21-11-2026 14:05:33 by Transfer Avl Bal Rs:10500.00 -Union Bank of India.',
    ],
  ];
  const trailers = [
    'Open FD online.',
    'Book an FD in 2 mins on our app.',
    'Get instant loan on our app.',
    'Earn rewards on UPI payments.',
    'Never share OTP for refund.',
    'Beware of fake cashback calls.',
    'Interest rates revised.',
    'Cheques deposited will be credited after clearing.',
    'Refunds, if any, will be credited back.',
    'Funds may be on hold for verification in some cases.',
  ];
  test.each(
    bases.flatMap(([sender, body]) => trailers.map((t): [string, string] => [sender, `${body} ${t}`])),
  )('%s %s: never silent', (sender, body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, sender)));
  });
  test.each(
    bases
      .slice(1, 3)
      .flatMap(([sender, body]) =>
        ['Never share OTP for refund.', 'Open FD online.'].map((t): [string, string] => [
          sender,
          `${body} ${t}`,
        ]),
      ),
  )('%s %s: an NEFT credit named by its UTR keeps its advice apart: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
  test('a cashback credit named by its account alone keeps its words', () => {
    expect(
      outcomeOf(read('Rs 50 credited to a/c XX1234. Check your cashback in the app.', 'VM-SBIINB-S')),
    ).not.toBe('credit');
  });
});

describe("R7-23: a 12-hour clock's time without AM/PM (a one-digit hour) states no moment", () => {
  test.each([
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 at 2:05. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi on 21-11-2026 2:05:33. UPI Ref No ${RRN}`,
  ])('%s: the date, no time', (body) => {
    const r = reading(body, 'VM-FEDBNK-S');
    expect(r).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
    expect(r).not.toHaveProperty('statedAt');
  });
  test.each([
    [`… on 21-11-2026 at 2:05 PM. UPI Ref No ${RRN}`, '2026-11-21T14:05:00+05:30'],
    [`… on 21-11-2026 at 14:05. UPI Ref No ${RRN}`, '2026-11-21T14:05:00+05:30'],
    [`… on 21-11-2026 at 02:05. UPI Ref No ${RRN}`, '2026-11-21T02:05:00+05:30'],
  ])('%s: a time as printed', (tail, iso) => {
    const body = `Rs.500.00 credited to your A/c XX4821 via UPI from ravi.k@oksbi ${tail.slice(2)}`;
    expect(reading(body, 'VM-FEDBNK-S')).toMatchObject({ kind: 'credit', statedAt: Date.parse(iso) / 1000 });
  });
});

describe("R7-24: a sale's purpose after 'towards'", () => {
  test.each(['payment', 'advance', 'bill no 45', 'sale of goods', 'material supply', 'rent'])(
    '… towards %s: the credit',
    (what) => {
      const body = `Dear Customer, INR 5,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325123456 by RAVI TRADERS towards ${what} -SBI`;
      expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 500_000 });
    },
  );
  test('towards payment of your loan stays no credit', () => {
    const body =
      'Dear Customer, INR 5,000.00 credited on 21/11/2026 towards payment of your loan A/c XX9876 -SBI';
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe('R7-25: an amount, then a space and a date glued to its month', () => {
  test('Rs500 21Nov26', () => {
    expect(reading(`A/c XX4821 Credited Rs500 21Nov26 UPI ${RRN} RAVI -SBI`, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
    });
  });
});

describe("R7-W1 (R7-19's own regression): 'from OD ENTERPRISES' names a payer", () => {
  test('the credit', () => {
    const body = `Dear Customer, Acct XX821 is credited with Rs 500.00 on 21-Nov-26 from OD ENTERPRISES. UPI:${RRN}-ICICI Bank.`;
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-ICICIB-S')));
  });
});

describe('R7-26: a date in a later sentence naming nothing of the credit is no date of it', () => {
  test.each([
    'Update KYC before 30-11-2026 to avoid restrictions.',
    'Branch closed on 25-11-2026 for Guru Nanak Jayanti.',
  ])('%s: the credit, on its own date', (trailer) => {
    const body = `Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.k@oksbi (UPI ${RRN}). ${trailer}`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      statedDate: '2026-11-21',
    });
  });
  test('a later sentence about this credit with its own date stays two dates', () => {
    const body = `Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.k@oksbi (UPI ${RRN}). It was sent on 20-11-26.`;
    expect(reading(body, 'VM-HDFCBK-S').kind).toBe('unparseable');
  });
});

describe("R7-27: 'You've got ₹500 from …', 'You were paid ₹500 by …'", () => {
  const tail = ` in your Federal Bank A/c XX4821 on 21-Nov-2026. UPI Ref ${RRN}`;
  test.each([
    `You've got ₹500.00 from ravi.k@oksbi${tail}`,
    `You have got ₹500.00 from ravi.k@oksbi${tail}`,
    `You were paid ₹500.00 by RAVI KUMAR${tail}`,
    `You've been paid ₹500.00 by ravi.k@oksbi${tail}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-FEDBNK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `You have paid ₹500.00 to ravi.k@oksbi from your Federal Bank A/c XX4821 on 21-Nov-2026. UPI Ref ${RRN}`,
    `You paid ₹500.00 to RAVI KUMAR from your Federal Bank A/c XX4821 on 21-Nov-2026. UPI Ref ${RRN}`,
  ])('%s: a debit', (body) => {
    expect(outcomeOf(read(body, 'VM-FEDBNK-S'))).toBe('debit');
  });
});

describe("R7-28: an account's kind in brackets after its digits is no holder's name", () => {
  test.each(['Primary', 'Joint', 'Digital Savings', 'Business'])('(%s): the credit', (kind) => {
    const body = `Rs. 500.00 credited to a/c XXXXXX4821 (${kind}) on 21-11-26 by a/c linked to VPA ravi.k@oksbi (UPI Ref No ${RRN}).`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
  test('a holder named in brackets, no account named yours: unparseable', () => {
    const body = `Rs 500.00 credited to A/c XX9999 (RAVI KUMAR) from A/c XX4821 on 21-11-26 via IMPS Ref ${RRN}`;
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe("R7-29: NPCI's adjustment and dispute codes in a narration", () => {
  test.each([
    [
      'VM-AXISBK-S',
      `INR 500.00 credited to A/c no. XX4821 on 21-11-26 at 14:05:33 IST. Info- UPI/CRADJ/${RRN}/SWIGGY/YESB - Axis Bank`,
    ],
    [
      'VM-HDFCBK-S',
      `Update! INR 500.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for UPI ADJ-${RRN}-SWIGGY.Avl bal INR 10,500.00.`,
    ],
    [
      'VM-ICICIT-S',
      `ICICI Bank Account XX821 credited:Rs. 500.00 on 21-Nov-26. Info UPI/CRADJ/${RRN}. Available Balance is Rs. 10,500.00.`,
    ],
    [
      'VM-SBIINB-S',
      `Your A/C XXXXX654821 has credit for UPI CR ADJ ${RRN} of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI`,
    ],
    [
      'VM-AXISBK-S',
      `INR 500.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/DRC/${RRN}/SWIGGY - Axis Bank`,
    ],
    [
      'VM-AXISBK-S',
      `INR 500.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/UDIR/${RRN}/SWIGGY - Axis Bank`,
    ],
    [
      'VM-AXISBK-S',
      `INR 500.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/AUTOREV/${RRN}/SWIGGY - Axis Bank`,
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
});

describe('R7-30 and reader7\'s own regression: a later sentence identifying the credit ("this is/was …") counts; "If this was not you …" is advice', () => {
  const base = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).`;
  test.each([
    'If this was not you, call 18004250000 for refund.',
    'If this txn is not done by you, report for reversal.',
    'Call 1800 if this is not yours, to get a refund.',
    'Not you? Call us for refund.',
  ])('%s: the credit', (trailer) => {
    expect(reading(`${base} ${trailer}`, 'VM-INDBNK-S')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
  test.each([
    [
      'VM-ICICIB-S',
      `Rs 50.00 credited to Acct XX821 on 21-Nov-26. UPI:${RRN}. Claim your next reward on iMobile - this was your cashback.`,
    ],
    [
      'VM-KOTAKB-S',
      `Received Rs.25.00 in your Kotak Bank A/c X4821 on 21-11-26. UPI Ref:${RRN}. Beware: this is a promotional cashback, not a transfer.`,
    ],
    ['VM-INDBNK-S', `${base} Enjoy this cashback!`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
});

describe('a bracket after the account saying what it is linked to names no product', () => {
  test('(linked to Debit Card XX4433)', () => {
    const body = `Rs. 500.00 credited to a/c XXXXXX4821 (linked to Debit Card XX4433) on 21-11-26 by a/c linked to VPA ravi.k@oksbi (UPI Ref No ${RRN}).`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
});

describe('a later sentence pointing back at the transaction by its noun, and a failure after the payer', () => {
  test.each([
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 Credited INR 500.00 on 21/11/26 -Deposit by transfer from RAVI KUMAR. This credit has been reversed. -SBI',
    ],
    [
      'VM-ICICIB-S',
      `IMPS credit of Rs 500.00 to your ICICI Bank Acct XX821 from RAVI KUMAR failed on 21-Nov-26. Amount returned to remitter. IMPS Ref ${RRN}.`,
    ],
  ])('%s %s: silent', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('ignored');
  });
});

describe('R7-W2: a negated sentence pointing back identifies nothing', () => {
  test('No cashback is offered on this transaction.', () => {
    const body = `Rs.500.00 credited to a/c *4821 on 21/11/2026 by a/c linked to VPA ravi.k@oksbi (UPI Ref no ${RRN}).Indian Bank. No cashback is offered on this transaction.`;
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-INDBNK-S')));
  });
});

describe("R7-32: the customer's own funds and tax refunds by the payer's full name", () => {
  test.each(['EMPLOYEES PROVIDENT FUND ORG', 'NPS TRUST', 'CBIC GST'])('by %s: never a credit', (payer) => {
    const body = `Dear Customer, INR 5,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325123456 by ${payer}, INFO: BATCHID:0042 -SBI`;
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe('R7-33: a credit naming no payer and no reference, then a pitch to earn or win more', () => {
  test.each([
    'Rs.100.00 credited to HDFC Bank A/c XX4821 on 21-11-26. Refer more friends to earn more!',
    'Rs 50.00 credited to your Acct XX821 on 21-Nov-26. Keep paying with iMobile UPI to win more cashback!',
    'Rs.100.00 credited to HDFC Bank A/c XX4821 on 21-11-26 at 10:15. Invite friends and earn Rs 100 each.',
    'Rs.100.00 credited to HDFC Bank A/c XX4821 on 21-11-26 at 10:15. Use UPI daily to win up to Rs 1,000!',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test('the same pitch after a credit naming its payer and reference: the credit', () => {
    const body = `Rs.500.00 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.k@oksbi (UPI ${RRN}). Refer more friends to earn more!`;
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

describe("R7-34: a field form whose type is the code 'CR' or 'DR'", () => {
  test('Txn Type: CR', () => {
    const body = `Txn Type: CR | Amt: Rs.500.00 | A/c: ...4821 | Dt: 21-11-2026 | Ref: ${RRN} - Bank of Baroda`;
    expect(reading(body, 'VM-BOBTXN-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test('Txn Type: DR', () => {
    const body = `Txn Type: DR | Amt: Rs.500.00 | A/c: ...4821 | Dt: 21-11-2026 | Ref: ${RRN} - Bank of Baroda`;
    expect(outcomeOf(read(body, 'VM-BOBTXN-S'))).not.toBe('credit');
  });
});

describe("R7-35: the customer's own insurance, pension, gold-scheme, PF and fund money in a narration slot", () => {
  test.each([
    'POLICY SURRENDER VALUE',
    'ANNUITY',
    'GOLD MONETISATION',
    'PF ADVANCE',
    'NPS TIER II WDL',
    'LIC SB PAYMENT',
    'MF RED HDFC LIQUID',
  ])('for %s: never a credit', (what) => {
    const body = `Update! INR 5,000.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for ${what}.Avl bal INR 15,000.00.`;
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("the customer's own wallet emptied to the bank, a limit credited, R6-35's codes", () => {
  test.each([
    ['VM-HDFCBK-S', `Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 from PhonePe wallet (UPI ${RRN})`],
    [
      'VM-ICICIB-S',
      `Dear Customer, Acct XX821 is credited with Rs 500.00 on 21-Nov-26 from AMAZON PAY BALANCE. UPI:${RRN}-ICICI Bank.`,
    ],
    ['VM-SBIINB-S', 'Rs.500 transferred from Paytm Wallet to your A/c XX4821 on 21-11-26. -SBI'],
    ['VM-SBIINB-S', 'Your A/c XX4821 has been credited with Rs 50,000.00 overdraft limit on 21-11-26. -SBI'],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for REIMB MEDICAL of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for CSHBK PHONEPE of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for INT ON SB of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
    [
      'VM-SBIINB-S',
      'Your A/C XXXXX654821 has credit for PENSN NOV of Rs 500.00 on 21/11/26. Avl Bal Rs 10,500.00.-SBI',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    `Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 from ravi@paytm (UPI ${RRN}). Avl Bal Rs 10,500. OD Limit Rs 50,000`,
    `Rs.500 credited to HDFC Bank A/c XX4821 on 21-11-26 from RAVI KUMAR (UPI ${RRN}). Add money to your wallet in the app.`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
  });
});

// (Two-word names, 'BUYBACK MOBILES', 'SWEEP CLEANERS', stay silent: with one word of a name beside it, a
// bank's code is as likely its narration, 'INTERIM DIVD', 'TAX RFND'.)
describe("a firm's name holding a bank's code or 'self' ('REVERSE GEAR AUTO', 'SELF HELP GROUP') is never silent", () => {
  test.each([
    'JAI MAA SANTOSHI SELF HELP GROUP',
    'SELF DRIVE CARS',
    'REDEEM GOSPEL CHURCH',
    'PREMATURE BABY CARE CLINIC',
    'REVERSE GEAR AUTO',
  ])('from %s: a credit or an operator', (name) => {
    const body = `Dear Customer, Acct XX821 is credited with Rs 500.00 on 21-Nov-26 from ${name}. UPI:${RRN}-ICICI Bank.`;
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-ICICIB-S')));
  });
  test.each([
    `Rs.500.00 credited to A/c XX4821 on 21-11-26 by SELF TRANSFER. UPI Ref ${RRN}`,
    `Credited INR 450.00 to A/c XX4821 on 21-11-26 -REVERSE POS PUR`,
    `Rs 500 credited to A/c XX4821 on 21-11-26. Info: UPI/${RRN}/REV`,
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).toBe('ignored');
  });
});

describe('R7-21: a web link is one mark, its path neither words nor amounts', () => {
  test.each([
    [
      'VM-AXISBK-S',
      `INR 500.00 credited to A/c no. XX4821 on 21-11-26 at 14:05:33 IST. Info- UPI/P2A/${RRN}/RAVI KUMAR/SBIN. Avl Bal- INR 10,500.00. https://axisbk.in/Rs1000off - Axis Bank`,
    ],
    [
      'VM-IDFCFB-S',
      `Your A/C XXXXXXX4821 is credited by INR 500.00 on 21/11/26 17:36. New Bal: INR 10,500.00. UPI Ref ${RRN} - IDFC FIRST Bank. idfcfirst.bank.in/cashback`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.500.00 credited to HDFC Bank A/c XX4821 on 21-11-26 from VPA ravi.k@oksbi (UPI ${RRN}). Details: www.hdfcbank.com/refund-policy`,
    ],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test("a link's digits are masked in an operator alert's shape", () => {
    expect(maskedShape('Rs 500 credited to a/c XX4821. See https://hdfcbk.io/a/632598765432')).not.toMatch(
      /[0-8]/,
    );
  });
});

describe('a reference label followed by more than one mark never hangs the reader', () => {
  test.each([
    `Rs.750.00 received from SUNITA RAO in PPBL a/c 91XX4821. UPI Ref: ${RRN} Paytm se UPI: https://p.paytm.me/xCTH/pdc`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 UPI:-${RRN}`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 UPI:-:-:-# (${RRN})`,
    `Rs 500.00 credited to your A/c XX4821 on 21-11-26 Ref:: ${RRN}`,
  ])('%s: answered', (body) => {
    expect(['credit', 'unparsed', 'ignored']).toContain(outcomeOf(read(body, 'VM-PAYTMB-S')));
  });
});

describe("R7-16 (leftovers): the holder's name after 'Dear Customer', before a spaced '-', after 'your A/c XX4821 -'", () => {
  test.each([
    `Dear Customer BALAJI LOAN AGENCY, Rs.500.00 credited to your A/c XX4821 on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`,
    `Dear WELCOME TRADERS - Rs.500.00 credited to your A/c XX4821 on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`,
    `Rs.500.00 credited to your A/c XX4821 - BALAJI LOAN AGENCY on 21-11-2026 via UPI from ravi.k@oksbi. UPI Ref No ${RRN}`,
  ])('%s: never silent', (body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, 'VM-FEDBNK-S')));
  });
  test("a hyphen glued to a code after the account stays the bank's", () => {
    const body = `Rs.500.00 credited to your A/c XX4821-REFUND on 21-11-2026 from ravi.k@oksbi. UPI Ref No ${RRN}`;
    expect(outcomeOf(read(body, 'VM-FEDBNK-S'))).not.toBe('credit');
  });
});

describe("R7-27 (more): '₹500.00 came in from RAVI KUMAR in your … A/c'", () => {
  test('the credit', () => {
    const body = `₹500.00 came in from RAVI KUMAR in your Federal Bank A/c XX4821 on 21-Nov-2026. UPI Ref ${RRN}`;
    expect(reading(body, 'VM-FEDBNK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
  test.each([
    `₹500.00 came in from RAVI KUMAR on 21-Nov-2026. UPI Ref ${RRN}`,
    `Your refund of ₹500.00 came in from SWIGGY in your Federal Bank A/c XX4821 on 21-Nov-2026.`,
    `Offers came in for you: ₹500 cashback in your Federal Bank A/c XX4821.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-FEDBNK-S'))).not.toBe('credit');
  });
});

describe("a domain-like word in a narration's slot is the narration's, no link", () => {
  test('UPI/P2M/AMAZON.IN/<rrn>', () => {
    const body = `INR 500.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/P2M/SHOP.IN/${RRN}/RAVI - Axis Bank`;
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});
