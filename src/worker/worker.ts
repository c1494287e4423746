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
