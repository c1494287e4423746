// Which order workflows start with Temporal's start delay (src/temporal/workflow-gateway.ts): only a
// settled order (confirmed or cancelled), up to its next deadline, when that is a second or more away.
import { expect, test } from '@jest/globals';
import type { IntentSnapshot } from '../../src/domain/intent.js';
import { settledStartDelayMs } from '../../src/temporal/workflow-gateway.js';

const NOW_S = 1_790_000_000;
const NOW_MS = NOW_S * 1000;
const order = (over: Partial<IntentSnapshot>): IntentSnapshot => ({
  version: 3,
  intentId: 'int_x',
  tenantId: 'ten_x',
  status: 'confirmed',
  expiresAt: NOW_S + 600,
  amount: { amountPaise: 12_345, heldUntil: NOW_S, restUntil: NOW_S + 3600 },
  ...over,
});

test('a confirmed or cancelled order waits until its amount has rested', () => {
  expect(settledStartDelayMs(order({}), NOW_MS)).toBe(3_600_000);
  expect(settledStartDelayMs(order({ status: 'cancelled' }), NOW_MS + 500)).toBe(3_599_500);
  // Still held (a confirmation never leaves it so, but the rule takes the next deadline whatever it is).
  const held = { amountPaise: 1, heldUntil: NOW_S + 60, restUntil: NOW_S + 3660 };
  expect(settledStartDelayMs(order({ amount: held }), NOW_MS)).toBe(60_000);
});

test('an order that can still change starts at once, whatever its deadlines', () => {
  expect(settledStartDelayMs(order({ status: 'open' }), NOW_MS)).toBeUndefined();
  // An expired order can still be confirmed by a late payment: its change must show when it happens.
  expect(settledStartDelayMs(order({ status: 'expired' }), NOW_MS)).toBeUndefined();
});

test('nothing left to wait for, or under a second of it: start at once', () => {
  expect(settledStartDelayMs(order({ amount: undefined }), NOW_MS)).toBeUndefined();
  expect(settledStartDelayMs(order({}), (NOW_S + 3600) * 1000)).toBeUndefined();
  expect(settledStartDelayMs(order({}), (NOW_S + 3600) * 1000 - 999)).toBeUndefined();
  expect(settledStartDelayMs(order({}), (NOW_S + 3600) * 1000 - 1000)).toBe(1000);
});
