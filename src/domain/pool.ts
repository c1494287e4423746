// The amount pool (SPEC §1 rest rule, CONTRACT §5): which exact amount an order gets when the payer
// taps Pay. Pure: the caller reads the holds under the tenant's lock and writes the choice.
import { DISCOUNT_BAND_PAISE, LATE_HORIZON_SECONDS } from './rules.js';
import type { UnixSeconds } from './time.js';

/** A reservation that still matters to the choice: live, or resting after it ended. */
export interface PoolHold {
  amountPaise: number;
  intentId: string;
  /** The amount is held over [reservedAt, heldUntil). */
  heldUntil: UnixSeconds;
  /** After heldUntil the amount rests until restUntil. */
  restUntil: UnixSeconds;
  /** Why it ended before its time, if it did; a reservation used up by a payment leaves no unpaid mark. */
  endReason?: 'confirmed' | 'cancelled' | null | undefined;
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
  /**
   * Every hold of the tenant in the band still resting at `now`, or that ended unpaid within the late
   * horizon before it.
   */
  holds: readonly PoolHold[];
  /** How long an amount whose reservation ended unpaid stays marked (CONTRACT §5); default 24 hours. */
  lateHorizonSeconds?: number | undefined;
}

export type PoolRule =
  | 'own previous amount'
  | 'highest free amount below the list price'
  | 'highest free amount, the list price first (comparison only)'
  | 'soonest rest end of a paid amount, nothing unmarked free'
  | 'oldest unpaid mark, nothing unmarked free'
  | 'a whole-rupee amount, nothing else below the list price free'
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

/** ₹500.00, not ₹499.87: what payers who round, and payments that are no order's, amount to. */
export const isWholeRupee = (amountPaise: number): boolean => amountPaise % 100 === 0;

export function chooseAmount(req: PoolRequest): PoolChoice {
  const { lowPaise, highPaise } = bandOf(req.listPaise);
  const horizon = req.lateHorizonSeconds ?? LATE_HORIZON_SECONDS.default;
  const liveUntil = new Map<number, UnixSeconds>();
  const restingUntil = new Map<number, UnixSeconds>();
  /** The latest unpaid end of each marked amount: its mark is as old as that. */
  const markedAt = new Map<number, UnixSeconds>();
  const outsideBand = (amount: number): boolean => amount < lowPaise || amount > highPaise;
  for (const h of req.holds) {
    if (outsideBand(h.amountPaise)) continue;
    // Live means held now, whatever the clock of the process that wrote it said at reservedAt. The
    // hold covers [reservedAt, heldUntil): at heldUntil itself the amount already rests.
    if (h.heldUntil > req.now) {
      liveUntil.set(h.amountPaise, Math.max(liveUntil.get(h.amountPaise) ?? 0, h.heldUntil));
      continue;
    }
    if (h.restUntil > req.now) {
      restingUntil.set(h.amountPaise, Math.max(restingUntil.get(h.amountPaise) ?? 0, h.restUntil));
    }
    if (h.endReason !== 'confirmed' && h.heldUntil > req.now - horizon) {
      markedAt.set(h.amountPaise, Math.max(markedAt.get(h.amountPaise) ?? 0, h.heldUntil));
    }
  }

  // An amount rests to protect the order that held it, so that order may take it back at once.
  const previous = req.previousAmountPaise;
  if (previous !== undefined && !outsideBand(previous) && !liveUntil.has(previous)) {
    return { kind: 'reserved', amountPaise: previous, rule: 'own previous amount' };
  }

  // Below the list price first, the list price last (CONTRACT §5): paying the price on the product
  // instead of the amount shown is the commonest payer mistake, so while any other amount is free no
  // open order may hold the very amount such a payer types. Then by unpaid mark (CONTRACT §5): an
  // amount whose last payer may still pay hours later is handed out only after every amount without a
  // mark, oldest mark first. An amount resting after its order was paid carries no mark, and a
  // reservation used up by a payment is no candidate for any later credit (CONTRACT §6), so it is taken
  // (soonest rest end first) before a marked one: on the simulated day, handing out marked amounts
  // first parked 52 more exact payers as ambiguous (1,604 of 1,697 confirmed instead of 1,656). The
  // rest of SPEC §1 (a lapsed reservation's amount, which is marked too) still yields to every other
  // free amount, the list price included.
  const poolOrder = req.order ?? 'below-list-first';
  let soonestRest: { amount: number; until: UnixSeconds } | undefined;
  let soonestPaidRest: { amount: number; until: UnixSeconds } | undefined;
  let oldestMark: { amount: number; at: UnixSeconds } | undefined;
  let wholeRupeeFree: number | undefined;
  let listPriceFree = false;
  for (const amount of offerOrder({ lowPaise, highPaise }, poolOrder)) {
    if (liveUntil.has(amount)) continue;
    const until = restingUntil.get(amount);
    if (until !== undefined) {
      const paid = !markedAt.has(amount) && !(amount === highPaise && poolOrder === 'below-list-first');
      if (paid && (soonestPaidRest === undefined || until < soonestPaidRest.until)) {
        soonestPaidRest = { amount, until };
      } else if (!paid && (soonestRest === undefined || until < soonestRest.until)) {
        soonestRest = { amount, until };
      }
      continue;
    }
    if (amount === highPaise && poolOrder === 'below-list-first') {
      listPriceFree = true;
      continue;
    }
    const mark = markedAt.get(amount);
    if (mark !== undefined) {
      if (oldestMark === undefined || mark < oldestMark.at) oldestMark = { amount, at: mark };
      continue;
    }
    // A whole-rupee amount (₹500.00 in a band from ₹499.51 to ₹500.50) is what a payer who rounds the
    // amount shown up types, and what a friend's transfer or a payment for goods sold off the system
    // is: held on time, such a payment confirms the holder (CONTRACT §6). A band of 100 paise has one
    // such amount, so it goes last but for the list price (the same reasoning, beyond CONTRACT §5's
    // letter): on the full simulated day 6 of 15 wrong confirmations were ₹500.00 paid by rounders and
    // a stray to orders of ₹500.50 holding it.
    if (isWholeRupee(amount) && poolOrder === 'below-list-first') {
      wholeRupeeFree ??= amount;
      continue;
    }
    const rule =
      poolOrder === 'highest'
        ? 'highest free amount, the list price first (comparison only)'
        : 'highest free amount below the list price';
    return { kind: 'reserved', amountPaise: amount, rule };
  }
  if (soonestPaidRest) {
    return {
      kind: 'reserved',
      amountPaise: soonestPaidRest.amount,
      rule: 'soonest rest end of a paid amount, nothing unmarked free',
    };
  }
  if (oldestMark) {
    return {
      kind: 'reserved',
      amountPaise: oldestMark.amount,
      rule: 'oldest unpaid mark, nothing unmarked free',
    };
  }
  if (wholeRupeeFree !== undefined) {
    return {
      kind: 'reserved',
      amountPaise: wholeRupeeFree,
      rule: 'a whole-rupee amount, nothing else below the list price free',
    };
  }
  if (listPriceFree) {
    return { kind: 'reserved', amountPaise: highPaise, rule: 'the list price, nothing below it free' };
  }
  if (soonestRest) return { kind: 'reserved', amountPaise: soonestRest.amount, rule: 'soonest rest end' };

  const soonestLapse = Math.min(...liveUntil.values());
  return { kind: 'exhausted', retryAfterSeconds: Math.max(1, soonestLapse - req.now) };
}
