// The fixtures README's amount and date rules (CONTRACT §14): amounts to exact paise in every style
// banks print, anything else an error, never a guess; dates day first, with a time when stated.
import { describe, expect, test } from '@jest/globals';
import { headerKey, readAmount, readDate, readMarkedAmount } from '../../src/ingest/statements/cells.js';

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
    // Other banks' downloads (fixtures/statements-other-banks README).
    ['2026-09-01', '2026-09-01', null],
    ['Sep 01, 2026', '2026-09-01', null],
    ['Sep 01 2026', '2026-09-01', null],
    ['01-SEP-2026', '2026-09-01', null],
    ['01 Sep 2026 10:42 AM', '2026-09-01', '10:42:00'],
    ['01 Sep 2026, 06:31 PM', '2026-09-01', '18:31:00'],
    ['01/09/2026 12:05 AM', '2026-09-01', '00:05:00'],
    ['01/09/2026 12:05 PM', '2026-09-01', '12:05:00'],
    ['01/09/2026 13:05 PM', undefined, null],
    ['2026-02-30', undefined, null],
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

describe('an amount that states its own side (one amount column, no Dr/Cr column)', () => {
  test.each<[string | number | null, [number, 'cr' | 'dr'] | 'empty' | 'error']>([
    ['1499.00(Cr)', [149_900, 'cr']],
    ['20.0(Dr)', [2_000, 'dr']],
    ['1,499.00 (Cr)', [149_900, 'cr']],
    ['1,499.00 CR', [149_900, 'cr']],
    ['2,310.00Dr.', [231_000, 'dr']],
    ['Cr 1,499.00', [149_900, 'cr']],
    ['+ \u20b91,499.00', [149_900, 'cr']],
    ['- \u20b92,310.00', [231_000, 'dr']],
    ['- Rs.500', [50_000, 'dr']],
    ['+INR 12,000.00', [1_200_000, 'cr']],
    ['-500.00', [50_000, 'dr']],
    [-500, [50_000, 'dr']],
    ['', 'empty'],
    [null, 'empty'],
    ['0.00(Cr)', 'empty'],
    ['1499.00', 'error'],
    [1499, 'error'],
    ['+1499.00(Dr)', 'error'],
    ['-1499.00 CR', 'error'],
    ['1499.00(Cr)(Dr)', 'error'],
    ['12,34.5(Cr)', 'error'],
    ['1,499.00 XR', 'error'],
  ])('%p', (cell, expected) => {
    const r = readMarkedAmount(cell);
    expect('paise' in r ? [r.paise, r.credit ? 'cr' : 'dr'] : 'empty' in r ? 'empty' : 'error').toEqual(
      expected,
    );
  });
});
