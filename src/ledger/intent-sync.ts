// What an order's IntentWorkflow is told (DESIGN: the workflow mirrors the order). Each change to an
// order bumps its sync_version in the change's transaction (`touchIntent`); the outbox relay sends
// the snapshot and records the version Temporal has heard of, so a sweep finds every order left behind.
import { statement, type Queryable } from '../db/sql.js';
import type { IntentSnapshot, IntentStatus } from '../domain/intent.js';

const SNAPSHOT = statement(
  'intent-snapshot',
  `select i.id, i.tenant_id, i.status, i.expires_at, i.sync_version, i.synced_version,
          r.amount_paise, r.held_until, r.rest_until
     from intents i
     left join lateral (
       select amount_paise, held_until, rest_until from reservations
        where intent_id = i.id order by reserved_at desc limit 1
     ) r on true
    where i.id = $1`,
);
const UNSYNCED_INTENTS = statement(
  'unsynced-intents',
  `select id from intents where synced_version < sync_version and sync_requested_at <= $2
    order by sync_requested_at limit $1`,
);
const MARK_SYNCED = statement(
  'mark-intent-synced',
  `update intents set synced_version = greatest(synced_version, $2) where id = $1`,
);

/** The order as its workflow sees it, read on `q`; undefined if there is no such order. */
export async function intentSnapshot(q: Queryable, intentId: string): Promise<IntentSnapshot | undefined> {
  return (await intentToSync(q, intentId))?.snapshot;
}

/**
 * The order's snapshot and the version its workflow was last told of (0: never told, so never
 * started). The relay starts a workflow for the first and only signals it afterwards.
 */
export async function intentToSync(
  q: Queryable,
  intentId: string,
): Promise<{ snapshot: IntentSnapshot; syncedVersion: number } | undefined> {
  const r = (await q.rows(SNAPSHOT, [intentId]))[0];
  if (!r) return undefined;
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
  await q.rows(MARK_SYNCED, [intentId, version]);
}

/** Orders changed since their workflow last heard and not since `settledBefore`, longest waiting first. */
export async function unsyncedIntents(q: Queryable, limit: number, settledBefore: number): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(UNSYNCED_INTENTS, [limit, settledBefore]);
  return rows.map((r) => r.id);
}

// Both halves use their partial indexes (intents_unsynced_idx, deliveries_undispatched_idx).
const BACKLOG = statement(
  'outbox-backlog',
  `select (select count(*) from intents where synced_version < sync_version) as intents,
          (select min(sync_requested_at) from intents where synced_version < sync_version) as intents_oldest,
          (select count(*) from deliveries where not dispatched) as deliveries,
          (select min(created_at) from deliveries where not dispatched) as deliveries_oldest`,
);

/** What Temporal has not heard of yet: order changes and delivery starts, with the oldest of each. */
export async function outboxBacklog(q: Queryable): Promise<Record<string, string | null> | undefined> {
  const [r] = await q.rows<Record<string, string | null>>(BACKLOG);
  return r;
}
