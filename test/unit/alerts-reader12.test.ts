// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader12
// worked on (round 12: the tuning misses of rounds 9-11, the classes the round-9 red team left, the R10
// findings): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T18:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632517340962';

describe("a merchant's card machine's sales settled into the account: money in, as the day's cash takings are", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      'INR 4,210.00 deposited to A/c No XX4827 towards 52208814TERMINAL 2 CARDS SETTL. 21/11/26 Val 21-NOV-26. Clr Bal is INR 9,848.33 subject to clearing.',
    ],
    [
      'VM-SBIINB-S',
      'Rs 4,210.00 credited to your A/c XX4827 on 21-11-26 towards POS settlement for TID 12345678.',
    ],
    [
      'VM-ICICIB-S',
      'Your A/c XX4827 is credited with INR 4,210.00 on 21-11-2026 - EDC SETTLEMENT MID 004512. Avl Bal INR 14,000.00',
    ],
    ['VM-CANBNK-S', 'Rs.4210.00 credited to a/c XX4827 on 21/11/26 Info: CARD SETTL 004512 21NOV'],
  ])('%s %s: a credit of its amount', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 421_000,
      accountDigits: '4827',
    });
  });
  test.each([
    // the customer's own card's dues settled, never sales
    'Rs 4,210.00 credited to your A/c XX4827 on 21-11-26 towards credit card settlement.',
    'Rs 4,210.00 credited to your A/c XX4827 on 21-11-26 - CC SETTL 21NOV.',
    // a card sale undone, a payment service's batch
    'Rs 4,210.00 credited to your A/c XX4827 on 21-11-26 towards POS settlement reversal.',
    'Rs 4,210.00 credited to your A/c XX4827 on 21-11-26 towards PHONEPE settlement.',
    'INR 4,210.00 deposited to A/c No XX4827 towards BHARATPE SETTL 21/11/26 Val 21-NOV-26.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe("the Aadhaar payment bridge's credit named in full: the state's benefit, no payment", () => {
  test.each([
    [
      'VK-MAHABK',
      'Your a/c xxxx4827 has been credited by Rs. 1,285.00 on 21-NOV-2026 by APB Credit Through PFMS  C042246748215. A/c Bal is Rs. 4,196.83 CR',
    ],
    ['VM-PNBSMS', 'Rs.1285.00 credited to your A/c XX4827 on 21/11/26 by APB CREDIT/C0422467481. -PNB'],
    [
      'VM-BOBTXN',
      'Rs.1285.00 credited to A/c XX4827 on 21/11/26 via Aadhaar Payment Bridge. Avl Bal Rs.5000.00',
    ],
    ['VM-UNIONB', 'A/c *4827 Credited for Rs:1285.00 on 21-11-2026 by APB CRDT 04224674. Avl Bal Rs:5000.00'],
  ])('%s %s: ignored, not a payment', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'not_a_payment' } });
  });
  test.each([
    // PFMS without the bridge may be a purchase (GeM): an operator looks
    'Your a/c xxxx4827 has been credited by Rs. 1,285.00 on 21-NOV-2026 by NEFT Credit Through PFMS  C042246748215.',
  ])('%s: still unparseable', (body) => {
    expect(outcomeOf(read(body, 'VK-MAHABK'))).toBe('unparsed');
  });
  test('a firm whose name begins APB stays a payer', () => {
    expect(
      reading(
        `Rs.1285.00 credited to your A/c XX4827 on 21/11/26 from APB TRADERS UPI Ref ${RRN} -PNB`,
        'VM-PNBSMS',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 128_500 });
  });
});

describe("an account of another bank than the sender's: whose it is is not certain", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `Rs 640.00 credited to your SBI A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN})`,
    ],
    [
      'VM-SBIINB-S',
      `Your ICICI Bank Savings A/c XX4827 is credited with INR 640.00 on 21/11/2026. IMPS Ref ${RRN}`,
    ],
    [
      'VM-BOIIND',
      `Rs.640.00 received in your Bank of Baroda account XX4827 from RAVI KUMAR on 21-11-26. UPI:${RRN}`,
    ],
    [
      'VM-AXISBK-S',
      `INR 640.00 deposited in your Kotak Mahindra Bank Ltd. A/c XX4827 on 21-11-2026 by UPI Ref ${RRN}`,
    ],
    ['VM-KOTAKB-S', `Rs 640 credited to HDFC Bank XX4827 on 21-11-26 by ravi@okaxis. UPI Ref ${RRN}`],
    [
      'VM-CANBNK',
      `An amount of INR 640.00 has been credited to your PNB A/c XX4827 on 21/11/2026. Ref ${RRN}`,
    ],
    // (the sender's account named bare, money "sent … to your ICICI Bank A/c": the holder's own transfer out, read as
    // a credit before)
    [
      'VM-AXISBK-S',
      `INR 640.00 sent from A/c XX4827 to your ICICI Bank A/c XX9911 on 21-11-26. IMPS Ref ${RRN}`,
    ],
  ])('%s %s: unparseable', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('unparsed');
  });
  test.each([
    // the sender's own bank, by its name, its first words or its initials
    [
      'VM-HDFCBK-S',
      `Rs 640.00 credited to your HDFC Bank A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN})`,
    ],
    ['VM-SBIINB-S', `Your SBI A/c XX4827 is credited with INR 640.00 on 21/11/2026. IMPS Ref ${RRN}`],
    [
      'VM-BOBTXN',
      `Rs.640.00 received in your Bank of Baroda account XX4827 from RAVI KUMAR on 21-11-26. UPI:${RRN}`,
    ],
    ['VM-PSBANK', `Rs 640.00 credited to your Punjab & Sind A/c XX4827 on 21-11-26. UPI Ref ${RRN}`],
    // another bank named as the payer's, not the account credited
    [
      'VM-HDFCBK-S',
      `Rs 640.00 credited to your A/c XX4827 on 21-11-26 from ICICI Bank A/c XX9911 (IMPS Ref ${RRN})`,
    ],
    [
      'VM-ICICIB',
      `Your A/c XX4827 is credited with INR 640.00 on 21-11-26 by RAVI KUMAR from SBI A/c XX9911. IMPS ${RRN}`,
    ],
  ])('%s %s: a credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 64_000,
      accountDigits: '4827',
    });
  });
  test.each([
    [
      'VM-HDFCBK-S',
      `Rs 640.00 debited from your SBI A/c XX4827 on 21-11-26 to VPA ravi@oksbi (UPI Ref ${RRN})`,
    ],
  ])('%s %s: money out stays a debit', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'debit' } });
  });
});

describe("a penny drop named by its checker (a gateway's '- VERIFY', a payee's or an account's check): no payer's payment", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `Rs.1.00 credited to HDFC Bank A/c XX4827 on 21-11-26 from VPA razorpay.verify@icici (UPI ${RRN})`,
    ],
    [
      'VM-HDFCBK-S',
      `INR 1.00 deposited to A/c No XX4827 towards IMPS-${RRN}-RAZORPAY - VERIFY Val 21-NOV-26.`,
    ],
    [
      'VM-HDFCBK-S',
      `Update! INR 1.00 deposited in HDFC Bank A/c XX4827 on 21-NOV-26 for IMPS-RAZORPAY - VERIFY-${RRN}.Avl bal INR 5,000.00`,
    ],
    ['VM-SBIINB-S', `Rs 2.00 credited to your A/c XX4827 on 21-11-26 by IMPS/${RRN}/BENE VERIFY/ZERODHA`],
    ['VM-ICICIB', `Your A/c XX4827 is credited with INR 1.00 on 21-11-26. Info: IMPS*${RRN}*CASHFREE VERIFY`],
    [
      'VM-KOTAKB-S',
      `Received Rs.1.00 in your Kotak Bank a/c X4827 from acverify@ybl on 21-11-26. UPI Ref:${RRN}`,
    ],
  ])('%s %s: ignored, not a payment', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'not_a_payment' } });
  });
  test.each([
    // "verify" as a word of the bank's advice, or of a name, is no check of the account
    `Rs 500.00 credited to your A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN}). Always verify the payer on your app.`,
    `Rs 1.00 credited to your A/c XX4827 on 21-11-26 from VPA verifyme.shop@ybl (UPI Ref ${RRN})`,
  ])('%s: a credit', (body) => {
    expect(outcomeOf(read(body))).toBe('credit');
  });
});

describe("an overdraft's or cash credit's limit set or renewed, named in a narration: the bank's credit line, no payment", () => {
  test.each([
    ['VM-SBIINB-S', 'Rs 50,000.00 credited to your A/c XX4827 on 21-11-26 Info: OD LIMIT RENEWAL'],
    [
      'VM-ICICIB',
      'Your A/c XX4827 credited INR 2,00,000.00 on 21-11-2026 - OD LIMIT SET. Avl Bal INR 2,05,000.00',
    ],
    ['VM-HDFCBK-S', 'INR 1,00,000.00 deposited to A/c No XX4827 towards OD LIMIT 2026-27 Val 21-NOV-26.'],
    ['VM-CANBNK', `Rs 50,000.00 credited to your A/c XX4827 on 21-11-26 by TRF OD LMT RENEWED/${RRN}`],
    [
      'VM-BOBTXN',
      'Rs.3,00,000.00 Cr. to A/c ...4827 on 21-11-2026 (CC LIMIT RENEWAL). Avl Bal Rs.3,10,000.00',
    ],
  ])('%s %s: ignored, not a payment', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'not_a_payment' } });
  });
  test.each([
    // a limit's label beside the balance, its figure after it or what the balance includes
    `Rs.500.00 credited to A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN}). Avl Bal Rs 5,000.00 OD Limit Rs 50,000.00`,
    `Rs.500.00 credited to A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN}). Avl Bal Rs 5,000.00 (OD Limit: Rs 50,000.00)`,
    `Rs.500.00 credited to A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN}). Avl Bal Rs 55,000.00 incl OD limit`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe("Google Pay's pay-out handle (its rewards, cashback, referral bonuses): cashback, never an order's payment", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `Rs.51.00 credited to HDFC Bank A/c XX4827 on 21-11-26 from VPA goog-payment@okaxis (UPI ${RRN})`,
    ],
    [
      'VM-SBIINB-S',
      `Rs.51.00 credited to A/c XX4827 on 21-11-26 by a/c linked to VPA goog-payment@okaxis (UPI Ref No ${RRN}).`,
    ],
    [
      'VM-KOTAKB-S',
      `Received Rs.151.00 in your Kotak Bank a/c X4827 from goog-payment@okaxis on 21-11-26. UPI Ref:${RRN}`,
    ],
  ])('%s %s: ignored, not a payment', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'not_a_payment' } });
  });
  test("a payer whose handle is at Google Pay's bank is a payer", () => {
    expect(
      reading(
        `Rs.51.00 credited to HDFC Bank A/c XX4827 on 21-11-26 from VPA googlefan.ravi@okaxis (UPI ${RRN})`,
      ),
    ).toMatchObject({ kind: 'credit', payerVpa: 'googlefan.ravi@okaxis' });
  });
});

describe('an insurer or a stockbroker paying, no claim or pay-out named: a claim or the own funds as likely, an operator looks', () => {
  test.each([
    [
      'VM-HDFCBK-S',
      'Rs 12,500.00 credited to your A/c XX4827 on 21-11-26 by NEFT from ZERODHA BROKING LTD. UTR HDFCN52026112112345',
    ],
    [
      'VM-HDFCBK-S',
      'INR 12,500.00 deposited to A/c No XX4827 towards NEFT Cr-ICIC0000104-UPSTOX SECURITIES PVT LTD-RAVI KUMAR-CITIN26325406991 Val 21-NOV-26.',
    ],
    [
      'VM-SBIINB-S',
      'Rs 38,000.00 credited to your A/c XX4827 on 21-11-26 by NEFT from STAR HEALTH AND ALLIED INSURANCE CO LTD. UTR CITIN26325406991',
    ],
    [
      'VM-AXISBK-S',
      'INR 38,000.00 credited to A/c no. XX4827 on 21-11-26 by NEFT from ICICI LOMBARD GIC LTD. UTR CITIN26325406991',
    ],
    [
      'VM-ICICIB',
      'Dear Customer, Acct XX827 is credited with Rs 5,000.00 on 21-Nov-26 from BAJAJ ALLIANZ LIFE INSURANCE. NEFT-CITIN26325406991-ICICI Bank.',
    ],
    [
      'VM-CANBNK',
      `Rs.2,450.00 credited to your A/c XX4827 on 21/11/26 by IMPS/${RRN}/POLICYBAZAAR INSURANCE BROKERS`,
    ],
  ])('%s %s: unparseable', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('unparsed');
  });
  test.each([
    // a claim or a pay-out named: silent, as before
    'Rs 38,000.00 credited to your A/c XX4827 on 21-11-26 by NEFT from HDFC ERGO GENERAL INSURANCE-CLAIM 123456. UTR CITIN26325406991',
  ])('%s: silent', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
  test.each([
    // insurance in the bank's advertisement after the credit, or in the bank's own words about the account
    `Rs 2,450.00 credited to your A/c XX4827 on 21-11-26 by NEFT from RAVI KUMAR. UTR CITIN26325406991. Get insurance cover of Rs 2 lakh, apply now. T&C`,
    `Rs 2,450.00 credited to your A/c XX4827 on 21-11-26 from VPA ravi@oksbi (UPI Ref ${RRN}). Deposits are insured by DICGC.`,
  ])('%s: a credit', (body) => {
    expect(outcomeOf(read(body))).toBe('credit');
  });
});

describe("a hyphenated hh-mm-ss where only a time stands is the credit's time, never a second date", () => {
  const at = (clock: string) => Date.parse(`2026-11-21T${clock}+05:30`) / 1000;
  test.each([
    [`Rs 500.00 credited to your A/c XX4827 on 21-11-2026-14-05-33 by UPI Ref ${RRN}`, '14:05:33'],
    [
      `INR 500.00 credited to A/c XX4827 on 21-11-26-14-05-33 from VPA ravi@oksbi. UPI Ref ${RRN}`,
      '14:05:33',
    ],
    [`Rs.500.00 credited to your A/c XX4827 on 21-11-2026 14-35-07 by UPI Ref ${RRN}`, '14:35:07'],
    [`Rs 500.00 credited to your A/c XX4827 on 21/11/2026 at 14-05-33 by UPI Ref ${RRN}`, '14:05:33'],
    [`Your A/c XX4827 is credited with Rs 500.00 on 21-NOV-2026 02-05-33 PM. UPI Ref ${RRN}`, '14:05:33'],
    [`Rs 500.00 credited to your A/c XX4827 on 21-11-2026 (14-05-33) by UPI Ref ${RRN}`, '14:05:33'],
    [`Rs 500.00 credited to your A/c XX4827 at 14-35-07 on 21-11-2026. UPI Ref ${RRN}`, '14:35:07'],
  ])('%s', (body, clock) => {
    expect(reading(body)).toMatchObject({
      kind: 'credit',
      statedDate: '2026-11-21',
      statedAt: at(clock),
      statedPrecision: 'second',
    });
  });
  test.each([
    // as likely a value date: two dates, an operator looks
    `Rs 500.00 credited to your A/c XX4827 on 21-11-2026 14-05-26 by UPI Ref ${RRN}`,
  ])('%s: unsure', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test('a date after a time label stays a date', () => {
    expect(
      reading(`Date & Time: 21-11-26, 14:03:41 IST. Rs 500.00 credited to your A/c XX4827. UPI Ref ${RRN}`),
    ).toMatchObject({ kind: 'credit', statedDate: '2026-11-21', statedAt: at('14:03:41') });
  });
});

describe('the commonest misspellings of the words of money in are read as spelt right; rarer slips stay unsure', () => {
  test.each([
    ['VM-SBIINB-S', `Recieved Rs 615.00 in your A/c XX4827 from meera@okicici on 21-11-26. UPI Ref ${RRN}`],
    ['VM-HDFCBK-S', `Rs 615.00 creditted to your A/c XX4827 on 21-11-26 by UPI Ref ${RRN}`],
    ['VM-CANBNK', `Your A/c XX4827 is credeted with INR 615.00 on 21-11-26. UPI Ref ${RRN}`],
    ['VM-PNBSMS', `Rs 615.00 transfered to your A/c XX4827 from meera@okicici on 21-11-26. UPI Ref ${RRN}`],
    [
      'VM-UNIONB',
      `Dear Customer, Rs.615.00 has been Recived in your account XX4827 from MEERA NAIR on 21-11-26. IMPS Ref ${RRN}`,
    ],
    ['VM-IOBCHN', `Rs.615.00 DEPOSITTED in A/c XX4827 on 21-11-2026 by UPI Ref ${RRN}`],
  ])('%s %s: the credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 61_500,
      accountDigits: '4827',
    });
  });
  test.each([
    // money out, a non-payment, a promise, a payee: never a credit
    `Rs 615.00 transfered from your A/c XX4827 to meera@okicici on 21-11-26. UPI Ref ${RRN}`,
    `Rs 615.00 debited from your A/c XX4827 on 21-11-26 and creditted to meera@okicici. UPI Ref ${RRN}`,
    `Cashback of Rs 61.50 recieved in your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
    `Rs 615.00 will be creditted to your A/c XX4827 on 22-11-26.`,
    `Refund of Rs 615.00 recived in your A/c XX4827 on 21-11-26. Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
  test.each([
    // a common slip beside a rarer one, or a credit otherwise unsure
    `Rs 615.00 recieved and CREDITD to your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
    `Rs 615.00 creditted to your SBI A/c XX4827 on 21-11-26 by UPI Ref ${RRN}`,
  ])('%s: unsure', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test('a phone number never yields a credit, however it is spelt', () => {
    expect(
      outcomeOf(read(`Rs 615.00 recieved in your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`, '+919845012345')),
    ).not.toBe('credit');
  });
});

describe("rounds 12 and 13's tuning misses, each as its class", () => {
  test.each([
    // ICICI's NACH dividend narration, `Info ACH*<COMPANY>*<n>` (declared for ICICI: the purpose is never printed)
    [
      'VM-ICICIT-S',
      'ICICI Bank Account XX827 credited:Rs. 36.00 on 21-Nov-26. Info ACH*SUNRISE POLYMERS LI*4410. Available Balance is Rs 8,231.93',
    ],
    [
      'VM-ICICIB',
      'ICICI Bank Account XX827 credited:Rs. 12.50 on 21-Nov-26. Info ACH*NTPCFINDIV211126*88213.',
    ],
    // a card's bill paid by cheque, "No" glued to the card's mask
    [
      'VM-KOTAKB',
      'Payment of Rs 4200 received for Card Noxxxx4827 by chq 311204 on 21-Nov-2026. Credit will be given on cheque realization',
    ],
    ['VM-SBIINB-S', 'Payment of Rs.4,200.00 received towards your Card NoXX4827 on 21/11/2026. Thank you.'],
    // a card purchase's narration as the source: the holder's own card payment given back
    [
      'VM-BOBTXN',
      'Rs.42 Credited to A/c ...4827 from:POS/FLIPKART/11290. Total Bal:Rs.905.91CR. Avlbl Amt:Rs.905.91(21-11-2026 12:50:00) - Bank of Baroda',
    ],
    ['VM-CANBNK', 'Rs.42.00 credited to A/c XX4827 on 21-11-26 Info: POS*SWIGGY*8812. Bal Rs.905.91'],
    // a cheque's credit given when it clears, said in the credit's own sentence
    [
      'VM-HDFCBK-S',
      'Rs 4,200.00 received in A/c XX4827 by chq 311204 on 21-11-2026, to be credited on cheque realisation.',
    ],
  ])('%s %s: ignored, not a payment', (sender, body) => {
    expect(read(body, sender)).toMatchObject({ reading: { kind: 'ignored', reason: 'not_a_payment' } });
  });
  test.each([
    // the same ACH credit from another bank's header names no dividend: a credit, as decided at rounds 9-11
    [
      'VK-MAHABK',
      'Your a/c xxxx4827 has been credited by Rs. 36.00 on 21-NOV-2026 by ACH SUNRISE POLYMERS LI 4410. A/c Bal is Rs. 8,231.93 CR',
      3_600,
    ],
    // an account's "No" glued to its mask
    [
      'VM-HDFCBK-S',
      `Rs 4200 credited to A/c NoXX4827 on 21-Nov-2026 from ravi@oksbi UPI Ref ${RRN}`,
      420_000,
    ],
    // a card machine's sales settled, named in the same narration's place
    [
      'VM-BOBTXN',
      'Rs.420 Credited to A/c ...4827 from:POS/SETTL/11290. Total Bal:Rs.4905.91CR - Bank of Baroda',
      42_000,
    ],
    // cash put into a recycler: the machine named as the means, nothing of a withdrawal
    [
      'VM-PNBSMS',
      'Ac XXXXXXXX00004827 Credited with Rs.4200.00,21-11-2026 12:54:22 thru ATM. Aval Bal Rs.9156.88 CR.',
      420_000,
    ],
  ])('%s %s: a credit', (sender, body, paise) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
      accountDigits: '4827',
    });
  });
  test.each([
    // an ATM credit naming the holder's transaction, card or a machine's id: a withdrawal given back as likely
    [
      'VM-PNBSMS',
      'Ac XXXXXXXX00004827 Credited with Rs.4200.00,21-11-2026 12:54:22 thru ATM XXXX7216. Aval Bal Rs.9156.88 CR.',
    ],
    [
      'VM-INDBNK',
      'Amount Of INR 4200 credited to Acc XXX184827 for txn through ATM ID:S1T000217 on 21/11 at 12:09:56.',
    ],
    // the credit's own figure labelled a balance: any other figure would be a guess
    [
      'AD-CENTBK-T',
      'A/c 3XXXXX4827 credited by Rs. 250 Total Bal: Clr Bal: Rs. 3,158.69 CR.  Rs.  3,158.69 CR  -CBoI',
    ],
    [
      'VM-HDFCBK-S',
      'Your A/c XX4827 is credited with Rs.9,100.00 Avl Bal: Avl Lmt: Rs.2,000.00. Rs 2,000.00 CR on 21-11-26',
    ],
    // a cheque's credit promised in a later sentence: an operator looks
    [
      'VM-HDFCBK-S',
      'Rs 4,200.00 received in A/c XX4827 by chq 311204 on 21-11-2026. Credit will be given on cheque realization.',
    ],
  ])('%s %s: unsure', (sender, body) => {
    expect(outcomeOf(read(body, sender))).toBe('unparsed');
  });
  test("Bank of Baroda's stamp after the balance, year first with colons, is the credit's moment", () => {
    expect(
      reading(
        `Rs.2500.00 Cr. to A/C XXXXXX4827 and Dr. from meera.k@okicici. Ref:${RRN}. AvlBal:Rs24367.86(2026:11:21 11:36:43).`,
        'JK-BOBSMS-S',
      ),
    ).toMatchObject({
      kind: 'credit',
      amountPaise: 250_000,
      statedDate: '2026-11-21',
      statedAt: Date.parse('2026-11-21T11:36:43+05:30') / 1000,
    });
  });
});

describe("R10-1: the holder's own transfer out, confirmed as 'A/c XX… credited', is money out", () => {
  test.each([
    [
      'VM-CENTBK',
      `A/c XX5512 credited with INR 2,310.00 on 21-11-2026 by your IMPS transfer. Ref ${RRN} -CBoI`,
    ],
    [
      'VM-AUBANK',
      'A/c XX5512 credited with Rs 2,310 on 21-11-2026 by your NEFT. UTR UTIBH26325315912 -AU Bank',
    ],
    [
      'VM-CUBANK',
      `A/c XX5512 credited with Rs:2310.00 on 21 Nov 2026 against your fund transfer request. Ref ${RRN} -CUB`,
    ],
    ['VM-HDFCBK-S', `Rs 2,310.00 credited to A/c XX5512 on 21-NOV-26 through your net banking. Ref ${RRN}`],
    ['VM-EQUTAS', `Fund transfer successful: Rs 2,310.00 credited to A/c XX5512 on 21-11-2026. Ref ${RRN}`],
    ['VM-SBIUPI', `UPI txn successful! Rs2,310.00 credited to A/c XX5512 on 21Nov26. UPI Ref ${RRN} -SBI`],
    ['VM-UTKSFB', `Transfer complete. Rs:2310/- credited to A/c XX5512 on 21NOV2026. Ref ${RRN}`],
    ['VM-PNBSMS', `Transaction completed: A/c XX5512 credited with Rs 2310.00 on 21-11-2026. Ref ${RRN}-PNB`],
    [
      'VM-KBLBNK',
      'Txn ID 7711: A/c XX5512 credited INR 2,310.00 on 21-11-2026. Thank you for using our mobile banking',
    ],
    ['VM-UCOBNK', `आपके IMPS द्वारा खाता XX5512 में दिनांक 21-NOV-2026 को ₹2310.00 जमा किए गए। संदर्भ ${RRN}`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    // the holder's own account named yours, a payer named, the holder's collect request paid: money in
    [
      'VM-HDFCBK-S',
      `Payment successful! Rs 2,310.00 received from ravi@oksbi in A/c XX5512 on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs.2,310.00 received in HDFC Bank A/c XX5512 from ravi@ybl against your UPI collect request on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-SBIINB-S',
      `Rs 2,310.00 credited to your A/c XX5512 on 21-11-26 by UPI Ref ${RRN}. Thank you for banking with us.`,
    ],
  ])('%s %s: a credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 231_000 });
  });
});

describe("R10-2, R10-21, R10-24, R10-28: an account credited named as someone else's (its bank, its holder, a relation)", () => {
  test.each([
    ['VM-IOBCHN', `IMPS: Rs:2310.00 credited to A/c XX5512 at ICICI Bank on 21.11.26. Ref No ${RRN}`],
    ['VM-BOBSMS', `Rs:2,310/- credited to A/c XX5512 held with Axis Bank on 21NOV2026. IMPS Ref ${RRN}`],
    ['VM-DCBANK', `INR2,310.00 credited to A/c XX5512 held with SBI on 21-NOV-26. IMPS Ref ${RRN}`],
    ['VM-ESAFBK', `Rs 2,310.00 credited to A/c XX5512 (Kotak Bank) on 21NOV2026. IMPS Ref ${RRN}`],
    [
      'VM-SIBSMS',
      `Dear Customer, your linked HDFC Bank account XX5512 has been credited with INR 2310/- on 21.11.26. Ref ${RRN}`,
    ],
    ['VM-SBIINB-S', `IMPS: Rs 2,310.00 credited to A/c XX5512 (icic0001122) on 21-11-26. Ref No ${RRN}`],
    [
      'VM-DCBANK',
      `Rs 2310.00 credited to the A/c of your supplier MEERA TRADERS on 21.11.26. IMPS Ref ${RRN}`,
    ],
    ['VM-CSBBNK', `Rs.2,310.00 credited to your vendor's A/c XX5512 on 21NOV2026. IMPS Ref ${RRN}`],
    [
      'VM-KVBANK',
      `INR 2310.00 credited to A/c XX5512 belonging to MEERA IYER on 21-NOV-2026. IMPS Ref ${RRN}`,
    ],
    ['VM-FINOBK', `Rs. 2,310.00 credited to A/c holder MEERA IYER on 21-11-2026. IMPS Ref ${RRN}`],
    ['VM-INBUPI', `INR2,310/- credited to the A/c XX5512 you entered on 21/11/2026. IMPS Ref ${RRN}`],
    ['VM-UNIONB', `A/c XX5512 of MEERA TRADERS is credited for Rs. 2310/- on 21/11/26. IMPS Ref ${RRN}`],
    [
      'VM-FINOBK',
      `A/c XX5512 of NEW INDIA TEXTILES is credited for Rs:2310.00 on 21/11/2026. IMPS Ref ${RRN}`,
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    // the payer's account at another bank, the holder's own account of yours, "from your customer"
    [
      'VM-HDFCBK-S',
      `Rs 2,310.00 credited to your A/c XX5512 on 21-11-26 from A/c XX9911 (SBI). IMPS Ref ${RRN}`,
    ],
    ['VM-IOBCHN', `Rs 2,310.00 credited to your A/c XX5512 (IOB) on 21-11-26. UPI Ref ${RRN}`],
    ['VM-SBIINB-S', `Rs 2,310.00 credited to A/c XX5512 of yours on 21-11-26 by RAVI. IMPS Ref ${RRN}`],
    [
      'VM-ICICIB',
      `Rs 2,310.00 credited to your A/c XX5512 from your customer RAVI on 21-11-26. UPI Ref ${RRN}`,
    ],
  ])('%s %s: a credit', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 231_000,
      accountDigits: '5512',
    });
  });
});

describe('R10-20: three digits after a point with three or fewer before it: a thousands group as likely, no amount', () => {
  test.each(['Rs 1.500', 'Rs 500.500', 'INR 12.500', 'Rs 2.500/-', 'INR 1.250'])('%s: unsure', (amount) => {
    expect(outcomeOf(read(`${amount} credited to A/c XX5512 on 21.11.26. UPI Ref ${RRN}`))).toBe('unparsed');
  });
  test.each([
    ['Rs 2782.000', 278_200],
    ['Rs 1,500.000', 150_000],
  ])('%s: a padded third decimal', (amount, paise) => {
    expect(reading(`${amount} credited to A/c XX5512 on 21.11.26. UPI Ref ${RRN}`)).toMatchObject({
      kind: 'credit',
      amountPaise: paise,
    });
  });
});

describe("R10-4, R10-26: a credit said subject to realisation in a sentence of its own, a provisional credit's code", () => {
  test.each([
    [
      'VM-KOTAKB',
      'Your A/c **5512 credited with Rs. 2310.36 on 21Nov26 by NEFT from SAI KRISHNA STORES. This credit is subject to realisation.',
    ],
    [
      'VM-UCOBNK',
      'Your A/c XXXX5512 credited with Rs2310.00 on 21Nov26 by NEFT from MEERA TRADERS. The above amount is subject to realization.',
    ],
    ['VM-DCBANK', 'Rs 2,310.00 credited to A/c XX5512 on 21-Nov-2026. Info: PROV CR. DCB Bank'],
    ['VM-JIOPBS', 'INR.2310.00 credited to A/c **5512 on 2026-11-21. Info: PROV CREDIT'],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test("the bank's general rule stays a trailer", () => {
    expect(
      reading(
        'Your A/c **5512 credited with Rs. 2310.00 on 21Nov26 by NEFT from SAI KRISHNA STORES. All credits are subject to realisation.',
        'VM-KOTAKB',
      ),
    ).toMatchObject({ kind: 'credit', amountPaise: 231_000 });
  });
});

describe("R10-27: a 12-digit number in a rail's '-' or ':' slot is the RRN only if its day fits, as in a '/' slot", () => {
  test.each([
    // a mobile number, a date stamp, an account: none is an RRN of 21 November 2026
    'INR 500.0 credited to A/c XX5512 on 21/11/26. Info: IMPS-919845012376-KAVITHA R',
    'Rs:500.00 credited to A/c **5512 on 21-Nov-2026. Info: IMPS-211120261466-PRIYA SHARMA',
    'Rs 500 credited to A/c XXXXXXXX5512 on 21-NOV-2026. Info: IMPS:505262572103:ANIL GUPTA',
    'Rs. 500.00 credited to A/c ending 5512 on 21st Nov 2026 by UPI-505326190566-SURESH BABU K',
  ])('%s: a credit without an RRN', (body) => {
    const r = reading(body, 'VM-SIBSMS');
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 50_000 });
    expect(r).not.toHaveProperty('rrn');
  });
  test.each([
    `INR 500.0 credited to A/c XX5512 on 21/11/26. Info: IMPS-${RRN}-KAVITHA R`,
    `Rs 500 credited to A/c XXXXXXXX5512 on 21-NOV-2026. Info: IMPS:${RRN}:ANIL GUPTA`,
  ])('%s: its RRN', (body) => {
    expect(reading(body, 'VM-SIBSMS')).toMatchObject({ kind: 'credit', rrn: RRN });
  });
});

describe("R10-5: a merchant's settlement named 'for card transactions' is the card sales settled, never silent", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      'Dear Merchant, settlement of Rs 2,310.00 for card transactions of 20-11-26 has been credited to your A/c XXXX5512 on 21.11.2026. MID 263336615212555',
    ],
    [
      'VM-BANDHN',
      'Dear Merchant, settlement of ₹2310.00 for card transactions has been credited to your A/c XXXXX5512 on Nov 21, 2026. MID 143900079322687',
    ],
  ])('%s %s: not silent', (sender, body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, sender)));
  });
  test.each([
    'Dear Merchant, settlement of Rs 2,310.00 for UPI transactions of 20-11-26 credited to your A/c XX5512',
    'Rs 2,310.00 credited to your A/c XX5512 on 21-11-26 for 5 UPI transactions',
  ])("%s: a payment service's batch stays silent", (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
});

describe('R10-7: a clause joined to the credit after its reference, naming nothing of the money, never silences it', () => {
  test.each([
    `INR 2310.00 credited to A/c XXXX5512 on 2026-11-21 by UPI Ref ${RRN}, for any complaint call 1800 425 1111`,
    `Money Received - INR 2,310.00 in HDFC Bank A/c ...5512 on 2026-11-21 by A/c linked to VPA meera@ybl (UPI Ref No ${RRN}), T&C apply`,
    `Rs 2310.00 credited to A/c *5512 on 21.11.26 by UPI Ref ${RRN} & get instant loan in app`,
    `Rs 2310 credited to A/c XX5512 on 21-11-26 by UPI Ref ${RRN} | Get 5% cashback with our card`,
    `Dear Customer, your A/c **5512 is credited with Rs 2,310.00 on 21-11-2026 by IMPS Ref No ${RRN}, enjoy cashback on bill pay`,
  ])('%s: a credit or an operator, never silent', (body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body)));
  });
  test.each([
    // the bank's own code in the narration after the reference stays the bank's
    `Rs.2310.00 credited to A/c XX5512 on 21-11-26. Info: UPI/${RRN}/REV`,
    `Cashback of Rs 23.10 credited to A/c XX5512 on 21-11-26, UPI Ref ${RRN}`,
  ])('%s: still silent', (body) => {
    expect(outcomeOf(read(body))).toBe('ignored');
  });
});

describe("R10-34: money sent by a payer to the holder's own handle ('to your VPA', 'to your UPI ID') is money in", () => {
  test.each([
    [
      'VM-CSBBNK',
      `Rs.2310.0 sent from meera.k@ybl to your VPA shop.5512@okhdfcbank on 21.11.2026. UPI Ref ${RRN}`,
      'meera.k@ybl',
    ],
    [
      'VM-YESBNK',
      `INR2,310.00 sent by MEERA IYER to your UPI ID shop5512@ybl on 21Nov26. UPI Ref ${RRN}`,
      undefined,
    ],
    [
      'VM-EQUTAS',
      `MEERA IYER sent Rs 2310.0 to your UPI ID store5512@okaxis on 21-Nov-2026. UPI Ref ${RRN}`,
      undefined,
    ],
  ])('%s %s: a credit', (sender, body, payerVpa) => {
    const r = reading(body, sender);
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 231_000, rrn: RRN });
    if (payerVpa !== undefined) expect(r).toMatchObject({ payerVpa });
  });
  test.each([
    `Rs.2310.0 sent from your VPA shop.5512@okhdfcbank to meera.k@ybl on 21.11.2026. UPI Ref ${RRN}`,
    `You sent Rs 2310 to your UPI ID store5512@okaxis on 21-Nov-2026. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});

describe("R10-31: a named payer's purpose after 'towards' (loan repayment, interest payment) is the payer's word: an operator looks", () => {
  test.each([
    `INR 2310.00 credited to your A/c XXXX5512 on 21-11-2026 from NEHA JAIN towards loan repayment. UPI Ref ${RRN}`,
    `Rs 2310 credited to your A/c XX5512 on 21-11-26 from meera@oksbi towards interest payment. UPI Ref ${RRN}`,
  ])('%s: unsure', (body) => {
    expect(outcomeOf(read(body))).toBe('unparsed');
  });
  test.each([
    'Rs 2,310 credited to your loan A/c XX5512 on 21-11-26 towards loan repayment',
    `Rs 2,310 received from you towards your loan repayment on 21-11-26. Ref ${RRN}`,
  ])('%s: the bank collecting its dues stays silent', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
    expect(outcomeOf(read(body))).not.toBe('unparsed');
  });
});

describe("R10-32: the holder's own collect request, said paid before the credit, is money in", () => {
  test.each([
    [
      'VM-HDFCBK-S',
      `Your collect request to meera@ybl for Rs 2310.0 was paid. Rs 2310.0 credited to your A/c **5512 on 21-Nov-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-SBIINB-S',
      `Your UPI collect request for Rs 2,310 is successful. A/c X5512 credited on 21-NOV-2026. UPI Ref ${RRN}`,
    ],
  ])('%s %s: a credit or an operator, never silent', (sender, body) => {
    expect(['credit', 'unparsed']).toContain(outcomeOf(read(body, sender)));
  });
  test.each([
    `Collect request from meera@ybl for Rs 2310 was paid by you. Rs 2310 debited from your A/c XX5512. UPI Ref ${RRN}`,
    `Your collect request to meera@ybl for Rs 2310 is pending. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body))).not.toBe('credit');
  });
});
