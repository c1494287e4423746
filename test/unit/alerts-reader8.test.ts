// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader8
// worked on (issue 26, round 8): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const { read, reading } = smsReaderAt(RECEIVED, 'VM-CUBANK');
// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632514878275';

describe("the short marks ('Cr', 'Crd', 'Dr') said of money that has not moved", () => {
  test.each([
    'A/c XX4821 will be Cr with Rs 500.00 on 22-11-26 by ravi@oksbi',
    'Your A/c XX4821 will be Cr. with INR 500.00 on 22/11/2026 from RAVI KUMAR',
    `A/c XX4821 not Cr with Rs 500.00 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
    'A/c XX4821 to be Crd with Rs 500.00 on 22-11-26 from ravi@oksbi',
    'Amount of Rs 500.00 can be Cr to A/c XX4821 on 22-11-26 after verification',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `A/c XX4821 Cr with Rs 500.00 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
    `Rs.500.00 Cr. to A/c XX4821 on 21-11-26 by ravi@oksbi (UPI Ref No ${RRN})`,
  ])('%s: done: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
});

describe("'Crd' as the credit mark, beside an amount and an account", () => {
  test.each([
    `Rs 500.00 Crd to A/c XX4821 on 21-11-26 by VPA ravi@oksbi (UPI Ref No ${RRN})`,
    `INR 500.00 Crd in A/c XX4821 on 21-Nov-26 from ravi@oksbi. UPI Ref ${RRN}`,
    `A/c XX4821 Crd Rs 500.00 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
    `Your A/c XX4821 is Crd with Rs 500.00 on 21-Nov-26 by ravi@oksbi. UPI Ref ${RRN}`,
    `Crd Rs 500.00 to A/c XX4821 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
    `Rs 500.00 Crd. to A/c XX4821 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-ICICIB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
  test.each([
    // A payee credited, money out first, a card ("Crd" before its number), a wallet, a future.
    `Rs 500.00 Crd to RAVI KUMAR A/c XX9999 on 21-11-26 UPI Ref ${RRN}`,
    `Rs 500.00 Dr. from A/c XX4821 and Crd to ravi@oksbi on 21-11-26 UPI Ref ${RRN}`,
    `A/c XX4821 Drd Rs 500.00 on 21-11-26 to ravi@oksbi UPI Ref ${RRN}`,
    'Rs 500.00 Crd to Crd XX4433 on 21-11-26',
    'Your Card XX4433 is Crd with Rs 500.00 on 21-11-26. Avl Lmt Rs 50000',
    'Rs 500.00 Crd to your Wallet on 21-11-26',
    'A/c XX4821 will be Crd with Rs 500.00 on 22-11-26 by ravi@oksbi',
    `Rs 500.00 Crd to A/c XX4821 on 21-11-26 towards refund Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-ICICIB-S'))).not.toBe('credit');
  });
});

describe("'is now in your A/c': money said to be in an account of yours now", () => {
  test.each([
    `Rs 500 is now in your account XX4821 from ravi@oksbi on 21-11-26. UPI Ref ${RRN}`,
    `Money added! Rs 500 is now in your HDFC Bank A/c XX4821 from ravi@oksbi. Ref ${RRN}`,
    `Rs 500 from ravi@oksbi is now in your A/c XX4821. UPI Ref ${RRN}`,
    `INR 500.00 is now in your a/c XX4821. Sent by RAVI KUMAR via UPI Ref ${RRN} on 21-11-26`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
  test.each([
    'Rs 5,000 is now available in your account XX4821',
    'Avl Bal Rs 5,000.00 is now in your A/c XX4821 as on 21-11-26',
    'Rs 500 is now in your Wallet from ravi@oksbi on 21-11-26',
    'Rs 500 will now be in your A/c XX4821 by 22-11-26',
    'Rs 500 is now in your A/c XX4821 as cashback on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("'has been added to your account': money added into an account of yours", () => {
  test.each([
    `Rs 500.00 has been added to your account XX4821 by ravi@oksbi on 21-Nov-26. UPI Ref ${RRN}`,
    `Rs 500 added to ur A/c XX4821 by ravi@oksbi UPI Ref ${RRN}`,
    `Rs 500 from ravi@oksbi has been added to your A/c XX4821. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
  test.each([
    `Rs 500 has been added to your wallet by ravi@oksbi UPI Ref ${RRN}`,
    'Rs 500 will be added to your A/c XX4821 on 22-11-26',
    'Rs 500 has been added to your A/c XX4821 as reward points on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe('R8-3: a transfer that never reached the account, in the other words banks use for a failure', () => {
  test.each([
    `IMPS credit of Rs 800.00 to your A/c XX4821 has been rejected by the beneficiary bank. IMPS Ref ${RRN}`,
    `Credit of Rs 800.00 to A/c XX4821 could not be processed. UPI Ref ${RRN}`,
    `Incoming UPI payment of Rs 800.00 to your a/c XX4821 was not successful. UPI Ref ${RRN}`,
    `UPI credit of Rs 800.00 to your A/c XX4821 timed out on 21-11-26. UPI Ref ${RRN}`,
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 bounced. UPI Ref ${RRN}`,
    `NEFT credit of Rs 800.00 to your A/c XX4821 not completed. UTR SBIN426325123456`,
    `Credit of Rs 800.00 to your A/c XX4821 did not go through. Ref ${RRN}`,
    `Credit of Rs 800.00 to your A/c XX4821 is in pending status. Ref ${RRN}`,
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 is under dispute and has been blocked. Ref ${RRN}`,
  ])('%s: silent', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'ignored' });
  });
  test.each([
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}. Txn has been rejected; amount will be reversed to remitter.`,
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}. Transaction timed out; it will be returned to the sender.`,
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}. Payment failed; amount will be reversed in 2 days.`,
  ])('%s: a later sentence undoing the credit: an operator looks', (body) => {
    expect(reading(body, 'VM-CANBNK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}. For failed txns, amount will be reversed in 2 days.`,
    `Rs 800.00 credited to your A/c XX4821 on 21-11-26 from ravi@oksbi. UPI Ref ${RRN}. Reward points will be credited at month end.`,
  ])('%s: general advice after the credit: still the credit', (body) => {
    expect(reading(body, 'VM-CANBNK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
});

describe('R8-4: a credit that has not happened yet (scheduled, initiated, requested, on its way, an instruction)', () => {
  test.each([
    `Credit of Rs.800.00 to your A/c XX4821 is scheduled for 24-11-26. Ref ${RRN}`,
    `NEFT credit of Rs.800.00 to your A/c XX4821 has been scheduled. Ref ${RRN}`,
    `Credit of Rs.800.00 to your A/c XX4821 has been initiated by SHREE TRADERS. Ref ${RRN}`,
    `IMPS credit of Rs.800.00 to your A/c XX4821 was initiated on 21-11-26. Ref ${RRN}`,
    `Credit of Rs.800.00 to your A/c XX4821 has been requested by you. Ref ${RRN}`,
    `Your credit of Rs.800.00 to A/c XX4821 is on its way. Ref ${RRN}`,
    `Credit of Rs.800.00 to your A/c XX4821 will happen by tomorrow. Ref ${RRN}`,
    'Please ensure Rs.1,800.00 is credited to your A/c XX4821 before 25-11-26 to avoid charges.',
    'Kindly ensure that your A/c XX4821 is credited with Rs.1,800.00 before the due date.',
  ])('%s: silent', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'ignored' });
  });
});

describe('a credit told only by its noun is as done as its predicate says', () => {
  test.each([
    `Credit of Rs.800.00 to your A/c XX4821 is queued. Ref ${RRN}`,
    `Credit of Rs.800.00 to your A/c XX4821 has been put in a queue. Ref ${RRN}`,
    `Incoming UPI payment of Rs.800.00 from ravi@oksbi to your A/c XX4821 awaits approval. UPI Ref ${RRN}`,
    `Deposit of Rs.800.00 in your A/c XX4821 stands parked. Ref ${RRN}`,
  ])('%s: an operator looks', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Credit of Rs.800.00 to your A/c XX4821 is successful. Ref ${RRN}`,
    `A credit of INR 800.00 has been made to your A/c XX4821 on 21-11-26. Ref ${RRN}`,
    `Credit of Rs.800.00 to your A/c XX4821 on 21-11-26, balance is Rs 5,000.00. Ref ${RRN}`,
    `Incoming UPI payment of Rs.800.00 from ravi@oksbi to your A/c XX4821. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 80_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
});

describe('R8-8: a credit quoted as an example by a warning is no money that moved', () => {
  test.each([
    [
      'VM-HDFCBK-S',
      "Never believe texts like 'Rs.9,000 credited to your A/c XX4821' sent from mobile numbers.",
    ],
    [
      'VM-SBIINB-S',
      'We never send messages such as "INR 4,000 credited to your A/C XXXXX4821 from LUCKY DRAW". -SBI',
    ],
    [
      'VM-AXISBK-S',
      "Fraud alert: crooks forward texts like 'INR 9,000.00 credited to A/c no. XX4821' and ask for it back.",
    ],
    [
      'VM-KOTAKB-S',
      'Ignore SMS that read “Rs 2,500 received in your a/c XX4821 from RAVI” unless you see it in the app.',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by VPA ravi@oksbi (UPI Ref No ${RRN}). Don't share OTP.`,
    `"Rs.500.00 credited to your A/c XX4821 on 21-11-26 by VPA ravi@oksbi (UPI Ref No ${RRN})"`,
    `Rs.500.00 credited to your A/c XX4821 on 21-11-26 by 'RAVI KUMAR' (UPI Ref No ${RRN}).`,
  ])("%s: a quote that is no example (a forwarder's, a payer's name): the credit", (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe('R8-9: money sent, told "<transfer> to <payee> successful … credited"', () => {
  test.each([
    `Transfer to SURESH TRADERS successful! Rs.800.00 credited on 21-11-26. Kotak a/c X4821. UPI Ref ${RRN}`,
    `IMPS payment to ANITA SHARMA successful. Rs.800.00 credited on 21-11-26. A/c XX4821. Ref ${RRN}`,
    `Txn to anita@okicici successful: Rs 800.00 credited. Acct XX4821, 21-Nov-26. UPI:${RRN}`,
    `A/c XX4821: UPI txn Rs.800.00 to anita@okicici done (credited) on 21-11-26. Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 via UPI from anita@okicici. UPI Ref ${RRN}`,
    `Transfer to your A/c XX4821 successful: Rs.800.00 credited on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: money to your account: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
});

describe('R8-10: a charge on a deposit names the deposit, no credit of it', () => {
  test.each([
    'Charges of Rs 23.60 for cash deposit of Rs 40,000.00 in A/C XXXXX4821 levied on 21/11/26 -SBI',
    'Fee of Rs.59.00 recovered on cash deposit of Rs.1,50,000.00 in A/c XX4821 on 21-11-26',
    'Your cash deposit of Rs.40,000.00 in A/c XX4821 on 21-11-26 attracts a fee of Rs.23.60',
    'GST Rs 4.20 on commission for deposit of Rs 40,000.00 in your A/c XX4821 on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
  test.each([
    'Cash deposit of Rs.40,000.00 in your A/c XX4821 on 21-11-26. Avl Bal Rs 50,000.00',
    'Cash deposit of Rs.40,000.00 in your A/c XX4821 on 21-11-26. Charges apply for deposits above 2 lakh.',
  ])('%s: a charge in another sentence: the credit', (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({ kind: 'credit', amountPaise: 4_000_000 });
  });
});

describe("'your <product>/<product> A/c': a '/' glued between two words names one product", () => {
  test.each([
    'Your Demat/Trading A/c XX4821 has been credited with Rs.5,000.00 on 21-11-26',
    'Rs.5,000.00 credited to your Loan/OD A/c XX4821 on 21-11-26',
    'Your Wallet/Card A/c XX4821 is credited with Rs.5,000.00 on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Your OD/CC A/c XX4821 has been credited with Rs.500.00 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
    `Your Savings/Current A/c XX4821 has been credited with Rs.500.00 on 21-11-26 by ravi@oksbi UPI Ref ${RRN}`,
  ])('%s: account kinds: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 50_000,
      accountDigits: '4821',
    });
  });
});

describe("R8-11: the one credited named before 'credited', joined to the amount's clause (a debit's second half)", () => {
  test.each([
    `IMPS Rs 800.00 on 21-Nov-26, SURESH TRADERS credited. IMPS:${RRN}`,
    `UPI txn: Rs.800.00 on 21-11-26, anita@okicici credited. Ref ${RRN}`,
    `Rs.800.00: VPA anita@okicici credited successfully on 21-11-26. UPI Ref ${RRN}`,
    `Rs 800.00 on 21-Nov-26; ANITA SHARMA credited. UPI:${RRN}. Call 18002662 for dispute.`,
    `Rs.800.00 to VPA anita@okicici credited on 21-11-26 (UPI Ref No ${RRN})`,
  ])('%s: a payee credited: silent', (body) => {
    expect(reading(body, 'VM-ICICIT-S')).toMatchObject({ kind: 'ignored' });
  });
  test.each([
    `Rs.800.00 on 21-11-26 and a/c XXXXXXXX9911 credited (IMPS Ref no ${RRN}).-SBI`,
    `Rs 800.00 on 21-Nov-26 & Acct XX991 credited. IMPS:${RRN}.`,
    `INR 800.00 and credited to A/c XX9911 on 21-11-26. Ref ${RRN}`,
  ])('%s: an account credited, whose nothing says: an operator looks', (body) => {
    expect(reading(body, 'VM-ICICIT-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Rs 500, credited to a/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Acct XX4821 credited with Rs 500.00 on 21-Nov-26 from anita@okicici. UPI:${RRN}`,
    `Rs 500.00 on 21-Nov-26 credited to your Acct XX4821 by ANITA SHARMA. UPI:${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-ICICIT-S')).toMatchObject({ kind: 'credit', amountPaise: 50_000, rrn: RRN });
  });
});

describe("R8-12: a bank's erratum quoting a credit, and the bank's own provisional money", () => {
  test.each([
    'Owing to a technical glitch, the SMS on Rs 800.00 credited to A/C XXXXX4821 on 21/11/26 went out incorrectly. -SBI',
    'Please ignore the earlier SMS about Rs 800.00 credited to Acct XX4821. We regret the inconvenience.',
    'Our message of 21-11-26 regarding Rs.800.00 credited to A/c XX4821 was erroneous.',
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}) was sent in error.`,
    'Your A/C XXXXX4821 Credited INR 800.00 on 21/11/26 -Provisional credit for ATM dispute 4411.',
    'INR 800.00 credited to A/c no. XX4821 on 21-11-26. Info- CC limit credit.',
    'Cash deposit of Rs 8,000.00 to A/C XXXXX9911 using your card XX4433 on 21/11/26 -SBI',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 from anita@okicici (UPI ${RRN}). The credit is provisional.`,
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 from anita@okicici (UPI ${RRN}). Credit will be reversed if remitter bank reports failure.`,
  ])('%s: a later sentence unsaying the credit: an operator looks', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 from anita@okicici (UPI ${RRN}). Avl Bal Rs 10,800.00, OD Limit Rs 50,000.00`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe("R8-14: a period's total quoted by an upsell, a penny drop, a round-up, a credit line, a non-credit", () => {
  test.each([
    'You received INR 62,000.00 in A/c XX4821 last month via UPI. Open a Current Account today!',
    'You have received Rs.62,000.00 via UPI this week in A/c XX4821. Get a QR for your shop!',
    'Rs.62,000.00 received in A/c XX4821 over the last 30 days. Switch to a business account.',
    'Rs.62,000.00 credited to your A/c XX4821 so far this year through UPI. Upgrade now.',
    'Rs.1.00 credited to A/c XX4821 on 21-11-26 from CASHFREE for account verification (penny drop)',
    'Rs.20.00 round-up credited to your savings pot from A/c XX4821 on 21-11-26',
    'Rs.25,000.00 credit line approved and credited to your A/c XX4821 on 21-11-26',
    `Non-credit of Rs.800.00 to A/c XX4821: UPI Ref ${RRN} under investigation`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to your A/c XX4821 on 21-11-26 from anita@okicici (UPI ${RRN}). Track your credits this month in the app.`,
  ])('%s: a period in a later sentence: still the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe("R8-16: a reference alone, with no account and no payer named, proves no money into the seller's account", () => {
  test.each([
    `Thank you! Payment of Rs.800.00 received on 21-11-26. Ref ${RRN}`,
    `Payment of INR 800.00 received successfully. Thanks for banking with us. Ref ${RRN}`,
    `Payment received: INR 800.00 via UPI on 21-11-26 (Ref ${RRN}). Thank you`,
  ])('%s: thanked for: silent', (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'ignored' });
  });
  test.each([
    `Payment of Rs.800.00 received on 21-11-26 via UPI. UPI Ref ${RRN}`,
    `Payment received! Rs.800.00 on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: an operator looks', (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Payment of Rs.800.00 received in your account on 21-11-26 via UPI. UPI Ref ${RRN}`,
    `Payment of Rs.800.00 received from anita@okicici on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: an account or a payer named: the credit', (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
});

describe('a cheque named as the means after the verb, and a credit asked of', () => {
  test.each([
    'Rs.800.00 deposited in your A/c XX4821 by cheque no 004512 on 21-11-26',
    'Rs.800.00 deposited to A/c XX4821 through chq 004512 on 21-11-26',
  ])('%s: lodged or cleared, nothing says: never a credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    'Rs.800.00 credited to A/c XX4821? Not you? Report at hdfcbk.io/f',
    'INR 800.00 received in your a/c XX4821? Confirm in the app.',
  ])('%s: asked of: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 by anita@okicici UPI Ref ${RRN} Not you? Call 18002586161`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 by anita@okicici UPI Ref ${RRN}. Wrong credit? Call 18002586161`,
  ])("%s: a trailer's question: the credit", (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('a second figure after the amount, or another currency named: no rupee amount is certain', () => {
  test.each([
    `Rs.8,000.00/1,000 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})`,
    'Rs.800.00 USD credited to A/c XX4821 on 21-11-26',
    'INR 800 AED credited to A/c XX4821 on 21-11-26',
  ])('%s: an operator looks', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    `Rs.800/- credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})`,
    `Rs.800.00/21-11-26 credited to A/c XX4821 from VPA anita@okicici (UPI ${RRN})`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('R8-17: a test, demo or sample alert is an example, no payment', () => {
  test.each([
    `Test SMS. Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})`,
    `Demo: INR 800.00 credited to A/c no. XX4821 on 21-11-26 at 10:15:30 IST.`,
    `Alerts are changing! For example, Acct XX4821 credited with Rs 800.00 on 21-Nov-26 from ANITA SHARMA. UPI:${RRN}`,
    'Mock drill: Your A/C XXXXX4821 Credited INR 800.00 on 21/11/26 by transfer from ANITA SHARMA.',
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}). This is a test alert.`,
    `Sample alert: Rs.800.00 received in your a/c XX4821 from anita@okicici on 21-11-26. UPI Ref:${RRN}.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe('R8-18: a modal perfect supposes a credit, never reports one', () => {
  test.each([
    `Rs.800.00 should have been credited to A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    'Your A/C XXXXX4821 would have been credited with INR 800.00 on 21/11/26 by ANITA SHARMA',
    `Rs.800.00 may have been credited to A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 must have got credited to A/c XX4821 by now. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 has been credited to A/c XX4821 from anita@okicici on 21-11-26. UPI Ref ${RRN}`,
    `You have been credited Rs.800.00 in A/c XX4821 from anita@okicici on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('R8-19: a credit in a clause of condition or time is no report', () => {
  test.each([
    'In case Rs.8,000.00 is credited to A/c XX4821 by mistake, do not spend it.',
    'Unless Rs.8,000.00 is credited to A/c XX4821 by 25-11-26, the EMI will bounce.',
    'Till Rs.8,000.00 is credited to A/c XX4821, the card stays blocked.',
    'Whenever Rs.800.00 or more gets credited to A/c XX4821, we SMS you.',
    'As soon as Rs.8,000.00 is credited to A/c XX4821, the loan closes.',
    'In the event Rs.8,000.00 is credited to A/c XX4821 in error, call us.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `After credit of INR 800.00 to your A/c XX4821 on 21-11-26, Avl Bal is INR 5,800.00. UPI Ref ${RRN}`,
    `Once again, Rs.800.00 credited to A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('a credit recalled, and a status of a credit already alerted', () => {
  test.each([
    'NEFT credit of Rs.8,000.00 to A/c XX4821 recalled by remitter bank on 21-11-26. UTR SBIN426325123499',
    'Rs.8,000.00 credited to A/c XX4821 on 21-11-26 has been recalled by the remitter bank.',
    'The hold on Rs.800.00 credited to A/c XX4821 has been released.',
    'Rs.800.00 credited to your A/c XX4821 on 20-11-26 is now available for use.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("R8-5: ICICI's MMT narration carries the RRN; a handle is read in lower case", () => {
  test.each([
    `ICICI Bank Acct XX821 credited with Rs 800.00 on 21-Nov-26. Info MMT*${RRN}*ANITA SHARMA. Avl Bal Rs 6,800.00`,
    `Acct XX821 credited with Rs 800.00 on 21-Nov-26 Info: MMT*${RRN}*SURESH TRADERS.`,
  ])('%s: the RRN', (body) => {
    expect(reading(body, 'VM-ICICIT-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
  test('a narration slot whose day does not fit is still no RRN (another number printed there)', () => {
    const r = reading(
      'ICICI Bank Acct XX821 credited with Rs 800.00 on 21-Nov-26. Info MMT*612345679907*ANITA SHARMA.',
      'VM-ICICIT-S',
    );
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
    expect(r).not.toHaveProperty('rrn');
  });
  test.each([
    [
      `RS.800.00 CREDITED TO A/C XX4821 ON 21-11-26 FROM VPA ANITA.SHARMA@YBL (UPI ${RRN})`,
      'anita.sharma@ybl',
    ],
    [`Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA Anita@OkICICI (UPI ${RRN})`, 'anita@okicici'],
  ])('%s: the handle %s', (body, vpa) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', payerVpa: vpa });
  });
});

describe("R8-22: someone's account credited, said with a possessive or 'her'/'their'", () => {
  test.each([
    `Your beneficiary's A/c XX9911 credited with Rs.800.00 on 21-11-26. IMPS Ref ${RRN}`,
    `Your payee's account XX9911 has been credited with Rs.800.00 on 21-11-26. IMPS Ref ${RRN}`,
    `Your payee ANITA SHARMA's Acct XX991 is credited with Rs 800.00 on 21-Nov-26. IMPS:${RRN}`,
    `Your UPI payment: anita@okicici's account credited with Rs.800.00 on 21-11-26. UPI Ref ${RRN}`,
    `Your landlord’s A/c XX9911 credited with rent Rs.15,000.00 on 21-11-26 (SI). Ref ${RRN}`,
    `Rs.800.00 credited to her A/c XX9911 on 21-11-26. IMPS Ref ${RRN}`,
    `Rs.800.00 credited to their A/c XX9911 on 21-11-26. IMPS Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([`Your A/c XX4821 credited with Rs.800.00 on 21-11-26 by anita@okicici. IMPS Ref ${RRN}`])(
    '%s: the credit',
    (body) => {
      expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
        kind: 'credit',
        amountPaise: 80_000,
        accountDigits: '4821',
      });
    },
  );
});

describe("R8-23: a credit's state told by a field or a word of its own", () => {
  test.each([
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Status: Pending. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Txn Status - DEEMED. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Result: Failure. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Status: U30. UPI Ref ${RRN}`,
    `INR 800.00 credited\nA/c no. XX4821\n21-11-26, 10:15:30 IST\nUPI/P2A/${RRN}/ANITA SHARMA\n(Pending)\nAxis Bank`,
    `INR 800.00 credited\nA/c no. XX4821\n21-11-26, 10:15:30 IST\nUPI/P2A/${RRN}/ANITA SHARMA\n- PENDING\nAxis Bank`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-AXISBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Status: Success. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 from anita@okicici on 21-11-26. Txn Status - COMPLETED. UPI Ref ${RRN}`,
  ])('%s: a state of done: the credit', (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
});

describe("money re-credited (the customer's own debit put back), and a credit product's drawing", () => {
  test.each([
    `Rs.800.00 re-credited to A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Re-credit of Rs 800.00 to A/C XXXXX4821 done on 21/11/26. Ref ${RRN} -SBI`,
    `A/c XX4821 Re-Cr Rs.800.00 on 21-11-26 UPI Ref ${RRN}`,
    'Rs.20,000.00 EMI-free credit of your Flexipay credited to A/c XX4821 on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("R8-25: a reference labelled inside the payer's own words is never the RRN", () => {
  test.each([
    `INR 800.00 credited to A/c no. XX4821 on 21-11-26 at 10:15:30 IST. Info- UPI/P2A/${RRN}/ANITA SHARMA/HDFC/Ref 632412345601. - Axis Bank`,
    `Rs.800.00 Credited to A/c ...4821 thru UPI/${RRN} by anita@okicici (remarks: Ref No 632412345606). Total Bal:Rs.5800.00CR`,
  ])("%s: the bank's RRN", (body) => {
    expect(reading(body, 'VM-AXISBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
  test.each([
    'INR 800.00 credited to A/c no. XX4821 on 21-11-26 at 10:15:30 IST. Info- UPI/P2A/612345691400/ANITA SHARMA/HDFC/Ref 632412345601. - Axis Bank',
    'INR 800.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/P2A/612345691401/ANITA SHARMA/balance of RRN 632412345602',
  ])("%s: the narration's number no RRN (its day does not fit), the note's neither", (body) => {
    const r = reading(body, 'VM-AXISBK-S');
    expect(r).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
    expect(r).not.toHaveProperty('rrn');
  });
});

describe('R8-17 (Hindi): a test message in Hindi is no payment', () => {
  test.each([
    'आपके खाते XX4821 में रु.800.00 जमा किए गए 21-11-26 को। यह एक परीक्षण संदेश है।',
    'आपके खाते XX4821 में रु.800.00 जमा किए गए 21-11-26 को। यह केवल नमूना है।',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("R8-1: your account credited, and the payer's account named debited after it", () => {
  test.each([
    `Your a/c no. XXXXXXXX4821 is credited for Rs.800.00 on 21-11-26 and a/c XXXXXXXX9911 debited (IMPS Ref no ${RRN}).-SBI`,
    `Your A/c XX4821 has been credited by Rs.800.00 on 21-11-2026 and A/c XX9911 debited. IMPS Ref No ${RRN}`,
    `Your a/c no. XXXXXXXX4821 is credited by Rs.800.00 on 21-11-26 and a/c XXXXXXXX9911 of ANITA SHARMA debited (IMPS Ref no ${RRN}).`,
    `Rs.800.00 credited to your a/c XX4821 on 21-11-26; remitter a/c XX9911 debited. IMPS Ref ${RRN}`,
    `Acct XX4821 credited with Rs 800.00 on 21-Nov-26 & sender Acct XX9911 debited. IMPS:${RRN}`,
    `Your A/c XX4821 credited with Rs.800.00 on 21-11-26 by debit to A/c XX9911 (ANITA SHARMA). IMPS Ref ${RRN}`,
  ])("%s: the credit, to the seller's account", (body) => {
    expect(reading(body, 'VM-SBIINB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 80_000,
      rrn: RRN,
      accountDigits: '4821',
    });
  });
  test.each([
    // Neither account named (R7-7 stays): which is the seller's is not said.
    `Acct XX4821 credited with Rs 800.00 on 21-Nov-26; Acct XX9911 debited. UPI:${RRN}.`,
    // Yours debited.
    `A/c XX9911 credited with Rs.800.00 by debit to your A/c XX4821 on 21-11-26. IMPS Ref ${RRN}`,
    `Your a/c no. XXXXXXXX4821 is debited for Rs.800.00 on 21-11-26 and a/c XXXXXXXX9911 credited (IMPS Ref no ${RRN}).`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe('R8-21: an account not called yours debited first, then yours credited', () => {
  test.each([
    `Acct XX991 of ANITA SHARMA debited with Rs 800.00 on 21-Nov-26 & your Acct XX821 credited. IMPS:${RRN}`,
    `A/c XXXXXXXX9911 debited for Rs.800.00 on 21-11-26 and your a/c no. XXXXXXXX4821 credited (IMPS Ref no ${RRN}).-SBI`,
    `ANITA SHARMA's A/c XX9911 debited and your A/c XX4821 credited with Rs.800.00 on 21-11-26. IMPS Ref ${RRN}`,
    `Sender A/c XX9911 debited. Your A/c XX4821 credited Rs.800.00 on 21-11-26. IMPS Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-ICICIT-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
  test.each([
    `Your A/c XX4821 debited for Rs.800.00 on 21-11-26 and A/c XX9911 credited (IMPS Ref no ${RRN}).`,
    `A/c XX4821 debited for Rs.800.00 on 21-11-26 and A/c XX9911 credited (IMPS Ref no ${RRN}).`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-ICICIT-S'))).not.toBe('credit');
  });
});

describe('a credit told by a participle or a noun, then a predicate or a state not known as done', () => {
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 has been flagged. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 was adjusted. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 is being recovered. UPI Ref ${RRN}`,
    `Credit of Rs 800.00 to Acct XX821 aborted. UPI:${RRN}`,
    `Incoming NEFT of Rs.8,000.00 from ANITA SHARMA to your A/c XX4821 not honoured. UTR SBIN426325100105`,
    `Credit of Rs 800.00 to Acct XX821 in progress. UPI:${RRN}`,
    `Credit of Rs 800.00 to Acct XX821 withheld. UPI:${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 has been confirmed. UPI Ref ${RRN}`,
    `Cheque 004512 for Rs 800.00 deposited in your A/c XX4821 has been cleared and credited on 21/11/2026. Ref ${RRN}`,
    `Credit of Rs 800.00 to Acct XX821 from ANITA SHARMA on 21-Nov-26. UPI:${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('R8-32: money sent back to the remitter however said, a credit made void', () => {
  test.each([
    'Rs.8,000.00 credited to A/c XX4821 on 21-11-26 has been clawed back to the remitter. UTR SBIN426325100523',
    'Rs.8,000.00 credited to A/c XX4821 on 21-11-26 has been wired back to the remitter. UTR SBIN426325100521',
    'NEFT credit of Rs.8,000.00 to A/c XX4821 pulled back by remitter bank on 21-11-26. UTR SBIN426325100400',
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 now void. UPI Ref ${RRN}`,
    'A/c XX4821 credited INR 123.00 on 21-11-2026 10:15:30 thru UPIREV. Avl Bal INR 5123.00',
    'Your A/C XXXXX4821 Credited INR 123.00 on 21/11/26 -ACH CR INT. Avl Bal INR 5,123.00',
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI Ref ${RRN}) against dispute`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe('R8-30 and residues: fakes quoted without quotes, trial and UAT messages, YTD totals, a state heading', () => {
  test.each([
    'Fake SMS: Rs.9000 credited to your A/c XX4821. Do not trust such texts from mobile numbers.',
    'Scammers write: Rs.9,000.00 credited to your A/c XX4821, pls send back. Never do.',
    "'Rs.9000 credited to your A/c XX4821' - such SMS from unknown numbers are fake.",
    '"INR 9,000.00 credited to your A/c XX4821" - SMS like this from 10-digit numbers are fraud.',
    `UAT: Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})`,
    'Trial message. Rs.800.00 credited to A/c XX4821 on 21-11-26',
    'Your A/c XX4821 received Rs.62,000.00 YTD via UPI.',
    `PENDING: INR 800.00 credited to A/c no. XX4821 on 21-11-26. UPI/P2A/${RRN}/ANITA SHARMA`,
    `Pending - INR 800.00 credited to A/c no. XX4821 on 21-11-26. UPI/P2A/${RRN}/ANITA SHARMA`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-AXISBK-S'))).not.toBe('credit');
  });
});

describe("R8-11 (more) and R8-28: the payee named beside 'credited' in brackets or after a dash, or in a field", () => {
  test.each([
    `Rs.800.00 via UPI on 21-11-26 (ANITA SHARMA credited). A/c XX4821. UPI Ref ${RRN}`,
    `Rs.800.00 on 21-11-26 - ANITA SHARMA credited. A/c XX4821. UPI Ref ${RRN}`,
    `IMPS\nAmount: Rs.800.00\nTo: ANITA SHARMA\nA/c: XX9911\nStatus: SUCCESS - Credited\nRef: ${RRN}`,
    `Payee: ANITA SHARMA\nPayee A/c: XX9911\nAmount: Rs.800.00\nStatus: Credited successfully\nRef: ${RRN}`,
    `Transfer successful\nTo: anita@okicici\nAmount: Rs.800.00\nCredited on 21-11-26\nIMPS Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Credit Alert\nAmount: Rs.800.00\nFrom: anita@okicici\nTo: your A/c XX4821\nOn: 21-11-26\nUPI Ref ${RRN}`,
  ])('%s: money to your account: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe("R8-2: the direction told only by the narration's code (UPI/CR/, IMPS/CR/, NEFT/DR/)", () => {
  test.each([
    `A/c XX4821 txn INR 800.00 on 21-11-2026 10:15:30 UPI/CR/${RRN}/ANITA. Avl Bal INR 5800.00`,
    `Transaction alert for A/c XX4821: INR 800.00, 21-11-2026, IMPS/CR/${RRN}/ANITA SHARMA. Avl Bal INR 5,800.00`,
    `Your A/c XX4821 has a transaction of INR 800.00 on 21-11-26. Info: UPI/CR/${RRN}/ANITA SHARMA/okicici`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-UJJIVN-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 80_000,
      accountDigits: '4821',
    });
  });
  test.each([
    `A/c XX4821 txn INR 800.00 on 21-11-2026 10:15:30 UPI/DR/${RRN}/ANITA. Avl Bal INR 4200.00`,
    `Your A/c XX4821 has a transaction of INR 800.00 on 21-11-26. Info: UPI/DR/${RRN}/ANITA SHARMA/okicici`,
  ])('%s: money out: silent', (body) => {
    expect(reading(body, 'VM-UJJIVN-S')).toMatchObject({ kind: 'ignored' });
  });
});

describe('R8-6, R8-34: a credit said by a label or a noun (Credit Alert:, Type: CR, Inward, Cash Dep), also after a greeting', () => {
  test.each([
    `Credit Alert: A/c XXXXXX4821, Amt Rs.800.00, UPI from anita@okicici, Ref ${RRN}, 21-11-2026`,
    `Transaction Type: CR Amount: INR 800.00 A/c: XX4821 Date: 21-11-2026 10:15:30 Ref: ${RRN}`,
    `Inward IMPS Rs.800.00 A/c XXXXX4821 from ANITA SHARMA on 21-11-26 Ref ${RRN}`,
    'RTGS inward credit of Rs.2,00,000.00 to A/c XX4821 from ANITA SHARMA on 21-11-26 UTR SBINR52026112100012345',
    'Cash Dep Rs 8,000.00 A/C XXXXX4821 21/11/26 Bal Rs 10,800.00',
    `Credit of Rs.800.00 to A/c ending 4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})`,
    `Dear Customer, Credit of INR 800.00 to A/c XX4821 on 21-11-2026 via UPI. Ref: ${RRN}`,
    `Dear Customer,\nCredit of INR 800.00 to A/c XX4821 on 21-11-2026 via UPI. Ref: ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-AUBANK-S')).toMatchObject({ kind: 'credit' });
  });
  test.each([
    `Debit Alert: A/c XXXXXX4821, Amt Rs.800.00, UPI to anita@okicici, Ref ${RRN}, 21-11-2026`,
    `Transaction Type: DR Amount: INR 800.00 A/c: XX4821 Date: 21-11-2026 10:15:30 Ref: ${RRN}`,
    'Rs 5.90 charged for inward NEFT of Rs 8,000.00 to Acct XX821 on 21-Nov-26.',
    'GST of Rs.0.90 charged on IMPS inward credit of Rs.8,000.00 to A/c XX4821 on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-AUBANK-S'))).not.toBe('credit');
  });
});

describe("R8-7: money paid or sent to 'you' by a payer, said with the payer as agent", () => {
  test.each([
    `Amount of Rs 800.00 paid by ANITA SHARMA into your Acct XX821 on 21-Nov-26. UPI:${RRN}`,
    `Rs.800.00 paid to you by ANITA SHARMA in A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `ANITA SHARMA paid Rs.800.00 to you in A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 sent to you by ANITA SHARMA in A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 transferred to you by ANITA SHARMA in A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 paid into your A/c ending 4821 by ANITA SHARMA on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 has reached your A/c XX4821 from anita@okicici on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
  test.each([
    `You paid Rs.800.00 to ANITA SHARMA from A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 paid by you to ANITA SHARMA from A/c XX4821 on 21-11-26. UPI Ref ${RRN}`,
    'Cheques sent to you by courier on 21-11-26 for A/c XX4821.',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("reader8's own regressions: 'paid using Credit Line on UPI' is the payer's way; cash deposited with your card", () => {
  test.each([
    `Rs.800.00 received in A/c XX4821 from anita@okicici (paid using Credit Line on UPI) on 21-11-26. UPI Ref ${RRN}`,
    'Rs 8,000.00 deposited in your A/C XXXXX4821 at CDM S1NW000123 using your card XX4433 on 21/11/26.',
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit' });
  });
  test.each(['Cash deposit of Rs 8,000.00 to A/C XXXXX9911 using your card XX4433 on 21/11/26'])(
    '%s: into an account not named yours: never a credit',
    (body) => {
      expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
    },
  );
});

describe('a heading that makes the credit a copy, a reminder, a reply or an example', () => {
  test.each([
    `Reminder: Rs.800.00 credited to your A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    `Duplicate alert: Rs.800.00 credited to your A/c XX4821 from ANITA SHARMA on 21-11-26.`,
    `Resending: Your A/C XXXXX4821 Credited INR 800.00 on 21/11/26 by transfer from ANITA SHARMA.`,
    `For your records: Rs.800.00 credited to your A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    `Tip: Rs.8,000.00 credited to your A/c XX4821 by an unknown sender? Do not send it back, call the bank.`,
    'Suppose Rs.8,000.00 is credited to your A/c XX4821 by mistake - never withdraw it.',
    `Testimonial: Rs.800.00 credited to your A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("the short mark's '.' ends no sentence; an instruction to keep money; 'will be added'; Hindi warnings", () => {
  test.each([
    'Cheque 004512 for Rs.8,000.00 Cr. to A/c XX4821 subject to realisation on 21-11-26',
    `Rs.800.00 Cr. to A/c XX4821 from anita@okicici on 21-11-26 is a fraudulent credit and has been frozen. UPI Ref ${RRN}`,
    'Keep Rs 1,200.00 Cr. in A/C XXXXX4821 for your SIP on 25/11/26',
    `Your beneficiary's A/c XX9911 Cr. with Rs.800.00 on 21-11-26. IMPS Ref ${RRN}`,
    'NEFT of Rs.8,000.00 from ANITA SHARMA for your A/c XXXXX4821 is received and will be added after verification.',
    'जैसे ही आपके खाते XX4821 में रु.8,000.00 जमा हों, EMI कट जाएगी।',
    'पिछले महीने आपके खाते XX4821 में रु.62,000.00 जमा हुए।',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 Cr. to A/c XX4821 on 21-11-26 by anita@okicici (UPI Ref No ${RRN}). Avl Bal Rs 5,800.00`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
});

describe("rounds 7 and 8's tuning cases, as general rules (made-up wordings of each class)", () => {
  test.each([
    // The state's money: an Aadhaar payment bridge credit, a pension, an income-tax refund (a PAN beside an
    // assessment year); a card's give-back narrated by its date (PSB's dialect); the customer's recharge received.
    ['VM-BOBTXN-S', 'Rs.1500 Credited to A/c ...4821 from:APBCR/Credit Thr. Total Bal:Rs.2500.0CR.'],
    [
      'VM-CBSSBI-S',
      'Your A/C XXXXX4821 has credit for BY PEN OCT,26 TDS000000 PEN of Rs 9,000.00 on 21/11/26.',
    ],
    [
      'VK-IDBIBK-S',
      'IDBI Bank A/C NN4821 credited INR. 800.00 Det:ACH10-BQRPS1234K AY25-CE600001. Bal INR. 5800.00',
    ],
    [
      'VM-PSBANK-S',
      'A/c No **4821 Credited with Rs 4.10--Txndt-261119-SHREE FUELS (CLR BAL 500.00CR)(21-11-2026 10:00:00)',
    ],
    [
      'VM-SBIINB-S',
      'Your recharge for JIO PREPAID - account 9812300000 for Rs 299.00 with reference no YONOAB0001 has been received.',
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(outcomeOf(read(body, sender))).not.toBe('credit');
  });
  test.each([
    // An ATM credit not said to be a deposit; a lender's repayment account signing off; a cashback handle
    // beside another handle.
    [
      'VM-INDBNK-S',
      'Amount Of INR 800 credited to Acc XXX4821 for txn through ATM ID:S1T000001 on 21/11 at 10:09:56.',
    ],
    [
      'VM-ICICIT-S',
      'Dear ANITA ,Your account XXXX4821 has been credited with amount 800.50 .Reference no- CMS632500001 .Thanks, SURE LOANS REPAYMENT LTD',
    ],
    [
      'VM-INDUSB-S',
      `A/C *XX4821 credited Rs 44.23 from bhimcashback@hdfcbank. RRN:${RRN}. Not you? Call 1860 from anita@okicici`,
    ],
  ])('%s %s: an operator looks', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    [
      'VM-IDFCFB-S',
      'Your A/C XXXXX4821 is credited with INR 800.00 on 21/11/26 for cash deposit at ATM ID ER000001.',
      '4821',
    ],
    [
      'VM-AXISBK-S',
      `Hello! Your A/c no. 824821 has been credited with Rs. 800 on 21nov26. Info: IMPS/P2A/${RRN}/9198000000/.`,
      '824821',
    ],
    [
      'VM-KBLBNK-S',
      'x054821x CREDITED for Rs.800.00/- By Cash-BNA/260001/25 -Balance is Rs.1800.00 (21-11-2026 14:17:18)',
      '054821',
    ],
    [
      'VM-YESBNK-S',
      'This is to inform you that M/s ANITA TRADERS has transferred an amount of Rs. 800.00 to your account no. XXXXXXXX4821 from their YES Bank account through NEFT',
      '4821',
    ],
  ])('%s %s: the credit, to the account %s', (sender, body, digits) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', accountDigits: digits });
  });
  test("a cash machine's narration holds the deposit's time, the same day as stated", () => {
    const r = reading(
      'Rs INR 800.00 has been credited to your account XXXX4821 on 21/11/2026 towards CASH-BNA-6180 6180BK01- 21/11/26 08:05:41.',
      'VM-CANBNK-S',
    );
    expect(r).toMatchObject({ kind: 'credit', statedDate: '2026-11-21', statedPrecision: 'second' });
  });
  test.each(['CASHBACK TRADERS', 'REFUND HOUSE'])(
    'a depositor after "by -" or a payer before "has transferred" named %s: an operator looks',
    (name) => {
      expect(
        reading(
          `Update! INR 800.00 deposited in HDFC Bank A/c XX4821 on 21-NOV-26 for Cash Deposit by - ${name} - MG ROAD.`,
          'VM-HDFCBK-S',
        ),
      ).toMatchObject({ kind: 'unparseable' });
      expect(
        reading(
          `M/s ${name} has transferred an amount of Rs. 800.00 to your account no. XXXXXXXX4821 from their bank account`,
          'VM-YESBNK-S',
        ),
      ).toMatchObject({ kind: 'unparseable' });
    },
  );
});

describe('R8-35: a greeting or a tag before the message leaves the rules of its opening as they are', () => {
  test.each([
    `Dear Customer, Transfer to SURESH TRADERS successful! Rs.800.00 credited on 21-11-26. Kotak a/c X4821. UPI Ref ${RRN}`,
    `Hi, UPI payment to ANITA SHARMA successful. Rs.800.00 credited on 21-11-26. A/c XX4821. Ref ${RRN}`,
    'Dear Customer, Was Rs.800.00 credited to your A/c XX4821 by ANITA SHARMA? Confirm in the app.',
    '[Txn Alert] Rs.800.00 credited to A/c XX4821? Not you? Report at hdfcbk.io/f',
    `Update: Has Rs.800.00 been credited to your A/c XX4821 from anita@okicici? Check in MobileBanking.`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Dear Customer, Rs.800.00 credited to your A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
    `Update: Rs.800.00 credited to A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('more clauses of condition or time, an approximate amount, an amount each, an opening deposit', () => {
  test.each([
    'Although Rs.8,000.00 is credited to A/c XX4821 by mistake, do not withdraw it.',
    'While Rs.8,000.00 is credited to A/c XX4821 by mistake, do not spend it.',
    'By the time Rs.8,000.00 is credited to A/c XX4821, the EMI will be due.',
    'On condition that Rs.8,000.00 is credited to A/c XX4821, the card is unblocked.',
    `About Rs.800.00 credited to A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 each credited to A/c XX4821 on 21-11-26 from anita@okicici and ravi@oksbi.`,
    'Your A/C XXXXX4821 Credited INR 5,000.00 on 21/11/26 -Initial Deposit. Avl Bal INR 5,000.00',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-SBIINB-S'))).not.toBe('credit');
  });
});

describe("R8-40: the payee after 'credited in' or 'credited into' as after 'credited to'", () => {
  test.each([
    `Rs.800.00 credited into ANITA SHARMA A/c XX9911 on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 credited in her A/c XX9911 on 21-11-26. IMPS Ref ${RRN}`,
    `Dear Guardian, Rs.800.00 credited into minor's A/c XX9911 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
    `A/c XX4821: Rs.800.00 credited into anita@okicici on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited in your HDFC Bank A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 credited in Savings A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 credited in full to your A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('R8-33: a promotion on its own line after a credit is a sentence of its own', () => {
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})\nEarn 7.5% interest on FD! Open now: hdfcbk.io/fd`,
    `Received Rs.800.00 in your HDFC Bank a/c X4821 from anita@okicici on 21-11-26.UPI Ref:${RRN}\nInvest in FD at 7.4% p.a. on Kotak811`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})\nOffer: 5% cashback on PayZapp`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000, rrn: RRN });
  });
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN})\nRefund of failed txn`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26\nCashback on your order`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
});

describe("R8-42, R8-45: reader8's own regressions mended (a glued footer, a note's or a balance's time, a footer's '?')", () => {
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}) Have a nice day`,
    `Credit of Rs.800.00 to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}) If not done by you, call 18001234 to block.`,
    `Dear Customer, INR 8,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325123456 by ANITA SHARMA, INFO: INV 42-SBI Pending KYC? Update now.`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit' });
  });
  test.each([
    `INR 800.00 credited to A/c no. XX4821 on 21-11-26. Info- UPI/P2A/${RRN}/ANITA SHARMA/HDFC/paid 21-11-26 10:00. - Axis Bank`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}). Avl Bal Rs.5,800.00 as on 21-11-26 11:50`,
    `Dear Customer, INR 8,000.00 credited to your A/c No XX4821 on 21/11/2026 through NEFT with UTR SBIN426325100900 by ANITA SHARMA, INFO: ORDER 42 21/11/2026 09:45-SBI`,
  ])("%s: the credit, with no stated time (a note's or a balance's is none)", (body) => {
    const r = reading(body, 'VM-AXISBK-S');
    expect(r).toMatchObject({ kind: 'credit', statedDate: '2026-11-21' });
    expect(r).not.toHaveProperty('statedAt');
  });
});

describe("R8-46: the payee after 'credited <rail or adverb> to'", () => {
  test.each([
    `Rs.800.00 credited via UPI to anita@okicici. A/c XX4821. UPI Ref ${RRN}`,
    `Rs.800.00 credited through IMPS to ANITA SHARMA A/c XX9911. UPI Ref ${RRN}`,
    `Rs.800.00 credited successfully to anita@okicici on 21-11-26. UPI Ref ${RRN}`,
    `Rs.800.00 credited instantly via UPI to her A/c XX9911. UPI Ref ${RRN}`,
    `Your UPI payee's bank account XX9911 credited with Rs.800.00 on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 credited via UPI to your A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 credited successfully to your A/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe('R8-44, R8-15: a mandate\'s collection credited from a payer; a firm named with "wallet"', () => {
  test.each([
    `Rs.499.00 received in A/c XX4821 from anita@okicici under UPI AutoPay (subscription) on 21-11-26. UPI Ref ${RRN}`,
    `INR 499.00 credited to A/c no. XX4821 on 21-11-26 at 10:15:30 IST. Info- UPI/MANDATE/${RRN}/ANITA SHARMA`,
    `Acct XX821 credited with Rs 499.00 on 21-Nov-26 from ANITA SHARMA via e-mandate collection. UPI:${RRN}`,
  ])('%s: never silent (an operator looks)', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    'UPI AutoPay mandate of Rs 499 for NETFLIX created on A/c XX4821. Rs 499 will be debited on 25-11-26',
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}. Set up AutoPay for your bills with UPI Mandate.`,
  ])('%s: a notice, or the credit beside advice', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('unparsed');
  });
  test.each([`Rs.800.00 credited to A/c XX4821 on 21-11-26 from WALLET WORLD (UPI Ref ${RRN})`])(
    '%s: the credit',
    (body) => {
      expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({
        kind: 'credit',
        amountPaise: 80_000,
        payerName: 'WALLET WORLD',
      });
    },
  );
  test.each([`Rs.800.00 credited to A/c XX4821 on 21-11-26 from PhonePe wallet. UPI Ref ${RRN}`])(
    "%s: the customer's own wallet: never a credit",
    (body) => {
      expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
    },
  );
});

describe("R8-26: a message ending on a later sentence's amount is no credit cut at its amount", () => {
  test.each([
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}). Refer a friend & earn Rs.800`,
    `Rs.800.00 credited to A/c XX4821 on 21-11-26 from VPA anita@okicici (UPI ${RRN}). Win up to Rs.800`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
  test.each(['Rs.800.00 credited with INR 13', 'Your A/c XX4821 is credited with INR 13'])(
    "%s: cut at the credit's own amount: an operator looks",
    (body) => {
      expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'unparseable' });
    },
  );
});

describe("R8-33's line rule never ends a sentence on a word one goes on after, nor before a masked number", () => {
  test.each([
    'Have you received Rs.800.00 credited to\nA/c XX4821 on 21-11-26? Rate your UPI experience: hdfcbk.io/r',
    'Was Rs.800.00 credited to your A/c\nXX4821 by ANITA SHARMA? Confirm in the app.',
    'Your cash deposit of Rs.50,000.00 in\nA/c XX4821 on 21-11-26 attracts charges of Rs.17.70',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([`Rs.800.00 credited to\nA/c XX4821 on 21-11-26 from anita@okicici. UPI Ref ${RRN}`])(
    '%s: the credit, to its account',
    (body) => {
      expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', accountDigits: '4821' });
    },
  );
});

describe("R8-38 and R8-46 residues: 'Cr.' before a question's '?', 'the account of your payee'", () => {
  test.each([
    'Rs.800.00 Cr. to A/c XX4821 from anita@okicici? Check in MobileBanking.',
    `The account of your payee anita@okicici has been credited with Rs.800.00 on 21-11-26. UPI Ref ${RRN}`,
    `The account of your beneficiary ANITA SHARMA has been credited with Rs.800.00 on 21-11-26. UPI Ref ${RRN}`,
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
  });
  test.each([
    `Rs.800.00 Cr. to A/c XX4821 from anita@okicici on 21-11-26. UPI Ref ${RRN}. Not you? Call 1800`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', amountPaise: 80_000 });
  });
});

describe("R8-38 (lost side): the mark 'Cr.' as the verb after 'is' or 'been', into an account of yours", () => {
  test.each([
    `Rs.800.00 is Cr. in your Kotak Bank A/c XX4821 by ANITA SHARMA on 21-11-26 (IMPS Ref no ${RRN})`,
    `Dear Client, INR 800.00 has been Cr. to your account XX4821 on 21/11/26 via IMPS from ANITA SHARMA. Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-KOTAKB-S')).toMatchObject({
      kind: 'credit',
      amountPaise: 80_000,
      accountDigits: '4821',
    });
  });
  test.each([
    'Rs.800.00 will be Cr. to your A/c XX4821 on 22-11-26',
    'Rs.800.00 is Cr. to your Wallet on 21-11-26',
  ])('%s: never a credit', (body) => {
    expect(outcomeOf(read(body, 'VM-KOTAKB-S'))).not.toBe('credit');
  });
});

describe("R8-47: a line break inside a clause (capitals, a bank's name, after 'VPA') ends no sentence; an account in full is no reference", () => {
  test.each([
    `YOUR A/C XXXXX4821 HAS BEEN CREDITED\nWITH INR 8,000.00 ON 21-11-26 BY ANITA SHARMA. UPI REF ${RRN}`,
    `Rs.800.00 credited to your HDFC\nBank a/c XX4821 from anita@okicici. UPI Ref ${RRN}`,
    `Rs.800.00 credited to A/c XX4821 from VPA\nANITA.SHARMA@YBL. UPI Ref ${RRN}`,
  ])('%s: the credit', (body) => {
    expect(reading(body, 'VM-HDFCBK-S')).toMatchObject({ kind: 'credit', rrn: RRN, accountDigits: '4821' });
  });
  test.each(['Rs.800.00 credited to A/c 50100123454821? Not you? Report at hdfcbk.io/f'])(
    '%s: asked of',
    (body) => {
      expect(outcomeOf(read(body, 'VM-HDFCBK-S'))).not.toBe('credit');
    },
  );
});
