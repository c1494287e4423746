// The matching decision (SPEC §1 rules table, §3, CONTRACT §6): which order a credit pays, or why it
// is parked. Pure and total; never guesses. Time is the bank's `creditedAt`, never the receipt time,
// which is used only to judge whether `creditedAt` is usable at all.
import type { ParkedStatus } from './credit.js';
import type { IntentStatus } from './intent.js';
import { DUPLICATE_WINDOW_SECONDS, FUTURE_TOLERANCE_SECONDS, STALE_THRESHOLD_SECONDS } from './rules.js';
import type { UnixSeconds } from './time.js';

export type LatePolicy = 'confirm' | 'park';

export interface IncomingCredit {
  amountPaise: number;
  creditedAt?: UnixSeconds | undefined;
  receivedAt: UnixSeconds;
  payerVpa?: string | undefined;
  rrn?: string | undefined;
  /**
   * `creditedAt` is the phone's own receipt time (an SMS that states no time, relayed without the SMS
   * centre's timestamp): a phone's clock may run minutes behind, so the payment lies somewhere between
   * that time and our receipt, not at it.
   */
  creditedAtFromPhoneClock?: boolean | undefined;
}

/**
 * The span a credit's payment may lie in, for the reservations to consider: the bank's time itself, or,
 * when that time is the phone's clock, from it to our receipt (and as far before it as a clock running
 * ahead put it after our receipt).
 */
export function paymentSpan(credit: IncomingCredit): { from: UnixSeconds; to: UnixSeconds } | undefined {
  if (credit.creditedAt === undefined) return undefined;
  if (!credit.creditedAtFromPhoneClock) return { from: credit.creditedAt, to: credit.creditedAt };
  const ahead = Math.max(0, credit.creditedAt - credit.receivedAt);
  return {
    from: Math.min(credit.creditedAt, credit.receivedAt - ahead),
    to: Math.max(credit.creditedAt, credit.receivedAt),
  };
}

/** A reservation of the credit's amount, with the state of its order. */
export interface CandidateReservation {
  intentId: string;
  intentStatus: IntentStatus;
  reservedAt: UnixSeconds;
  heldUntil: UnixSeconds;
  restUntil: UnixSeconds;
  endReason?: 'confirmed' | 'cancelled' | null | undefined;
  /** The UPI reference the payer typed on the pay page, if any. */
  payerUtr?: string | null | undefined;
}

/** An earlier credit from the same payer for the same amount. */
export interface PriorCredit {
  creditId: string;
  creditedAt: UnixSeconds;
  intentId?: string | null | undefined;
}

export interface MatchContext {
  latePolicy: LatePolicy;
  priorCreditsFromPayer: readonly PriorCredit[];
  reservations: readonly CandidateReservation[];
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

/** The bank's timestamp when it can be trusted, or why it cannot (CONTRACT §6). */
export type BankTime = { usable: true; at: UnixSeconds } | { usable: false; why: string };

export function bankTime(credit: IncomingCredit): BankTime {
  if (credit.creditedAt === undefined) {
    return { usable: false, why: 'The bank gave no usable timestamp for this credit.' };
  }
  const age = credit.receivedAt - credit.creditedAt;
  if (age > STALE_THRESHOLD_SECONDS) {
    return {
      usable: false,
      why: `Credited ${Math.floor(age / 60)} minutes before it reached us, more than the 30 minutes allowed.`,
    };
  }
  if (-age > FUTURE_TOLERANCE_SECONDS) {
    return {
      usable: false,
      why: `Its timestamp is ${-age} seconds ahead of our clock; a clock running ahead is no evidence.`,
    };
  }
  return { usable: true, at: credit.creditedAt };
}

export function decideMatch(credit: IncomingCredit, ctx: MatchContext): MatchDecision {
  const time = bankTime(credit);
  if (!time.usable) return park('stale', [], time.why, 'stale timestamp');
  const at = time.at;

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

  // A reservation used up by a confirmation is no candidate; any other whose window or rest
  // contains the bank's timestamp is. A credit timed before a reservation existed cannot be its
  // payment: nobody had been shown that amount for that order yet.
  const onTime = new Map<string, CandidateReservation>();
  const late = new Map<string, CandidateReservation>();
  for (const r of ctx.reservations) {
    if (r.endReason === 'confirmed' || at < r.reservedAt || at >= r.restUntil) continue;
    if (at <= r.heldUntil) onTime.set(r.intentId, r);
    else late.set(r.intentId, r);
  }
  // An order is one candidate, whatever number of its reservations contain the timestamp: on time
  // when any of them was live then (it lapsed, was re-reserved, and the payer paid the new one).
  for (const id of onTime.keys()) late.delete(id);
  const candidates = [...onTime.keys(), ...late.keys()];

  if (candidates.length === 0) {
    return park('unplaced', [], 'No order held this amount when it was credited.', 'no reservation matches');
  }
  if (candidates.length > 1) {
    return park(
      'ambiguous',
      candidates,
      `${candidates.length} orders could be the one this amount paid; place it on the right one.`,
      onTime.size > 1 ? 'two reservations on time' : 'amount reused and both orders tapped',
    );
  }

  const [intentId] = candidates as [string];
  // A phone's clock is no bank's: had the payment been made at any other moment between the phone's
  // time and our receipt, another order holding the amount then would have been its payee. Such a
  // credit is placed by the seller, never guessed (false confirmations in `npm run simulate`, issue 14:
  // 1,042 of 8,198 credits from phones whose clock ran 1 to 10 minutes behind).
  const span = paymentSpan(credit);
  if (credit.creditedAtFromPhoneClock && span) {
    const others = new Set<string>();
    for (const r of ctx.reservations) {
      if (r.endReason === 'confirmed' || r.intentId === intentId) continue;
      if (r.reservedAt <= span.to && r.restUntil > span.from) others.add(r.intentId);
    }
    if (others.size > 0) {
      const all = [intentId, ...others];
      return park(
        'ambiguous',
        all,
        `The time of this payment comes from the phone's clock, and ${all.length} orders held this amount between that time and its arrival; place it on the right one.`,
        'phone clock spans two reservations',
      );
    }
  }
  const reservation = (onTime.get(intentId) ?? late.get(intentId)) as CandidateReservation;
  const isOnTime = onTime.has(intentId);
  // A cancelled or paid order takes no payment. An expired order is judged like an open one: whether
  // it was paid on time or late is a matter of the bank's timestamp against its reservation, never of
  // when we recorded its expiry (SPEC §1).
  if (reservation.intentStatus === 'cancelled') {
    return park('unplaced', [intentId], 'The only order this could pay was cancelled.', 'order cancelled');
  }
  if (reservation.intentStatus === 'confirmed') {
    return park(
      'unplaced',
      [intentId],
      'The only order this could pay is already paid.',
      'order already paid',
    );
  }

  if (isOnTime) {
    const byReference = credit.rrn !== undefined && reservation.payerUtr === credit.rrn;
    return {
      outcome: 'confirm',
      intentId,
      evidence: byReference ? 'rrn' : 'amount',
      late: false,
      rule: 'amount matches a live reservation',
    };
  }
  if (ctx.latePolicy === 'confirm') {
    return {
      outcome: 'confirm',
      intentId,
      evidence: 'late',
      late: true,
      rule: 'late payment, default policy',
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
 * SPEC §1 "same credit arrives twice or on both feeds: nothing further; rrn is the primary key".
 * `byRrn` is the credit with the incoming rrn; `byFingerprint` one with the same amount, bank
 * timestamp and payer (CONTRACT §6), for credits that arrive without their rrn.
 */
export function decideRepeat(
  incoming: { rrn?: string | undefined },
  byRrn: KnownCredit | undefined,
  byFingerprint: KnownCredit | undefined,
): RepeatDecision {
  if (byRrn) return { outcome: 'repeat', creditId: byRrn.creditId };
  if (!byFingerprint) return { outcome: 'new' };
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
