// CONTRACT §14: each credit line is proved, found, not_a_payment or repeat; confirmations inside the
// period that no line shows are listed as not_in_statement. Tables, like match.test.ts.
import { describe, expect, test } from '@jest/globals';
import {
  countOutcomes,
  indiaDaySpan,
  lineKeys,
  lineSpan,
  reconcile,
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

const run = (lines: StatementLineFacts[], credits: CreditOnFile[], earlierKeys: string[] = []) =>
  reconcile({
    lines,
    credits,
    earlierKeys: new Set(earlierKeys),
    periodFrom: '2026-09-01',
    periodTo: '2026-09-01',
  });

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

describe('not_in_statement: confirmed credits of the period that no line shows', () => {
  test.each<[string, CreditOnFile, boolean]>([
    ['matched, unshown', credit({ creditId: 'c9', amountPaise: 999 }), true],
    ['placed, unshown', credit({ creditId: 'c9', amountPaise: 999, status: 'placed' }), true],
    [
      'parked credits are no confirmation',
      credit({ creditId: 'c9', amountPaise: 999, status: 'unplaced' }),
      false,
    ],
    ['before the period', credit({ creditId: 'c9', amountPaise: 999, creditedAt: SEP1 - 1 }), false],
    [
      'span runs past the period',
      credit({ creditId: 'c9', amountPaise: 999, creditedAt: SEP1 + 86_399, creditedUntil: SEP1 + 86_400 }),
      false,
    ],
    [
      'last second of the period',
      credit({ creditId: 'c9', amountPaise: 999, creditedAt: SEP1 + 86_399 }),
      true,
    ],
    ['shown by a line', credit({ creditId: 'c9', rrn: '624411876512' }), false],
  ])('%s', (_name, c, listed) => {
    const result = run([line({ lineNo: 5, rrn: '624411876512' })], [c]);
    expect(result.notInStatement).toEqual(listed ? ['c9'] : []);
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
