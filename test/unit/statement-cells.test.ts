// The fixtures README's amount and date rules (CONTRACT §14): amounts to exact paise in every style
// banks print, anything else an error, never a guess; dates day first, with a time when stated.
import { describe, expect, test } from '@jest/globals';
import { headerKey, readAmount, readDate } from '../../src/ingest/statements/cells.js';

describe('amounts to integer paise', () => {
  test.each<[string | number | null, number | 'empty' | 'error']>([
    ['1499.00', 149_900],
    [1499, 149_900],
    [780.25, 78_025],
    [2499.5, 249_950],
    ['2,25,400.45', 22_540_045],
    ['12,000.00', 1_200_000],
    ['   4439.59', 443_959],
    ['.85', 85],
    ['0.00', 'empty'],
    [0, 'empty'],
    [' ', 'empty'],
    ['', 'empty'],
    ['-', 'empty'],
    [null, 'empty'],
    ['12,34.5x', 'error'],
    ['12,34.5', 'error'],
    ['1.005', 'error'],
    [1.005, 'error'],
    ['-5.00', 'error'],
    ['1e5', 'error'],
    ['Rs 10', 'error'],
  ])('%p', (cell, expected) => {
    const r = readAmount(cell);
    expect('paise' in r ? r.paise : 'empty' in r ? 'empty' : 'error').toBe(expected);
  });
});

describe('dates, day first', () => {
  test.each<[string, string | undefined, string | null]>([
    ['01/09/26', '2026-09-01', null],
    ['01/09/2026', '2026-09-01', null],
    ['01-09-2026', '2026-09-01', null],
    ['01.09.2026', '2026-09-01', null],
    ['1 Sep 2026', '2026-09-01', null],
    ['01-Sep-26', '2026-09-01', null],
    ['25 Nov 2026', '2026-11-25', null],
    ['01-09-2026 10:42:17', '2026-09-01', '10:42:17'],
    ['01-09-2026 10:42', '2026-09-01', '10:42:00'],
    ['31/02/2026', undefined, null],
    ['13/13/2026', undefined, null],
    ['01-09-2026 25:00:00', undefined, null],
    ['B/F', undefined, null],
    ['', undefined, null],
  ])('%p', (text, date, time) => {
    const r = readDate(text);
    expect(r === undefined ? undefined : [r.date, r.time]).toEqual(
      date === undefined ? undefined : [date, time],
    );
  });
});

test('header text: trimmed, lower-cased, spaces collapsed, none inside parentheses', () => {
  expect(headerKey('Withdrawal Amount (INR )')).toBe(headerKey('Withdrawal Amount(INR)'));
  expect(headerKey('        Debit')).toBe('debit');
  expect(headerKey('Chq / Ref No.')).toBe('chq / ref no.');
});
