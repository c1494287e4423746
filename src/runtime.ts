// The roles of one process (api, worker), started over a database and a Temporal frontend that are
// already there. main.ts provides those (embedded or configured); integration tests provide theirs.
import type { Server } from 'node:http';
import type { WorkflowBundleOption } from '@temporalio/worker';
import { createActivities } from './activities/index.js';
import { createApp, createOpsApp } from './api/app.js';
import type { Config } from './config.js';
import type { HostResolver } from './dns.js';
import { migrate, openOrm, warmPool } from './db/orm.js';
import { SmtpListener } from './ingest/smtp.js';
import type { Logger } from './logger.js';
import type { RateLimitTable } from './db/rate-limits.js';
import { buildServices, type Services } from './services.js';
import { connectTemporal } from './temporal/client.js';
import { startWorker, type RunningWorker } from './worker/worker.js';
import { ensureSchedules } from './worker/schedules.js';

export interface RuntimeOptions {
  databaseUrl: string;
  temporalAddress: string;
  /** The embedded database: this process is the only service process on it. */
  singleProcess: boolean;
  workflowBundle?: WorkflowBundleOption;
  sweepIntervalMs?: number;
  resolver?: HostResolver;
  /** See ServiceParts.rateLimitNamespace. */
  rateLimitNamespace?: string;
  /** See ServiceParts.rateLimits. */
  rateLimits?: RateLimitTable;
  /** Called if the worker stops on its own (a fatal error). */
  onWorkerFailure?: (err: unknown) => void;
}

export interface Runtime {
  services: Services;
  server?: Server;
  worker?: RunningWorker;
  /** The port the API listens on (useful when PORT=0). */
  port?: number;
  /** The port the SMTP listener took, on a process with the smtp role (useful when SMTP_PORT=0). */
  smtpPort?: number;
  stop(): Promise<void>;
}

export async function startRuntime(config: Config, log: Logger, opts: RuntimeOptions): Promise<Runtime> {
  // Stopping drains what takes work in and the relay, all at once (HTTP, SMTP, the worker, the
  // relay's pushes in flight: each bounded by its own timeout); then closes the connections they were
  // using, newest first.
  const drains: (() => Promise<void>)[] = [];
  const closes: (() => Promise<void>)[] = [];
  const quietly = async (step: () => Promise<void>): Promise<void> => {
    try {
      await step();
    } catch (err) {
      log.warn({ err }, 'stop step failed');
    }
  };
  const stop = async (): Promise<void> => {
    await Promise.all(drains.splice(0).map(quietly));
    for (const close of closes.splice(0).reverse()) await quietly(close);
  };
  try {
    const orm = await openOrm({
      url: opts.databaseUrl,
      poolSize: config.databasePoolSize,
      log: (message) => log.debug({ component: 'orm' }, message),
    });
    closes.push(() => orm.close());
    const applied = await migrate(orm);
    if (applied.length) log.info({ applied }, 'migrations applied');
    await warmPool(orm);

    const temporal = connectTemporal(
      opts.temporalAddress,
      config.temporal.namespace,
      config.temporal.taskQueue,
    );
    closes.push(() => temporal.close());
    const services = await buildServices({
      config,
      log,
      orm,
      temporal,
      singleProcess: opts.singleProcess,
      ...(opts.resolver ? { resolver: opts.resolver } : {}),
      ...(opts.rateLimitNamespace ? { rateLimitNamespace: opts.rateLimitNamespace } : {}),
      ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
    });
    // The relay stops taking work at once, alongside the other drains: a sweep or a wake during them
    // would start webhook sends that the exit deadline might cut off before they are recorded. What
    // commits meanwhile stays in the database for the next sweep.
    drains.push(() => services.relay.stop());
    closes.push(async () => services.apiKeys.stop());
    closes.push(() => services.reader.close());
    const runtime: Runtime = { services, stop };

    if (config.roles.includes('worker')) {
      const worker = await startWorker({
        address: opts.temporalAddress,
        namespace: config.temporal.namespace,
        taskQueue: config.temporal.taskQueue,
        activities: createActivities({
          intents: services.intents,
          deliveries: services.deliveries,
          attempts: services.attempts,
          housekeeping: services.housekeeping,
          mail: services.mailSender,
        }),
        bundle: opts.workflowBundle,
        log,
      });
      drains.push(() => worker.shutdown());
      services.workflows.useEagerClient(worker.eagerClient);
      services.relay.startSweeping(opts.sweepIntervalMs);
      services.mailDispatcher.startSweeping();
      drains.push(async () => services.mailDispatcher.stop());
      closes.push(async () => services.mailSender.close());
      await ensureSchedules(temporal.client, config.temporal.taskQueue, log);
      void worker.done.catch((err: unknown) => opts.onWorkerFailure?.(err));
      runtime.worker = worker;
    }

    if (config.roles.includes('smtp')) {
      const smtp = new SmtpListener(services.emailFeed, log, config.ingestDomain);
      runtime.smtpPort = await smtp.start(config.smtpPort);
      drains.push(() => smtp.stop());
      log.info({ port: runtime.smtpPort, domain: config.ingestDomain }, 'SMTP listening');
    }

    // Every process answers /healthz, /readyz and /metrics on PORT: the api role with the whole API,
    // the others (worker, smtp) with those alone, so each can be probed and scraped.
    {
      const app = config.roles.includes('api') ? createApp(services) : createOpsApp(services);
      const server: Server = await new Promise((resolve, reject) => {
        const srv = app.listen(config.port, () => resolve(srv));
        srv.once('error', reject);
      });
      drains.push(
        () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            // In-flight requests get a few seconds; then their sockets are closed.
            setTimeout(() => server.closeAllConnections(), 4000).unref();
          }),
      );
      const address = server.address();
      runtime.server = server;
      runtime.port = typeof address === 'object' && address ? address.port : config.port;
      log.info({ port: runtime.port, url: config.publicBaseUrl, roles: config.roles }, 'HTTP listening');
    }
    return runtime;
  } catch (err) {
    await stop();
    throw err;
  }
}
