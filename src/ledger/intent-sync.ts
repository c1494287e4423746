// What an order's IntentWorkflow is told (DESIGN: the workflow mirrors the order). Each change to an
// order bumps its sync_version in the change's transaction (`touchIntent`); the outbox relay sends
// the snapshot and records the version Temporal has heard of, so a sweep finds every order left behind.
import { statement, type Queryable } from '../db/sql.js';
import type { IntentSnapshot, IntentStatus } from '../domain/intent.js';

const SNAPSHOT = statement(
  'intent-snapshot',
  `select i.id, i.tenant_id, i.status, i.expires_at, i.sync_version, r.amount_paise, r.held_until, r.rest_until
     from intents i
     left join lateral (
       select amount_paise, held_until, rest_until from reservations
        where intent_id = i.id order by reserved_at desc limit 1
     ) r on true
    where i.id = $1`,
);
const UNSYNCED_INTENTS = statement(
  'unsynced-intents',
  `select id from intents where synced_version < sync_version order by sync_requested_at limit $1`,
);
const MARK_SYNCED = statement(
  'mark-intent-synced',
  `update intents set synced_version = greatest(synced_version, $2) where id = $1`,
);

/** The order as its workflow sees it, read on `q`; undefined if there is no such order. */
export async function intentSnapshot(q: Queryable, intentId: string): Promise<IntentSnapshot | undefined> {
  const r = (await q.rows(SNAPSHOT, [intentId]))[0];
  if (!r) return undefined;
  return {
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
}

/** Records that the workflow knows the order up to `version` (a late, older one changes nothing). */
export async function markIntentSynced(q: Queryable, intentId: string, version: number): Promise<void> {
  await q.rows(MARK_SYNCED, [intentId, version]);
}

/** Orders changed since their workflow last heard, longest waiting first. */
export async function unsyncedIntents(q: Queryable, limit: number): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(UNSYNCED_INTENTS, [limit]);
  return rows.map((r) => r.id);
}

/** How many orders wait for their workflow to hear of a change (a gauge for operators). */
export async function unsyncedIntentCount(q: Queryable): Promise<number> {
  const [r] = await q.rows<{ n: string }>(
    `select count(*) as n from intents where synced_version < sync_version`,
  );
  return Number(r?.n ?? 0);
}
