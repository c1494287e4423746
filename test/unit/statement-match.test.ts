// CONTRACT §6 for a credit found in a bank statement (§14): a date-only line spans the whole India day,
// long enough for one amount to be paid on one order, rest, and be shown to another order the same day.
// The decision never guesses: an order already paid is a possible order for the line too (its payer
// paying again), so a line that could be either order's payment is parked with both listed.
import { describe, expect, test } from '@jest/globals';
import {
  decideMatch,
  type CandidateReservation,
  type IncomingCredit,
  type MatchContext,
} from '../../src/domain/match.js';
import { indiaDaySpan } from '../../src/domain/reconcile.js';

const AMOUNT = 49_987;
const DAY = indiaDaySpan('2026-09-01');
const at = (hours: number): number => DAY.from + Math.round(hours * 3600);
const PAID = 'int_paid0000000000000000';
const LATER = 'int_later000000000000000';

/** A date-only statement line of AMOUNT on 2026-09-01. */
const line = (over: Partial<IncomingCredit> = {}): IncomingCredit => ({
  amountPaise: AMOUNT,
  creditedAt: DAY.from,
  creditedUntil: DAY.to,
  receivedAt: DAY.to + 8 * 3600,
  rrn: '624411876512',
  fromStatement: true,
  ...over,
});

/** The order paid at 10:05 with AMOUNT, shown at 10:00; the amount then rested an hour. */
const paidAtTen: CandidateReservation = {
  intentId: PAID,
  intentStatus: 'confirmed',
  reservedAt: at(10),
  heldUntil: at(10 + 5 / 60),
  restUntil: at(11 + 5 / 60),
  endReason: 'confirmed',
};

/** Another order shown the same amount at 14:00, never confirmed. */
const shownAtTwo = (over: Partial<CandidateReservation> = {}): CandidateReservation => ({
  intentId: LATER,
  intentStatus: 'expired',
  reservedAt: at(14),
  heldUntil: at(14.25),
  restUntil: at(15.25),
  endReason: null,
  ...over,
});

const ctx = (reservations: CandidateReservation[]): MatchContext => ({
  latePolicy: 'confirm',
  lateHorizonSeconds: 86_400,
  priorCreditsFromPayer: [],
  reservations,
});

describe('a statement line that spans the day (CONTRACT §6, §14)', () => {
  test('an order paid that day and another shown the amount later: ambiguous, both listed', () => {
    const decision = decideMatch(line(), ctx([paidAtTen, shownAtTwo()]));
    expect(decision).toMatchObject({ outcome: 'park', status: 'ambiguous' });
    expect(decision.outcome === 'park' && [...decision.candidates].sort()).toEqual([LATER, PAID].sort());
  });

  test('the same while the later order is still open', () => {
    expect(decideMatch(line(), ctx([paidAtTen, shownAtTwo({ intentStatus: 'open' })]))).toMatchObject({
      outcome: 'park',
      status: 'ambiguous',
    });
  });

  test('only the order paid that day: parked with it as the candidate, never confirmed', () => {
    expect(decideMatch(line(), ctx([paidAtTen]))).toMatchObject({
      outcome: 'park',
      status: 'unplaced',
      candidates: [PAID],
    });
  });

  test('one order shown the amount that day and no paid order: confirmed', () => {
    expect(decideMatch(line(), ctx([shownAtTwo()]))).toMatchObject({ outcome: 'confirm', intentId: LATER });
  });

  test("an order paid the day before, its rest over before the line's day: no rival", () => {
    const yesterday: CandidateReservation = {
      ...paidAtTen,
      reservedAt: at(-14),
      heldUntil: at(-13.9),
      restUntil: at(-12.9),
    };
    expect(decideMatch(line(), ctx([yesterday, shownAtTwo()]))).toMatchObject({
      outcome: 'confirm',
      intentId: LATER,
    });
  });

  test('a feed credit timed to the second keeps CONTRACT §6 as written: a used-up reservation is none', () => {
    const feed = line({
      creditedAt: at(14.1),
      creditedUntil: at(14.1),
      receivedAt: at(14.1) + 5,
      fromStatement: false,
    });
    expect(decideMatch(feed, ctx([paidAtTen, shownAtTwo({ intentStatus: 'open' })]))).toMatchObject({
      outcome: 'confirm',
      intentId: LATER,
    });
  });
});
