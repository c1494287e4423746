import { expect, test } from '@jest/globals';
import { LINK_SHARE_OF_BAND, linkShareAllows } from '../../src/domain/link-share.js';

const range = (from: number, n: number): number[] => Array.from({ length: n }, (_, i) => from + i);

test('half of a band of 100 amounts: the 50th hold is allowed, the 51st is not', () => {
  expect(LINK_SHARE_OF_BAND).toBe(50);
  expect(linkShareAllows(950, range(901, 49))).toBe(true);
  expect(linkShareAllows(999, range(901, 50))).toBe(false);
});

test('every band containing the amount counts, not only the one at its price', () => {
  // 50 holds at 801..850 and the new one at 899: the band 800..899 would hold 51.
  expect(linkShareAllows(899, range(801, 50))).toBe(false);
  // 100 amounts apart: no band holds both.
  expect(linkShareAllows(951, range(801, 50))).toBe(true);
});
