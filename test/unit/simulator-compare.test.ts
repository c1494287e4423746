// The simulator's live/ledger comparison (scripts/simulate/compare.ts) and the credit names it pairs
// credits on (truth.ts creditRrn, creditId). A live run's agreement figure is only as good as these: a
// pairing that shifted with one missing payment would count every later credit of the seller as
// different, and a comparison that ignored a field would count differences as agreement.
import { describe, expect, test } from '@jest/globals';
import type { CreditVerdict } from '../../scripts/simulate/classify.js';
import { compareVerdicts } from '../../scripts/simulate/compare.js';
import { creditId, creditRrn } from '../../scripts/simulate/truth.js';

const verdict = (credit: string, over: Partial<CreditVerdict> = {}): CreditVerdict => ({
  rrn: `rrn-${credit}`,
  credit,
  behaviour: 'exact',
  quirk: 'sms: prompt',
  truth: credit.split('/')[0] as string,
  status: 'matched',
  class: 'confirmed_right',
  intent: credit.split('/')[0],
  candidates: [],
  placeable: false,
  missed: false,
  ...over,
});

describe('credit names', () => {
  test('a credit reference depends on the planned payment only, and no two payments share one', () => {
    const seen = new Set<string>();
    for (const tenant of [0, 7, 49])
      for (const order of [0, 1, 2, 999, 2_249_999]) {
        for (const payment of [0, 1, 2, 3]) seen.add(creditRrn({ tenant, order, payment }));
      }
    for (const tenant of [0, 7, 49])
      for (const stray of [0, 1, 999_999]) seen.add(creditRrn({ tenant, stray }));
    expect(seen.size).toBe(3 * 5 * 4 + 3 * 3);
    for (const r of seen) expect(r).toMatch(/^\d{12}$/);
    expect(creditRrn({ tenant: 3, order: 17, payment: 1 })).toBe('600030000069');
    expect(creditRrn({ tenant: 3, stray: 2 })).toBe('600039000002');
    expect(creditId({ tenant: 3, order: 17, payment: 1 })).toBe('t3o17/1');
    expect(creditId({ tenant: 3, stray: 2 })).toBe('t3s2');
  });

  test('a payment that does not fit its seller block is refused, not folded onto another', () => {
    expect(() => creditRrn({ tenant: 1, order: 0, payment: 4 })).toThrow(/does not fit/);
    expect(() => creditRrn({ tenant: 1, order: 2_250_000, payment: 0 })).toThrow(/does not fit/);
    expect(() => creditRrn({ tenant: 1, stray: 1_000_000 })).toThrow(/does not fit/);
  });
});

describe('compareVerdicts', () => {
  test('credits pair by their model name: one missing credit is one difference, not a shift of the rest', () => {
    const live = [verdict('t0o0/0'), verdict('t0o2/0'), verdict('t0o3/0')];
    const ledger = [verdict('t0o0/0'), verdict('t0o1/0'), verdict('t0o2/0'), verdict('t0o3/0')];
    const a = compareVerdicts(live, ledger);
    expect([a.credits_compared, a.same, a.different]).toEqual([4, 3, 1]);
    expect(a.different_by_class).toEqual({ 'absent -> confirmed_right': 1 });
    expect(a.differences.map((d) => d.credit)).toEqual(['t0o1/0']);
  });

  test.each([
    ['class and status', { class: 'parked', status: 'unplaced', intent: undefined }],
    ['the confirmed order', { class: 'confirmed_wrong', intent: 't0o9' }],
    ['the candidates shown', { status: 'ambiguous', class: 'parked', candidates: ['t0o0', 't0o5'] }],
  ] as const)('a difference in %s counts as a difference', (_what, over) => {
    const a = compareVerdicts([verdict('t0o0/0')], [verdict('t0o0/0', over as Partial<CreditVerdict>)]);
    expect([a.same, a.different]).toEqual([0, 1]);
  });

  test('candidates compare as a set; agreement is counted per payer behaviour', () => {
    const parked = { class: 'parked', status: 'ambiguous' } as const;
    const a = compareVerdicts(
      [
        verdict('t0o0/0', { ...parked, candidates: ['t0o0', 't0o5'] }),
        verdict('t0s0', { behaviour: 'stray', truth: null }),
      ],
      [
        verdict('t0o0/0', { ...parked, candidates: ['t0o5', 't0o0'] }),
        verdict('t0s0', { behaviour: 'stray', truth: null, class: 'parked', status: 'unplaced' }),
      ],
    );
    expect(a.by_payer_behaviour).toEqual({
      exact: { credits_compared: 1, same: 1, different: 0 },
      stray: { credits_compared: 1, same: 0, different: 1 },
    });
  });

  test('a difference is unexplained unless explain names a cause the runs could not help', () => {
    const late = (v: CreditVerdict) => (v.credit.startsWith('t1') ? 'seller late' : undefined);
    const a = compareVerdicts(
      [verdict('t0o0/0'), verdict('t1o0/0'), verdict('t1o1/0')],
      [verdict('t0o0/0', { intent: 't0o7' }), verdict('t1o0/0', { intent: 't1o7' }), verdict('t1o1/0')],
      { explain: late },
    );
    expect(a.different_by_cause).toEqual({ unexplained: 1, 'seller late': 1 });
    expect(a.differences.map((d) => [d.credit, d.cause])).toEqual([
      ['t0o0/0', 'unexplained'],
      ['t1o0/0', 'seller late'],
    ]);
  });
});
