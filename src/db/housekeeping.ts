// The periodic jobs' statements (CONTRACT §10): payer-detail retention, pruning, and the watches over
// silent feeds and silent reporters. Each reads an index (`npm run bench:scale` shows the plans).
import { statement, type Queryable, type Statement } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

export const REDACT_CREDITS = statement(
  'redact-parked-credits',
  `update credits set payer_vpa = null, payer_name = null, text_digest = null, payer_redacted_at = $1
        where received_at < $2 and payer_redacted_at is null and status not in ('matched', 'placed') returning id`,
);

/**
 * Parked (and dismissed) credits received before `cutoff` lose payer name and handle, and the digest of
 * their SMS text, which a guess at the text could otherwise match; how many did.
 */
export async function redactParkedCredits(
  q: Queryable,
  now: UnixSeconds,
  cutoff: UnixSeconds,
): Promise<number> {
  return (await q.rows(REDACT_CREDITS, [now, cutoff])).length;
}

export const EVENTS_TO_REDACT = statement(
  'events-to-redact',
  `select id, payload from events where occurred_at < $1 and redacted_at is null order by occurred_at limit $2`,
);
export const REDACT_EVENT = statement(
  'redact-event',
  `update events set payload = $1, redacted_at = $2 where id = $3`,
);

/** Up to `limit` stored payloads older than `cutoff` not yet redacted, oldest first. */
export async function eventsToRedact(
  q: Queryable,
  cutoff: UnixSeconds,
  limit: number,
): Promise<{ id: string; payload: string }[]> {
  return q.rows<{ id: string; payload: string }>(EVENTS_TO_REDACT, [cutoff, limit]);
}

export async function storeRedactedEvent(
  q: Queryable,
  eventId: string,
  payload: string,
  now: UnixSeconds,
): Promise<void> {
  await q.rows(REDACT_EVENT, [payload, now, eventId]);
}

/**
 * A batch of rows that no rule needs any longer: `$1` is the table's cutoff, `$2` the batch size. The
 * table and condition are ours, never input; each condition reads an index of its own. The batch's row
 * addresses go to the delete as an array, which it reads by address (a TID scan): `ctid in (select ...)`
 * made PostgreSQL 15 join against a sequential scan of the whole table for every batch.
 */
const pruning = (table: string, condition: string): Statement =>
  statement(
    `prune-${table}`,
    `delete from ${table} where ctid = any(array(select ctid from ${table} where ${condition} limit $2)) returning 1`,
  );

/** What pruning deletes, by table (the cutoffs: ledger/housekeeping.ts). */
export const PRUNING = {
  idempotency_keys: pruning('idempotency_keys', 'created_at < $1'),
  pairing_codes: pruning('pairing_codes', 'expires_at < $1'),
  delivery_attempts: pruning('delivery_attempts', 'started_at_ms < $1'),
  ops_alerts: pruning('ops_alerts', 'created_at < $1'),
  inbound_mail: pruning('inbound_mail', 'received_at < $1'),
  sessions: pruning('sessions', 'expires_at < $1'),
  sign_in_links: pruning('sign_in_links', 'expires_at < $1'),
  smsgate_envelopes: pruning('smsgate_envelopes', 'received_at < $1'),
  // Only a product link's visits never tapped and now expired (db/intents.ts: an untapped visit): no
  // event, credit, reservation or workflow ever named them.
  intents: pruning(
    'intents',
    `link_slug is not null and sync_version = 0 and status = 'open' and expires_at < $1`,
  ),
} as const;

export type PrunedTable = keyof typeof PRUNING;

/** Deletes up to `batch` rows of `table` past `cutoff`; how many it deleted. */
export async function pruneBatch(
  q: Queryable,
  table: PrunedTable,
  cutoff: number,
  batch: number,
): Promise<number> {
  return (await q.rows(PRUNING[table], [cutoff, batch])).length;
}

const MARK_SILENCE_ALERTED = {
  tenant: statement(
    'mark-feed-silence-alerted',
    `update tenants set feed_silence_alerted_at = $1 where id = $2`,
  ),
  device: statement(
    'mark-reporter-silence-alerted',
    `update devices set silence_alerted_at = $1 where id = $2`,
  ),
};

/**
 * Operators were alerted of a silent feed (a tenant's) or a silent reporter (a device) at `now`: the
 * spell ends when a credit (for a tenant) or a heartbeat or message (for a device) arrives after it.
 */
export async function markSilenceAlerted(
  q: Queryable,
  of: keyof typeof MARK_SILENCE_ALERTED,
  id: string,
  now: UnixSeconds,
): Promise<void> {
  await q.rows(MARK_SILENCE_ALERTED[of], [now, id]);
}

export const SILENT_REPORTERS = statement(
  'silent-reporters',
  `with live as (
         select d.id, d.tenant_id, d.kind, d.silence_alerted_at,
                greatest(d.created_at, coalesce(d.last_seen_at, 0), coalesce(d.last_message_at, 0)) as heard_at,
                greatest(d.created_at, coalesce(d.last_message_at, 0)) as message_at
           from devices d where d.revoked_at is null
       )
       select id, tenant_id, case when kind = 'smsgate' and heard_at < $1 then 'heartbeat' else 'sms' end as why
         from live
        where (silence_alerted_at is null or silence_alerted_at < heard_at)
          and ((kind = 'smsgate' and heard_at < $1)
               or (message_at < $2 and (select count(*) from reservations r
                                          where r.tenant_id = live.tenant_id and r.reserved_at >= $2) >= $3))`,
);

/**
 * Live devices silent since their last alert: an SMSGate device unheard since `heardBefore` (no
 * heartbeat), or any device without a message since `messageBefore` while its tenant made at least
 * `minReservations` reservations since then.
 */
export async function silentReporters(
  q: Queryable,
  p: { heardBefore: UnixSeconds; messageBefore: UnixSeconds; minReservations: number },
): Promise<{ id: string; tenant_id: string; why: 'heartbeat' | 'sms' }[]> {
  return q.rows(SILENT_REPORTERS, [p.heardBefore, p.messageBefore, p.minReservations]);
}

export const RESERVING_TENANTS = statement(
  'reserving-tenants-and-their-credits',
  `select r.tenant_id, count(*) as reservations,
              (select count(*) from credits c where c.tenant_id = r.tenant_id and c.received_at >= $1) as credits
         from reservations r join tenants t on t.id = r.tenant_id
        where r.reserved_at >= $2
          and (t.feed_silence_alerted_at is null
               or t.feed_silence_alerted_at < coalesce((select max(received_at) from credits c where c.tenant_id = t.id), 0))
        group by r.tenant_id`,
);

/**
 * Tenants that reserved since `since` and were not alerted in their current silent spell, with their
 * reservations and credits received since then.
 */
export async function reservingTenants(
  q: Queryable,
  since: UnixSeconds,
): Promise<{ tenantId: string; reservations: number; credits: number }[]> {
  const rows = await q.rows<{ tenant_id: string; reservations: string; credits: string }>(RESERVING_TENANTS, [
    since,
    since,
  ]);
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    reservations: Number(r.reservations),
    credits: Number(r.credits),
  }));
}
