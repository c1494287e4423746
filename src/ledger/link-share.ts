// The band share of a shop's product links (CONTRACT §9; the rule: domain/link-share.ts), checked for
// a link order's chosen amount under the tenant lock, so concurrent taps cannot overshoot it.
import { linkHoldsNear } from '../db/link-holds.js';
import type { Queryable } from '../db/sql.js';
import { linkBusy, type DomainError } from '../domain/errors.js';
import { linkShareAllows } from '../domain/link-share.js';
import { DISCOUNT_BAND_PAISE } from '../domain/rules.js';
import type { UnixSeconds } from '../domain/time.js';

/** The refusal when a link order holding `amountPaise` would give links more than their share. */
export async function linkShareRefusal(
  tx: Queryable,
  tenantId: string,
  amountPaise: number,
  now: UnixSeconds,
): Promise<DomainError | undefined> {
  const held = await linkHoldsNear(tx, {
    tenantId,
    now,
    lowPaise: amountPaise - DISCOUNT_BAND_PAISE,
    highPaise: amountPaise + DISCOUNT_BAND_PAISE,
  });
  if (
    linkShareAllows(
      amountPaise,
      held.map((h) => h.amountPaise),
    )
  )
    return undefined;
  // A hold stops counting when its rest ends.
  const soonest = Math.min(...held.map((h) => h.restUntil));
  return linkBusy(Math.max(1, soonest - now));
}
