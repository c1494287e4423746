// IntentWorkflow: one per order, id `intent-int_...`. It owns the order's timers: the expiry at
// expires_at, the reservation's lapse, and the amount's rest afterwards. The database stays the
// arbiter of who holds which amount; this workflow turns time into events and keeps the order
// findable in the Temporal UI by tenant, order id, status and amount state.
import {
  condition,
  continueAsNew,
  defineQuery,
  defineSignal,
  proxyActivities,
  setHandler,
  sleep,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type { IntentSnapshot, IntentStatus } from '../domain/intent.js';
import type { Activities } from '../activities/index.js';
import { AMOUNT_STATE, INTENT_STATUS } from './search-attributes.js';

/** The order changed: here is all of it (the highest version wins, so order and repeats are harmless). */
export const orderChanged = defineSignal<[IntentSnapshot]>('orderChanged');

export type AmountState = 'none' | 'held' | 'resting' | 'free';

export interface IntentWorkflowState {
  snapshot: IntentSnapshot;
  amountState: AmountState;
}
export const intentState = defineQuery<IntentWorkflowState>('state');

const { expireIntent } = proxyActivities<Activities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

export const intentWorkflowId = (intentId: string): string => `intent-${intentId}`;

/** Where the order's amount stands at `nowMs` (SPEC §1 rest rule). */
export function amountState(s: IntentSnapshot, nowMs: number): AmountState {
  if (!s.amount) return 'none';
  if (nowMs < s.amount.heldUntil * 1000) return 'held';
  if (nowMs < s.amount.restUntil * 1000) return 'resting';
  return 'free';
}

/**
 * The relay's start carries the status and amount state as of the push (workflow-gateway.ts), so a
 * new workflow's first task need not upsert the same values again (an event and a visibility write
 * per order). Which way a workflow goes is read from its own start event, so a history replays the
 * same either way: a workflow started without both attributes (every one started before issue 15,
 * test/fixtures/histories) publishes them in its first task as before. Not behind `patched()` on
 * purpose: with SDK 1.24 a patch records a marker and upserts TemporalChangeVersion, the very
 * upsert this saves (test/fixtures/histories/intent-started-with-search-attributes.json was first
 * recorded with one). Undefined: the start carried not both, or this run continued another.
 */
function shownAtStart(): { status: IntentStatus; amount: AmountState } | undefined {
  const info = workflowInfo();
  // A run continued-as-new inherits its attributes from the run before, whichever code started
  // that: it publishes them in its first task, as it always did.
  if (info.continuedFromExecutionRunId !== undefined) return undefined;
  const attributes = info.typedSearchAttributes;
  const status = attributes.get(INTENT_STATUS);
  const amount = attributes.get(AMOUNT_STATE);
  if (status === undefined || amount === undefined) return undefined;
  return { status: status as IntentStatus, amount: amount as AmountState };
}

/** The next moment something happens to this order, in epoch milliseconds. */
export function nextDeadlineMs(s: IntentSnapshot, nowMs: number): number | undefined {
  const moments = [s.status === 'open' ? s.expiresAt : undefined, s.amount?.heldUntil, s.amount?.restUntil]
    .filter((t): t is number => t !== undefined)
    .map((t) => t * 1000)
    .filter((t) => t > nowMs);
  return moments.length ? Math.min(...moments) : undefined;
}

export async function intentWorkflow(initial: IntentSnapshot): Promise<IntentStatus> {
  let order = initial;
  setHandler(orderChanged, (next) => {
    if (next.version > order.version) order = next;
  });
  // What the workflow last published: the state as of its latest activation, as the UI shows it.
  let shown = shownAtStart();
  setHandler(intentState, () => ({
    snapshot: order,
    amountState: shown?.amount ?? amountState(order, Date.now()),
  }));

  for (;;) {
    const now = Date.now();
    if (order.status === 'open' && now >= order.expiresAt * 1000) {
      const after = await expireIntent(order.intentId);
      if (!after) return order.status; // the order does not exist: nothing to keep time for
      if (after.version > order.version) order = after;
      // Still open means the database clock has not reached expires_at yet; look again shortly.
      if (order.status === 'open') await sleep('1 second');
      continue;
    }

    const amount = amountState(order, now);
    if (shown?.status !== order.status || shown.amount !== amount) {
      upsertSearchAttributes([
        { key: INTENT_STATUS, value: order.status },
        { key: AMOUNT_STATE, value: amount },
      ]);
      shown = { status: order.status, amount };
    }
    // A settled order is done once its amount has rested: nothing about it can change with time.
    if (order.status !== 'open' && (amount === 'none' || amount === 'free')) return order.status;

    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof intentWorkflow>(order);

    const deadline = nextDeadlineMs(order, now);
    const seen = order.version;
    if (deadline === undefined) await condition(() => order.version !== seen);
    else await condition(() => order.version !== seen, deadline - now);
  }
}
