// Records workflow histories for the replay test (test/workflows/replay.test.ts): each scenario runs
// on the time-skipping server with test-double activities, and its history is written to
// test/fixtures/histories. Re-record only on purpose: a replay failure after a code change means
// running workflows would break, and the change needs `patched()`.
//
//   npm run record-histories
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import proto from '@temporalio/proto';
import { Worker } from '@temporalio/worker';
import { temporalTestServerPath } from '../src/temporal/binaries.js';
import { bundleWorkflows } from '../src/worker/worker.js';
import {
  ALL_SEARCH_ATTRIBUTES,
  AMOUNT_STATE,
  INTENT_ID,
  INTENT_STATUS,
  TENANT_ID,
} from '../src/workflows/search-attributes.js';
import { intentWorkflow, orderChanged } from '../src/workflows/intent.js';
import { sendNow, webhookDeliveryWorkflow } from '../src/workflows/delivery.js';
import type { IntentSnapshot } from '../src/domain/intent.js';

const OUT = path.resolve(import.meta.dirname, '../test/fixtures/histories');
const serverPath = await temporalTestServerPath();
const env = await TestWorkflowEnvironment.createTimeSkipping(
  serverPath ? { server: { executable: { type: 'existing-path', path: serverPath } } } : {},
);
try {
  await env.connection.operatorService.addSearchAttributes({
    namespace: 'default',
    searchAttributes: Object.fromEntries(
      ALL_SEARCH_ATTRIBUTES.map((sa) => [
        sa.name,
        proto.temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
      ]),
    ),
  });
  let now = Math.floor((await env.currentTimeMs()) / 1000);
  const snapshot = (over: Partial<IntentSnapshot>): IntentSnapshot => ({
    version: 1,
    intentId: 'int_0123456789abcdef0123',
    tenantId: 'tnt_0123456789abcdef0123',
    status: 'open',
    expiresAt: now + 3600,
    ...over,
  });
  let attempt = 0;
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue: 'record',
    workflowBundle: await bundleWorkflows(),
    activities: {
      expireIntent: async () => snapshot({ version: 9, status: 'expired' }),
      // Attempts 4 and 6 get a 2xx: the end of the first and of the second delivery scenario.
      attemptDelivery: async () => ({ ok: [4, 6].includes(++attempt), endedAtMs: Date.now() }),
      markDeliveryFailed: async () => undefined,
    },
  });
  const save = async (name: string, workflowId: string): Promise<void> => {
    const history = await env.client.workflow.getHandle(workflowId).fetchHistory();
    // protobufjs's own object form, which `History.fromObject` reads back exactly.
    const json = proto.temporal.api.history.v1.History.toObject(
      proto.temporal.api.history.v1.History.fromObject(history),
      { longs: String, enums: String, bytes: String },
    );
    writeFileSync(path.join(OUT, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
    console.log(`recorded ${name}`);
  };
  await worker.runUntil(async () => {
    // An order reserved, its reservation lapsing and resting, then expiring.
    const reserved = snapshot({
      amount: { amountPaise: 49_999, heldUntil: now + 900, restUntil: now + 4500 },
    });
    await (
      await env.client.workflow.start(intentWorkflow, {
        workflowId: 'intent-expires',
        taskQueue: 'record',
        args: [reserved],
      })
    ).result();
    await save('intent-reserved-then-expired', 'intent-expires');

    // An order confirmed while its reservation is live; its amount rests, then the workflow ends.
    now = Math.floor((await env.currentTimeMs()) / 1000);
    const live = snapshot({ amount: { amountPaise: 49_999, heldUntil: now + 900, restUntil: now + 4500 } });
    const h = await env.client.workflow.start(intentWorkflow, {
      workflowId: 'intent-confirmed',
      taskQueue: 'record',
      args: [live],
    });
    await env.sleep(60_000);
    await h.signal(orderChanged, {
      ...live,
      version: 2,
      status: 'confirmed',
      amount: { amountPaise: 49_999, heldUntil: now + 60, restUntil: now + 3660 },
    });
    await h.result();
    await save('intent-confirmed', 'intent-confirmed');

    // An order started as the relay starts it since issue 15, with its status and amount state as
    // search attributes (no upsert of the same in the first task), then confirmed; it rests and ends.
    now = Math.floor((await env.currentTimeMs()) / 1000);
    const pushed = snapshot({
      intentId: 'int_89abcdef0123456789ab',
      amount: { amountPaise: 49_999, heldUntil: now + 900, restUntil: now + 4500 },
    });
    const withAttributes = await env.client.workflow.start(intentWorkflow, {
      workflowId: 'intent-started-with-search-attributes',
      taskQueue: 'record',
      args: [pushed],
      typedSearchAttributes: [
        { key: TENANT_ID, value: pushed.tenantId },
        { key: INTENT_ID, value: pushed.intentId },
        { key: INTENT_STATUS, value: pushed.status },
        { key: AMOUNT_STATE, value: 'held' },
      ],
    });
    await env.sleep(60_000);
    await withAttributes.signal(orderChanged, {
      ...pushed,
      version: 2,
      status: 'confirmed',
      amount: { amountPaise: 49_999, heldUntil: now + 60, restUntil: now + 3660 },
    });
    await withAttributes.result();
    await save('intent-started-with-search-attributes', 'intent-started-with-search-attributes');

    // A delivery failing three times, replayed once, then succeeding.
    const d = await env.client.workflow.start(webhookDeliveryWorkflow, {
      workflowId: 'delivery-replayed',
      taskQueue: 'record',
      args: [{ deliveryId: 'dlv_0123456789abcdef01234567' }],
    });
    await env.sleep(10_000);
    await d.signal(sendNow);
    await d.result();
    await save('delivery-replayed-then-succeeded', 'delivery-replayed');

    // A delivery whose first attempt the relay made and which failed; the workflow's second
    // attempt fails too, its third succeeds.
    const relayed = await env.client.workflow.start(webhookDeliveryWorkflow, {
      workflowId: 'delivery-relayed',
      taskQueue: 'record',
      args: [
        {
          deliveryId: 'dlv_89abcdef0123456789abcdef',
          firstAttempt: { ok: false, endedAtMs: await env.currentTimeMs() },
        },
      ],
    });
    await relayed.result();
    await save('delivery-first-attempt-by-relay-then-succeeded', 'delivery-relayed');
  });
} finally {
  await env.teardown();
}
