// A credit (an incoming payment) as the API and the webhooks show it: CONTRACT §6's key order.
import type { UnixSeconds } from './time.js';

/** The feed that brought a credit; `statement` when a bank statement found it (CONTRACT §14). */
export type CreditSource = 'email' | 'device' | 'statement';

/** Parked: never guessed, waiting for the tenant to place or dismiss it (SPEC §1). */
export const PARKED_STATUSES = ['unplaced', 'ambiguous', 'duplicate', 'stale', 'late'] as const;
export type ParkedStatus = (typeof PARKED_STATUSES)[number];
export const CREDIT_STATUSES = ['matched', ...PARKED_STATUSES, 'placed', 'dismissed'] as const;
export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const isParked = (status: CreditStatus): status is ParkedStatus =>
  (PARKED_STATUSES as readonly string[]).includes(status);

export interface CreditRecord {
  id: string;
  rrn?: string | null;
  amountPaise: number;
  payerVpa?: string | null;
  payerName?: string | null;
  /** Set once retention has nulled the payer details: they then show as null, not absent. */
  payerRedactedAt?: UnixSeconds | null;
  source: CreditSource;
  /** The span the payment lies in (CONTRACT §6): from creditedAt to creditedUntil. */
  creditedAt?: UnixSeconds | null;
  creditedUntil?: UnixSeconds | null;
  receivedAt: UnixSeconds;
  status: CreditStatus;
  note?: string | null;
  intentId?: string | null;
  /** The statement that proved or found this credit (CONTRACT §14). */
  statementId?: string | null;
  deltaPaise?: number | null;
  candidates: string[];
  resolvedAt?: UnixSeconds | null;
}

export type CreditBody = Record<string, unknown> & { credit_id: string; status: CreditStatus };

function put(body: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined && value !== null) body[key] = value;
}

/**
 * `withCandidates` is false inside webhook payloads, which carry the candidates beside the credit as
 * full orders (CONTRACT §12).
 */
export function renderCredit(credit: CreditRecord, withCandidates = true): CreditBody {
  const body: Record<string, unknown> = { credit_id: credit.id };
  put(body, 'rrn', credit.rrn);
  body.amount_paise = credit.amountPaise;
  if (credit.payerRedactedAt) {
    body.payer_vpa = null;
    body.payer_name = null;
  } else {
    put(body, 'payer_vpa', credit.payerVpa);
    put(body, 'payer_name', credit.payerName);
  }
  body.source = credit.source;
  put(body, 'credited_at', credit.creditedAt);
  put(body, 'credited_until', credit.creditedUntil);
  body.received_at = credit.receivedAt;
  body.status = credit.status;
  put(body, 'note', credit.note);
  put(body, 'intent_id', credit.intentId);
  put(body, 'statement_id', credit.statementId);
  put(body, 'delta_paise', credit.deltaPaise);
  if (withCandidates) body.candidates = credit.candidates;
  put(body, 'resolved_at', credit.resolvedAt);
  return body as CreditBody;
}

export type Refusal = { ok: false; reason: 'credit_not_parked' | 'order_not_placeable'; status: string };

/**
 * SPEC §3: a parked credit placed on an order becomes `placed`, recording delta_paise, what the payer
 * paid minus the list price (negative when they paid less). Only a parked credit can be placed, and
 * only on an open or expired order (CONTRACT §6).
 */
export function placeParkedCredit(
  credit: { status: CreditStatus; amountPaise: number },
  order: { status: string; listPaise: number },
): { ok: true; deltaPaise: number } | Refusal {
  if (!isParked(credit.status)) return { ok: false, reason: 'credit_not_parked', status: credit.status };
  if (order.status !== 'open' && order.status !== 'expired') {
    return { ok: false, reason: 'order_not_placeable', status: order.status };
  }
  return { ok: true, deltaPaise: credit.amountPaise - order.listPaise };
}

/** SPEC §3: a parked credit dismissed as not an order's payment; the row stays for audit. */
export function dismissParkedCredit(credit: { status: CreditStatus }): { ok: true } | Refusal {
  return isParked(credit.status)
    ? { ok: true }
    : { ok: false, reason: 'credit_not_parked', status: credit.status };
}
