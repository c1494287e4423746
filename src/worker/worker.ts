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
