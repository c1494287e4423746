// CONTRACT §13: a price is typed in rupees as a person writes it; amounts show as ₹1,299.00.
import { expect, test } from '@jest/globals';
import { parseRupees, rupees } from '../../src/domain/money.js';

test.each([
  ['499', 49_900],
  ['1,299.50', 129_950],
  ['1299.5', 129_950],
  ['₹ 1,299', 129_900],
  ['Rs. 20', 2_000],
  ['1,00,000', 10_000_000],
  ['0.99', 99],
])('%s is %i paise', (typed, paise) => {
  expect(parseRupees(typed)).toBe(paise);
});

test.each(['', 'abc', '12.345', '1,2', '-5', '1e3', '12..3', ',100'])('%j is no price', (typed) => {
  expect(parseRupees(typed)).toBeUndefined();
});

test('rupees in Indian grouping', () => {
  expect(rupees(129_900)).toBe('₹1,299.00');
  expect(rupees(10_000_000)).toBe('₹1,00,000.00');
  expect(rupees(-50)).toBe('-₹0.50');
});
