// IntentWorkflow timing rules (SPEC §1 rest rule, §3; CONTRACT §5) on the time-skipping server.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { WorkflowHandle } from '@temporalio/client';
import { chooseAmount } from '../../src/domain/pool.js';
import type { IntentSnapshot } from '../../src/domain/intent.js';
import { intentState, intentWorkflow, orderChanged } from '../../src/workflows/intent.js';
import { AMOUNT_STATE, INTENT_ID, INTENT_STATUS, TENANT_ID } from '../../src/workflows/search-attributes.js';
import { timeSkipping, type SkippingHarness } from '../support/time-skipping.js';

let h: SkippingHarness;
beforeAll(async () => {
  h = await timeSkipping();
});
afterAll(async () => {
  await h?.teardown();
});

const L = 50_000;

function snapshot(now: number, over: Partial<IntentSnapshot> = {}): IntentSnapshot {
  return {
    version: 1,
    intentId: `int_${Math.random().toString(16).slice(2, 12).padEnd(20, '0')}`,
    tenantId: 'tnt_00000000000000000000',
    status: 'open',
    expiresAt: now + 86_400,
    ...over,
  };
}

/** Activities that record when (in test-server time) the workflow asked for them. */
function recordingActivities() {
  const calls: { name: string; atMs: number; intentId: string }[] = [];
  return {
    calls,
    activities: {
      expireIntent: async (intentId: string): Promise<IntentSnapshot> => {
        calls.push({ name: 'expireIntent', atMs: await h.env.currentTimeMs(), intentId });
        return expired;
      },
    },
  };
}
let expired: IntentSnapshot;

const started: WorkflowHandle[] = [];
async function start(s: IntentSnapshot): Promise<WorkflowHandle<typeof intentWorkflow>> {
  const handle = await h.env.client.workflow.start(intentWorkflow, {
    workflowId: `intent-${s.intentId}`,
    taskQueue: h.taskQueue,
    args: [s],
  });
  started.push(handle);
  return handle;
}

// A workflow left running without its worker would hold the shared test clock still for every test after.
afterEach(async () => {
  for (const handle of started.splice(0)) await handle.terminate('test over').catch(() => undefined);
});

describe('IntentWorkflow', () => {
  test('expiry fires exactly at expires_at: the order expires and the workflow ends', async () => {
    const now = await h.nowSeconds();
    const s = snapshot(now, { expiresAt: now + 3600 });
    expired = { ...s, version: 2, status: 'expired' };
    const { calls, activities } = recordingActivities();
    const result = await h.withWorker(activities, async () => {
      const handle = await start(s);
      return handle.result();
    });
    expect(result).toBe('expired');
    expect(calls).toHaveLength(1);
    expect(Math.floor((calls[0]?.atMs ?? 0) / 1000)).toBe(s.expiresAt);
  });

  test.each([
    ['3600 s (the default rest)', 3600],
    ['7200 s (the longest rest a tenant may set)', 7200],
  ])(
    'the reservation lapses at reserved_until; the amount rests %s and is free again at lapse + rest, not a second earlier',
    async (_name, rest) => {
      const now = await h.nowSeconds();
      const heldUntil = now + 900;
      const s = snapshot(now, { amount: { amountPaise: L - 3, heldUntil, restUntil: heldUntil + rest } });
      const { activities } = recordingActivities();
      await h.withWorker(activities, async () => {
        const handle = await start(s);
        // Skips the test server's clock to t; the workflow's timer task may still be on its way to the
        // worker, so the state is read until it settles (server time stays at t meanwhile).
        const stateAt = async (t: number, expected: string) => {
          await h.env.sleep((t - (await h.env.currentTimeMs()) / 1000) * 1000);
          let state = '';
          for (let i = 0; i < 20 && state !== expected; i++) {
            state = (await handle.query(intentState)).amountState;
            if (state !== expected) await new Promise((r) => setTimeout(r, 100));
          }
          return state;
        };
        // The pool agrees with the workflow: while other amounts are free, a resting one is passed over.
        const poolTakes = (t: number) =>
          chooseAmount({
            listPaise: L,
            now: t,
            holds: [{ amountPaise: L - 3, intentId: s.intentId, heldUntil, restUntil: heldUntil + rest }],
            previousAmountPaise: undefined,
          });

        expect(await stateAt(heldUntil - 1, 'held')).toBe('held');
        expect(await stateAt(heldUntil, 'resting')).toBe('resting');
        expect(await stateAt(heldUntil + rest - 1, 'resting')).toBe('resting');
        const everyOtherHeld = (t: number) =>
          chooseAmount({
            listPaise: L,
            now: t,
            holds: Array.from({ length: 100 }, (_, i) => L - i)
              .filter((a) => a !== L - 3)
              .map((a) => ({ amountPaise: a, intentId: 'int_x', heldUntil: t + 60, restUntil: t + 3660 }))
              .concat([{ amountPaise: L - 3, intentId: s.intentId, heldUntil, restUntil: heldUntil + rest }]),
          });
        expect(poolTakes(heldUntil + rest - 1)).toMatchObject({ amountPaise: L - 1 });
        expect(everyOtherHeld(heldUntil + rest - 1)).toMatchObject({
          amountPaise: L - 3,
          rule: 'soonest rest end',
        });
        expect(await stateAt(heldUntil + rest, 'free')).toBe('free');
        // Free again, and it carries the unpaid mark of its lapse (CONTRACT §5): with every other amount
        // held, the marked one is taken.
        expect(everyOtherHeld(heldUntil + rest)).toMatchObject({
          amountPaise: L - 3,
          rule: 'oldest unpaid mark, nothing unmarked free',
        });
      });
    },
  );

  test('cancel: the order is cancelled, no expiry follows, the amount rests from the cancellation, then the workflow ends', async () => {
    const now = await h.nowSeconds();
    const s = snapshot(now, {
      expiresAt: now + 1200,
      amount: { amountPaise: L, heldUntil: now + 900, restUntil: now + 900 + 3600 },
    });
    const { calls, activities } = recordingActivities();
    const result = await h.withWorker(activities, async () => {
      const handle = await start(s);
      await h.env.sleep(60_000);
      const cancelledAt = now + 60;
      await handle.signal(orderChanged, {
        ...s,
        version: 2,
        status: 'cancelled',
        amount: { amountPaise: L, heldUntil: cancelledAt, restUntil: cancelledAt + 3600 },
      });
      await h.env.sleep(1000);
      expect(await handle.query(intentState)).toMatchObject({ amountState: 'resting' });
      const done = await handle.result();
      const closed = (await handle.describe()).closeTime as Date;
      expect(Math.floor(closed.getTime() / 1000)).toBe(cancelledAt + 3600);
      return done;
    });
    expect(result).toBe('cancelled');
    expect(calls).toHaveLength(0);
  });

  test('a confirmation stops the expiry timer', async () => {
    const now = await h.nowSeconds();
    const s = snapshot(now, {
      expiresAt: now + 600,
      amount: { amountPaise: L, heldUntil: now + 300, restUntil: now + 3900 },
    });
    const { calls, activities } = recordingActivities();
    const result = await h.withWorker(activities, async () => {
      const handle = await start(s);
      await handle.signal(orderChanged, {
        ...s,
        version: 3,
        status: 'confirmed',
        amount: { amountPaise: L, heldUntil: now + 10, restUntil: now + 3610 },
      });
      return handle.result();
    });
    expect(result).toBe('confirmed');
    expect(calls).toHaveLength(0);
  });

  test('a stale or repeated snapshot changes nothing (the highest version wins)', async () => {
    const now = await h.nowSeconds();
    const s = snapshot(now, { version: 5, expiresAt: now + 600 });
    expired = { ...s, version: 6, status: 'expired' };
    const { calls, activities } = recordingActivities();
    const result = await h.withWorker(activities, async () => {
      const handle = await start(s);
      await handle.signal(orderChanged, { ...s, version: 4, status: 'cancelled' });
      await handle.signal(orderChanged, { ...s, version: 5, status: 'confirmed' });
      expect((await handle.query(intentState)).snapshot.status).toBe('open');
      return handle.result();
    });
    expect(result).toBe('expired');
    expect(calls).toHaveLength(1);
  });

  describe('search attributes the start carries (issue 15: no redundant upsert)', () => {
    /** The upserts in the workflow's history, with the values each one set. */
    async function upserts(handle: WorkflowHandle): Promise<string[][]> {
      const history = await handle.fetchHistory();
      return (history.events ?? [])
        .filter((e) => e.upsertWorkflowSearchAttributesEventAttributes)
        .map((e) =>
          Object.keys(e.upsertWorkflowSearchAttributesEventAttributes?.searchAttributes?.indexedFields ?? {}),
        );
    }
    /** Waits until the workflow's first task has completed (its commands are in the history). */
    async function firstTaskDone(handle: WorkflowHandle): Promise<void> {
      for (;;) {
        const history = await handle.fetchHistory();
        if ((history.events ?? []).some((e) => e.workflowTaskCompletedEventAttributes)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    async function startWith(s: IntentSnapshot, amountState: string): Promise<WorkflowHandle> {
      const handle = await h.env.client.workflow.start(intentWorkflow, {
        workflowId: `intent-${s.intentId}`,
        taskQueue: h.taskQueue,
        args: [s],
        typedSearchAttributes: [
          { key: TENANT_ID, value: s.tenantId },
          { key: INTENT_ID, value: s.intentId },
          { key: INTENT_STATUS, value: s.status },
          { key: AMOUNT_STATE, value: amountState },
        ],
      });
      started.push(handle);
      return handle;
    }

    test('a start with the current status and amount state is not followed by an upsert of the same', async () => {
      const now = await h.nowSeconds();
      const s = snapshot(now, {
        expiresAt: now + 600,
        amount: { amountPaise: L, heldUntil: now + 300, restUntil: now + 3900 },
      });
      const found = await h.withWorker({ expireIntent: async () => s }, async () => {
        const handle = await startWith(s, 'held');
        // Through its first task; the next change (the lapse at held_until) is minutes away.
        await firstTaskDone(handle);
        const before = await upserts(handle);
        const described = await handle.describe();
        await handle.terminate('test over');
        return { before, described };
      });
      expect(found.before).toEqual([]);
      expect(found.described.typedSearchAttributes.get(INTENT_STATUS)).toBe('open');
      expect(found.described.typedSearchAttributes.get(AMOUNT_STATE)).toBe('held');
    });

    test('a start whose amount state time has since moved on is corrected by the first task', async () => {
      const now = await h.nowSeconds();
      // The relay computed 'held'; by the first task the hold had lapsed: the amount rests.
      const s = snapshot(now, {
        expiresAt: now + 600,
        amount: { amountPaise: L, heldUntil: now - 1, restUntil: now + 3600 },
      });
      const found = await h.withWorker({ expireIntent: async () => s }, async () => {
        const handle = await startWith(s, 'held');
        await firstTaskDone(handle);
        const seen = await upserts(handle);
        const described = await handle.describe();
        await handle.terminate('test over');
        return { seen, described };
      });
      expect(found.seen).toHaveLength(1);
      expect(found.described.typedSearchAttributes.get(AMOUNT_STATE)).toBe('resting');
    });
  });
});
