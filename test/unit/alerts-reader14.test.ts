// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the R10 lost-credit classes
// reader14 worked on: each describe block is one class, several wordings of it, never one body.
import { describe, expect, test } from '@jest/globals';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-21T18:05:00+05:30') / 1000;
const { reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');

describe('R10-22: a cheque the holder deposited, cleared and credited: money in', () => {
  test.each([
    [
      'VM-CUBANK-S',
      'Dear Customer, cheque no 418207 for Rs 6,250.00 deposited by you has been cleared and credited to A/c XXXXX4827 on 21-11-2026. City Union Bank',
    ],
    [
      'VM-SBIINB-S',
      'Chq 418207 of Rs.6250.00 deposited by you is cleared and credited to your A/c XX4827 on 21/11/26 -SBI',
    ],
    [
      'VM-CANBNK-S',
      'Cheque No.418207 for INR 6,250.00 deposited by you on 19-11-26 has been realised and credited to a/c XX4827. Canara Bank',
    ],
  ])('%s %s: a credit of its amount', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 625_000,
      accountDigits: '4827',
    });
  });
  test.each([
    // the holder's own cheque paid out, a cheque returned, one only sent for clearing, a payee's account
    [
      'VM-CUBANK-S',
      'Dear Customer, cheque no 418207 for Rs 6,250.00 issued by you has been cleared and debited from A/c XXXXX4827 on 21-11-2026. City Union Bank',
    ],
    ['VM-SBIINB-S', 'Chq 418207 of Rs.6250.00 deposited by you has been returned unpaid. A/c XX4827 -SBI'],
    [
      'VM-CANBNK-S',
      'Cheque No.418207 for INR 6,250.00 deposited by you in A/c XX4827 is sent for clearing. Canara Bank',
    ],
    [
      'VM-CUBANK-S',
      'Cheque no 418207 for Rs 6,250.00 deposited by you has been cleared and credited to beneficiary A/c XXXXX5511 on 21-11-2026.',
    ],
    // cash the holder put in stays the holder's own money, as before
    ['VM-SBIINB-S', 'Cash of Rs.6250.00 deposited by you has been credited to A/c XX4827 on 21/11/26 -SBI'],
  ])('%s %s: never a credit', (sender, body) => {
    expect(reading(body, sender)).not.toMatchObject({ kind: 'credit' });
  });
});

// 6 3 2 5: 2026's 325th day is 21 November, the day these messages are received.
const RRN = '632517340962';

describe('R10-33: a merchant told "Rs X paid by <payer>": money in to the merchant addressed', () => {
  test.each([
    [
      'VM-CANBNK-S',
      `Dear Merchant, INR.6250.00 paid by meera.k@okicici for Order 55120 on 21.11.26. UPI Ref ${RRN}-Canara Bank`,
    ],
    [
      'VM-HDFCBK-S',
      `Dear Merchant, Rs 6,250.00 paid by RAVI KUMAR on 21-11-2026 via UPI. Ref No ${RRN} -HDFC Bank`,
    ],
    ['VM-ICICIB-S', `Hi Merchant! Rs.6250 paid by 9876543210@ybl on 21/11/26. RRN ${RRN}. ICICI Bank`],
    [
      'VM-BOIIND-S',
      `Dear Merchant, INR.6,250/- paid by meera.k@okaxis for Order 88 on 21.11.2026. UPI Ref ${RRN} -BOI`,
    ],
    [
      'VM-HDFCBK-S',
      `Dear Merchant, payment of Rs:6,250.00 made by meera.k@okaxis to your QR on 21.11.2026. UPI Ref ${RRN} -HDFC Bank`,
    ],
    ['VM-KOTAKB-S', `Payment of INR 6250.00 made by MEERA KAPOOR to your store on 21-11-26. UPI Ref ${RRN}`],
  ])('%s %s: a credit of its amount', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'credit', amountPaise: 625_000, rrn: RRN });
  });
  test.each([
    // the merchant paying, money only to be settled, money given back, no merchant addressed
    [
      'VM-CANBNK-S',
      `Dear Merchant, INR.6250.00 paid by you to meera.k@okicici on 21.11.26. UPI Ref ${RRN}-Canara Bank`,
    ],
    [
      'VM-HDFCBK-S',
      `Dear Merchant, Rs 6,250.00 paid by RAVI KUMAR will be settled to your A/c XX4827 by 23-11-2026. Ref No ${RRN}`,
    ],
    [
      'VM-ICICIB-S',
      `Dear Merchant, refund of Rs.6250 paid by meera.k@okicici has been processed on 21/11/26. RRN ${RRN}.`,
    ],
    [
      'VM-HDFCBK-S',
      `Dear Customer, Rs 6,250.00 paid by RAVI KUMAR on 21-11-2026 via UPI. Ref No ${RRN} -HDFC Bank`,
    ],
    [
      'VM-HDFCBK-S',
      `Dear Merchant, payment of Rs:6,250.00 made by you to meera.k@okaxis on 21.11.2026. UPI Ref ${RRN}`,
    ],
    ['VM-KOTAKB-S', `Payment of INR 6250.00 made by MEERA KAPOOR to AMAZON on 21-11-26. UPI Ref ${RRN}`],
    [
      'VM-KOTAKB-S',
      `Payment of INR 6250.00 made by MEERA KAPOOR to your store has failed on 21-11-26. UPI Ref ${RRN}`,
    ],
  ])('%s %s: never a credit', (sender, body) => {
    expect(reading(body, sender)).not.toMatchObject({ kind: 'credit' });
  });
});

describe('R10-35: money in said plainly ("You got paid!", "Rs X credit from NAME in A/c", "Payment from <vpa>: Rs X to A/c")', () => {
  test.each([
    [
      'VM-SIBSMS-T',
      `You got paid! INR.6,250 from MEERA K in A/c XXXX4827 on 21NOV2026. UPI Ref ${RRN} -South Indian Bank`,
    ],
    [
      'VM-KOTAKB-S',
      `You got paid Rs 6250.00 from meera.k@okaxis in your A/c XX4827 on 21-11-26. UPI Ref ${RRN}`,
    ],
    [
      'VM-UCOBNK-T',
      `₹6250.00 credit from MEERA KAPOOR in A/c xx4827 on 2026-11-21. UPI Ref ${RRN} - UCO Bank`,
    ],
    [
      'VM-CANBNK-S',
      `Rs.6250.00 credit from meera.k@oksbi to your a/c XX4827 on 21/11/26. UPI Ref ${RRN}-Canara Bank`,
    ],
    [
      'VM-BANDHN-S',
      `Payment from meera.k@upi: Rs:6250.00 to A/c ...4827 on 21NOV2026. UPI Ref ${RRN} -Bandhan Bank`,
    ],
    [
      'VM-IDFCFB-S',
      `Payment from MEERA KAPOOR: INR 6,250.00 in your A/c XX4827 on 21-11-2026. RRN ${RRN}. IDFC FIRST Bank`,
    ],
  ])('%s %s: a credit of its amount', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 625_000,
      accountDigits: '4827',
      rrn: RRN,
    });
  });
  test.each([
    // the holder paying, money to someone else's account, no money moved
    [
      'VM-SIBSMS-T',
      `You paid INR.6,250 to MEERA K from A/c XXXX4827 on 21NOV2026. UPI Ref ${RRN} -South Indian Bank`,
    ],
    ['VM-KOTAKB-S', `You got paid? Claim your reward of Rs 6250.00 now at kotak.com/x`],
    [
      'VM-UCOBNK-T',
      `₹6250.00 debit from A/c xx4827 to MEERA KAPOOR on 2026-11-21. UPI Ref ${RRN} - UCO Bank`,
    ],
    [
      'VM-BANDHN-S',
      `Payment from your A/c ...4827: Rs:6250.00 to meera.k@upi on 21NOV2026. UPI Ref ${RRN} -Bandhan Bank`,
    ],
    [
      'VM-IDFCFB-S',
      `Payment from MEERA KAPOOR: INR 6,250.00 to your A/c XX4827 failed on 21-11-2026. RRN ${RRN}.`,
    ],
    ['VM-CANBNK-S', `Rs.6250.00 credit from meera.k@oksbi will be made to your a/c XX4827 on 22/11/26.`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(reading(body, sender)).not.toMatchObject({ kind: 'credit' });
  });
});

describe('R10-8: a credit marked only "Txn: CR", "(CR)" or "+Rs" in a one-account transaction alert', () => {
  test.each([
    [
      'AD-SBIUPI',
      `A/c: X4827\nTxn: CR\nAmt: ₹ 6250.0\nDate: Nov 21, 2026\nRef: ${RRN}\nBal: Rs 19155.22 -SBI`,
    ],
    ['VM-PNBSMS-S', `A/c XX4827 | Transaction: CR | Amount: Rs 6,250.00 | 21-11-2026 | RRN ${RRN}`],
    [
      'VM-CENTBK-S',
      `Your A/c XXXX4827 has a transaction of Rs:6250 (CR) on 21-Nov-26. IMPS Ref ${RRN} -CBoI`,
    ],
    ['VM-BOIIND-S', `Rs.6250.00 (Cr) A/c XXXX4827 21-11-2026 UPI Ref ${RRN}-BOI`],
    [
      'VM-IOBCHN-S',
      `+Rs6,250.00 to A/c ending 4827 on 21-Nov-2026 from meera@apl. UPI Ref ${RRN}. Indian Overseas Bank`,
    ],
    ['VM-YESBNK-S', `+INR 6,250.00 in A/c XX4827 on 21/11/26 from MEERA K. RRN ${RRN}`],
  ])('%s %s: a credit of its amount', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({
      kind: 'credit',
      amountPaise: 625_000,
      accountDigits: '4827',
      rrn: RRN,
    });
  });
  test.each([
    // the mirror marks (money out), a balance in credit, no payment at all
    [
      'AD-SBIUPI',
      `A/c: X4827\nTxn: DR\nAmt: ₹ 6250.0\nDate: Nov 21, 2026\nRef: ${RRN}\nBal: Rs 19155.22 -SBI`,
    ],
    [
      'VM-CENTBK-S',
      `Your A/c XXXX4827 has a transaction of Rs:6250 (DR) on 21-Nov-26. IMPS Ref ${RRN} -CBoI`,
    ],
    ['VM-CENTBK-S', `Your A/c XXXX4827 balance is Rs:6250 (CR) as on 21-Nov-26. -CBoI`],
    [
      'VM-IOBCHN-S',
      `-Rs6,250.00 from A/c ending 4827 on 21-Nov-2026 to meera@apl. UPI Ref ${RRN}. Indian Overseas Bank`,
    ],
    ['VM-YESBNK-S', `Get +Rs 6,250.00 cashback in A/c XX4827 on your next UPI spend! T&C apply`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(reading(body, sender)).not.toMatchObject({ kind: 'credit' });
  });
});

describe("R10-29: a payer named with LIEN, HOLD, FIXED DEPOSIT or SWEEP IN is the payer's words: to operators, never silent", () => {
  test.each([
    [
      'VM-CNRBNK-S',
      `Rs6250.00 credited to A/c X4827 on 21 Nov 2026 from LIEN TRADERS. UPI Ref ${RRN}. Canara Bank`,
    ],
    [
      'VM-KBLBNK-S',
      `Rs. 6,250.00 credited to A/c XXXXXXXX4827 on 21/11/2026 from HOLD ON CAFE. UPI Ref ${RRN} - Karnataka Bank`,
    ],
    [
      'VM-EQUTAS-S',
      `Rs:6250.00 credited to A/c xx4827 on 21-11-26 from FIXED DEPOSIT TRADERS. UPI Ref ${RRN}. Equitas`,
    ],
    [
      'VM-AIRBNK-S',
      `Rs:6,250.00 credited to A/c XXXXX4827 on 21NOV2026. Info: UPI/CR/${RRN}/SWEEP IN CLEANERS/SBIN/shop@oksbi`,
    ],
    [
      'VM-HDFCBK-S',
      `Rs 6250.00 credited to A/c XX4827 on 21-11-26 by IMPS from SWEEP IN CLEANERS, IMPS Ref ${RRN}`,
    ],
  ])('%s %s: unparseable', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    // the bank's own sweep, lien and deposit, named as such
    ['VM-SBIINB-S', 'Rs 6250.00 credited to A/c XX4827 on 21-11-26 by sweep-in from FD XX5511.'],
    [
      'VM-HDFCBK-S',
      'Rs 6250.00 credited to A/c XX4827 on 21-11-26 from FIXED DEPOSIT A/C XX5511 on maturity.',
    ],
    ['VM-CNRBNK-S', `Rs6250.00 credited to A/c X4827 on 21 Nov 2026 - LIEN REVERSAL. Ref ${RRN}`],
    ['VM-ICICIB-S', `Rs 6,250.00 credited to A/c XX4827 on 21-11-26. Info: SWEEP IN FROM FD 5511.`],
  ])('%s %s: never a credit', (sender, body) => {
    expect(reading(body, sender)).not.toMatchObject({ kind: 'credit' });
  });
});

describe('R10-8, left ambiguous: "Rs X Cr Bal Rs Y" (the mark the amount\'s or the balance label\'s), to operators', () => {
  test.each([
    ['VM-AUBANK-S', `Rs 6250.00 Cr Bal Rs 16250.00 A/c **4827 2026-11-21 UPI Ref ${RRN}-AU Bank`],
    ['VM-DBSBNK-S', `Rs 6250.00 Cr Bal Rs 16250.00 A/c **4827 21/11/2026 UPI Ref ${RRN} -DBS Bank`],
  ])('%s %s: unparseable', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'unparseable' });
  });
  test.each([
    ['VM-AUBANK-S', `Rs 6250.00 Dr Bal Rs 16250.00 A/c **4827 2026-11-21 UPI Ref ${RRN}-AU Bank`],
    ['VM-AUBANK-S', 'Bal Rs 16250.00 Cr A/c **4827 as on 2026-11-21 -AU Bank'],
  ])('%s %s: never a credit, never to operators', (sender, body) => {
    expect(reading(body, sender)).toMatchObject({ kind: 'ignored' });
  });
});
