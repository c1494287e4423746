// CONTRACT §14: each credit line is proved, found, not_a_payment or repeat, decided a chunk of lines at a
// time exactly as if the file came whole. Tables, like match.test.ts. (not_in_statement is a query over
// the stored lines: test/integration/statements.test.ts.)
import { describe, expect, test } from '@jest/globals';
import {
  countOutcomes,
  indiaDaySpan,
  LineReconciler,
  lineKeys,
  lineSpan,
  type CreditOnFile,
  type StatementLineFacts,
} from '../../src/domain/reconcile.js';

// 2026-09-01 00:00:00 India = 2026-08-31T18:30:00Z.
const SEP1 = Date.UTC(2026, 7, 31, 18, 30) / 1000;
const HOUR = 3600;

const line = (o: Partial<StatementLineFacts> & { lineNo: number }): StatementLineFacts => ({
  date: '2026-09-01',
  time: null,
  amountPaise: 149900,
  rrn: null,
  kind: 'payment',
  ...o,
});

const credit = (o: Partial<CreditOnFile> & { creditId: string }): CreditOnFile => ({
  rrn: null,
  amountPaise: 149900,
  creditedAt: SEP1 + 10 * HOUR,
  creditedUntil: null,
  status: 'matched',
  ...o,
});

/** The lines decided in chunks of `chunk` (the whole file by default), with the credits they may show. */
const run = (
  lines: StatementLineFacts[],
  credits: CreditOnFile[],
  earlierKeys: string[] = [],
  chunk = 5_000,
) => {
  const reconciler = new LineReconciler();
  const decided = [];
  for (let at = 0; at < lines.length; at += chunk) {
    const part = lines.slice(at, at + chunk);
    const keys = reconciler.keys(part);
    decided.push(...reconciler.decide({ lines: part, keys, credits, earlierKeys: new Set(earlierKeys) }));
  }
  return { lines: decided };
};

describe('line spans (CONTRACT §6: a date-only line spans the India day)', () => {
  test.each([
    ['2026-09-01', null, SEP1, SEP1 + 86_399],
    ['2026-09-01', '10:42:17', SEP1 + 10 * HOUR + 42 * 60 + 17, SEP1 + 10 * HOUR + 42 * 60 + 17],
    ['2026-03-01', null, Date.UTC(2026, 1, 28, 18, 30) / 1000, Date.UTC(2026, 2, 1, 18, 29, 59) / 1000],
  ])('%s %s', (date, time, from, to) => {
    expect(lineSpan({ date, time })).toEqual({ from, to });
  });

  test('the India day begins at 18:30 UTC the day before', () => {
    expect(indiaDaySpan('2026-09-01').from).toBe(SEP1);
  });
});

describe('each credit line gets one outcome', () => {
  test.each<[string, StatementLineFacts[], CreditOnFile[], string[], (string | undefined)[][]]>([
    [
      'proved by rrn',
      [line({ lineNo: 5, rrn: '624411876512' })],
      [credit({ creditId: 'c1', rrn: '624411876512' })],
      [],
      [['proved', 'c1']],
    ],
    [
      'rrn wins over amount and date',
      [line({ lineNo: 5, rrn: '624411876512' })],
      [
        credit({ creditId: 'c0' }),
        credit({ creditId: 'c1', rrn: '624411876512', creditedAt: SEP1 + 2 * 86_400 }),
      ],
      [],
      [['proved', 'c1']],
    ],
    [
      // E11-2: a forged alert's amount on a real RRN is never proved by the real line.
      'the rrn of a credit of another amount proves nothing, nor does any other credit',
      [line({ lineNo: 5, rrn: '624411876512', amountPaise: 100 })],
      [
        credit({ creditId: 'c1', rrn: '624411876512', amountPaise: 999_999 }),
        credit({ creditId: 'c2', amountPaise: 100 }),
      ],
      [],
      [['found', undefined]],
    ],
    [
      'a credit without rrn: by amount and date when exactly one',
      [line({ lineNo: 5, rrn: '624411876512' })],
      [credit({ creditId: 'c1' })],
      [],
      [['proved', 'c1']],
    ],
    [
      'two credits alike on the day: no proof, found',
      [line({ lineNo: 5 })],
      [credit({ creditId: 'c1' }), credit({ creditId: 'c2', creditedAt: SEP1 + 11 * HOUR })],
      [],
      [['found', undefined]],
    ],
    [
      'a credit with another rrn is never proved by amount',
      [line({ lineNo: 5, rrn: '624411876512' })],
      [credit({ creditId: 'c1', rrn: '624499999999' })],
      [],
      [['found', undefined]],
    ],
    [
      'another day: found',
      [line({ lineNo: 5, date: '2026-09-02' })],
      [credit({ creditId: 'c1' })],
      [],
      [['found', undefined]],
    ],
    [
      'a reversal carries an rrn but is no payment',
      [line({ lineNo: 5, rrn: '624411876512', kind: 'not_a_payment' })],
      [credit({ creditId: 'c1', rrn: '624411876512' })],
      [],
      [['not_a_payment', undefined]],
    ],
    [
      'an amount beyond any credit (₹2.5 crore by RTGS) pays no order',
      [line({ lineNo: 5, amountPaise: 2_500_000_000 })],
      [],
      [],
      [['not_a_payment', undefined]],
    ],
    [
      'a line an earlier statement brought is repeat, and still shows its credit',
      [line({ lineNo: 5, rrn: '624411876512' })],
      [credit({ creditId: 'c1', rrn: '624411876512' })],
      ['2026-09-01||149900|624411876512|payment|1'],
      [['repeat', 'c1']],
    ],
    [
      'one credit proves one line: identical lines, the second is found',
      [line({ lineNo: 5 }), line({ lineNo: 6 })],
      [credit({ creditId: 'c1' })],
      [],
      [
        ['proved', 'c1'],
        ['found', undefined],
      ],
    ],
  ])('%s', (_name, lines, credits, earlier, expected) => {
    expect(run(lines, credits, earlier).lines.map((d) => [d.outcome, d.creditId])).toEqual(expected);
  });
});

describe('a chunk at a time, as if whole', () => {
  test('a credit an earlier chunk showed proves no later line; identical lines keep counting', () => {
    const lines = [
      line({ lineNo: 5 }),
      line({ lineNo: 6, rrn: '624411876512', amountPaise: 99_900 }),
      line({ lineNo: 7 }),
      line({ lineNo: 8 }),
    ];
    const credits = [
      credit({ creditId: 'c1' }),
      credit({ creditId: 'c2', rrn: '624411876512', amountPaise: 99_900 }),
    ];
    const whole = run(lines, credits);
    expect(whole.lines.map((d) => [d.outcome, d.creditId])).toEqual([
      ['proved', 'c1'],
      ['proved', 'c2'],
      ['found', undefined],
      ['found', undefined],
    ]);
    for (const chunk of [1, 2, 3]) expect(run(lines, credits, [], chunk)).toEqual(whole);
    expect(whole.lines.map((d) => d.key)).toEqual(lineKeys(lines));
  });
});

describe('line identity across statements', () => {
  test('identical lines get distinct keys; equal files get equal keys', () => {
    const lines = [line({ lineNo: 1 }), line({ lineNo: 2 }), line({ lineNo: 3, amountPaise: 1 })];
    const keys = lineKeys(lines);
    expect(new Set(keys).size).toBe(3);
    expect(lineKeys(lines.map((l) => ({ ...l, lineNo: l.lineNo + 10 })))).toEqual(keys);
  });

  test('outcomes are counted', () => {
    expect(countOutcomes([{ outcome: 'found' }, { outcome: 'found' }, { outcome: 'repeat' }])).toEqual({
      proved: 0,
      found: 2,
      not_a_payment: 0,
      repeat: 1,
    });
  });
});
