// Reservations: the amount an order holds after the payer tapped Pay (CONTRACT §5), chosen from the
// tenant's pool under the tenant lock, and ended early by a cancellation.
import type { IntentRow, TenantPolicy } from '../db/queries.js';
import { statement, type Queryable } from '../db/sql.js';
import { linkBusy, poolExhausted, type DomainError } from '../domain/errors.js';
import type { HeldAmount } from '../domain/intent.js';
import { bandOf, chooseAmount, type PoolHold, type PoolOrder } from '../domain/pool.js';
import type { UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';

export const POOL_HOLDS = statement(
  'pool-holds',
  // The holds that matter to the choice, and the order's own latest reservation.
  `select amount_paise, intent_id, reserved_at, held_until, rest_until from reservations
    where tenant_id = $1 and rest_until > $2 and amount_paise between $3 and $4
   union
   select * from (select amount_paise, intent_id, reserved_at, held_until, rest_until from reservations
                   where intent_id = $5 order by reserved_at desc limit 1) own`,
);

const INSERT_RESERVATION = statement(
  'insert-reservation',
  `with reserved as (
     insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
     values ($1, $2, $3, $4, $5, $5, $6) returning intent_id
   )
   update intents set sync_version = sync_version + 1, sync_requested_at = $4
    where id = (select intent_id from reserved)`,
);

/** A product link's cap and how many live reservations its orders hold now (CONTRACT §9). */
const LINK_LIVE = statement(
  'link-live-reservations',
  `select l.max_live, count(r.id)::int as live, min(r.held_until) as soonest_lapse
     from product_links l
     left join intents i on i.link_slug = l.slug
     left join reservations r on r.intent_id = i.id and r.held_until > $2
    where l.slug = $1
    group by l.max_live`,
);

export interface ReserveInput {
  tenant: TenantPolicy;
  /** An open order, read under the tenant's lock. */
  intent: IntentRow;
  now: UnixSeconds;
  poolOrder?: PoolOrder | undefined;
  metrics: Metrics;
}

/** The amount the order holds now; `fresh` when this call reserved it (the order changed). */
export type ReserveOutcome = { held: HeldAmount; fresh: boolean } | { refusal: DomainError };

/**
 * Reserves an amount for an open order, under the caller's tenant lock: the order's live
 * reservation if it has one, else a new one from the pool. Throws pool_exhausted.
 */
export async function reserveAmount(tx: Queryable, input: ReserveInput): Promise<ReserveOutcome> {
  const { tenant, intent, now } = input;
  const { lowPaise, highPaise } = bandOf(intent.listPaise);
  const rows = await tx.rows(POOL_HOLDS, [tenant.id, now, lowPaise, highPaise, intent.id]);
  const holds: (PoolHold & { reservedAt: number })[] = rows.map((r) => ({
    amountPaise: Number(r.amount_paise),
    intentId: String(r.intent_id),
    reservedAt: Number(r.reserved_at),
    heldUntil: Number(r.held_until),
    restUntil: Number(r.rest_until),
  }));
  const own = holds.filter((h) => h.intentId === intent.id).sort((a, b) => b.reservedAt - a.reservedAt)[0];
  // A reservation still live is returned unchanged: tapping Pay twice shows the same amount.
  if (own && own.heldUntil > now) return { held: own, fresh: false };
  // A product link's visitors are anonymous: they may hold at most max_live amounts at once, so
  // they can never take the whole band from the seller's other orders (CONTRACT §9). Counted
  // under the tenant lock, so concurrent taps cannot overshoot the cap.
  if (intent.linkSlug !== null) {
    const link = (await tx.rows(LINK_LIVE, [intent.linkSlug, now]))[0];
    if (link && Number(link.live) >= Number(link.max_live)) {
      return { refusal: linkBusy(Math.max(1, Number(link.soonest_lapse) - now)) };
    }
  }

  const choice = chooseAmount({
    listPaise: intent.listPaise,
    now,
    previousAmountPaise: own?.amountPaise,
    holds,
    order: input.poolOrder,
  });
  if (choice.kind === 'exhausted') {
    input.metrics.poolExhausted.inc();
    throw poolExhausted(choice.retryAfterSeconds);
  }
  const lapsesAt = Math.min(now + tenant.reservationTtlSeconds, intent.expiresAt);
  await tx.rows(INSERT_RESERVATION, [
    tenant.id,
    intent.id,
    choice.amountPaise,
    now,
    lapsesAt,
    lapsesAt + tenant.restSeconds,
  ]);
  return { held: { amountPaise: choice.amountPaise, heldUntil: lapsesAt }, fresh: true };
}

/**
 * The one rule for ending an order's reservations (a confirmation or a cancellation), as SQL: every
 * reservation not ended yet takes the reason; a live one ends at `now` and starts resting from
 * then, a lapsed one keeps the rest it already had. The arguments name the statement's parameters.
 * A fragment, not a statement: the confirmation runs it inside its own update (one round trip
 * under the tenant lock, credits.ts).
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
