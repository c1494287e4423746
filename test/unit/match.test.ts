// SPEC §1 "Rules of matching stated" and SPEC §3's credit transitions, a test per row, named after it.
// The feed rows (unparseable message, forged e-mail, revoked token, feed silence) are tested where
// those rules live: test/unit/feeds.test.ts, email-feed.test.ts and hdfc-parser.test.ts.
import { describe, expect, test } from '@jest/globals';
import {
  decideMatch,
  decideRepeat,
  type CandidateReservation,
  type IncomingCredit,
  type MatchContext,
} from '../../src/domain/match.js';
import { dismissParkedCredit, placeParkedCredit } from '../../src/domain/credit.js';

const T = 1_800_000_000; // the bank's timestamp of the credit under test
const AMOUNT = 49_987;

const credit = (over: Partial<IncomingCredit> = {}): IncomingCredit => ({
  amountPaise: AMOUNT,
  creditedAt: T,
  receivedAt: T + 5,
  payerVpa: 'ravi@okaxis',
  rrn: '632514087215',
  ...over,
});

/** A reservation of AMOUNT made 5 minutes before T, lapsing 10 minutes after it, resting an hour. */
const reservation = (over: Partial<CandidateReservation> = {}): CandidateReservation => ({
  intentId: 'int_aaaaaaaaaaaaaaaaaaaa',
  intentStatus: 'open',
  reservedAt: T - 300,
  heldUntil: T + 600,
  restUntil: T + 600 + 3600,
  ...over,
});

/** The same reservation, but lapsed `ago` seconds before T. */
const lapsed = (ago: number, over: Partial<CandidateReservation> = {}): CandidateReservation =>
  reservation({ reservedAt: T - ago - 900, heldUntil: T - ago, restUntil: T - ago + 3600, ...over });

const ctx = (over: Partial<MatchContext> = {}): MatchContext => ({
  latePolicy: 'confirm',
  priorCreditsFromPayer: [],
  reservations: [],
  ...over,
});

describe('SPEC §1 rules of matching', () => {
  test('same credit arrives twice or on both feeds: nothing further, rrn is the primary key', () => {
    expect(
      decideRepeat({ rrn: '632514087215' }, { creditId: 'crd_1', rrn: '632514087215' }, undefined),
    ).toEqual({
      outcome: 'repeat',
      creditId: 'crd_1',
    });
    // The reporter on the platform that cannot read the rrn came first; e-mail brings it later.
    expect(decideRepeat({ rrn: '632514087215' }, undefined, { creditId: 'crd_2', rrn: null })).toEqual({
      outcome: 'attach_rrn',
      creditId: 'crd_2',
    });
    expect(decideRepeat({}, undefined, { creditId: 'crd_3', rrn: '632514087215' })).toEqual({
      outcome: 'repeat',
      creditId: 'crd_3',
    });
    expect(decideRepeat({ rrn: '111111111111' }, undefined, undefined)).toEqual({ outcome: 'new' });
  });

  test('same payer handle pays the same amount within 30 minutes: second credit parked as a duplicate, with the candidate order', () => {
    const d = decideMatch(
      credit(),
      ctx({
        priorCreditsFromPayer: [{ creditId: 'crd_first', creditedAt: T - 1799, intentId: 'int_paid' }],
        reservations: [reservation()],
      }),
    );
    expect(d).toMatchObject({ outcome: 'park', status: 'duplicate', candidates: ['int_paid'] });
  });

  test('same payer and amount 30 minutes and one second apart is no duplicate', () => {
    const d = decideMatch(
      credit(),
      ctx({
        priorCreditsFromPayer: [{ creditId: 'crd_first', creditedAt: T - 1801, intentId: 'int_paid' }],
        reservations: [reservation()],
      }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_aaaaaaaaaaaaaaaaaaaa' });
  });

  test('payment arrives after its reservation lapsed, late policy default: confirmed, evidence late, late: true', () => {
    const d = decideMatch(credit(), ctx({ reservations: [lapsed(60)] }));
    expect(d).toMatchObject({ outcome: 'confirm', evidence: 'late', late: true });
  });

  test('payment arrives after its reservation lapsed, late policy park: credit parked as late', () => {
    const d = decideMatch(credit(), ctx({ latePolicy: 'park', reservations: [lapsed(60)] }));
    expect(d).toMatchObject({ outcome: 'park', status: 'late', candidates: ['int_aaaaaaaaaaaaaaaaaaaa'] });
  });

  test('late payment whose amount was reused and both orders were tapped: parked as ambiguous, both orders listed', () => {
    const d = decideMatch(
      credit(),
      ctx({
        reservations: [
          lapsed(120, { intentId: 'int_first_tapped_xxxxx' }),
          reservation({ intentId: 'int_reused_amount_xxxx', reservedAt: T - 100 }),
        ],
      }),
    );
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous' });
    expect(d.outcome === 'park' && [...d.candidates].sort()).toEqual([
      'int_first_tapped_xxxxx',
      'int_reused_amount_xxxx',
    ]);
  });

  test('credit matches no reservation: parked as unplaced', () => {
    expect(decideMatch(credit(), ctx())).toMatchObject({
      outcome: 'park',
      status: 'unplaced',
      candidates: [],
    });
  });

  test('a reservation whose rest had ended when the credit was made is no candidate: unplaced', () => {
    expect(decideMatch(credit(), ctx({ reservations: [lapsed(3600)] }))).toMatchObject({
      status: 'unplaced',
    });
  });

  test('a reservation used up by a confirmation is no candidate: unplaced', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ endReason: 'confirmed' })] })),
    ).toMatchObject({
      status: 'unplaced',
    });
  });

  test.each([
    ['missing', { creditedAt: undefined }],
    ['more than 30 minutes before receipt (31 minutes)', { receivedAt: T + 31 * 60 }],
    ['more than 120 s after receipt (a clock ahead: 5 minutes)', { receivedAt: T - 300 }],
  ])('credit timestamp %s: parked as stale', (_name, over) => {
    expect(decideMatch(credit(over), ctx({ reservations: [reservation()] }))).toMatchObject({
      outcome: 'park',
      status: 'stale',
    });
  });

  test('credited exactly 30 minutes before receipt is not stale (CONTRACT §12)', () => {
    expect(
      decideMatch(credit({ receivedAt: T + 1800 }), ctx({ reservations: [reservation()] })),
    ).toMatchObject({
      outcome: 'confirm',
    });
  });

  test('matching uses the bank timestamp, never the receipt time', () => {
    // Received long after the reservation lapsed, but credited while it was live: on time.
    const d = decideMatch(
      credit({ receivedAt: T + 1700 }),
      ctx({ reservations: [reservation({ heldUntil: T + 10 })] }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', evidence: 'amount', late: false });
  });
});

describe('SPEC §3 transitions of an open order and an incoming credit', () => {
  test('open order, matching credit within the reservation lifetime: confirmed, evidence amount', () => {
    expect(decideMatch(credit(), ctx({ reservations: [reservation()] }))).toMatchObject({
      outcome: 'confirm',
      intentId: 'int_aaaaaaaaaaaaaaaaaaaa',
      evidence: 'amount',
      late: false,
    });
  });

  test('the payer gave the same UPI reference on the pay page: evidence rrn', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ payerUtr: '632514087215' })] })),
    ).toMatchObject({ outcome: 'confirm', evidence: 'rrn' });
  });

  test('incoming credit, more than one order could match: parked as ambiguous with the candidates', () => {
    // Two windows meet at one second: a credit in it could be either.
    const d = decideMatch(
      credit(),
      ctx({
        reservations: [
          reservation({ intentId: 'int_one', reservedAt: T - 900, heldUntil: T }),
          reservation({ intentId: 'int_two', reservedAt: T }),
        ],
      }),
    );
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous', candidates: ['int_one', 'int_two'] });
  });

  test('an order paid on time whose expiry was recorded before the credit arrived is still confirmed (time comes from the credit)', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ intentStatus: 'expired' })] })),
    ).toMatchObject({
      outcome: 'confirm',
      evidence: 'amount',
      late: false,
    });
  });

  test('a late payment for an expired order follows the late policy: confirmed late by default, parked under park', () => {
    const expiredLapsed = lapsed(5, { intentStatus: 'expired' });
    expect(decideMatch(credit(), ctx({ reservations: [expiredLapsed] }))).toMatchObject({
      outcome: 'confirm',
      evidence: 'late',
      late: true,
    });
    expect(decideMatch(credit(), ctx({ latePolicy: 'park', reservations: [expiredLapsed] }))).toMatchObject({
      outcome: 'park',
      status: 'late',
    });
  });

  test('the only candidate order was cancelled: parked, never confirmed', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ intentStatus: 'cancelled' })] })),
    ).toMatchObject({
      outcome: 'park',
      status: 'unplaced',
      candidates: ['int_aaaaaaaaaaaaaaaaaaaa'],
    });
  });

  test('parked credit, tenant places it on an order: placed, delta_paise recorded', () => {
    expect(
      placeParkedCredit(
        { status: 'unplaced', amountPaise: 49_950 },
        { status: 'expired', listPaise: 50_000 },
      ),
    ).toEqual({
      ok: true,
      deltaPaise: -50,
    });
    expect(
      placeParkedCredit({ status: 'ambiguous', amountPaise: 50_010 }, { status: 'open', listPaise: 50_000 }),
    ).toEqual({
      ok: true,
      deltaPaise: 10,
    });
  });

  test('parked credit, tenant dismisses it as not an order: dismissed', () => {
    expect(dismissParkedCredit({ status: 'stale' })).toEqual({ ok: true });
  });

  test.each(['matched', 'placed', 'dismissed'] as const)(
    'a %s credit is not parked: it cannot be placed or dismissed',
    (status) => {
      expect(dismissParkedCredit({ status })).toEqual({ ok: false, reason: 'credit_not_parked', status });
      expect(placeParkedCredit({ status, amountPaise: 100 }, { status: 'open', listPaise: 100 })).toEqual({
        ok: false,
        reason: 'credit_not_parked',
        status,
      });
    },
  );

  test.each(['confirmed', 'cancelled'])('a parked credit cannot be placed on a %s order', (status) => {
    expect(placeParkedCredit({ status: 'late', amountPaise: 100 }, { status, listPaise: 100 })).toEqual({
      ok: false,
      reason: 'order_not_placeable',
      status,
    });
  });
});
