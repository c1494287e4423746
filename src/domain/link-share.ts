// Product links share a seller's bands (CONTRACT §9): anyone can open a link, so all of a shop's
// links together may hold at most half of any band of 100 amounts, and the seller's own orders always
// find amounts. Pure: the caller reads the links' holds under the tenant lock.
import { DISCOUNT_BAND_PAISE } from './rules.js';

/** Amounts in one band: the list price and the 99 below it. */
const BAND_WIDTH = DISCOUNT_BAND_PAISE + 1;

/** At most this many amounts of any band may be held (live or resting) by product-link orders. */
export const LINK_SHARE_OF_BAND = BAND_WIDTH / 2;

/**
 * Whether one more link hold at `amountPaise` keeps every band of 100 amounts that contains it at or
 * under the share. `held`: the amounts link orders hold now within 99 of it either way.
 */
export function linkShareAllows(amountPaise: number, held: readonly number[]): boolean {
  for (let low = amountPaise - DISCOUNT_BAND_PAISE; low <= amountPaise; low++) {
    const high = low + DISCOUNT_BAND_PAISE;
    let inBand = 1;
    for (const a of held) if (a >= low && a <= high) inBand++;
    if (inBand > LINK_SHARE_OF_BAND) return false;
  }
  return true;
}
