// The reservations table: the amounts orders hold (CONTRACT §5), the pool's read of them, and the one
// rule that ends an order's reservations.
import { statement, type Queryable } from './sql.js';
import type { PoolHold } from '../domain/pool.js';
import type { UnixSeconds } from '../domain/time.js';

export const POOL_HOLDS = statement(
  'pool-holds',
  // The holds that matter to the choice (live, resting, or ended unpaid within the late horizon $6: an
  // unpaid mark), and the order's own latest reservation. The horizon widens the one range the index
  // reads (rest_until >= held_until, so every marked row has rest_until > $2 - $6); no other probe.
  `select amount_paise, intent_id, reserved_at, held_until, rest_until, end_reason from reservations
    where tenant_id = $1 and amount_paise between $3 and $4 and rest_until > $2::bigint - $6::bigint
      and (rest_until > $2 or (held_until > $2::bigint - $6::bigint and end_reason is distinct from 'confirmed'))
   union
   select * from (select amount_paise, intent_id, reserved_at, held_until, rest_until, end_reason from reservations
                   where intent_id = $5 order by reserved_at desc limit 1) own`,
);

export type HoldRow = PoolHold & { reservedAt: number };

/**
 * The holds of the tenant in the band [low, high] still resting at `now` or unpaid-marked, and the
 * order's own latest.
 */
export async function poolHolds(
  q: Queryable,
  p: {
    tenantId: string;
    now: UnixSeconds;
    lowPaise: number;
    highPaise: number;
    intentId: string;
    lateHorizonSeconds: number;
  },
): Promise<HoldRow[]> {
  const rows = await q.rows(POOL_HOLDS, [
    p.tenantId,
    p.now,
    p.lowPaise,
    p.highPaise,
    p.intentId,
    p.lateHorizonSeconds,
  ]);
  return rows.map((r) => ({
    amountPaise: Number(r.amount_paise),
    intentId: String(r.intent_id),
    reservedAt: Number(r.reserved_at),
    heldUntil: Number(r.held_until),
    restUntil: Number(r.rest_until),
    endReason: (r.end_reason as HoldRow['endReason']) ?? null,
  }));
}

export const INSERT_RESERVATION = statement(
  'insert-reservation',
  `with reserved as (
     insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
     values ($1, $2, $3, $4, $5, $5, $6) returning intent_id
   )
   update intents set sync_version = sync_version + 1, sync_requested_at = $4
    where id = (select intent_id from reserved)`,
);

/** A new reservation, and its order marked changed for its workflow, in one statement. */
export async function insertReservation(
  tx: Queryable,
  r: {
    tenantId: string;
    intentId: string;
    amountPaise: number;
    reservedAt: UnixSeconds;
    lapsesAt: UnixSeconds;
    restUntil: UnixSeconds;
  },
): Promise<void> {
  await tx.rows(INSERT_RESERVATION, [
    r.tenantId,
    r.intentId,
    r.amountPaise,
    r.reservedAt,
    r.lapsesAt,
    r.restUntil,
  ]);
}

/** A product link's cap and how many live reservations its orders hold now (CONTRACT §9). */
export const LINK_LIVE = statement(
  'link-live-reservations',
  `select l.max_live, count(r.id)::int as live, min(r.held_until) as soonest_lapse
     from product_links l
     left join intents i on i.link_slug = l.slug
     left join reservations r on r.intent_id = i.id and r.held_until > $2
    where l.slug = $1
    group by l.max_live`,
);

export async function linkLiveReservations(
  tx: Queryable,
  slug: string,
  now: UnixSeconds,
): Promise<{ maxLive: number; live: number; soonestLapse: number } | undefined> {
  const link = (await tx.rows(LINK_LIVE, [slug, now]))[0];
  return (
    link && {
      maxLive: Number(link.max_live),
      live: Number(link.live),
      soonestLapse: Number(link.soonest_lapse),
    }
  );
}

/**
 * The one rule for ending an order's reservations (a confirmation or a cancellation), as SQL: every
 * reservation not ended yet takes the reason; a live one ends at `now` and starts resting from
 * then, a lapsed one keeps the rest it already had. The arguments name the statement's parameters.
 * A fragment, not a statement: the confirmation runs it inside its own update (one round trip
 * under the tenant lock, db/intents.ts).
 */
export const endReservationsSql = (p: {
  intentId: string;
  reason: string;
  now: string;
  rest: string;
}): string =>
  `update reservations
      set end_reason = ${p.reason},
          held_until = case when held_until > ${p.now} then greatest(reserved_at, ${p.now}) else held_until end,
          rest_until = case when held_until > ${p.now} then greatest(reserved_at, ${p.now}) + ${p.rest} else rest_until end
    where intent_id = ${p.intentId} and end_reason is null`;

const END_RESERVATIONS = statement(
  'end-reservations',
  endReservationsSql({ intentId: '$1', now: '$2', rest: '$3', reason: '$4' }),
);

/** Ends the order's reservations now (see endReservationsSql). */
export async function endReservations(
  tx: Queryable,
  intentId: string,
  reason: 'confirmed' | 'cancelled',
  now: UnixSeconds,
  restSeconds: number,
): Promise<void> {
  await tx.rows(END_RESERVATIONS, [intentId, now, restSeconds, reason]);
}
