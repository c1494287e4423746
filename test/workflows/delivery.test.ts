// WebhookDeliveryWorkflow timing (SPEC §6 schedule, CONTRACT §12 replay) on the time-skipping server,
// with the attempt activity as a test double that fails or succeeds on cue.
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { WorkflowHandle } from '@temporalio/client';
import type { AttemptInput, AttemptOutcome } from '../../src/webhooks/attempts.js';
import {
  deliveryState,
  sendNow,
  webhookDeliveryWorkflow,
  type DeliveryInput,
} from '../../src/workflows/delivery.js';
import { timeSkipping, type SkippingHarness } from '../support/time-skipping.js';

let h: SkippingHarness;
beforeAll(async () => {
  h = await timeSkipping();
});
afterAll(async () => {
  await h?.teardown();
});

const started: WorkflowHandle[] = [];
afterEach(async () => {
  for (const handle of started.splice(0)) await handle.terminate('test over').catch(() => undefined);
});

interface Attempt {
  atMs: number;
  deliveryId: string;
  replay: boolean;
  /** Which attempt of the schedule the workflow asked for; absent for a replay. */
  scheduled?: number | undefined;
}

/**
 * Attempt doubles: `succeedOn` names the (1-based) attempt numbers that get a 2xx; `scheduleSpent`
 * plays a delivery already recorded as failed, whose scheduled attempts the activity refuses.
 */
function receiver(succeedOn: number[] = [], scheduleSpent = false) {
  const attempts: Attempt[] = [];
  const failedMarked: number[] = [];
  return {
    attempts,
    failedMarked,
    activities: {
      attemptDelivery: async (input: AttemptInput): Promise<AttemptOutcome> => {
        const atMs = await h.env.currentTimeMs();
        if (scheduleSpent && !input.replay) return { ok: false, endedAtMs: atMs, scheduleOver: true };
        attempts.push({
          atMs,
          deliveryId: input.deliveryId,
          replay: input.replay,
          ...(input.scheduled !== undefined ? { scheduled: input.scheduled } : {}),
        });
        return { ok: succeedOn.includes(attempts.length), endedAtMs: atMs };
      },
      markDeliveryFailed: async (): Promise<void> => {
        failedMarked.push(await h.env.currentTimeMs());
      },
    },
  };
}

/** A delivery run started by a replay's signal-with-start, as the replay endpoint starts one. */
function startedByReplay(r: ReturnType<typeof receiver>, input: DeliveryInput) {
  return h.withWorker(r.activities, async () => {
    const handle = await h.env.client.workflow.signalWithStart(webhookDeliveryWorkflow, {
      workflowId: `delivery-${input.deliveryId}-${Date.now()}`,
      taskQueue: h.taskQueue,
      args: [input],
      signal: sendNow,
    });
    started.push(handle);
    return handle.result();
  });
}

async function start(input: DeliveryInput): Promise<WorkflowHandle<typeof webhookDeliveryWorkflow>> {
  const handle = await h.env.client.workflow.start(webhookDeliveryWorkflow, {
    workflowId: `delivery-${input.deliveryId}-${Math.random().toString(16).slice(2, 8)}`,
    taskQueue: h.taskQueue,
    args: [input],
  });
  started.push(handle);
  return handle;
}

/**
 * Seconds after t0, each gap rounded on its own: the test server's clock runs in real time while an
 * activity or a workflow task runs, so on a loaded machine milliseconds add up over six attempts.
 */
function offsets(attempts: Attempt[], t0: number): number[] {
  let previous = t0;
  let seconds = 0;
  return attempts.map((a) => {
    seconds += Math.round((a.atMs - previous) / 1000);
    previous = a.atMs;
    return seconds;
  });
}

describe('WebhookDeliveryWorkflow', () => {
  test('SPEC §6: six attempts, at 0, 1, 6, 36, 156 and 756 s after the decision; then listed as failed', async () => {
    const r = receiver();
    const result = await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      const handle = await start({ deliveryId: 'dlv_a' });
      const out = await handle.result();
      expect(offsets(r.attempts, t0)).toEqual([0, 1, 6, 36, 156, 756]);
      expect(r.failedMarked).toHaveLength(1);
      return out;
    });
    expect(result).toBe('failed');
    // The same delivery, hence the same stored event and event_id, on every attempt.
    expect(new Set(r.attempts.map((a) => a.deliveryId))).toEqual(new Set(['dlv_a']));
    expect(r.attempts.every((a) => !a.replay)).toBe(true);
    // Each asks for its own place in the schedule, so one already recorded is never sent again.
    expect(r.attempts.map((a) => a.scheduled)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('the relay made attempt 1 and it failed: the rest go at 1, 6, 36, 156 and 756 s after it', async () => {
    const r = receiver();
    const result = await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      const handle = await start({ deliveryId: 'dlv_g', firstAttempt: { ok: false, endedAtMs: t0 } });
      const out = await handle.result();
      expect(offsets(r.attempts, t0)).toEqual([1, 6, 36, 156, 756]);
      expect(r.attempts.map((a) => a.scheduled)).toEqual([2, 3, 4, 5, 6]);
      expect(r.failedMarked).toHaveLength(1);
      return out;
    });
    expect(result).toBe('failed');
  });

  test('the relay made attempt 1 and got a 2xx: the workflow sends nothing and records success', async () => {
    const r = receiver();
    const result = await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      const handle = await start({ deliveryId: 'dlv_h', firstAttempt: { ok: true, endedAtMs: t0 } });
      const out = await handle.result();
      expect(await handle.query(deliveryState)).toMatchObject({ scheduledAttempts: 1, outcome: 'succeeded' });
      return out;
    });
    expect(result).toBe('succeeded');
    expect(r.attempts).toHaveLength(0);
    expect(r.failedMarked).toHaveLength(0);
  });

  test('started after attempt 2 was due (Temporal lagging): attempt 2 at once, then the schedule', async () => {
    const r = receiver();
    await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      // Attempt 1 ended 4 s before the workflow started: attempt 2 was due 3 s ago.
      const handle = await start({ deliveryId: 'dlv_i', firstAttempt: { ok: false, endedAtMs: t0 - 4_000 } });
      await h.env.sleep(10_000);
      expect(offsets(r.attempts, t0)).toEqual([0, 5]);
      expect(r.attempts.map((a) => a.scheduled)).toEqual([2, 3]);
      await handle.terminate('seen enough');
    });
  });

  test('SPEC §6: the first 2xx ends the schedule', async () => {
    const r = receiver([3]);
    const result = await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      const out = await (await start({ deliveryId: 'dlv_b' })).result();
      expect(offsets(r.attempts, t0)).toEqual([0, 1, 6]);
      return out;
    });
    expect(result).toBe('succeeded');
    expect(r.failedMarked).toHaveLength(0);
  });

  test('CONTRACT §12: a replay mid-schedule sends at once, and the schedule goes on as it was', async () => {
    const r = receiver();
    await h.withWorker(r.activities, async () => {
      const t0 = await h.env.currentTimeMs();
      const handle = await start({ deliveryId: 'dlv_c' });
      // Attempt 3 went at 6 s; attempt 4 is due at 36 s. The tenant replays at 10 s.
      await h.env.sleep(10_000);
      await handle.signal(sendNow);
      await h.env.sleep(1_000);
      const state = await handle.query(deliveryState);
      expect(state).toMatchObject({ scheduledAttempts: 3, replaysServed: 1, outcome: 'pending' });
      await h.env.sleep(30_000);
      expect(offsets(r.attempts, t0)).toEqual([0, 1, 6, 10, 36]);
      expect(r.attempts.map((a) => a.replay)).toEqual([false, false, false, true, false]);
    });
  });

  test('CONTRACT §12: a replay that gets a 2xx ends the delivery and its schedule', async () => {
    const r = receiver([3]);
    const result = await h.withWorker(r.activities, async () => {
      const handle = await start({ deliveryId: 'dlv_d' });
      await h.env.sleep(2_000); // attempts 1 and 2 failed; attempt 3 is due at 6 s
      await handle.signal(sendNow);
      return handle.result();
    });
    expect(result).toBe('succeeded');
    expect(r.attempts.map((a) => a.replay)).toEqual([false, false, true]);
  });

  test('CONTRACT §12: after six failures, a replay sends once more (a short run that serves replays)', async () => {
    const r = receiver([1]);
    const result = await startedByReplay(r, { deliveryId: 'dlv_e', replayOnly: true });
    expect(result).toBe('succeeded');
    expect(r.attempts).toEqual([{ atMs: expect.any(Number), deliveryId: 'dlv_e', replay: true }]);
    expect(r.failedMarked).toHaveLength(0);
  });

  test('CONTRACT §12: a replay that raced the sixth failure starts a full run, which serves only the replay', async () => {
    const r = receiver([], true);
    const result = await startedByReplay(r, { deliveryId: 'dlv_f' });
    expect(result).toBe('failed');
    expect(r.attempts).toEqual([{ atMs: expect.any(Number), deliveryId: 'dlv_f', replay: true }]);
    expect(r.failedMarked).toHaveLength(0);
  });
});
