// Statements shared across the ledger: the tenant lock, and the mapping of raw rows to domain records
// (PostgreSQL returns bigint as text through pg, hence the explicit conversions).
import { statement, type Queryable } from './sql.js';
import type { IntentRecord, IntentStatus, Evidence } from '../domain/intent.js';
import type { CreditRecord, CreditSource, CreditStatus } from '../domain/credit.js';
import type { LatePolicy } from '../domain/match.js';
import { notFound } from '../domain/errors.js';

export interface TenantPolicy {
  id: string;
  latePolicy: LatePolicy;
  restSeconds: number;
  reservationTtlSeconds: number;
  webhookUrl: string | null;
  webhookSecret: string | null;
}

const LOCK_TENANT = statement(
  'lock-tenant',
  `select id as tenant_id, late_policy, rest_seconds, reservation_ttl_seconds, webhook_url, webhook_secret
     from tenants where id = $1 for no key update`,
);

/**
 * Locks the tenant's row for the rest of the transaction and returns its policy. Every change to a
 * tenant's amount pool or ledger (reserve, cancel, expire, a credit's decision, place, dismiss)
 * takes this lock first, so their reads and writes never interleave. The database constraints
 * still hold on their own; the lock spares retries and keeps decisions simple.
 *
 * Read everything else in statements after this one: under READ COMMITTED a statement sees the data
 * as of its own start, so a row read by the locking statement itself could predate the commit of the
 * transaction it waited for.
 */
export async function lockTenant(tx: Queryable, tenantId: string): Promise<TenantPolicy> {
  const r = (await tx.rows(LOCK_TENANT, [tenantId]))[0];
  if (!r) throw notFound('tenant');
  return {
    id: String(r.tenant_id),
    latePolicy: r.late_policy as LatePolicy,
    restSeconds: Number(r.rest_seconds),
    reservationTtlSeconds: Number(r.reservation_ttl_seconds),
    webhookUrl: (r.webhook_url as string | null) ?? null,
    webhookSecret: (r.webhook_secret as string | null) ?? null,
  };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** An intents row (raw, snake_case) as the domain record. */
export function intentFromRow(
  r: Record<string, unknown>,
): IntentRecord & { tenantId: string; payerUtr: string | null; linkSlug: string | null } {
  return {
    id: String(r.id),
    tenantId: String(r.tenant_id),
    status: r.status as IntentStatus,
    listPaise: Number(r.list_paise),
    pageToken: String(r.page_token),
    expiresAt: Number(r.expires_at),
    createdAt: Number(r.created_at),
    description: str(r.description),
    reference: str(r.reference),
    metadata: (r.metadata as Record<string, string> | null) ?? null,
    paidPaise: num(r.paid_paise),
    evidence: (r.evidence as Evidence | null) ?? null,
    rrn: str(r.rrn),
    payerVpa: str(r.payer_vpa),
    payerName: str(r.payer_name),
    confirmedAt: num(r.confirmed_at),
    late: (r.late as boolean | null) ?? null,
    cancelledAt: num(r.cancelled_at),
    expiredAt: num(r.expired_at),
    payerUtr: str(r.payer_utr),
    linkSlug: str(r.link_slug),
  };
}

/** An order as the ledger reads it under the tenant lock. */
export type IntentRow = ReturnType<typeof intentFromRow>;

/** A credits row (raw, snake_case) as the domain record. */
export function creditFromRow(r: Record<string, unknown>): CreditRecord & { tenantId: string } {
  return {
    id: String(r.id),
    tenantId: String(r.tenant_id),
    rrn: str(r.rrn),
    amountPaise: Number(r.amount_paise),
    payerVpa: str(r.payer_vpa),
    payerName: str(r.payer_name),
    payerRedactedAt: num(r.payer_redacted_at),
    source: r.source as CreditSource,
    creditedAt: num(r.credited_at),
    receivedAt: Number(r.received_at),
    status: r.status as CreditStatus,
    note: str(r.note),
    intentId: str(r.intent_id),
    deltaPaise: num(r.delta_paise),
    candidates: (r.candidates as string[] | null) ?? [],
    resolvedAt: num(r.resolved_at),
  };
}

/**
 * Orders with the amount each holds at `now` (the parameter `nowParam`), if any: the body of
 * GET /v1/intents/{id} needs both, in one round trip.
 */
export const intentWithHoldSql = (nowParam: string): string => `
  select i.*, h.amount_paise as held_amount_paise, h.held_until as held_until
    from intents i
    left join lateral (
      select r.amount_paise, r.held_until from reservations r
       where r.intent_id = i.id and r.held_until > ${nowParam}
       order by r.reserved_at desc limit 1
    ) h on true`;
