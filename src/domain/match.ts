// The matching decision (SPEC §1 rules table, §3, CONTRACT §6): which order a credit pays, or why it
// is parked. Pure and total; never guesses. Time is the bank's `creditedAt`, never the receipt time,
// which is used only to judge whether `creditedAt` is usable at all.
import type { ParkedStatus } from './credit.js';
import type { IntentStatus } from './intent.js';
import {
  DUPLICATE_WINDOW_SECONDS,
  FUTURE_TOLERANCE_SECONDS,
  SAME_SMS_SLACK_SECONDS,
  STALE_THRESHOLD_SECONDS,
} from './rules.js';
import type { UnixSeconds } from './time.js';

export type LatePolicy = 'confirm' | 'park';

export interface IncomingCredit {
  amountPaise: number;
  /** The span's start (CONTRACT §6, src/domain/span.ts); undefined when the feed gave no usable time. */
  creditedAt?: UnixSeconds | undefined;
  /** The span's end; the span's start when absent (an exact time). */
  creditedUntil?: UnixSeconds | undefined;
  receivedAt: UnixSeconds;
  payerVpa?: string | undefined;
  rrn?: string | undefined;
  /** Found in a bank statement (CONTRACT §14): read after the day by design, so never stale. */
  fromStatement?: boolean | undefined;
}

/** The span [from, until] a credit's payment lies in, once its time is usable. */
export interface PaymentSpan {
  from: UnixSeconds;
  until: UnixSeconds;
}

/** A reservation of the credit's amount, with the state of its order. */
export interface CandidateReservation {
  intentId: string;
  intentStatus: IntentStatus;
  /** The order's list price: a reservation holding it is what a careless payer's typing also hits. */
  listPaise?: number | undefined;
  reservedAt: UnixSeconds;
  heldUntil: UnixSeconds;
  restUntil: UnixSeconds;
  endReason?: 'confirmed' | 'cancelled' | null | undefined;
  /** The UPI reference the payer typed on the pay page, if any. */
  payerUtr?: string | null | undefined;
}

/** An order, not confirmed, whose list price equals the credit's amount, open or unpaid-marked at the span. */
export interface ListPriceOrder {
  intentId: string;
}

/** An earlier credit from the same payer for the same amount. */
export interface PriorCredit {
  creditId: string;
  creditedAt: UnixSeconds;
  intentId?: string | null | undefined;
}

export interface MatchContext {
  latePolicy: LatePolicy;
  /** How long an amount whose reservation ended unpaid stays marked (CONTRACT §5). */
  lateHorizonSeconds: number;
  priorCreditsFromPayer: readonly PriorCredit[];
  reservations: readonly CandidateReservation[];
  /** Orders of list price = the amount, open or unpaid-marked at the span (the list-price rule). */
  listPriceOrders?: readonly ListPriceOrder[] | undefined;
}

export type MatchDecision =
  | { outcome: 'confirm'; intentId: string; evidence: 'amount' | 'rrn' | 'late'; late: boolean; rule: string }
  | { outcome: 'park'; status: ParkedStatus; candidates: string[]; note: string; rule: string };

const park = (status: ParkedStatus, candidates: string[], note: string, rule: string): MatchDecision => ({
  outcome: 'park',
  status,
  candidates,
  note,
  rule,
});

/** The span of a credit when its time can be trusted, or why it cannot (CONTRACT §6). */
export type CreditTime = { usable: true; span: PaymentSpan } | { usable: false; why: string };

export function creditTime(credit: IncomingCredit): CreditTime {
  if (credit.creditedAt === undefined) {
    return { usable: false, why: 'The bank gave no usable timestamp for this credit.' };
  }
  const span = { from: credit.creditedAt, until: credit.creditedUntil ?? credit.creditedAt };
  if (credit.fromStatement) return { usable: true, span };
  const age = credit.receivedAt - span.until;
  if (age > STALE_THRESHOLD_SECONDS) {
    return {
      usable: false,
      why: `Credited ${Math.floor(age / 60)} minutes before it reached us, more than the 30 minutes allowed.`,
    };
  }
  const ahead = span.from - credit.receivedAt;
  if (ahead > FUTURE_TOLERANCE_SECONDS) {
    return {
      usable: false,
      why: `Its timestamp is ${ahead} seconds ahead of our clock; a clock running ahead is no evidence.`,
    };
  }
  return { usable: true, span };
}

/**
 * How an order could be the one a credit paid (CONTRACT §6), strongest first. `paid`: an order already
 * paid with this amount, whose payer may have paid again (see candidateKind).
 */
export type CandidateKind = 'on_time' | 'late' | 'unpaid_marked' | 'paid';
const KIND_ORDER: readonly CandidateKind[] = ['on_time', 'late', 'unpaid_marked', 'paid'];

/**
 * The kind of candidate one reservation makes of its order for a payment in `span`, or none. A
 * reservation made after the span is none: nobody had been shown that amount for that order yet.
 *
 * Departure from CONTRACT §6 ("a reservation used up by a confirmation is no candidate"): an order
 * paid with this amount is a candidate of its own kind, `paid`, when the span opens less than 30
 * minutes (the duplicate rule's window, §6) after that payment: its payer may have paid again, and
 * without the payer's handle the duplicate rule cannot tell. The letter is safe only while a span is
 * minutes and the amount rests after the payment, and spans are not always minutes: a statement line's
 * is the whole India day, and a phone that forwards its SMS hours late (offline, its app's queue) gives
 * the phone's receipt row a span of hours. Leaving the paid order out then confirmed the amount's next
 * holder with a payment its payer never made: 40 wrong confirmations on the simulated day with a tenth
 * of SMS lost (statement lines), and 8 of the 15 left on the full simulated day (phones forwarding
 * hours late), all payers who paid twice or paid and tapped again. Counting the paid order for its
 * whole rest instead parked 7,797 more right payments on the full day (the pool hands a paid amount to
 * a busy shop's next order when nothing else is free, its rest ending soonest first): 30 minutes keeps
 * the wide spans honest at a fraction of that.
 */
export function candidateKind(
  r: CandidateReservation,
  span: PaymentSpan,
  lateHorizonSeconds: number,
): CandidateKind | undefined {
  if (r.reservedAt > span.until) return undefined;
  if (r.endReason === 'confirmed') {
    return r.heldUntil + DUPLICATE_WINDOW_SECONDS >= span.from ? 'paid' : undefined;
  }
  if (r.heldUntil >= span.from) return 'on_time';
  if (r.intentStatus === 'confirmed') return undefined;
  if (r.restUntil > span.from) return 'late';
  if (r.heldUntil >= span.from - lateHorizonSeconds) return 'unpaid_marked';
  return undefined;
}

/** Candidates counted by order, each at its strongest kind, in kind order then oldest reservation. */
export function candidatesByOrder(
  reservations: readonly CandidateReservation[],
  span: PaymentSpan,
  lateHorizonSeconds: number,
): Map<string, { kind: CandidateKind; reservation: CandidateReservation }> {
  const best = new Map<string, { kind: CandidateKind; reservation: CandidateReservation }>();
  for (const r of reservations) {
    const kind = candidateKind(r, span, lateHorizonSeconds);
    if (kind === undefined) continue;
    const seen = best.get(r.intentId);
    if (seen === undefined || KIND_ORDER.indexOf(kind) < KIND_ORDER.indexOf(seen.kind)) {
      best.set(r.intentId, { kind, reservation: r });
    }
  }
  return new Map([...best].sort(([, a], [, b]) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)));
}

export function decideMatch(credit: IncomingCredit, ctx: MatchContext): MatchDecision {
  const time = creditTime(credit);
  if (!time.usable) return park('stale', [], time.why, 'stale timestamp');
  const span = time.span;
  const at = span.from;

  if (credit.payerVpa !== undefined) {
    const prior = ctx.priorCreditsFromPayer
      .filter((p) => p.creditedAt <= at && at - p.creditedAt <= DUPLICATE_WINDOW_SECONDS)
      .sort((a, b) => b.creditedAt - a.creditedAt)[0];
    if (prior) {
      return park(
        'duplicate',
        prior.intentId ? [prior.intentId] : [],
        `The same payer paid the same amount ${Math.floor((at - prior.creditedAt) / 60)} minutes earlier (${prior.creditId}).`,
        'same payer and amount within 30 minutes',
      );
    }
  }

  const byOrder = candidatesByOrder(ctx.reservations, span, ctx.lateHorizonSeconds);
  const ofKind = (kind: CandidateKind) => [...byOrder].filter(([, c]) => c.kind === kind);
  const onTime = ofKind('on_time');
  const candidates = [...byOrder.keys()];

  // The list price is what careless payers type: an order holding its own list price is no proof
  // while another order of that price is open or unpaid-marked (CONTRACT §5, §6). CONTRACT §6 names the
  // on-time order; one that lapsed holding it, or left it unpaid hours ago, is no better proof (the late
  // policy would otherwise confirm it: 3 list-price payers on the 6-hour simulated day, 1 more on the
  // full day), so every kind counts.
  const atListPrice = [...byOrder.values()].some((c) => c.reservation.listPaise === credit.amountPaise);
  const sameListPrice = atListPrice
    ? (ctx.listPriceOrders ?? []).map((o) => o.intentId).filter((id) => !byOrder.has(id))
    : [];
  if (atListPrice && sameListPrice.length > 0) {
    const all = [...candidates, ...sameListPrice];
    return park(
      'ambiguous',
      all,
      `This is the list price of ${all.length} orders, and payers type the list price by mistake; place it on the right one.`,
      'list price held while another order of that price is open',
    );
  }
  if (candidates.length === 0) {
    return park('unplaced', [], 'No order held this amount when it was credited.', 'no reservation matches');
  }
  if (candidates.length > 1) {
    return park(
      'ambiguous',
      candidates,
      `${candidates.length} orders could be the one this amount paid; place it on the right one.`,
      ofKind('paid').length > 0
        ? 'an order already paid with this amount within the span'
        : onTime.length > 1
          ? 'two reservations on time'
          : onTime.length === 1
            ? ofKind('late').length > 0
              ? 'amount reused and both orders tapped'
              : 'on time and unpaid-marked'
            : 'two orders lapsed with this amount',
    );
  }

  const [[intentId, { kind, reservation }]] = [...byOrder] as [
    [string, { kind: CandidateKind; reservation: CandidateReservation }],
  ];
  // A cancelled or paid order takes no payment. An expired order is judged like an open one: whether
  // it was paid on time or late is a matter of the credit's span against its reservation, never of
  // when we recorded its expiry (SPEC §1).
  if (reservation.intentStatus === 'cancelled') {
    return park('unplaced', [intentId], 'The only order this could pay was cancelled.', 'order cancelled');
  }
  if (kind === 'paid' || reservation.intentStatus === 'confirmed') {
    return park(
      'unplaced',
      [intentId],
      'The only order this could pay is already paid.',
      'order already paid',
    );
  }
  if (kind === 'on_time') {
    const byReference = credit.rrn !== undefined && reservation.payerUtr === credit.rrn;
    return {
      outcome: 'confirm',
      intentId,
      evidence: byReference ? 'rrn' : 'amount',
      late: false,
      rule: 'amount matches a live reservation',
    };
  }
  // Late, or unpaid-marked and nothing else: a payment after its reservation lapsed (SPEC §1), under the
  // late policy. CONTRACT §6's table names only the late kind; an order marked alone is the same case
  // hours later, and the mark is what makes it no guess: the pool kept the amount from every other
  // order since (CONTRACT §5). Parked, 51 of 53 such payers of the simulated day waited for the seller.
  if (ctx.latePolicy === 'confirm') {
    return {
      outcome: 'confirm',
      intentId,
      evidence: 'late',
      late: true,
      rule: kind === 'late' ? 'late payment, default policy' : 'paid hours late, default policy',
    };
  }
  return park(
    'late',
    [intentId],
    'Paid after the reservation lapsed; the late policy parks such payments.',
    'late payment, park policy',
  );
}

/** A credit already on file that the incoming one may be a repeat of. */
export interface KnownCredit {
  creditId: string;
  rrn?: string | null | undefined;
}

export type RepeatDecision =
  { outcome: 'new' } | { outcome: 'repeat'; creditId: string } | { outcome: 'attach_rrn'; creditId: string };

/**
 * A credit whose relayed SMS text is byte for byte the incoming report's (compared by digest, the text is
 * never kept), of the same amount and payer, with the relation of the reporting device to it.
 */
export interface SameTextCredit {
  creditId: string;
  span: PaymentSpan;
  /**
   * The report this device already gave the credit, by its span start (`null`: given before that was
   * kept); undefined when the device has not reported this credit.
   */
  fromThisDevice?: { at: UnixSeconds | null } | undefined;
}

/**
 * SPEC §1 "same credit arrives twice or on both feeds: nothing further; rrn is the primary key".
 * `byRrn` is the credit with the incoming rrn; `byFingerprint` one with the same amount, bank
 * timestamp and payer (CONTRACT §6), for credits that arrive without their rrn; `sameText` the credits
 * whose SMS text is the incoming one's (E9-1, `sameSms`).
 */
export function decideRepeat(
  incoming: { rrn?: string | undefined; span?: PaymentSpan | undefined },
  byRrn: KnownCredit | undefined,
  byFingerprint: KnownCredit | undefined,
  sameText: readonly SameTextCredit[] = [],
): RepeatDecision {
  if (byRrn) return { outcome: 'repeat', creditId: byRrn.creditId };
  if (!byFingerprint) return sameSms(incoming, sameText);
  // Without its reference a credit is known by its fingerprint alone (CONTRACT §6).
  if (incoming.rrn === undefined) return { outcome: 'repeat', creditId: byFingerprint.creditId };
  // The other feed brought the same credit with its reference: remember the reference, nothing else.
  if (!byFingerprint.rrn) return { outcome: 'attach_rrn', creditId: byFingerprint.creditId };
  // Same fingerprint, both with references: the same credit only when the references agree; two that
  // differ are two real payments that look alike (the second is then judged, and parked as a duplicate).
  return byFingerprint.rrn === incoming.rrn
    ? { outcome: 'repeat', creditId: byFingerprint.creditId }
    : { outcome: 'new' };
}

/**
 * E9-1 (beyond CONTRACT §6's exact key; docs/architecture.md): one SMS without rrn relayed by two devices of
 * a seller (SMSGate and a forwarder on one phone, or two phones) carries two different times when the bank
 * states none (the SMS centre's stamp, the phone's receipt), so the exact key misses it. A report without
 * rrn whose text is an existing credit's, with spans that meet or lie within SAME_SMS_SLACK_SECONDS, from a
 * device that has not reported that credit yet, is that credit (the nearest in time, when several are).
 * A device never gives one credit two reports, so the same text twice from one device (a second real
 * payment, reported by every app) is two credits; the one exception is the device sending again the very
 * report the credit took from it (an app's retry: the same span start).
 */
function sameSms(
  incoming: { rrn?: string | undefined; span?: PaymentSpan | undefined },
  sameText: readonly SameTextCredit[],
): RepeatDecision {
  const span = incoming.span;
  if (incoming.rrn !== undefined || span === undefined) return { outcome: 'new' };
  const retried = sameText.find((c) => c.fromThisDevice?.at === span.from);
  if (retried) return { outcome: 'repeat', creditId: retried.creditId };
  const distance = (c: SameTextCredit) => Math.abs(c.span.from - span.from);
  const nearest = sameText
    .filter(
      (c) =>
        c.fromThisDevice === undefined &&
        c.span.from <= span.until + SAME_SMS_SLACK_SECONDS &&
        span.from <= c.span.until + SAME_SMS_SLACK_SECONDS,
    )
    .reduce<SameTextCredit | undefined>(
      (best, c) => (best && distance(best) <= distance(c) ? best : c),
      undefined,
    );
  return nearest ? { outcome: 'repeat', creditId: nearest.creditId } : { outcome: 'new' };
}
