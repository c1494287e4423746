// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the classes reader7
// worked on (issue 26, round 7): each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { outcomeOf } from '../../scripts/lib/alert-cases.js';
import { readSms } from '../../src/ingest/alerts/read.js';

const RECEIVED = Date.parse('2026-11-21T14:05:00+05:30') / 1000;
const read = (body: string, sender = 'VM-CUBANK') => readSms(sender, body, RECEIVED);
const reading = (body: string, sender?: string) => {
  const r = read(body, sender);
  return r.kind === 'read' ? r.reading : r;
};
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
