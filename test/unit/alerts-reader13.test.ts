// SYNTHETIC wordings, made up here (not from any bank, not part of the corpus), for the value classes reader13
// worked on (round 10's red-team findings R10-20, R10-10, R10-27, R10-30, R10-14): each describe block is one
// class, several banks' styles of it, positive and negative, never one body.
import { describe, expect, test } from '@jest/globals';
import { smsReaderAt } from '../support/alert-reader.js';

const RECEIVED = Date.parse('2026-11-25T18:05:00+05:30') / 1000;
const { reading } = smsReaderAt(RECEIVED, 'VM-HDFCBK-S');
// 6 3 2 9: 2026's 329th day is 25 November, the day these messages are received.
const RRN = '632917340962';
// 5 0 8 8: 2025's 88th day, months away: a payer's account or a mobile's digits in a slot, never this RRN.
const NOT_RRN = '508893784644';

const credit = (body: string, sender?: string) => {
  const r = reading(body, sender);
  return r.kind === 'credit' ? { amount: r.amountPaise, rrn: r.rrn ?? null } : r.kind;
};

describe('R10-20: a point before three digits after one to three digits is a group as likely as paise: unparseable', () => {
  const frames = [
    (amt: string) => `${amt} credited to A/c XX4827 on 25-11-26. UPI Ref ${RRN} -Some Bank`,
    (amt: string) =>
      `Your a/c no. XXXXXX4827 is credited by ${amt} on 25/11/2026 from ravi.k@oksbi (UPI Ref No ${RRN})`,
    (amt: string) => `Dear Customer, ${amt} received in your A/c ending 4827 on 25 Nov 2026. IMPS Ref ${RRN}`,
  ];
  test.each(['Rs 3.750', 'INR 45.250', 'Rs.120.500', '₹ 9.000', 'Rs 2.500/-', 'INR 2782.000/-'])(
    '%s',
    (amt) => {
      for (const frame of frames) expect(reading(frame(amt))).toMatchObject({ kind: 'unparseable' });
    },
  );
  test('the mark after the digits too (`7.250 INR`), and Hindi`s rupee word', () => {
    expect(reading(`Your A/c XX4827 is credited with 7.250 INR on 25-11-26. UPI Ref ${RRN}`)).toMatchObject({
      kind: 'unparseable',
    });
    expect(reading(`आपके खाते XX4827 में 3.750 रुपये जमा किए गए। UPI Ref ${RRN}`)).not.toMatchObject({
      kind: 'credit',
    });
  });
  test('a whole part no single group can be, or a field padded to its width, keeps its third decimal 0', () => {
    for (const frame of frames) {
      expect(credit(frame('Rs 2782.000'))).toEqual({ amount: 278200, rrn: RRN });
      expect(credit(frame('INR 1,500.000'))).toEqual({ amount: 150000, rrn: RRN });
      expect(credit(frame('Rs.          640.000'))).toEqual({ amount: 64000, rrn: RRN });
      expect(credit(frame('Rs 0.500'))).toEqual({ amount: 50, rrn: RRN });
      expect(credit(frame('Rs 12.50'))).toEqual({ amount: 1250, rrn: RRN });
    }
  });
});

describe('R10-27: a number in a rail`s "-", ":" or "|" slot is the RRN only if its day fits, as a "/" slot`s', () => {
  const shapes = [
    (n: string) => `INR 640.00 credited to A/c XX4827 on 25/11/26. Info: IMPS-${n}-MEERA IYER -Some Bank`,
    (n: string) => `Rs.1,250.00 credited to A/c ...4827 on 25-Nov-2026 by UPI-${n}-ANIL KAPOOR-Some Bank`,
    (n: string) => `₹640 credited to A/c XXXX4827 on 25.11.2026. Info: IMPS:${n}:MEERA IYER -Some Bank`,
    (n: string) => `Rs 640 credited to your A/c **4827 on 25-11-26. Info: MMT-IMPS-${n}-MEERA IYER`,
  ];
  test.each([NOT_RRN, '251120261455', '918765432109'])('%s is no RRN there', (n) => {
    for (const shape of shapes) expect(credit(shape(n))).toMatchObject({ rrn: null });
  });
  test('an RRN whose day fits is read in the same slots', () => {
    for (const shape of shapes) expect(credit(shape(RRN))).toMatchObject({ rrn: RRN });
  });
  test('a reference`s own noun labels the number, whatever its day (`UPI Ref: n`, `IMPS Ref-n`)', () => {
    expect(credit(`Rs 640 credited to A/c XX4827 on 25-11-26. UPI Ref: ${NOT_RRN}`)).toMatchObject({
      rrn: NOT_RRN,
    });
    expect(credit(`Rs 640 credited to A/c XX4827 on 25-11-26. IMPS Ref-${NOT_RRN}`)).toMatchObject({
      rrn: NOT_RRN,
    });
  });
  test('a rail`s colon that opens no colon-parted narration is a label`s (`UPI:n/From:`, `thru UPI:n.`)', () => {
    expect(
      credit(`Rs 640 credited to A/c XX4827 on 25-11-2026 thru UPI:${NOT_RRN}. -Some Bank`),
    ).toMatchObject({
      rrn: NOT_RRN,
    });
    expect(
      credit(
        `INR 640.00 credited to Some Bank Ac X4827 on 25-NOV-26 14:03. UPI:${NOT_RRN}/From:meera@okaxis. Bal INR 9999.00`,
      ),
    ).toMatchObject({ rrn: NOT_RRN });
  });
});

describe('R10-10: an RRN grouped with doubled spaces, or in the slot after a payer`s account, is read', () => {
  test.each([
    'Rs 640/- credited to A/c xx4827 on 25-NOV-26. Ref: 6329  1734  0962 - Some Bank',
    'INR.1,250.00 credited to A/c XX4827 on Nov 25, 2026. UPI Ref No  6329  1734  0962. Some Bank',
    'Rs:640.00 credited to A/c XXXXX4827 on 25 Nov 2026. RRN 6329 1734  0962-Some Bank',
  ])('%s', (body) => {
    expect(credit(body)).toMatchObject({ rrn: RRN });
  });
  const narrations = [
    (a: string, b: string) =>
      `INR 640.00 credited to A/c XX4827 on 25-11-26 by IMPS/P2A/${a}/${b}/MEERA IYER-Some Bank`,
    (a: string, b: string) =>
      `₹1,250.00 credited to A/c ...4827 on Nov 25, 2026 by UPI/P2A/${a}/${b}/ANIL KAPOOR. Some Bank`,
  ];
  test('the second slot is the RRN when the first cannot be one', () => {
    for (const n of narrations) expect(credit(n(NOT_RRN, RRN))).toMatchObject({ rrn: RRN });
  });
  test('the first slot stays the RRN when the second cannot be one', () => {
    for (const n of narrations) expect(credit(n(RRN, NOT_RRN))).toMatchObject({ rrn: RRN });
  });
  test('two slots whose days both fit compete: no RRN, never a guess between them', () => {
    for (const n of narrations) expect(credit(n('632912345678', RRN))).toMatchObject({ rrn: null });
  });
  test('beside a labelled reference, the label names the RRN', () => {
    const body = `Rs 640 credited to A/c XX4827 on 25-11-26 by IMPS/P2A/632912345678/${RRN}/MEERA IYER. IMPS Ref ${RRN}`;
    expect(credit(body)).toMatchObject({ rrn: RRN });
  });
});

describe('R10-14: the currency mark after a whole amount (`2693 INR`) marks the amount', () => {
  test.each([
    ['Dear Customer, your A/c XX4827 is credited with 640 INR on 25-NOV-26. UPI Ref ' + RRN, 64000],
    [
      'Your A/c XXXXX4827 is credited with 1,26,800 INR on 25/11/2026. IMPS Ref ' + RRN + ' -Some Bank',
      12680000,
    ],
    ['Your A/c XX4827 has been credited by 1,250 Rs on 25-11-2026 from meera@okaxis. UPI Ref ' + RRN, 125000],
  ])('%s', (body, amount) => {
    expect(credit(body)).toEqual({ amount, rrn: RRN });
  });
  test('never a number in a narration`s slot, and a second amount stays two', () => {
    expect(reading(`Rs 640 credited to A/c XX4827 on 25-11-26. Txn 2693 INR. UPI Ref ${RRN}`)).toMatchObject({
      kind: 'unparseable',
    });
    expect(reading(`Your A/c XX4827 is credited with 0640 INR on 25-11-26. UPI Ref ${RRN}`)).toMatchObject({
      kind: 'unparseable',
    });
  });
});

describe('R10-30: a reference labelled in a sentence of its own after the payer`s note is the bank`s', () => {
  const notes = [
    'Note: for 3 kurtas, rest will follow.',
    'Remarks: advance, will settle balance later.',
    "Payer's note: will pay rest tomorrow.",
  ];
  test.each(notes)('%s', (note) => {
    for (const tail of [`UPI Ref ${RRN}. Some Bank`, `IMPS Ref No: ${RRN} -Some Bank`])
      expect(
        credit(`Rs.1,250.00 credited to A/c X4827 on 25/11/2026 from MEERA IYER. ${note} ${tail}`),
      ).toEqual({
        amount: 125000,
        rrn: RRN,
      });
  });
  test('inside the note`s own sentence a labelled number stays the payer`s; after it, its day must fit', () => {
    const base = 'Rs 640 credited to A/c XX4827 on 25-11-26 from MEERA IYER.';
    expect(credit(`${base} Note: balance of RRN ${RRN}`)).toMatchObject({ rrn: null });
    expect(credit(`${base} Note: rest later UPI Ref ${RRN}`)).toMatchObject({ rrn: null });
    expect(credit(`${base} Note: rest later. UPI Ref ${NOT_RRN}`)).toMatchObject({ rrn: null });
    expect(credit(`${base} Note: balance of RRN 632812345678. UPI Ref ${RRN}`)).toMatchObject({ rrn: RRN });
  });
});

describe('R10-13: an uncleared balance`s figure is a balance, no second amount of the credit', () => {
  test.each([
    `Rs.640 credited in A/c XX4827 on 25-11-2026. Clear Bal Rs.1,000 Uncleared Rs.2,000. UPI Ref ${RRN}`,
    `INR 640.00 credited to A/c ...4827 on 25/11/26 (UPI Ref ${RRN}). Avl Bal INR 9,120.00, Uncleared Bal INR 300.00`,
    `Rs 640 credited to A/c **4827 on 25 Nov 2026. Uncleared: Rs 2,500.00. IMPS Ref ${RRN} -Some Bank`,
  ])('%s', (body) => {
    expect(credit(body)).toEqual({ amount: 64000, rrn: RRN });
  });
  test('an uncleared figure alone is no payment`s amount', () => {
    expect(reading(`Uncleared Rs.2,000 in A/c XX4827 on 25-11-2026. UPI Ref ${RRN}`)).not.toMatchObject({
      kind: 'credit',
    });
  });
});

describe('R10-13: a figure labelled an invoice`s is the document`s, no second amount beside the credit`s', () => {
  test.each([
    `INR 640 credited to A/c *4827 on 2026-11-25 against invoice of INR 5,500. UPI Ref ${RRN} -Some Bank`,
    `Rs 640.00 credited to A/c XX4827 on 25-11-26 towards Inv Amt Rs 1,200.00 from meera@okaxis. UPI Ref ${RRN}`,
    `₹640 received in your A/c XX4827 on 25/11/2026 for invoice value ₹5,500.00. IMPS Ref ${RRN}`,
  ])('%s', (body) => {
    expect(credit(body)).toEqual({ amount: 64000, rrn: RRN });
  });
  test('two figures left beside the invoice`s stay two amounts', () => {
    expect(
      reading(
        `Rs 640 credited to A/c XX4827 on 25-11-26, Rs 100 more against invoice of INR 5,500. UPI Ref ${RRN}`,
      ),
    ).toMatchObject({ kind: 'unparseable' });
  });
});

describe('R10-13: a figure in a bracket right after a balance`s figure is part of that balance', () => {
  test.each([
    `₹640.00 credited to A/c XXXX4827 on 25th Nov 2026 by UPI Ref ${RRN}, Avl Bal INR5,09,272.51 (incl. hold of Rs 200.00) - Some Bank`,
    `INR 640 credited to A/c XX4827 on 25-11-2026 by UPI Ref ${RRN}, Clr Bal Rs 9,120.00 (incl. Rs 300.00 in clearing)`,
  ])('%s', (body) => {
    expect(credit(body)).toEqual({ amount: 64000, rrn: RRN });
  });
  test('the credit`s own figure in such a bracket is no credit`s amount: unparseable', () => {
    const body = `A/c XX4827 credited on 25-11-26 by UPI Ref ${RRN}, Avl Bal Rs 9,120.00 (incl. Rs 640.00 credited now)`;
    expect(reading(body)).toMatchObject({ kind: 'unparseable' });
  });
});
