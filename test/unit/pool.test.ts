// CONTRACT §5 / SPEC §1 rest rule: which amount an order gets. Each row names the rule it checks.
import { describe, expect, test } from '@jest/globals';
import { bandOf, chooseAmount, type PoolHold, type PoolRequest } from '../../src/domain/pool.js';

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

describe.each([
  {
    rule: 'highest free amount: an empty pool gives the list price itself',
    request: req([]),
    expected: { kind: 'reserved', amountPaise: L, rule: 'highest free amount' },
  },
  {
    rule: 'highest free amount: a live reservation is passed over',
    request: req([live(L)]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount' },
  },
  {
    rule: 'rest rule: a resting amount is passed over while any other free amount exists',
    request: req([live(L), resting(L - 1, 1800)]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount' },
  },
  {
    rule: 'rest rule: the lowest amount of the band is still preferred to a resting one',
    request: req([...every(L, L - 98, (a) => (a === L ? resting(a, 10) : live(a)))]),
    expected: { kind: 'reserved', amountPaise: L - 99, rule: 'highest free amount' },
  },
  {
    rule: 'rest rule: only resting amounts left, the one whose rest ends soonest',
    request: req(
      every(L, L - 99, (a) => (a === L - 40 ? resting(a, 5) : a % 2 === 0 ? live(a) : resting(a, 900))),
    ),
    expected: { kind: 'reserved', amountPaise: L - 40, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: among equal rest ends, the highest amount',
    request: req(every(L, L - 99, (a) => (a <= L - 50 ? resting(a, 300) : live(a)))),
    expected: { kind: 'reserved', amountPaise: L - 50, rule: 'soonest rest end' },
  },
  {
    rule: 'rest rule: an amount whose rest has ended is free again, not a second earlier',
    request: req([live(L), { ...resting(L - 1, 0) }]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount' },
  },
  {
    rule: 'rest rule: one second before its rest ends the amount still rests',
    request: req([live(L), resting(L - 1, 1)]),
    expected: { kind: 'reserved', amountPaise: L - 2, rule: 'highest free amount' },
  },
  {
    rule: 'own previous amount: re-reserving after a lapse takes it back even while it rests',
    request: req([resting(L - 7, 3000, 'int_me')], { previousAmountPaise: L - 7 }),
    expected: { kind: 'reserved', amountPaise: L - 7, rule: 'own previous amount' },
  },
  {
    rule: 'own previous amount: not when another order now holds it live',
    request: req([live(L - 7)], { previousAmountPaise: L - 7 }),
    expected: { kind: 'reserved', amountPaise: L, rule: 'highest free amount' },
  },
  {
    rule: 'uniqueness across overlapping bands: a hold at L-20 taken by an order listed at L-20 counts here',
    request: req(every(L, L - 20, (a) => live(a))),
    expected: { kind: 'reserved', amountPaise: L - 21, rule: 'highest free amount' },
  },
  {
    rule: 'holds outside the band are ignored',
    request: req([live(L + 1), live(L - 100)]),
    expected: { kind: 'reserved', amountPaise: L, rule: 'highest free amount' },
  },
  {
    rule: 'a live hold is live even if its writer\u2019s clock put reservedAt in our future',
    request: req([{ amountPaise: L, intentId: 'int_x', heldUntil: NOW + 1, restUntil: NOW + 3601 }]),
    expected: { kind: 'reserved', amountPaise: L - 1, rule: 'highest free amount' },
  },
  {
    rule: 'pool exhausted: every amount held live gives retry-after to the soonest lapse',
    request: req(every(L, L - 99, (a) => ({ ...live(a), heldUntil: a === L - 3 ? NOW + 42 : NOW + 600 }))),
    expected: { kind: 'exhausted', retryAfterSeconds: 42 },
  },
])('$rule', ({ request, expected }) => {
  test('chooses as the rule says', () => {
    expect(chooseAmount(request)).toEqual(expected);
  });
});
