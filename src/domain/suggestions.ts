// Suggestions for a parked `unplaced` credit (CONTRACT §6): the orders its payer most likely meant, for
// the seller to place with one tap. Never confirmed by the service: a suggestion is a likelihood only.
import type { PaymentSpan } from './match.js';
import type { UnixSeconds } from './time.js';

/** At most this many orders are suggested. */
export const MAX_SUGGESTIONS = 5;

/** A payer who rounds up rounds to the next whole ₹1, ₹10 or ₹100 (in paise). */
export const ROUNDING_UNITS_PAISE = [100, 1_000, 10_000] as const;

/** An order that may have been meant, and when it was last shown (or made). */
export interface SuggestionOption {
  intentId: string;
  listPaise: number;
  /** The amount it held, when it was found by a reservation. */
  reservedPaise?: number | undefined;
  at: UnixSeconds;
  /** A cancelled order takes no payment, so it is never suggested. */
  cancelled?: boolean | undefined;
}

/** True when paying `amountPaise` is `reservedPaise` rounded up to a whole ₹1, ₹10 or ₹100. */
export function roundsUpTo(reservedPaise: number, amountPaise: number): boolean {
  if (amountPaise <= reservedPaise) return false;
  return ROUNDING_UNITS_PAISE.some((unit) => Math.ceil(reservedPaise / unit) * unit === amountPaise);
}

/**
 * The reserved amounts a payer may have rounded up to `amountPaise`: [low, high], or none when the amount
 * is no whole rupee.
 */
export function roundedFromRange(amountPaise: number): { lowPaise: number; highPaise: number } | undefined {
  const units = ROUNDING_UNITS_PAISE.filter((unit) => amountPaise % unit === 0);
  const widest = units[units.length - 1];
  return widest === undefined
    ? undefined
    : { lowPaise: amountPaise - widest + 1, highPaise: amountPaise - 1 };
}

/** Seconds between a moment and the span (0 inside it). */
const distance = (at: UnixSeconds, span: PaymentSpan): number =>
  at < span.from ? span.from - at : at > span.until ? at - span.until : 0;

/**
 * The orders whose list price is the amount (the payer typed the price on the product) or whose reserved
 * amount it rounds up (the payer rounded), nearest in time to the span first, each once, at most five.
 */
export function suggestOrders(
  amountPaise: number,
  span: PaymentSpan,
  options: readonly SuggestionOption[],
): string[] {
  const nearest = new Map<string, number>();
  for (const o of options) {
    if (o.cancelled) continue;
    const meant =
      o.reservedPaise === undefined ? o.listPaise === amountPaise : roundsUpTo(o.reservedPaise, amountPaise);
    if (!meant) continue;
    const d = distance(o.at, span);
    if (d < (nearest.get(o.intentId) ?? Infinity)) nearest.set(o.intentId, d);
  }
  return [...nearest]
    .sort(([idA, a], [idB, b]) => a - b || idA.localeCompare(idB))
    .slice(0, MAX_SUGGESTIONS)
    .map(([id]) => id);
}
