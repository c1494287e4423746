// The intents table (orders, CONTRACT §4-§5): rows as domain records (PostgreSQL returns bigint as text
// through pg, hence the explicit conversions), the order with the amount it holds, and what the order's
// IntentWorkflow has been told (sync_version against synced_version).
import { numOrNull as num, statement, strOrNull as str, type Queryable } from './sql.js';
import { Filter, newestFirst, type Page, type PageRequest } from './pages.js';
import { endReservationsSql } from './reservations.js';
import type { Evidence, HeldAmount, IntentRecord, IntentSnapshot, IntentStatus } from '../domain/intent.js';
import type { UnixSeconds } from '../domain/time.js';

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

/** An order and the amount it holds at the time of the read, if any: what its body shows. */
export interface OrderRow {
  intent: IntentRow;
  held: HeldAmount | undefined;
}

/** A row of `intentWithHoldSql` (or a bare intents row, which holds nothing) as an OrderRow. */
function orderFromRow(r: Record<string, unknown>): OrderRow {
  return {
    intent: intentFromRow(r),
    held:
      r.held_amount_paise !== null && r.held_amount_paise !== undefined
        ? { amountPaise: Number(r.held_amount_paise), heldUntil: Number(r.held_until) }
        : undefined,
  };
}

/**
 * Orders with the amount each holds at `now` (the parameter `nowParam`), if any: the body of
 * GET /v1/intents/{id} needs both, in one round trip.
 */
const intentWithHoldSql = (nowParam: string): string => `
  select i.*, h.amount_paise as held_amount_paise, h.held_until as held_until
    from intents i
    left join lateral (
      select r.amount_paise, r.held_until from reservations r
       where r.intent_id = i.id and r.held_until > ${nowParam}
       order by r.reserved_at desc limit 1
    ) h on true`;

export const INTENT_BODY = statement(
  'intent-body',
  `${intentWithHoldSql('$1')} where i.id = $2 and i.tenant_id = $3`,
);

/** The tenant's order with the amount it holds at `now`; read on `q` (a transaction sees its own writes). */
export async function orderOfTenant(
  q: Queryable,
  tenantId: string,
  intentId: string,
  now: UnixSeconds,
): Promise<OrderRow | undefined> {
  const [r] = await q.rows(INTENT_BODY, [now, intentId, tenantId]);
  return r && orderFromRow(r);
}

export interface IntentFilter {
  status?: IntentStatus | undefined;
  reference?: string | undefined;
}

/** One page of the tenant's orders, newest first, each with the amount it holds at `now`. */
export function listIntents<T>(
  q: Queryable,
  tenantId: string,
  by: IntentFilter,
  now: UnixSeconds,
  page: PageRequest,
  render: (order: OrderRow) => T,
): Promise<Page<T>> {
  const filter = new Filter();
  // The amount each order holds at `now`, as its body shows it.
  const select = intentWithHoldSql(filter.param(now));
  filter.where`i.tenant_id = ${tenantId}`;
  // A product link's visit that was never tapped is no order of the seller's yet (UNTAPPED_VISIT).
  filter.where`(i.link_slug is null or i.sync_version > 0)`;
  // The same view of status as the bodies: an open order past expires_at lists as expired.
  if (by.status === 'open') filter.where`i.status = 'open' and i.expires_at > ${now}`;
  else if (by.status === 'expired')
    filter.where`(i.status = 'expired' or (i.status = 'open' and i.expires_at <= ${now}))`;
  else if (by.status) filter.where`i.status = ${by.status}`;
  if (by.reference) filter.where`i.reference = ${by.reference}`;
  return newestFirst(q, select, filter, { time: 'i.created_at', id: 'i.seq' }, page, (r) =>
    render(orderFromRow(r)),
  );
}

/**
 * An untapped visit: an order a product link's visit made (CONTRACT §9) whose payer has not tapped Pay.
 * It is inserted at sync_version 0, so Temporal is told of nothing and no day-long workflow waits on
 * it; the tap (or any later change) makes it version 1, which starts its IntentWorkflow like any new
 * order's. Until then the seller's lists leave it out, and housekeeping deletes it once it has expired
 * (issue 30: every share of a link in a chat made an order that cluttered the list for a day).
 */
const INSERT_INTENT = statement(
  'insert-intent',
  `insert into intents (id, tenant_id, list_paise, page_token, expires_at, created_at, description, reference,
                        metadata, sync_requested_at, link_slug, sync_version)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $10, case when $10::text is null then 1 else 0 end)
   returning *`,
);

export interface NewIntentRow {
  id: string;
  tenantId: string;
  listPaise: number;
  pageToken: string;
  expiresAt: UnixSeconds;
  createdAt: UnixSeconds;
  description: string | null;
  reference: string | null;
  metadata: Record<string, string> | null;
  linkSlug: string | null;
}

/** A new open order; its workflow hears of it through the relay's sweep (sync_requested_at). */
export async function insertIntent(q: Queryable, i: NewIntentRow): Promise<OrderRow> {
  const rows = await q.rows(INSERT_INTENT, [
    i.id,
    i.tenantId,
    i.listPaise,
    i.pageToken,
    i.expiresAt,
    i.createdAt,
    i.description,
    i.reference,
    i.metadata ? JSON.stringify(i.metadata) : null,
    i.linkSlug,
  ]);
  return orderFromRow(rows[0] as Record<string, unknown>);
}

export const INTENT_OF_TENANT = statement(
  'intent-of-tenant',
  `select * from intents where id = $1 and tenant_id = $2`,
);

/** The tenant's order as it stands (under the tenant lock, it cannot change under the caller). */
export async function intentOfTenant(
  q: Queryable,
  tenantId: string,
  intentId: string,
): Promise<IntentRow | undefined> {
  const [r] = await q.rows(INTENT_OF_TENANT, [intentId, tenantId]);
  return r && intentFromRow(r);
}

const TENANT_OF_INTENT = statement('tenant-of-intent', `select tenant_id from intents where id = $1`);

export async function tenantOfIntent(q: Queryable, intentId: string): Promise<string | undefined> {
  const [r] = await q.rows<{ tenant_id: string }>(TENANT_OF_INTENT, [intentId]);
  return r?.tenant_id;
}

const CANCEL_INTENT = statement(
  'cancel-intent',
  `update intents set status = 'cancelled', cancelled_at = $2 where id = $1 and status = 'open' returning id`,
);

/** Cancels the order if it is open: true when it did. */
export async function cancelOpenIntent(tx: Queryable, intentId: string, now: UnixSeconds): Promise<boolean> {
  return (await tx.rows(CANCEL_INTENT, [intentId, now])).length === 1;
}

// The order expired at expires_at, whenever we got round to recording it.
const EXPIRE_INTENT = statement(
  'expire-intent',
  `update intents set status = 'expired', expired_at = expires_at where id = $1 and status = 'open' returning id`,
);

/** Expires the order if it is still open: true when it did. */
export async function expireOpenIntent(tx: Queryable, intentId: string): Promise<boolean> {
  return (await tx.rows(EXPIRE_INTENT, [intentId])).length > 0;
}

/**
 * Confirms the order and uses up its reservations in one statement: none is a candidate again, and a
 * live one starts resting now. Returns the confirmed order row, from which its event is built.
 */
export const CONFIRM_INTENT = statement(
  'confirm-intent',
  `with used_up as (
     ${endReservationsSql({ intentId: '$1', now: '$7', rest: '$10', reason: `'confirmed'` })}
   )
   update intents set status = 'confirmed', paid_paise = $2, evidence = $3, rrn = $4, payer_vpa = $5,
                      payer_name = $6, confirmed_at = $7, late = $8, credit_id = $9,
                      sync_version = sync_version + 1, sync_requested_at = $7
    where id = $1 and status in ('open', 'expired') returning *`,
);

export interface Confirmation {
  intentId: string;
  creditId: string;
  paidPaise: number;
  evidence: Evidence;
  rrn: string | null;
  payerVpa: string | null;
  payerName: string | null;
  late: boolean;
  now: UnixSeconds;
  restSeconds: number;
}

/** Confirms an open or expired order; the order as confirmed (it holds nothing), or undefined. */
export async function confirmIntent(tx: Queryable, c: Confirmation): Promise<OrderRow | undefined> {
  const updated = await tx.rows(CONFIRM_INTENT, [
    c.intentId,
    c.paidPaise,
    c.evidence,
    c.rrn,
    c.payerVpa,
    c.payerName,
    c.now,
    c.late ? true : null,
    c.creditId,
    c.restSeconds,
  ]);
  return updated.length === 1 ? orderFromRow(updated[0] as Record<string, unknown>) : undefined;
}

export const TOUCH_INTENT = statement(
  'touch-intent',
  `update intents set sync_version = sync_version + 1, sync_requested_at = $2 where id = $1`,
);

/** The order changed: its workflow is to be sent the new snapshot. */
export async function markIntentChanged(tx: Queryable, intentId: string, now: UnixSeconds): Promise<void> {
  await tx.rows(TOUCH_INTENT, [intentId, now]);
}

const PAY_PAGE = statement(
  'pay-page-view',
  `select i.*, h.amount_paise as held_amount_paise, h.held_until as held_until,
          t.payee_vpa, coalesce(t.payee_name, t.name) as payee_display_name
     from intents i
     join tenants t on t.id = i.tenant_id
     left join lateral (
       select r.amount_paise, r.held_until from reservations r
        where r.intent_id = i.id and r.held_until > $1
        order by r.reserved_at desc limit 1
     ) h on true
    where i.page_token = $2`,
);

/** The order of a pay page with the amount it holds at `now`, and whom to pay. */
export async function payPageRow(
  q: Queryable,
  pageToken: string,
  now: UnixSeconds,
): Promise<(OrderRow & { payeeVpa: string; payeeName: string }) | undefined> {
  const [r] = await q.rows(PAY_PAGE, [now, pageToken]);
  return r && { ...orderFromRow(r), payeeVpa: String(r.payee_vpa), payeeName: String(r.payee_display_name) };
}

const RECORD_PAYER_UTR = statement(
  'record-payer-utr',
  `update intents set payer_utr = $2 where page_token = $1 and status = 'open' returning status`,
);
const STATUS_BY_PAGE_TOKEN = statement(
  'intent-status-by-page-token',
  `select status from intents where page_token = $1`,
);

/** Keeps the reference the payer typed, on an open order: its status, or undefined when not open. */
export async function recordPayerUtr(
  q: Queryable,
  pageToken: string,
  utr: string,
): Promise<IntentStatus | undefined> {
  const [r] = await q.rows<{ status: IntentStatus }>(RECORD_PAYER_UTR, [pageToken, utr]);
  return r?.status;
}

export async function statusByPageToken(q: Queryable, pageToken: string): Promise<IntentStatus | undefined> {
  const [r] = await q.rows<{ status: IntentStatus }>(STATUS_BY_PAGE_TOKEN, [pageToken]);
  return r?.status;
}

// What an order's IntentWorkflow is told (DESIGN: the workflow mirrors the order). Each change to an
// order bumps its sync_version in the change's transaction; the outbox relay sends the snapshot and
// records the version Temporal has heard of, so a sweep finds every order left behind.

const SNAPSHOT_COLUMNS = `i.id, i.tenant_id, i.status, i.expires_at, i.sync_version, i.synced_version,
          r.amount_paise, r.held_until, r.rest_until`;
const LATEST_RESERVATION = `left join lateral (
       select amount_paise, held_until, rest_until from reservations
        where intent_id = i.id order by reserved_at desc limit 1
     ) r on true`;
export const SNAPSHOT = statement(
  'intent-snapshot',
  `select ${SNAPSHOT_COLUMNS}
     from intents i
     ${LATEST_RESERVATION}
    where i.id = $1`,
);
// The sweep reads the snapshots of the orders it finds with them (issue 28): one round trip for a
// sweep's orders instead of one per order. A snapshot read here may be older than the order by the
// time its push runs; the push then tells the workflow that older version, records it, and the next
// sweep finds the newer one (versions make a late or repeated snapshot harmless).
export const UNSYNCED_SNAPSHOTS = statement(
  'unsynced-intent-snapshots',
  `select ${SNAPSHOT_COLUMNS}
     from (select * from intents where synced_version < sync_version and sync_requested_at <= $2
            order by sync_requested_at limit $1) i
     ${LATEST_RESERVATION}
    order by i.sync_requested_at`,
);
// Marks of many orders in one statement (the relay batches them, outbox-marks.ts).
export const MARK_SYNCED = statement(
  'mark-intents-synced',
  `update intents i set synced_version = greatest(i.synced_version, m.version)
     from unnest($1::text[], $2::int[]) as m(id, version)
    where i.id = m.id`,
);

/** What the relay needs to tell an order's workflow: its snapshot and the version it was last told of. */
export interface IntentToSync {
  snapshot: IntentSnapshot;
  /** 0: never told, so never started. */
  syncedVersion: number;
}

/** The order as its workflow sees it, read on `q`; undefined if there is no such order. */
export async function intentSnapshot(q: Queryable, intentId: string): Promise<IntentSnapshot | undefined> {
  return (await intentToSync(q, intentId))?.snapshot;
}

/**
 * The order's snapshot and the version its workflow was last told of (0: never told, so never
 * started). The relay starts a workflow for the first and only signals it afterwards.
 */
export async function intentToSync(q: Queryable, intentId: string): Promise<IntentToSync | undefined> {
  const r = (await q.rows(SNAPSHOT, [intentId]))[0];
  return r && toSync(r);
}

function toSync(r: Record<string, unknown>): IntentToSync {
  const snapshot: IntentSnapshot = {
    version: Number(r.sync_version),
    intentId: String(r.id),
    tenantId: String(r.tenant_id),
    status: r.status as IntentStatus,
    expiresAt: Number(r.expires_at),
    amount:
      r.amount_paise === null
        ? undefined
        : {
            amountPaise: Number(r.amount_paise),
            heldUntil: Number(r.held_until),
            restUntil: Number(r.rest_until),
          },
  };
  return { snapshot, syncedVersion: Number(r.synced_version) };
}

/** Records that the workflow knows the order up to `version` (a late, older one changes nothing). */
export async function markIntentSynced(q: Queryable, intentId: string, version: number): Promise<void> {
  await markIntentsSynced(q, [{ intentId, version }]);
}

/** `markIntentSynced` for many orders in one round trip; an order named twice keeps its highest version. */
export async function markIntentsSynced(
  q: Queryable,
  marks: readonly { intentId: string; version: number }[],
): Promise<void> {
  // One row per order: an UPDATE joined to two rows of one order would apply either.
  const highest = new Map<string, number>();
  for (const { intentId, version } of marks)
    highest.set(intentId, Math.max(version, highest.get(intentId) ?? 0));
  await q.rows(MARK_SYNCED, [[...highest.keys()], [...highest.values()]]);
}

/**
 * Orders changed since their workflow last heard and not since `settledBefore`, longest waiting
 * first, with what their push needs.
 */
export async function unsyncedIntents(
  q: Queryable,
  limit: number,
  settledBefore: number,
): Promise<IntentToSync[]> {
  return (await q.rows(UNSYNCED_SNAPSHOTS, [limit, settledBefore])).map(toSync);
}
