// `npm start`: the whole service in one process for development (embedded PostgreSQL and a Temporal
// dev server when DATABASE_URL and TEMPORAL_ADDRESS are unset), or one role per process in
// production (ROLES=api, ROLES=worker, ROLES=smtp).
import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openEmbeddedPostgres } from './db/embedded.js';
import { createLogger, type Logger } from './logger.js';
import { startRuntime } from './runtime.js';
import { startDevServer } from './temporal/dev-server.js';

/** SIGTERM/SIGINT must leave within 10 s; this is the backstop if a step hangs. */
const SHUTDOWN_DEADLINE_MS = 9_500;

type Step = { name: string; run: () => Promise<void> };

/** What is running, in start order; shutdown stops it in reverse. */
const stops: Step[] = [];
let stopping = false;

async function shutdown(log: Logger, reason: string, exitCode = 0): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ reason }, 'shutting down');
  setTimeout(() => {
    log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_DEADLINE_MS).unref();
  for (const step of stops.reverse()) {
    try {
      await step.run();
    } catch (err) {
      log.warn({ err, step: step.name }, 'shutdown step failed');
    }
  }
  log.info('stopped');
  process.exit(exitCode);
}

async function main(config: Config, log: Logger): Promise<void> {
  process.on('SIGINT', () => void shutdown(log, 'SIGINT'));
  process.on('SIGTERM', () => void shutdown(log, 'SIGTERM'));

  // The embedded parts start at once: on a first start the database's initdb and the dev server's
  // start overlap. But the dev server only once this process owns the data directory: a second copy
  // must be refused before it touches the first one's dev server. The database goes first in `stops`
  // so that it is stopped last.
  let owned = (): void => undefined;
  const ownsDataDir = new Promise<void>((resolve) => (owned = resolve));
  const database = async (): Promise<string> => {
    if (config.databaseUrl) return config.databaseUrl;
    const started = performance.now();
    const embedded = await openEmbeddedPostgres(config.dataDir, false, {
      poolSize: config.databasePoolSize,
      log: (message) => log.info({ component: 'embedded-postgres' }, message),
      onLocked: owned,
    });
    stops.unshift({ name: 'embedded database', run: () => embedded.stop() });
    const ms = Math.round(performance.now() - started);
    log.info({ dataDir: config.dataDir, url: embedded.url, ms }, 'embedded PostgreSQL running');
    return embedded.url;
  };
  const temporal = async (dbStart: Promise<string>): Promise<string | undefined> => {
    if (config.temporal.address) return config.temporal.address;
    if (!config.databaseUrl) {
      const refused = await Promise.race([
        ownsDataDir.then(() => false),
        dbStart.then(
          () => false,
          () => true,
        ),
      ]);
      if (refused) return undefined;
    }
    const dev = await startDevServer({
      dataDir: config.dataDir,
      namespace: config.temporal.namespace,
      port: config.temporal.devPort,
      uiPort: config.temporal.uiPort,
      cliPath: config.temporal.cliPath,
      log,
    });
    stops.push({ name: 'Temporal dev server', run: () => dev.stop() });
    log.info({ ui: dev.uiUrl }, 'Temporal dev server running; Web UI at this address');
    return dev.address;
  };
  const dbStart = database();
  const [db, tp] = await Promise.allSettled([dbStart, temporal(dbStart)]);
  if (db.status === 'rejected') throw db.reason;
  if (tp.status === 'rejected') throw tp.reason;
  const databaseUrl = db.value;
  const temporalAddress = tp.value as string;

  const runtime = await startRuntime(config, log, {
    databaseUrl,
    temporalAddress,
    singleProcess: !config.databaseUrl,
    onWorkerFailure: (err) => {
      log.fatal({ err }, 'worker stopped unexpectedly');
      void shutdown(log, 'worker failure', 1);
    },
  });
  stops.push({ name: 'roles', run: () => runtime.stop() });
}

function installTemporalLogging(log: Logger): void {
  const levels: Record<LogLevel, 'trace' | 'debug' | 'info' | 'warn' | 'error'> = {
    TRACE: 'trace',
    DEBUG: 'debug',
    INFO: 'info',
    WARN: 'warn',
    ERROR: 'error',
  };
  Runtime.install({
    logger: new DefaultLogger('WARN', (entry) => {
      log[levels[entry.level]]({ component: 'temporal', ...entry.meta }, entry.message);
    }),
  });
}

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(2);
}
const log = createLogger(config.logLevel, {}, { buffered: true });
installTemporalLogging(log);
main(config, log).catch((err: unknown) => {
  log.fatal({ err }, 'failed to start');
  void shutdown(log, 'startup failure', 1);
});
