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
  type MatchDecision,
  type SameTextCredit,
} from '../../src/domain/match.js';
import { dismissParkedCredit, placeParkedCredit } from '../../src/domain/credit.js';
import { creditSpan, type CreditSpan } from '../../src/domain/span.js';

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
  lateHorizonSeconds: 86_400,
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

  test('a reservation that ended unpaid more than the late horizon before the credit is no candidate: unplaced', () => {
    expect(decideMatch(credit(), ctx({ reservations: [lapsed(86_401)] }))).toMatchObject({
      status: 'unplaced',
      candidates: [],
    });
  });

  test('an order paid with this amount (its payer may have paid again) is never confirmed again: unplaced, listed', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ endReason: 'confirmed' })] })),
    ).toMatchObject({ outcome: 'park', status: 'unplaced', candidates: ['int_aaaaaaaaaaaaaaaaaaaa'] });
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

// Every decision names the rule that made it and, when it parks, a note the tenant reads: each path of
// the decision table once, whole. The boundaries below are the ones a mutation run found unpinned.
describe('each decision, with its rule and note', () => {
  test.each<[string, IncomingCredit, MatchContext, MatchDecision]>([
    [
      'no bank timestamp: stale',
      credit({ creditedAt: undefined }),
      ctx({ reservations: [reservation()] }),
      {
        outcome: 'park',
        status: 'stale',
        candidates: [],
        note: 'The bank gave no usable timestamp for this credit.',
        rule: 'stale timestamp',
      },
    ],
    [
      'credited 31 minutes 59 seconds before receipt: stale, its age in whole minutes',
      credit({ receivedAt: T + 31 * 60 + 59 }),
      ctx({ reservations: [reservation()] }),
      {
        outcome: 'park',
        status: 'stale',
        candidates: [],
        note: 'Credited 31 minutes before it reached us, more than the 30 minutes allowed.',
        rule: 'stale timestamp',
      },
    ],
    [
      'a timestamp 121 s ahead of our clock: stale',
      credit({ receivedAt: T - 121 }),
      ctx({ reservations: [reservation()] }),
      {
        outcome: 'park',
        status: 'stale',
        candidates: [],
        note: 'Its timestamp is 121 seconds ahead of our clock; a clock running ahead is no evidence.',
        rule: 'stale timestamp',
      },
    ],
    [
      'the same payer paid the same amount 10 minutes earlier: duplicate, naming that credit',
      credit(),
      ctx({
        priorCreditsFromPayer: [{ creditId: 'crd_first', creditedAt: T - 600, intentId: 'int_paid' }],
        reservations: [reservation()],
      }),
      {
        outcome: 'park',
        status: 'duplicate',
        candidates: ['int_paid'],
        note: 'The same payer paid the same amount 10 minutes earlier (crd_first).',
        rule: 'same payer and amount within 30 minutes',
      },
    ],
    [
      'the earlier credit placed no order: duplicate without a candidate',
      credit(),
      ctx({
        priorCreditsFromPayer: [{ creditId: 'crd_first', creditedAt: T - 60, intentId: null }],
        reservations: [reservation()],
      }),
      {
        outcome: 'park',
        status: 'duplicate',
        candidates: [],
        note: 'The same payer paid the same amount 1 minutes earlier (crd_first).',
        rule: 'same payer and amount within 30 minutes',
      },
    ],
    [
      'no reservation: unplaced',
      credit(),
      ctx(),
      {
        outcome: 'park',
        status: 'unplaced',
        candidates: [],
        note: 'No order held this amount when it was credited.',
        rule: 'no reservation matches',
      },
    ],
    [
      'two reservations live at the bank time: ambiguous, two on time',
      credit(),
      ctx({
        reservations: [
          reservation({ intentId: 'int_one', reservedAt: T - 900, heldUntil: T }),
          reservation({ intentId: 'int_two', reservedAt: T }),
        ],
      }),
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_one', 'int_two'],
        note: '2 orders could be the one this amount paid; place it on the right one.',
        rule: 'two reservations on time',
      },
    ],
    [
      'one on time and one lapsed but resting: ambiguous, the amount reused',
      credit(),
      ctx({ reservations: [lapsed(120, { intentId: 'int_lapsed' }), reservation({ intentId: 'int_live' })] }),
      {
        outcome: 'park',
        status: 'ambiguous',
        candidates: ['int_live', 'int_lapsed'],
        note: '2 orders could be the one this amount paid; place it on the right one.',
        rule: 'amount reused and both orders tapped',
      },
    ],
    [
      'the only candidate was cancelled: unplaced, the order named',
      credit(),
      ctx({ reservations: [reservation({ intentStatus: 'cancelled' })] }),
      {
        outcome: 'park',
        status: 'unplaced',
        candidates: ['int_aaaaaaaaaaaaaaaaaaaa'],
        note: 'The only order this could pay was cancelled.',
        rule: 'order cancelled',
      },
    ],
    [
      'the only candidate is already paid: unplaced, the order named',
      credit(),
      ctx({ reservations: [reservation({ intentStatus: 'confirmed' })] }),
      {
        outcome: 'park',
        status: 'unplaced',
        candidates: ['int_aaaaaaaaaaaaaaaaaaaa'],
        note: 'The only order this could pay is already paid.',
        rule: 'order already paid',
      },
    ],
    [
      'on time: confirmed by the amount',
      credit(),
      ctx({ reservations: [reservation()] }),
      {
        outcome: 'confirm',
        intentId: 'int_aaaaaaaaaaaaaaaaaaaa',
        evidence: 'amount',
        late: false,
        rule: 'amount matches a live reservation',
      },
    ],
    [
      'late, default policy: confirmed late',
      credit(),
      ctx({ reservations: [lapsed(60)] }),
      {
        outcome: 'confirm',
        intentId: 'int_aaaaaaaaaaaaaaaaaaaa',
        evidence: 'late',
        late: true,
        rule: 'late payment, default policy',
      },
    ],
    [
      'late, park policy: parked late',
      credit(),
      ctx({ latePolicy: 'park', reservations: [lapsed(60)] }),
      {
        outcome: 'park',
        status: 'late',
        candidates: ['int_aaaaaaaaaaaaaaaaaaaa'],
        note: 'Paid after the reservation lapsed; the late policy parks such payments.',
        rule: 'late payment, park policy',
      },
    ],
  ])('%s', (_name, incoming, context, decision) => {
    expect(decideMatch(incoming, context)).toEqual(decision);
  });
});

describe('the boundaries of the timestamp rules (CONTRACT §6, §12)', () => {
  test('a bank timestamp exactly 120 s ahead of our clock is still usable', () => {
    expect(
      decideMatch(credit({ receivedAt: T - 120 }), ctx({ reservations: [reservation()] })),
    ).toMatchObject({
      outcome: 'confirm',
      evidence: 'amount',
    });
  });

  test('a credit at the very second its reservation lapses is on time', () => {
    expect(decideMatch(credit(), ctx({ reservations: [reservation({ heldUntil: T })] }))).toMatchObject({
      outcome: 'confirm',
      late: false,
    });
  });

  test('a credit timed one second before its reservation existed cannot be its payment: unplaced', () => {
    expect(decideMatch(credit(), ctx({ reservations: [reservation({ reservedAt: T + 1 })] }))).toMatchObject({
      status: 'unplaced',
      candidates: [],
    });
  });

  test('a credit at the very second its reservation began is its payment', () => {
    expect(decideMatch(credit(), ctx({ reservations: [reservation({ reservedAt: T })] }))).toMatchObject({
      outcome: 'confirm',
      late: false,
    });
  });

  test('a credit one second before the rest ends is late; at the very second the rest ends, unpaid-marked', () => {
    const resting = (restUntil: number) =>
      reservation({ reservedAt: T - 4000, heldUntil: T - 3000, restUntil });
    expect(decideMatch(credit(), ctx({ reservations: [resting(T + 1)] }))).toMatchObject({
      evidence: 'late',
      rule: 'late payment, default policy',
    });
    expect(decideMatch(credit(), ctx({ reservations: [resting(T)] }))).toMatchObject({
      evidence: 'late',
      rule: 'paid hours late, default policy',
    });
  });
});

describe('one order, several reservations: one candidate', () => {
  // The order held the amount, let it lapse, and took it back (its own previous amount, CONTRACT §5):
  // the payer paid while the second reservation was live.
  const first = lapsed(600, { intentId: 'int_rereserved' });
  const second = reservation({ intentId: 'int_rereserved', reservedAt: T - 100 });

  test.each([
    ['the lapsed one listed first', [first, second]],
    ['the live one listed first', [second, first]],
  ])(
    'a lapsed and a live reservation of the order (%s): confirmed on time, not ambiguous',
    (_name, reservations) => {
      expect(decideMatch(credit(), ctx({ reservations }))).toEqual({
        outcome: 'confirm',
        intentId: 'int_rereserved',
        evidence: 'amount',
        late: false,
        rule: 'amount matches a live reservation',
      });
    },
  );

  test('two lapsed reservations of one order, both resting: one late candidate', () => {
    const older = lapsed(1200, { intentId: 'int_twice' });
    const newer = lapsed(60, { intentId: 'int_twice' });
    expect(decideMatch(credit(), ctx({ reservations: [older, newer] }))).toMatchObject({
      outcome: 'confirm',
      intentId: 'int_twice',
      evidence: 'late',
    });
  });
});

describe('the duplicate window (SPEC §1: the same payer and amount within 30 minutes)', () => {
  const prior = (creditId: string, creditedAt: number, intentId: string) => ({
    creditId,
    creditedAt,
    intentId,
  });

  test('exactly 30 minutes apart is within the window: duplicate', () => {
    const d = decideMatch(
      credit(),
      ctx({
        priorCreditsFromPayer: [prior('crd_first', T - 1800, 'int_paid')],
        reservations: [reservation()],
      }),
    );
    expect(d).toMatchObject({ status: 'duplicate', note: expect.stringContaining('30 minutes earlier') });
  });

  test('an earlier payment at the same second with another rrn: the second is a duplicate, never dropped', () => {
    const d = decideMatch(
      credit({ rrn: '632514087216' }),
      ctx({ priorCreditsFromPayer: [prior('crd_first', T, 'int_paid')], reservations: [reservation()] }),
    );
    expect(d).toMatchObject({ status: 'duplicate', candidates: ['int_paid'] });
  });

  test('a credit on file with a later bank timestamp is no earlier payment: not a duplicate', () => {
    const d = decideMatch(
      credit(),
      ctx({ priorCreditsFromPayer: [prior('crd_later', T + 60, 'int_paid')], reservations: [reservation()] }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_aaaaaaaaaaaaaaaaaaaa' });
  });

  test.each([
    ['oldest first', [prior('crd_older', T - 1700, 'int_older'), prior('crd_recent', T - 600, 'int_recent')]],
    [
      'most recent first',
      [prior('crd_recent', T - 600, 'int_recent'), prior('crd_older', T - 1700, 'int_older')],
    ],
  ])('two earlier payments in the window (%s): the most recent is named', (_name, priors) => {
    expect(decideMatch(credit(), ctx({ priorCreditsFromPayer: priors }))).toEqual({
      outcome: 'park',
      status: 'duplicate',
      candidates: ['int_recent'],
      note: 'The same payer paid the same amount 10 minutes earlier (crd_recent).',
      rule: 'same payer and amount within 30 minutes',
    });
  });

  test('a credit without a payer handle is nobody\u2019s repeat payment: matched on its amount', () => {
    const d = decideMatch(
      credit({ payerVpa: undefined }),
      ctx({ priorCreditsFromPayer: [prior('crd_first', T - 60, 'int_paid')], reservations: [reservation()] }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_aaaaaaaaaaaaaaaaaaaa' });
  });
});

describe('evidence rrn (CONTRACT §6: the payer gave the same reference on the pay page)', () => {
  test('a credit without an rrn is confirmed by its amount, even when the payer gave no reference either', () => {
    expect(
      decideMatch(credit({ rrn: undefined }), ctx({ reservations: [reservation({ payerUtr: undefined })] })),
    ).toMatchObject({ outcome: 'confirm', evidence: 'amount' });
  });

  test('a reference that differs from the credit\u2019s rrn is no evidence: confirmed by the amount', () => {
    expect(
      decideMatch(credit(), ctx({ reservations: [reservation({ payerUtr: '632514087299' })] })),
    ).toMatchObject({ outcome: 'confirm', evidence: 'amount' });
  });
});

describe('the same credit again (CONTRACT §6: rrn first, then the fingerprint amount, time, payer)', () => {
  test('the rrn decides before the fingerprint', () => {
    expect(
      decideRepeat(
        { rrn: '632514087215' },
        { creditId: 'crd_by_rrn', rrn: '632514087215' },
        { creditId: 'crd_fp' },
      ),
    ).toEqual({ outcome: 'repeat', creditId: 'crd_by_rrn' });
  });

  test('reported twice without its rrn (the platform that cannot read it): a repeat, nothing attached', () => {
    expect(decideRepeat({}, undefined, { creditId: 'crd_1', rrn: null })).toEqual({
      outcome: 'repeat',
      creditId: 'crd_1',
    });
  });

  test('the same fingerprint with another rrn: a second real payment, recorded as new', () => {
    expect(
      decideRepeat({ rrn: '632514087216' }, undefined, { creditId: 'crd_1', rrn: '632514087215' }),
    ).toEqual({
      outcome: 'new',
    });
  });

  test('the same fingerprint with the same rrn: the same credit', () => {
    expect(
      decideRepeat({ rrn: '632514087215' }, undefined, { creditId: 'crd_1', rrn: '632514087215' }),
    ).toEqual({
      outcome: 'repeat',
      creditId: 'crd_1',
    });
  });
});

describe('one SMS without rrn from two devices (E9-1: its text, spans within minutes, another device)', () => {
  // The SMS centre stamped it at T (span [T - 120, T]); a phone's receipt at T + 4 gives [T - 116, T + 5].
  const smsc = { from: T - 120, until: T };
  const phone = { from: T - 116, until: T + 5 };
  const same = (over: Partial<SameTextCredit> = {}): SameTextCredit => ({
    creditId: 'crd_1',
    span: smsc,
    ...over,
  });

  test('the same text from a device that has not reported the credit: that credit', () => {
    expect(decideRepeat({ span: phone }, undefined, undefined, [same()])).toEqual({
      outcome: 'repeat',
      creditId: 'crd_1',
    });
  });

  test('the same text again from a device the credit already took a report from: a second payment', () => {
    expect(
      decideRepeat({ span: phone }, undefined, undefined, [same({ fromThisDevice: { at: T - 300 } })]),
    ).toEqual({ outcome: 'new' });
    // Reported before its span start was kept: still a report of that device.
    expect(
      decideRepeat({ span: phone }, undefined, undefined, [same({ fromThisDevice: { at: null } })]),
    ).toEqual({ outcome: 'new' });
  });

  test('the very report the device gave (its app retrying, the same span start): the same credit', () => {
    expect(
      decideRepeat({ span: phone }, undefined, undefined, [same({ fromThisDevice: { at: phone.from } })]),
    ).toEqual({ outcome: 'repeat', creditId: 'crd_1' });
  });

  test.each([
    ['spans that meet', 'repeat', { from: T, until: T + 60 }],
    ['a gap of exactly five minutes', 'repeat', { from: T + 300, until: T + 310 }],
    ['a gap of five minutes and a second', 'new', { from: T + 301, until: T + 310 }],
    ['a gap of five minutes and a second, before', 'new', { from: T - 900, until: T - 421 }],
  ])('%s: %s', (_what, outcome, span) => {
    expect(decideRepeat({ span }, undefined, undefined, [same()]).outcome).toBe(outcome);
  });

  test('two credits of the text: the one whose span starts nearest the report', () => {
    const first = same({ creditId: 'crd_1', span: { from: T - 300, until: T - 180 } });
    const second = same({ creditId: 'crd_2', span: smsc });
    expect(decideRepeat({ span: phone }, undefined, undefined, [first, second])).toEqual({
      outcome: 'repeat',
      creditId: 'crd_2',
    });
    expect(
      decideRepeat({ span: { from: T - 296, until: T + 5 } }, undefined, undefined, [first, second]),
    ).toEqual({ outcome: 'repeat', creditId: 'crd_1' });
  });

  test('the nearest credit already reported by this device: the next one that is not', () => {
    const first = same({ creditId: 'crd_1', span: { from: T - 300, until: T - 180 } });
    const second = same({ creditId: 'crd_2', span: smsc, fromThisDevice: { at: T - 60 } });
    expect(decideRepeat({ span: phone }, undefined, undefined, [first, second])).toEqual({
      outcome: 'repeat',
      creditId: 'crd_1',
    });
  });

  test('a report with its rrn, or without a time, is never taken by its text', () => {
    expect(decideRepeat({ rrn: '632514087215', span: phone }, undefined, undefined, [same()])).toEqual({
      outcome: 'new',
    });
    expect(decideRepeat({}, undefined, undefined, [same()])).toEqual({ outcome: 'new' });
  });

  test('the exact key (a time the bank states) decides before the text', () => {
    expect(decideRepeat({ span: phone }, undefined, { creditId: 'crd_fp' }, [same()])).toEqual({
      outcome: 'repeat',
      creditId: 'crd_fp',
    });
  });
});

describe("a credit timed by the phone's own clock: CONTRACT §6's row [min(received, receipt) - 120 s, receipt]", () => {
  // Order A held the amount at the phone's time; it lapsed unpaid and rested, and order B holds the
  // amount now. The phone runs 8 minutes behind: the payment may be B's.
  const phoneTime = T;
  const receipt = T + 480;
  const a = reservation({ intentId: 'int_a', reservedAt: T - 600, heldUntil: T + 60, restUntil: T + 120 });
  const b = reservation({ intentId: 'int_b', reservedAt: T + 300, heldUntil: T + 900, restUntil: T + 4500 });
  /** A payer-less SMS credit the phone received at `phoneAt` by its clock, reaching us at `receipt`. */
  const byPhone = (phoneAt: number, receipt: number): IncomingCredit => {
    const span = creditSpan({ kind: 'phone', receivedAt: phoneAt, receipt }) as CreditSpan;
    return credit({ ...span, receivedAt: receipt, payerVpa: undefined });
  };

  test('another order held the amount between the phone time and receipt: ambiguous, both listed', () => {
    const d = decideMatch(byPhone(phoneTime, receipt), ctx({ reservations: [a, b] }));
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous', candidates: ['int_a', 'int_b'] });
  });

  test("the bank's own time (stated, SMS centre, signed e-mail) is matched at that time alone", () => {
    const d = decideMatch(
      credit({ creditedAt: phoneTime, receivedAt: receipt, payerVpa: undefined }),
      ctx({ reservations: [a, b] }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_a', evidence: 'amount' });
  });

  test('no other order held the amount in that span: confirmed as before', () => {
    const d = decideMatch(byPhone(phoneTime, T + 20), ctx({ reservations: [a, b] }));
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_a' });
  });

  test('an order paid with the amount within the span is a rival (its payer may have paid again): ambiguous', () => {
    const paid = { ...b, endReason: 'confirmed' as const, intentStatus: 'confirmed' as const };
    const d = decideMatch(byPhone(phoneTime, receipt), ctx({ reservations: [a, paid] }));
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous', candidates: ['int_a', 'int_b'] });
  });

  test("a phone that forwards hours late: the paid order and the amount's next holder are both listed, never the holder confirmed", () => {
    // Order A was shown the amount and paid at T; its payer paid again a minute later. The phone
    // received that SMS at once but forwarded it five hours later, when order B held the amount.
    const paidA = reservation({
      intentId: 'int_a',
      intentStatus: 'confirmed',
      endReason: 'confirmed',
      reservedAt: T - 120,
      heldUntil: T,
      restUntil: T + 3600,
    });
    const nextHolder = reservation({
      intentId: 'int_b',
      reservedAt: T + 5 * 3600 - 300,
      heldUntil: T + 5 * 3600 + 600,
    });
    const d = decideMatch(byPhone(T + 60, T + 5 * 3600), ctx({ reservations: [paidA, nextHolder] }));
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous' });
    expect(d.outcome === 'park' && [...d.candidates].sort()).toEqual(['int_a', 'int_b']);
  });

  test('an order paid whose rest ended before the span is no rival: the holder is confirmed', () => {
    const paidLongAgo = {
      ...b,
      endReason: 'confirmed' as const,
      intentStatus: 'confirmed' as const,
      restUntil: T - 200,
    };
    const d = decideMatch(
      byPhone(phoneTime, receipt),
      ctx({ reservations: [a, { ...paidLongAgo, reservedAt: T - 4000, heldUntil: T - 3800 }] }),
    );
    expect(d).toMatchObject({ outcome: 'confirm', intentId: 'int_a' });
  });

  test('a clock running ahead is bounded by our receipt: the span is the two minutes before it', () => {
    // 150 s ahead of our receipt at T + 350: span [T + 230, T + 350]. B is on time; A's rest ended at
    // T + 120, so it is only unpaid-marked, and still a rival.
    const d = decideMatch(byPhone(T + 500, T + 350), ctx({ reservations: [a, b] }));
    expect(d).toMatchObject({ outcome: 'park', status: 'ambiguous', candidates: ['int_b', 'int_a'] });
  });
});
