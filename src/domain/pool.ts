// The amount pool (SPEC §1 rest rule, CONTRACT §5): which exact amount an order gets when the payer
// taps Pay. Pure: the caller reads the holds under the tenant's lock and writes the choice.
import { DISCOUNT_BAND_PAISE } from './rules.js';
import type { UnixSeconds } from './time.js';

/** A reservation that still matters to the choice: live, or resting after it ended. */
export interface PoolHold {
  amountPaise: number;
  intentId: string;
  /** The amount is held over [reservedAt, heldUntil). */
  heldUntil: UnixSeconds;
  /** After heldUntil the amount rests until restUntil. */
  restUntil: UnixSeconds;
}

/**
 * The order amounts are offered in. `below-list-first` is CONTRACT §5 and the only rule the service
 * runs. `highest` is the rule §5 replaced (the list price first, then L-1 …): kept solely so the
 * simulator (scripts/simulate) can measure what the change bought; nothing in src/ chooses it.
 */
export type PoolOrder = 'below-list-first' | 'highest';

export interface PoolRequest {
  listPaise: number;
  /** Default `below-list-first` (CONTRACT §5); `highest` only for comparison runs of the simulator. */
  order?: PoolOrder | undefined;
  now: UnixSeconds;
  /** This order's own most recent amount, if it held one before. */
  previousAmountPaise?: number;
  /** Every hold of the tenant in or overlapping the band with restUntil > now. */
  holds: readonly PoolHold[];
}

export type PoolRule =
  | 'own previous amount'
  | 'highest free amount below the list price'
  | 'highest free amount, the list price first (comparison only)'
  | 'the list price, nothing below it free'
  | 'soonest rest end';

export type PoolChoice =
  | { kind: 'reserved'; amountPaise: number; rule: PoolRule }
  | { kind: 'exhausted'; retryAfterSeconds: number };

export interface Band {
  lowPaise: number;
  highPaise: number;
}

/** Every amount from the list price down to 99 paise below it (CONTRACT §5). */
export const bandOf = (listPaise: number): Band => ({
  lowPaise: listPaise - DISCOUNT_BAND_PAISE,
  highPaise: listPaise,
});

/**
 * The order in which amounts are offered: `L-1`, `L-2` … `L-99` (the smallest discount below the
 * price first), then `L` itself. Every choice the pool makes follows this one ordering.
 */
export function offerOrder(band: Band, order: PoolOrder = 'below-list-first'): number[] {
  const amounts: number[] = [];
  if (order === 'highest') {
    for (let amount = band.highPaise; amount >= band.lowPaise; amount--) amounts.push(amount);
    return amounts;
  }
  for (let amount = band.highPaise - 1; amount >= band.lowPaise; amount--) amounts.push(amount);
  amounts.push(band.highPaise);
  return amounts;
}

export function chooseAmount(req: PoolRequest): PoolChoice {
  const { lowPaise, highPaise } = bandOf(req.listPaise);
  const liveUntil = new Map<number, UnixSeconds>();
  const restingUntil = new Map<number, UnixSeconds>();
  const outsideBand = (amount: number): boolean => amount < lowPaise || amount > highPaise;
  for (const h of req.holds) {
    if (outsideBand(h.amountPaise)) continue;
    // Live means held now, whatever the clock of the process that wrote it said at reservedAt. The
    // hold covers [reservedAt, heldUntil): at heldUntil itself the amount already rests.
    if (h.heldUntil > req.now) {
      liveUntil.set(h.amountPaise, Math.max(liveUntil.get(h.amountPaise) ?? 0, h.heldUntil));
    } else if (h.restUntil > req.now) {
      restingUntil.set(h.amountPaise, Math.max(restingUntil.get(h.amountPaise) ?? 0, h.restUntil));
    }
  }

  // An amount rests to protect the order that held it, so that order may take it back at once.
  const previous = req.previousAmountPaise;
  if (previous !== undefined && !outsideBand(previous) && !liveUntil.has(previous)) {
    return { kind: 'reserved', amountPaise: previous, rule: 'own previous amount' };
  }

  // Below the list price first, the list price last (CONTRACT §5): paying the price on the product
  // instead of the amount shown is the commonest payer mistake, so while any other amount is free no
  // open order may hold the very amount such a payer types. An amount neither live nor resting is
  // free; when only resting amounts are left, the one whose rest ends soonest, in offer order among
  // equals.
  const poolOrder = req.order ?? 'below-list-first';
  let soonestRest: { amount: number; until: UnixSeconds } | undefined;
  for (const amount of offerOrder({ lowPaise, highPaise }, poolOrder)) {
    if (liveUntil.has(amount)) continue;
    const until = restingUntil.get(amount);
    if (until === undefined) {
      const rule =
        poolOrder === 'highest'
          ? 'highest free amount, the list price first (comparison only)'
          : amount === highPaise
            ? 'the list price, nothing below it free'
            : 'highest free amount below the list price';
      return { kind: 'reserved', amountPaise: amount, rule };
    }
    if (soonestRest === undefined || until < soonestRest.until) soonestRest = { amount, until };
  }
  if (soonestRest) return { kind: 'reserved', amountPaise: soonestRest.amount, rule: 'soonest rest end' };

  const soonestLapse = Math.min(...liveUntil.values());
  return { kind: 'exhausted', retryAfterSeconds: Math.max(1, soonestLapse - req.now) };
}
