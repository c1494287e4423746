// CONTRACT §5 / SPEC §1 rest rule: which amount an order gets. Each row names the rule it checks.
import { describe, expect, test } from '@jest/globals';
import { bandOf, chooseAmount, offerOrder, type PoolHold, type PoolRequest } from '../../src/domain/pool.js';

const L = 50_000; // ₹500.00
const NOW = 1_800_000_000;

const live = (amountPaise: number, intentId = 'int_other'): PoolHold => ({
  amountPaise,
  intentId,
  heldUntil: NOW + 600,
  restUntil: NOW + 600 + 3600,
});
const resting = (amountPaise: number, restEndsIn: number, intentId = 'int_other'): PoolHold => ({
  amountPaise,
  intentId,
  heldUntil: NOW - 60,
  restUntil: NOW + restEndsIn,
});
const every = (from: number, to: number, make: (a: number) => PoolHold): PoolHold[] =>
  Array.from({ length: from - to + 1 }, (_, i) => make(from - i));

const req = (holds: PoolHold[], extra: Partial<PoolRequest> = {}): PoolRequest => ({
  listPaise: L,
  now: NOW,
  holds,
  ...extra,
});

describe('the band (SPEC §8: at most 99 paise below the list price)', () => {
  test('runs from the list price down to 99 paise below it: 100 amounts', () => {
    expect(bandOf(L)).toEqual({ lowPaise: L - 99, highPaise: L });
  });
});

describe('the offer order (CONTRACT §5: below the list price first, the list price last)', () => {
  test('is L-1, L-2 … L-99, then L: 100 amounts, each once', () => {
    const order = offerOrder(bandOf(L));
    expect(order).toHaveLength(100);
    expect(order.slice(0, 3)).toEqual([L - 1, L - 2, L - 3]);
    expect(order[98]).toBe(L - 99);
    expect(order[99]).toBe(L);
    expect(new Set(order).size).toBe(100);
  });

  test('99 taps in turn get L-1 … L-99 and the 100th gets the list price itself', () => {
    const holds: PoolHold[] = [];
    const taken: number[] = [];
    for (let tap = 0; tap < 100; tap++) {
      const choice = chooseAmount(req(holds));
      if (choice.kind !== 'reserved') throw new Error(`tap ${tap + 1} found the pool exhausted`);
      taken.push(choice.amountPaise);
      holds.push(live(choice.amountPaise, `int_${tap}`));
    }
    expect(taken.slice(0, 99)).toEqual(Array.from({ length: 99 }, (_, i) => L - 1 - i));
    expect(taken[99]).toBe(L);
    expect(chooseAmount(req(holds))).toEqual({ kind: 'exhausted', retryAfterSeconds: 600 });
  });

  test('a whole-rupee amount inside the band (₹500.00 for ₹500.50) goes after every other amount below the list price', () => {
    const list = 50_050;
    const holds: PoolHold[] = [];
    const taken: number[] = [];
    for (let tap = 0; tap < 100; tap++) {
      const choice = chooseAmount(req(holds, { listPaise: list }));
      if (choice.kind !== 'reserved') throw new Error(`tap ${tap + 1} found the pool exhausted`);
      taken.push(choice.amountPaise);
      holds.push(live(choice.amountPaise, `int_${tap}`));
    }
    const below = Array.from({ length: 99 }, (_, i) => list - 1 - i).filter((a) => a !== 50_000);
    expect(taken.slice(0, 98)).toEqual(below);
    expect(taken.slice(98)).toEqual([50_000, list]);
    // Before a marked amount? No: a marked amount risks a parked credit, a whole-rupee one a wrong order.
    const marked: PoolHold = {
      amountPaise: 49_960,
      intentId: 'int_gone',
      heldUntil: NOW - 7200,
      restUntil: NOW - 3600,
    };
    const allButTwo = holds.filter((h) => h.amountPaise !== 50_000 && h.amountPaise !== 49_960);
    expect(chooseAmount(req([...allButTwo, marked], { listPaise: list }))).toMatchObject({
      amountPaise: 49_960,
    });
  });

  test('the default is the CONTRACT rule: an absent order and an explicit below-list-first choose alike', () => {
    const holds = [live(L - 1), resting(L - 2, 600)];
    expect(chooseAmount(req(holds))).toEqual(chooseAmount(req(holds, { order: 'below-list-first' })));
    expect(chooseAmount(req(holds))).toMatchObject({ kind: 'reserved', amountPaise: L - 3 });
  });

  test("`highest` (the rule CONTRACT §5 replaced, for the simulator's comparison only) offers L, L-1 … L-99", () => {
    expect(offerOrder(bandOf(L), 'highest')).toEqual(Array.from({ length: 100 }, (_, i) => L - i));
    const holds: PoolHold[] = [];
    const taken: number[] = [];
    for (let tap = 0; tap < 100; tap++) {
      const choice = chooseAmount(req(holds, { order: 'highest' }));
      if (choice.kind !== 'reserved') throw new Error(`tap ${tap + 1} found the pool exhausted`);
      taken.push(choice.amountPaise);
      holds.push(live(choice.amountPaise, `int_${tap}`));
    }
    expect(taken).toEqual(Array.from({ length: 100 }, (_, i) => L - i));
    // Rest and the order's own previous amount apply under either order.
    expect(chooseAmount(req([resting(L, 600)], { order: 'highest' }))).toMatchObject({ amountPaise: L - 1 });
    expect(
      chooseAmount(req([resting(L - 5, 600, 'int_me')], { order: 'highest', previousAmountPaise: L - 5 })),
    ).toMatchObject({ amountPaise: L - 5, rule: 'own previous amount' });
  });

  test('overlapping bands keep global distinctness: taps alternating between L and L-20 never share an amount', () => {
    const holds: PoolHold[] = [];
    const taken = new Set<number>();
    for (let tap = 0; tap < 100; tap++) {
      const listPaise = tap % 2 === 0 ? L : L - 20;
      const choice = chooseAmount(req(holds, { listPaise }));
      if (choice.kind !== 'reserved') throw new Error(`tap ${tap + 1} found the pool exhausted`);
      expect(choice.amountPaise).toBeLessThanOrEqual(listPaise);
      expect(choice.amountPaise).toBeGreaterThanOrEqual(listPaise - 99);
      expect(taken.has(choice.amountPaise)).toBe(false);
      taken.add(choice.amountPaise);
      holds.push(live(choice.amountPaise, `int_${tap}`));
    }
    expect(taken.size).toBe(100);
  });
});

describe.each([
  {
    rule: 'below the list price first: an empty pool gives L-1, never the list price',
    request: req([]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'below the list price first: a live reservation is passed over',
    request: req([live(L - 1)]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'below the list price first: L-99, the last amount of the band, is offered before the list price',
    request: req(every(L - 1, L - 98, (a) => live(a))),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'the list price last: given only when every amount below it is held',
    request: req(every(L - 1, L - 99, (a) => live(a))),
    expected: { kind: 'reserved', amountPaise: L, rule: 'the list price, nothing below it free' },
  },
  {
    rule: 'rest rule: a resting amount is passed over while any other free amount exists',
    request: req([live(L - 1), resting(L - 2, 1800)]),
    expected: { kind: 'reserved', amountPaise: L - 3, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'rest rule: a resting amount is passed over while the list price is free',
    request: req(every(L - 1, L - 99, (a) => (a === L - 50 ? resting(a, 10) : live(a)))),
    expected: { kind: 'reserved', amountPaise: L, rule: 'the list price, nothing below it free' },
  },
  {
    rule: 'rest rule: the lowest amount of the band is still preferred to a resting one',
    request: req([...every(L, L - 98, (a) => (a === L - 1 ? resting(a, 10) : live(a)))]),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'rest rule: only resting amounts left, the one whose rest ends soonest',
    request: req(
      every(L, L - 99, (a) => (a === L - 40 ? resting(a, 5) : a % 2 === 0 ? live(a) : resting(a, 900))),
    ),
    expected: { kind: 'reserved', amountPaise: L - 40, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: among equal rest ends, the first in offer order (below the list price first)',
    request: req(every(L, L - 99, (a) => (a <= L - 50 || a === L ? resting(a, 300) : live(a)))),
    expected: { kind: 'reserved', amountPaise: L - 50, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: among equal rest ends, the list price comes last',
    request: req(every(L, L - 99, (a) => (a === L || a === L - 99 ? resting(a, 300) : live(a)))),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: an amount whose rest has ended is free again, not a second earlier',
    request: req([live(L - 1), { ...resting(L - 2, 0), endReason: 'confirmed' }]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'rest rule: one second before its rest ends the amount still rests',
    request: req([live(L - 1), { ...resting(L - 2, 1), endReason: 'confirmed' }]),
    expected: { kind: 'reserved', amountPaise: L - 3, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'own previous amount: re-reserving after a lapse takes it back even while it rests',
    request: req([resting(L - 7, 3000, 'int_me')], { previousAmountPaise: L - 7 }),
    expected: { kind: 'reserved', amountPaise: L - 7, rule: 'own previous amount' },
  },
  {
    rule: 'own previous amount: not when another order now holds it live',
    request: req([live(L - 7)], { previousAmountPaise: L - 7 }),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'own previous amount: kept even when it is the list price (nothing is migrated)',
    request: req([resting(L, 3000, 'int_me')], { previousAmountPaise: L }),
    expected: { kind: 'reserved', amountPaise: L, rule: 'own previous amount' },
  },
  {
    rule: 'own previous amount: not when it lies outside this order\u2019s band',
    request: req([], { previousAmountPaise: L + 1 }),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'own previous amount: taken back even at the bottom of the band, L-99',
    request: req([resting(L - 99, 3000, 'int_me')], { previousAmountPaise: L - 99 }),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'own previous amount' },
  },
  {
    rule: 'own previous amount: not when it lies below this order\u2019s band (the list price has risen)',
    request: req([], { previousAmountPaise: L - 100 }),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'own previous amount: at the very second its hold lapses the amount rests, so the order takes it back',
    request: req([{ amountPaise: L - 7, intentId: 'int_me', heldUntil: NOW, restUntil: NOW + 3600 }], {
      previousAmountPaise: L - 7,
    }),
    expected: { kind: 'reserved', amountPaise: L - 7, rule: 'own previous amount' },
  },
  {
    rule: 'a hold at the very second it lapses rests: with every other amount live, it is the one offered',
    request: req(
      every(L, L - 99, (a) =>
        a === L - 5 ? { amountPaise: a, intentId: 'int_x', heldUntil: NOW, restUntil: NOW + 3600 } : live(a),
      ),
    ),
    expected: { kind: 'reserved', amountPaise: L - 5, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: an amount resting from one order and held live by another is not offered',
    request: req(
      every(L, L - 99, (a) => (a === L - 60 ? resting(a, 900) : live(a))).concat(
        resting(L - 3, 5, 'int_lapsed'),
      ),
    ),
    expected: { kind: 'reserved', amountPaise: L - 60, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: an amount resting after two orders rests until the later rest ends',
    request: req(
      every(L, L - 99, (a) =>
        a === L - 60 ? resting(a, 300) : a === L - 3 ? resting(a, 5) : live(a),
      ).concat(resting(L - 3, 900, 'int_second')),
    ),
    expected: { kind: 'reserved', amountPaise: L - 60, rule: 'soonest rest end' },
  },
  {
    rule: 'uniqueness across overlapping bands: holds of an order listed at L-20 (its L-21 … L-40) count here',
    request: req([
      ...every(L - 1, L - 20, (a) => live(a)),
      ...every(L - 21, L - 40, (a) => live(a, 'int_at_l_minus_20')),
    ]),
    expected: { kind: 'reserved', amountPaise: L - 41, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'holds outside the band are ignored',
    request: req([live(L + 1), live(L - 100)]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'a live hold is live even if its writer\u2019s clock put reservedAt in our future',
    request: req([{ amountPaise: L - 1, intentId: 'int_x', heldUntil: NOW + 1, restUntil: NOW + 3601 }]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'pool exhausted: every amount held live gives retry-after to the soonest lapse',
    request: req(every(L, L - 99, (a) => ({ ...live(a), heldUntil: a === L - 3 ? NOW + 42 : NOW + 600 }))),
    expected: { kind: 'exhausted', retryAfterSeconds: 42 },
  },
  {
    rule: 'pool exhausted: a hold above the band lapsing sooner does not shorten retry-after',
    request: req([...every(L, L - 99, (a) => live(a)), { ...live(L + 1), heldUntil: NOW + 5 }]),
    expected: { kind: 'exhausted', retryAfterSeconds: 600 },
  },
  {
    rule: 'pool exhausted: a hold below the band lapsing sooner does not shorten retry-after',
    request: req([...every(L, L - 99, (a) => live(a)), { ...live(L - 100), heldUntil: NOW + 5 }]),
    expected: { kind: 'exhausted', retryAfterSeconds: 600 },
  },
])('$rule', ({ request, expected }) => {
  test('chooses as the rule says', () => {
    expect(chooseAmount(request)).toEqual(expected);
  });
});

/** An amount whose reservation ended unpaid `ago` seconds before now, its rest over. */
const marked = (amountPaise: number, ago: number, intentId = 'int_other'): PoolHold => ({
  amountPaise,
  intentId,
  heldUntil: NOW - ago,
  restUntil: Math.min(NOW, NOW - ago + 3600),
});

describe.each([
  {
    rule: 'unpaid marks (CONTRACT §5): an amount with no mark is taken before a marked one',
    request: req([marked(L - 1, 7200)]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'unpaid marks: a cancelled order\u2019s amount is marked like a lapsed one',
    request: req([{ ...marked(L - 1, 7200), endReason: 'cancelled' }]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'unpaid marks: an amount used up by a payment carries no mark',
    request: req([{ ...marked(L - 1, 7200), endReason: 'confirmed' }]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'unpaid marks: the mark ends after late_horizon_seconds, not a second earlier',
    request: req([marked(L - 1, 86_400), marked(L - 2, 86_399)]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'unpaid marks: the tenant\u2019s horizon decides how long a mark lasts',
    request: req([marked(L - 1, 7200)], { lateHorizonSeconds: 3600 }),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount below the list price' },
  },
  {
    rule: 'unpaid marks: every amount below the list price marked: the oldest mark first',
    request: req(every(L - 1, L - 99, (a) => marked(a, a === L - 40 ? 50_000 : 20_000))),
    expected: { kind: 'reserved', amountPaise: L - 40, rule: 'oldest unpaid mark, nothing unmarked free' },
  },
  {
    rule: 'unpaid marks: an amount marked twice is as old as its newest mark',
    request: req([
      ...every(L - 1, L - 99, (a) => marked(a, 20_000)).filter(
        (h) => h.amountPaise < L - 7 || h.amountPaise > L - 6,
      ),
      marked(L - 6, 60_000),
      marked(L - 6, 10_000),
      marked(L - 7, 30_000),
    ]),
    expected: { kind: 'reserved', amountPaise: L - 7, rule: 'oldest unpaid mark, nothing unmarked free' },
  },
  {
    rule: 'unpaid marks: the list price last of all, after every marked amount',
    request: req([...every(L - 1, L - 98, (a) => live(a)), marked(L - 99, 100)]),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'oldest unpaid mark, nothing unmarked free' },
  },
  {
    rule: 'unpaid marks: a marked list price still comes before a resting amount',
    request: req([...every(L - 1, L - 99, (a) => resting(a, 600)), marked(L, 7200)]),
    expected: { kind: 'reserved', amountPaise: L, rule: 'the list price, nothing below it free' },
  },
  {
    rule: 'unpaid marks: an amount resting after a payment (no mark) before a marked one, soonest rest end first',
    request: req([
      ...every(L - 1, L - 97, (a) => marked(a, 7200)),
      { ...resting(L - 98, 900), endReason: 'confirmed' },
      { ...resting(L - 99, 600), endReason: 'confirmed' },
    ]),
    expected: {
      kind: 'reserved',
      amountPaise: L - 99,
      rule: 'soonest rest end of a paid amount, nothing unmarked free',
    },
  },
  {
    rule: 'unpaid marks: an amount resting after a lapse (marked) comes after the list price (SPEC §1 rest)',
    request: req([...every(L - 1, L - 99, (a) => resting(a, 600))]),
    expected: { kind: 'reserved', amountPaise: L, rule: 'the list price, nothing below it free' },
  },
  {
    rule: 'unpaid marks: the comparison order (list price first) also prefers an unmarked amount',
    request: req([marked(L, 7200)], { order: 'highest' }),
    expected: {
      kind: 'reserved',
      amountPaise: L - 1,
      rule: 'highest free amount, the list price first (comparison only)',
    },
  },
])('$rule', ({ request, expected }) => {
  test('chooses as the rule says', () => {
    expect(chooseAmount(request)).toEqual(expected);
  });
});
