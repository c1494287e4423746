// Issue 25, CONTRACT §5, §6: credit times as spans, candidates by kind, the decision table, the
// list-price rule and suggestions for unplaced credits. A table per rule; each row names its case.
import { describe, expect, test } from '@jest/globals';
import {
  candidateKind,
  creditTime,
  decideMatch,
  type CandidateReservation,
  type IncomingCredit,
  type MatchContext,
} from '../../src/domain/match.js';
import { creditSpan, indiaMidnight, type TimeEvidence } from '../../src/domain/span.js';
import { roundedFromRange, roundsUpTo, suggestOrders } from '../../src/domain/suggestions.js';

const T = 1_800_000_000;
const AMOUNT = 49_987;
const HOUR = 3600;
const DAY = 86_400;

describe('CONTRACT §6: the span of a credit, from the evidence of its time', () => {
  test.each<[string, TimeEvidence, { creditedAt: number; creditedUntil: number } | undefined]>([
    [
      'the bank states the time to the second: [t, t]',
      { kind: 'stated', at: T, precision: 'second' },
      { creditedAt: T, creditedUntil: T },
    ],
    [
      'the bank states the time to the minute: [t, t + 59]',
      { kind: 'stated', at: T, precision: 'minute' },
      { creditedAt: T, creditedUntil: T + 59 },
    ],
    [
      "the SMS centre's smsc_at: [smsc_at - 120, smsc_at]",
      { kind: 'smsc', at: T },
      { creditedAt: T - 120, creditedUntil: T },
    ],
    [
      "the phone's clock, behind: [received_at - 120, receipt]",
      { kind: 'phone', receivedAt: T, receipt: T + 400 },
      { creditedAt: T - 120, creditedUntil: T + 400 },
    ],
    [
      "the phone's clock, ahead: [receipt - 120, receipt]",
      { kind: 'phone', receivedAt: T + 500, receipt: T + 400 },
      { creditedAt: T + 280, creditedUntil: T + 400 },
    ],
    [
      'the DKIM-signed Date of an e-mail: [Date - 300, Date]',
      { kind: 'email_date', at: T },
      { creditedAt: T - 300, creditedUntil: T },
    ],
    [
      'a statement line with a date only: the whole India day',
      { kind: 'statement_day', date: '2026-11-25' },
      {
        creditedAt: Date.parse('2026-11-25T00:00:00+05:30') / 1000,
        creditedUntil: Date.parse('2026-11-25T23:59:59+05:30') / 1000,
      },
    ],
    [
      'a statement date that does not exist: no span',
      { kind: 'statement_day', date: '2026-02-30' },
      undefined,
    ],
  ])('%s', (_rule, evidence, span) => {
    expect(creditSpan(evidence)).toEqual(span);
  });

  test('India midnight of a leap day, and nothing for a malformed date', () => {
    expect(indiaMidnight('2028-02-29')).toBe(Date.parse('2028-02-29T00:00:00+05:30') / 1000);
    expect(indiaMidnight('2026-1-05')).toBeUndefined();
  });

  test.each([
    ['a month that does not exist', '2026-13-01'],
    ['a day that does not exist', '2027-02-29'],
    ['a year Date.UTC would move into the 1900s', '0099-01-01'],
    ['text before the date', 'x2026-01-05'],
    ['text after the date', '2026-01-05x'],
  ])('no India day for %s', (_what, date) => {
    expect(indiaMidnight(date)).toBeUndefined();
  });
});

const credit = (over: Partial<IncomingCredit> = {}): IncomingCredit => ({
  amountPaise: AMOUNT,
  creditedAt: T,
  creditedUntil: T,
  receivedAt: T + 5,
  ...over,
});

describe('CONTRACT §6: a span is stale when it ends more than 30 minutes before receipt or starts more than 120 s after it', () => {
  test.each<[string, Partial<IncomingCredit>, boolean]>([
    ['no time at all', { creditedAt: undefined, creditedUntil: undefined }, false],
    ['ends exactly 1800 s before receipt: usable', { creditedUntil: T, receivedAt: T + 1800 }, true],
    ['ends 1801 s before receipt: stale', { creditedUntil: T, receivedAt: T + 1801 }, false],
    [
      'starts 40 minutes before receipt but ends 10 minutes before: usable (the span counts)',
      { creditedAt: T, creditedUntil: T + 1800, receivedAt: T + 2400 },
      true,
    ],
    ['starts 120 s after receipt: usable', { creditedAt: T, creditedUntil: T, receivedAt: T - 120 }, true],
    [
      'starts 121 s after receipt: stale (a clock running ahead)',
      { creditedAt: T, creditedUntil: T, receivedAt: T - 121 },
      false,
    ],
    [
      'a statement line a day old: never stale',
      { creditedUntil: T, receivedAt: T + DAY, fromStatement: true },
      true,
    ],
    [
      'a statement line without a date: stale all the same',
      { creditedAt: undefined, fromStatement: true },
      false,
    ],
  ])('%s', (_rule, over, usable) => {
    expect(creditTime(credit(over)).usable).toBe(usable);
  });
});

const reservation = (over: Partial<CandidateReservation> = {}): CandidateReservation => ({
  intentId: 'int_a',
  intentStatus: 'open',
  listPaise: 50_000,
  reservedAt: T - 300,
  heldUntil: T + 600,
  restUntil: T + 600 + HOUR,
  ...over,
});
/** A reservation that lapsed `ago` seconds before T after 15 minutes, resting an hour. */
const lapsed = (ago: number, over: Partial<CandidateReservation> = {}) =>
  reservation({ reservedAt: T - ago - 900, heldUntil: T - ago, restUntil: T - ago + HOUR, ...over });

describe('CONTRACT §6: the kind of candidate a reservation makes of its order for the span [T, T + 59]', () => {
  const span = { from: T, until: T + 59 };
  test.each<[string, CandidateReservation, string | undefined]>([
    ['its window contains the span: on time', reservation(), 'on_time'],
    [
      'made within the span (a minute-stated time, paid seconds after the tap): on time',
      reservation({ reservedAt: T + 25 }),
      'on_time',
    ],
    [
      'made after the span: none (nobody had been shown the amount)',
      reservation({ reservedAt: T + 60 }),
      undefined,
    ],
    ['lapsed at the very start of the span: on time', lapsed(0), 'on_time'],
    ['lapsed a second before the span, resting: late', lapsed(1), 'late'],
    ['rest ended exactly at the span start: unpaid-marked', lapsed(HOUR), 'unpaid_marked'],
    ['ended unpaid exactly the horizon before the span: unpaid-marked', lapsed(DAY), 'unpaid_marked'],
    ['ended unpaid a second more than the horizon before: none', lapsed(DAY + 1), undefined],
    [
      'cancelled unpaid hours before: unpaid-marked',
      lapsed(5 * HOUR, { endReason: 'cancelled', intentStatus: 'cancelled' }),
      'unpaid_marked',
    ],
    [
      'used up by a confirmation within the span: paid (its payer may pay again)',
      reservation({ endReason: 'confirmed', intentStatus: 'confirmed' }),
      'paid',
    ],
    [
      'used up by a confirmation 30 minutes before the span: paid',
      lapsed(30 * 60, { endReason: 'confirmed', intentStatus: 'confirmed' }),
      'paid',
    ],
    [
      'used up by a confirmation a second more than 30 minutes before the span, still resting: none',
      lapsed(30 * 60 + 1, { endReason: 'confirmed', intentStatus: 'confirmed' }),
      undefined,
    ],
    [
      'an earlier reservation of an order since paid with another amount: none',
      lapsed(2 * HOUR, { intentStatus: 'confirmed' }),
      undefined,
    ],
  ])('%s', (_rule, r, kind) => {
    expect(candidateKind(r, span, DAY)).toBe(kind);
  });
});

const ctx = (reservations: CandidateReservation[], over: Partial<MatchContext> = {}): MatchContext => ({
  latePolicy: 'confirm',
  lateHorizonSeconds: DAY,
  priorCreditsFromPayer: [],
  reservations,
  ...over,
});
const minuteStated = credit({ creditedUntil: T + 59, receivedAt: T + 70 });

describe('CONTRACT §6: the decision table, candidates counted per order', () => {
  test.each<[string, CandidateReservation[], Partial<MatchContext>, Record<string, unknown>]>([
    [
      'exactly one on time, nothing else: confirmed on the amount',
      [reservation({ reservedAt: T + 25 })],
      {},
      { outcome: 'confirm', intentId: 'int_a', evidence: 'amount' },
    ],
    [
      'one order, two reservations (lapsed, re-reserved): one candidate, on time',
      [lapsed(600), reservation()],
      {},
      { outcome: 'confirm', intentId: 'int_a' },
    ],
    [
      'exactly one late, nothing else: the late policy (confirm)',
      [lapsed(600)],
      {},
      { outcome: 'confirm', evidence: 'late', late: true },
    ],
    [
      'exactly one late, park policy: parked late',
      [lapsed(600)],
      { latePolicy: 'park' },
      { outcome: 'park', status: 'late', candidates: ['int_a'] },
    ],
    [
      'exactly one unpaid-marked, nothing else: the late policy too (paid hours late)',
      [lapsed(3 * HOUR)],
      {},
      { outcome: 'confirm', evidence: 'late', late: true, rule: 'paid hours late, default policy' },
    ],
    [
      'exactly one unpaid-marked, park policy: parked late',
      [lapsed(3 * HOUR)],
      { latePolicy: 'park' },
      { outcome: 'park', status: 'late', candidates: ['int_a'] },
    ],
    [
      'exactly one unpaid-marked whose order was cancelled: unplaced, that order listed',
      [lapsed(3 * HOUR, { endReason: 'cancelled', intentStatus: 'cancelled' })],
      {},
      { outcome: 'park', status: 'unplaced', candidates: ['int_a'] },
    ],
    [
      'two on time: ambiguous, both listed',
      [reservation(), reservation({ intentId: 'int_b' })],
      {},
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_a', 'int_b'],
        rule: 'two reservations on time',
      },
    ],
    [
      'one on time, one late (amount reused, both tapped): ambiguous',
      [lapsed(600, { intentId: 'int_old' }), reservation({ reservedAt: T - 30 })],
      {},
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_a', 'int_old'],
        rule: 'amount reused and both orders tapped',
      },
    ],
    [
      'one on time, one unpaid-marked within the horizon: ambiguous',
      [lapsed(5 * HOUR, { intentId: 'int_old' }), reservation({ reservedAt: T + 25 })],
      {},
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_a', 'int_old'],
        rule: 'on time and unpaid-marked',
      },
    ],
    [
      'two orders lapsed with this amount, none on time: ambiguous',
      [lapsed(600, { intentId: 'int_old' }), lapsed(5 * HOUR, { intentId: 'int_older' })],
      {},
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_old', 'int_older'],
        rule: 'two orders lapsed with this amount',
      },
    ],
    [
      'the same beyond the horizon: confirmed',
      [lapsed(5 * HOUR, { intentId: 'int_old' }), reservation({ reservedAt: T + 25 })],
      { lateHorizonSeconds: 4 * HOUR },
      { outcome: 'confirm', intentId: 'int_a' },
    ],
    ['none: unplaced', [], {}, { outcome: 'park', status: 'unplaced', candidates: [] }],
  ])('%s', (_rule, reservations, over, expected) => {
    expect(decideMatch(minuteStated, ctx(reservations, over))).toMatchObject(expected);
  });
});

describe('CONTRACT §5, §6: the list price is what careless payers type', () => {
  const atList = (over: Partial<CandidateReservation> = {}) => reservation({ listPaise: AMOUNT, ...over });
  test.each<[string, CandidateReservation[], string[], Record<string, unknown>]>([
    [
      'on time holding its own list price, another order of that price open: ambiguous, all listed',
      [atList()],
      ['int_b'],
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_a', 'int_b'],
        rule: 'list price held while another order of that price is open',
      },
    ],
    [
      'on time holding its own list price, no other order of that price: confirmed',
      [atList()],
      [],
      { outcome: 'confirm', intentId: 'int_a' },
    ],
    [
      'the list-price orders include the candidate itself only: confirmed',
      [atList()],
      ['int_a'],
      { outcome: 'confirm', intentId: 'int_a' },
    ],
    [
      'late holding its own list price, another of that price open: ambiguous (stricter than §6)',
      [lapsed(600, { listPaise: AMOUNT })],
      ['int_b'],
      { outcome: 'park', status: 'ambiguous', candidates: ['int_a', 'int_b'] },
    ],
    [
      'unpaid-marked holding its own list price, another of that price open: ambiguous',
      [lapsed(3 * HOUR, { listPaise: AMOUNT })],
      ['int_b'],
      { outcome: 'park', status: 'ambiguous', candidates: ['int_a', 'int_b'] },
    ],
    [
      'on time holding an amount below its list price: the rule does not apply',
      [reservation()],
      ['int_b'],
      { outcome: 'confirm', intentId: 'int_a' },
    ],
  ])('%s', (_rule, reservations, sameList, expected) => {
    const listPriceOrders = sameList.map((intentId) => ({ intentId }));
    expect(decideMatch(minuteStated, ctx(reservations, { listPriceOrders }))).toMatchObject(expected);
  });
});

describe('CONTRACT §6: suggestions for an unplaced credit', () => {
  test.each<[string, number, number, boolean]>([
    ['₹499.37 rounded up to ₹500 (whole ₹1, ₹10 and ₹100)', 49_937, 50_000, true],
    ['₹499.37 rounded up to ₹500.00 is no ₹499.40', 49_937, 49_940, false],
    ['₹4,991.37 to ₹5,000 (the next ₹10 and ₹100)', 4_99_137, 5_00_000, true],
    ['₹4,991.37 to ₹4,992 (₹1)', 4_99_137, 4_99_200, true],
    ['₹4,991.37 to ₹4,995: no rounding', 4_99_137, 4_99_500, false],
    ['the amount itself is no rounding', 50_000, 50_000, false],
    ['a smaller amount is no rounding', 50_000, 49_900, false],
  ])('%s', (_rule, reserved, paid, rounds) => {
    expect(roundsUpTo(reserved, paid)).toBe(rounds);
  });

  test('the reserved amounts a round payment may come from', () => {
    expect(roundedFromRange(50_000)).toEqual({ lowPaise: 40_001, highPaise: 49_999 });
    expect(roundedFromRange(49_900)).toEqual({ lowPaise: 49_801, highPaise: 49_899 });
    expect(roundedFromRange(49_937)).toBeUndefined();
  });

  const span = { from: T, until: T + 59 };
  test('list price equal or rounded up, nearest in time first, each order once, at most five', () => {
    const options = [
      { intentId: 'int_far', listPaise: 50_000, at: T - 5 * HOUR },
      { intentId: 'int_near', listPaise: 50_000, at: T - 60 },
      { intentId: 'int_in_span', listPaise: 60_000, reservedPaise: 49_937, at: T + 30 },
      { intentId: 'int_after', listPaise: 50_000, at: T + 59 + 120 },
      { intentId: 'int_near', listPaise: 50_000, at: T - 4000 },
      { intentId: 'int_other_price', listPaise: 49_900, at: T },
      { intentId: 'int_not_rounded', listPaise: 60_000, reservedPaise: 59_990, at: T },
      { intentId: 'int_6', listPaise: 50_000, at: T - 2 * HOUR },
      { intentId: 'int_7', listPaise: 50_000, at: T - 3 * HOUR },
      { intentId: 'int_cancelled', listPaise: 50_000, at: T, cancelled: true },
    ];
    expect(suggestOrders(50_000, span, options)).toEqual([
      'int_in_span',
      'int_near',
      'int_after',
      'int_6',
      'int_7',
    ]);
  });
});
