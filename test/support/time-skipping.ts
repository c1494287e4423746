// A time-skipping Temporal environment with a worker on its own task queue, for workflow tests whose
// activities are test doubles.
import { randomBytes } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { Runtime, DefaultLogger, Worker } from '@temporalio/worker';
import { temporal } from '@temporalio/proto';
import { ALL_SEARCH_ATTRIBUTES } from '../../src/workflows/search-attributes.js';

let runtimeInstalled = false;

export interface SkippingHarness {
  env: TestWorkflowEnvironment;
  taskQueue: string;
  /** Runs `fn` while a worker with these activities polls the task queue. */
  withWorker<T>(activities: object, fn: () => Promise<T>): Promise<T>;
  nowSeconds(): Promise<number>;
  teardown(): Promise<void>;
}

export async function timeSkipping(): Promise<SkippingHarness> {
  if (!runtimeInstalled) {
    Runtime.install({ logger: new DefaultLogger('WARN') });
    runtimeInstalled = true;
  }
  const path = process.env.TEMPORAL_TEST_SERVER_PATH;
  const env = await TestWorkflowEnvironment.createTimeSkipping(
    path ? { server: { executable: { type: 'existing-path', path } } } : {},
  );
  // The test server knows no custom search attributes until told, like a real cluster.
  await env.connection.operatorService.addSearchAttributes({
    namespace: env.namespace ?? 'default',
    searchAttributes: Object.fromEntries(
      ALL_SEARCH_ATTRIBUTES.map((sa) => [
        sa.name,
        temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
      ]),
    ),
  });
  const bundle = process.env.MATCHLEDGER_WORKFLOW_BUNDLE;
  if (!bundle) throw new Error('the workflows global setup did not bundle the workflows');
  let taskQueue = '';
  return {
    env,
    get taskQueue() {
      return taskQueue;
    },
    withWorker: async (activities, fn) => {
      // A queue per worker: a test that failed midway leaves no worker behind on the next one's queue.
      taskQueue = `test-${randomBytes(4).toString('hex')}`;
      const worker = await Worker.create({
        connection: env.nativeConnection,
        taskQueue,
        workflowBundle: { codePath: bundle },
        activities,
      });
      return worker.runUntil(fn);
    },
    nowSeconds: async () => Math.floor((await env.currentTimeMs()) / 1000),
    teardown: () => env.teardown(),
  };
}
