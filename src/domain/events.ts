// The eight event kinds of SPEC §6 and their payload shapes. A payload is serialised once, stored,
// and every attempt and replay sends those same bytes.
import type { CreditBody } from './credit.js';
import type { OrderBody } from './intent.js';
import type { UnixSeconds } from './time.js';

export const INTENT_EVENT_KINDS = ['payment.confirmed', 'intent.expired', 'intent.cancelled'] as const;
export const CREDIT_EVENT_KINDS = [
  'payment.late',
  'payment.unplaced',
  'payment.ambiguous',
  'payment.duplicate',
  'payment.stale',
] as const;
/** CONTRACT §14: once per new statement, beyond SPEC's eight. */
export const STATEMENT_EVENT_KINDS = ['statement.reconciled'] as const;
export type IntentEventKind = (typeof INTENT_EVENT_KINDS)[number];
export type CreditEventKind = (typeof CREDIT_EVENT_KINDS)[number];
export type StatementEventKind = (typeof STATEMENT_EVENT_KINDS)[number];
export type EventKind = IntentEventKind | CreditEventKind | StatementEventKind;
export const EVENT_KINDS: readonly EventKind[] = [
  ...INTENT_EVENT_KINDS,
  ...CREDIT_EVENT_KINDS,
  ...STATEMENT_EVENT_KINDS,
];

/** Intent-scoped: event, event_id, occurred_at, then the order body (which opens with intent_id). */
export function intentEventPayload(
  event: IntentEventKind,
  eventId: string,
  occurredAt: UnixSeconds,
  order: OrderBody,
): Record<string, unknown> {
  return { event, event_id: eventId, occurred_at: occurredAt, ...order };
}

/**
 * Credit-scoped: `intent_id` is explicitly null, the one deliberate null of the API, and the
 * discriminator receivers branch on (SPEC §6).
 */
export function creditEventPayload(
  event: CreditEventKind,
  eventId: string,
  occurredAt: UnixSeconds,
  credit: CreditBody,
  candidates: OrderBody[],
): Record<string, unknown> {
  return { event, event_id: eventId, occurred_at: occurredAt, intent_id: null, credit, candidates };
}

/** The envelope of credit-scoped events, with the statement and the confirmations it does not show. */
export function statementEventPayload(
  eventId: string,
  occurredAt: UnixSeconds,
  statement: Record<string, unknown>,
  notInStatement: CreditBody[],
): Record<string, unknown> {
  return {
    event: 'statement.reconciled',
    event_id: eventId,
    occurred_at: occurredAt,
    intent_id: null,
    statement,
    not_in_statement: notInStatement,
  };
}

/** The parked status of a credit names the event that reports it. */
export const eventForParkedStatus = {
  late: 'payment.late',
  unplaced: 'payment.unplaced',
  ambiguous: 'payment.ambiguous',
  duplicate: 'payment.duplicate',
  stale: 'payment.stale',
} as const satisfies Record<string, CreditEventKind>;
