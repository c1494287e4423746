// Reservations: the amount an order holds after the payer tapped Pay (CONTRACT §5), chosen from the
// tenant's pool under the tenant lock (the rows: db/reservations.ts).
import type { IntentRow } from '../db/intents.js';
import { insertReservation, linkLiveReservations, poolHolds } from '../db/reservations.js';
import type { Queryable } from '../db/sql.js';
import type { TenantPolicy } from '../db/tenants.js';
import { linkBusy, poolExhausted, type DomainError } from '../domain/errors.js';
import type { HeldAmount } from '../domain/intent.js';
import { bandOf, chooseAmount, type PoolOrder } from '../domain/pool.js';
import type { UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';
import { linkShareRefusal } from './link-share.js';

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
  const holds = await poolHolds(tx, {
    tenantId: tenant.id,
    now,
    lowPaise,
    highPaise,
    intentId: intent.id,
    lateHorizonSeconds: tenant.lateHorizonSeconds,
  });
  const own = holds.filter((h) => h.intentId === intent.id).sort((a, b) => b.reservedAt - a.reservedAt)[0];
  // A reservation still live is returned unchanged: tapping Pay twice shows the same amount.
  if (own && own.heldUntil > now) return { held: own, fresh: false };
  // A product link's visitors are anonymous: they may hold at most max_live amounts at once, so
  // they can never take the whole band from the seller's other orders (CONTRACT §9). Counted
  // under the tenant lock, so concurrent taps cannot overshoot the cap.
  if (intent.linkSlug !== null) {
    const link = await linkLiveReservations(tx, intent.linkSlug, now);
    if (link && link.live >= link.maxLive) {
      return { refusal: linkBusy(Math.max(1, link.soonestLapse - now)) };
    }
  }

  const choice = chooseAmount({
    listPaise: intent.listPaise,
    now,
    previousAmountPaise: own?.amountPaise,
    holds,
    order: input.poolOrder,
    lateHorizonSeconds: tenant.lateHorizonSeconds,
  });
  if (choice.kind === 'exhausted') {
    input.metrics.poolExhausted.inc();
    throw poolExhausted(choice.retryAfterSeconds);
  }
  // All links together keep to their share of the band, whatever each link's own cap (CONTRACT §9).
  const overShare =
    intent.linkSlug === null ? undefined : await linkShareRefusal(tx, tenant.id, choice.amountPaise, now);
  if (overShare) return { refusal: overShare };
  const lapsesAt = Math.min(now + tenant.reservationTtlSeconds, intent.expiresAt);
  await insertReservation(tx, {
    tenantId: tenant.id,
    intentId: intent.id,
    amountPaise: choice.amountPaise,
    reservedAt: now,
    lapsesAt,
    restUntil: lapsesAt + tenant.restSeconds,
  });
  return { held: { amountPaise: choice.amountPaise, heldUntil: lapsesAt }, fresh: true };
}
