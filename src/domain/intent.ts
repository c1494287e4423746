// The order ("intent") as the API shows it: CONTRACT §4's key order, absent keys instead of nulls.
import type { UnixSeconds } from './time.js';

export const INTENT_STATUSES = ['open', 'confirmed', 'expired', 'cancelled'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** CONTRACT §4: the four confirmation labels. */
export type Evidence = 'amount' | 'rrn' | 'late' | 'manual';

export interface IntentRecord {
  id: string;
  status: IntentStatus;
  listPaise: number;
  pageToken: string;
  expiresAt: UnixSeconds;
  createdAt: UnixSeconds;
  description?: string | null;
  reference?: string | null;
  metadata?: Record<string, string> | null;
  paidPaise?: number | null;
  evidence?: Evidence | null;
  rrn?: string | null;
  payerVpa?: string | null;
  payerName?: string | null;
  confirmedAt?: UnixSeconds | null;
  late?: boolean | null;
  cancelledAt?: UnixSeconds | null;
  expiredAt?: UnixSeconds | null;
}

/** The reservation an order holds right now, if any. */
export interface HeldAmount {
  amountPaise: number;
  heldUntil: UnixSeconds;
}

export type OrderBody = Record<string, unknown> & { intent_id: string; status: IntentStatus };

export const pageUrl = (publicBaseUrl: string, pageToken: string): string =>
  `${publicBaseUrl}/p/${pageToken}`;

/** Adds `key` only when the value is present: an absent value is an absent key (SPEC §2). */
function put(body: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined && value !== null) body[key] = value;
}

export function renderOrder(
  intent: IntentRecord,
  held: HeldAmount | undefined,
  publicBaseUrl: string,
  now: UnixSeconds,
): OrderBody {
  // The timestamps decide: an open order past expires_at is expired, whether or not its workflow's
  // timer has recorded that yet.
  const lapsed = intent.status === 'open' && now >= intent.expiresAt;
  const body: OrderBody = {
    intent_id: intent.id,
    status: lapsed ? 'expired' : intent.status,
    list_paise: intent.listPaise,
    page_url: pageUrl(publicBaseUrl, intent.pageToken),
    expires_at: intent.expiresAt,
    created_at: intent.createdAt,
  };
  put(body, 'description', intent.description);
  put(body, 'reference', intent.reference);
  put(body, 'metadata', intent.metadata);
  if (intent.status === 'open' && held && held.heldUntil > now) {
    body.amount_paise = held.amountPaise;
    body.reserved_until = held.heldUntil;
  }
  if (intent.paidPaise !== undefined && intent.paidPaise !== null) {
    body.paid_paise = intent.paidPaise;
    body.discount_paise = intent.listPaise - intent.paidPaise;
  }
  put(body, 'evidence', intent.evidence);
  put(body, 'rrn', intent.rrn);
  put(body, 'payer_vpa', intent.payerVpa);
  put(body, 'payer_name', intent.payerName);
  put(body, 'confirmed_at', intent.confirmedAt);
  if (intent.late === true) body.late = true;
  put(body, 'cancelled_at', intent.cancelledAt);
  put(body, 'expired_at', lapsed ? intent.expiresAt : intent.expiredAt);
  return body;
}

/**
 * What the intent workflow needs to know of its order, sent whole on every change so a message that
 * arrives late or twice changes nothing (the highest version wins).
 */
export interface IntentSnapshot {
  version: number;
  intentId: string;
  tenantId: string;
  status: IntentStatus;
  expiresAt: UnixSeconds;
  /** The order's most recent reservation, if it ever held an amount. */
  amount?: { amountPaise: number; heldUntil: UnixSeconds; restUntil: UnixSeconds } | undefined;
}
