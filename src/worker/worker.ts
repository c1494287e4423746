// Worker bootstrap: runs every workflow and activity on our task queue.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  bundleWorkflowCode,
  NativeConnection,
  Worker,
  type WorkflowBundle,
  type WorkflowBundleOption,
} from '@temporalio/worker';
import { Client } from '@temporalio/client';
import type { Logger } from '../logger.js';
import type { Activities } from '../activities/index.js';

/** The workflow sources: TypeScript when run from src/, JavaScript from a build. */
export function workflowsPath(): string {
  for (const ext of ['.js', '.ts']) {
    const p = fileURLToPath(new URL(`../workflows/index${ext}`, import.meta.url));
    if (existsSync(p)) return p;
  }
  throw new Error('workflow sources not found beside the worker');
}

/** Bundles workflow code once (a few seconds of webpack); tests share one bundle across workers. */
export async function bundleWorkflows(): Promise<WorkflowBundle> {
  const { code } = await bundleWorkflowCode({ workflowsPath: workflowsPath(), logger: quietBundlerLogger });
  return { code };
}

const quietBundlerLogger = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (message: string) => console.error(message),
};

/** Workflows kept in memory between their tasks: the last ten seconds' at 50 paid orders a second. */
export const WORKFLOW_CACHE_SIZE = 500;

/**
 * Workflow tasks the worker may hold at once. The relay asks for every order's and delivery's
 * start to be eager, and an eager start is asked for only while a slot is free: the slot is held
 * from the start call until its task is completed, and those tasks queue for the one workflow
 * thread after the start has returned, while the relay goes on starting more (32 in flight). With
 * the SDK's 40 (10 of them held by the pollers) a burst found none free, and the first tasks went
 * through the task queue instead: a transfer task, matching, a poll and a history read more on the
 * dev server, whose queue then fell behind (issue 28, perf29: at 50 paid orders a second its
 * oldest task waited up to 45.7 to 71.6 s with 40 slots, 42.8 to 48.5 s with 74, 0 s with 200).
 * The workflow thread runs a few hundred activations a second, so 200 is under a second of its
 * work, far inside a workflow task's 10 s timeout.
 */
export const WORKFLOW_TASK_SLOTS = 200;

export interface RunningWorker {
  worker: Worker;
  /**
   * A client over the worker's own connection: workflows it starts with `requestEagerStart` get
   * their first task straight back from the start call, skipping a trip through the task queue.
   */
  eagerClient: Client;
  /** Resolves when the worker has stopped. */
  done: Promise<void>;
  shutdown(): Promise<void>;
}

export async function startWorker(opts: {
  address: string;
  namespace: string;
  taskQueue: string;
  activities: Activities;
  bundle?: WorkflowBundleOption | undefined;
  log: Logger;
}): Promise<RunningWorker> {
  const connection = await NativeConnection.connect({ address: opts.address });
  const worker = await Worker.create({
    connection,
    namespace: opts.namespace,
    taskQueue: opts.taskQueue,
    workflowBundle: opts.bundle ?? (await bundleWorkflows()),
    activities: opts.activities,
    // SDK 1.24 sizes the workflow cache from the heap (2,395 workflows here), and an order's workflow
    // sleeps for its amount's hour of rest, so the cache is always full: about a gigabyte of heap
    // for the collector to walk. An order's changes come within seconds of its start (the relay
    // sends them settled); after that its workflow wakes for a timer minutes or an hour later, when
    // it has long left any cache that size and replays its short history either way (issue 28).
    maxCachedWorkflows: WORKFLOW_CACHE_SIZE,
    maxConcurrentWorkflowTaskExecutions: WORKFLOW_TASK_SLOTS,
    // In-flight activities get this long to finish on SIGTERM, inside the 10 s shutdown budget.
    shutdownGraceTime: '5 seconds',
    shutdownForceTime: '7 seconds',
  });
  const done = worker.run().finally(() => connection.close());
  opts.log.info({ taskQueue: opts.taskQueue }, 'worker running');
  return {
    worker,
    eagerClient: new Client({ connection, namespace: opts.namespace }),
    done,
    shutdown: async () => {
      if (worker.getState() === 'RUNNING') worker.shutdown();
      await done;
    },
  };
}
