// The feeds page's list of the banks we read: every bank of the data, found by name, id or sender id,
// the query echoed escaped.
import { describe, expect, test } from '@jest/globals';
import { bankListCard } from '../../src/api/dashboard/bank-list.js';
import { BANKS, bankDirectory } from '../../src/ingest/alerts/banks.js';

const listed = (query: unknown): string[] =>
  [...bankListCard(query).value.matchAll(/data-bank="([a-z]+)"/g)].map((m) => m[1] ?? '');

describe('the banks we read, on the feeds page', () => {
  test('with no search, every bank, each with its headers and what we read', () => {
    expect(listed(undefined).sort()).toEqual(BANKS.map((b) => b.id).sort());
    const page = bankListCard(undefined).value;
    expect(page).toContain('CANBNK, CNRBNK');
    expect(page).toContain('we read: UPI, IMPS, NEFT credits');
  });

  test.each([
    ['hdfc', ['hdfc']],
    ['Canara', ['canara']],
    ['CNRBNK', ['canara']],
    ['  punjab ', ['pnb', 'psb']],
    ['small finance', ['au', 'equitas', 'esaf', 'jana', 'suryoday', 'ujjivan', 'utkarsh']],
  ])('search %j finds %j', (query, ids) => {
    expect(listed(query).sort()).toEqual(ids);
    expect(
      bankDirectory(query)
        .map((b) => b.id)
        .sort(),
    ).toEqual(ids);
  });

  test('a search that finds nothing says so, the query escaped', () => {
    const page = bankListCard('<script>x</script>').value;
    expect(listed('<script>x</script>')).toEqual([]);
    expect(page).not.toContain('<script>');
    expect(page).toContain('&lt;script&gt;');
  });

  test('a query that is not one string (a repeated parameter) is no search', () => {
    expect(listed(['hdfc', 'sbi'])).toHaveLength(BANKS.length);
  });
});
