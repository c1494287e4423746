// Time helpers (SPEC §2: unix seconds; CONTRACT §12: bank messages state dates in India time). These
// run under several TZ values (scripts/test-unit-zones.mjs): nothing here may depend on the machine's.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { indiaDate, unixNow } from '../../src/domain/time.js';

/** 2027-01-16 00:00:00 in India (UTC+05:30) is 2027-01-15 18:30:00 UTC. */
const INDIA_MIDNIGHT = Date.UTC(2027, 0, 15, 18, 30, 0) / 1000;

describe('indiaDate: the calendar date in India at a moment, whatever the machine\u2019s zone', () => {
  test.each([
    ['India\u2019s midnight: the new day in India, still the old one in UTC', INDIA_MIDNIGHT, '2027-01-16'],
    ['one second before India\u2019s midnight', INDIA_MIDNIGHT - 1, '2027-01-15'],
    ['UTC midnight: 05:30 in India, the same date', Date.UTC(2027, 0, 16) / 1000, '2027-01-16'],
    ['23:59:59 UTC: the next morning in India', Date.UTC(2027, 0, 15, 23, 59, 59) / 1000, '2027-01-16'],
    ['noon UTC: afternoon in India, the same date', Date.UTC(2027, 0, 15, 12) / 1000, '2027-01-15'],
    ['a leap day', Date.UTC(2028, 1, 29, 3) / 1000, '2028-02-29'],
  ])('%s', (_name, at, date) => {
    expect(indiaDate(at)).toBe(date);
  });
});

describe('unixNow: whole seconds, never rounded up', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  test('the last millisecond of a second is still that second', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_999);
    expect(unixNow()).toBe(1_800_000_000);
  });
});
