// A disposable MatchLedger stack for benchmarks and kill scripts: a fresh database on the local
// PostgreSQL server (DATABASE_URL, default 127.0.0.1:5432), a Temporal dev server of its own (file
// persisted, as `npm start` runs it), and service processes spawned on demand.
//
// With `embedded`, no database is made: the first service spawned runs the embedded database itself
// (no DATABASE_URL, a data directory of its own), as `npm start` does, and the stack joins it as the
// operator CLI would.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openEmbeddedPostgres } from '../../src/db/embedded.js';
import { databaseOf, openOrm, type Orm } from '../../src/db/orm.js';
import { createScratchDatabase } from './scratch-database.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { createLogger } from '../../src/logger.js';
import { startDevServer } from '../../src/temporal/dev-server.js';
import { freePort } from './ports.js';
import { spawnService, type ServiceProcess } from './service-process.js';

export interface Stack {
  databaseUrl: string;
  temporalAddress: string;
  /** The task queue the spawned services share. */
  taskQueue: string;
  /** The Temporal dev server's process id (from its pid file), for CPU and memory figures. */
  temporalPid(): number | undefined;
  /** The dev server's Prometheus endpoint, as its log announces it (persistence calls and the like). */
  temporalMetricsUrl(): string | undefined;
  orm: Orm;
  /** The stack's Temporal dev server, for fault scripts: killed and started again on the same port. */
  temporal: {
    /** SIGKILL, no cleanup: the server's database file keeps what it had committed. */
    kill9(): Promise<void>;
    /** Starts the server again over the same database file, on the same ports. */
    restart(): Promise<void>;
  };
  /** Starts the service as `npm start` does (service-process.ts) with these roles against this stack (logs to `stdout`, an fd). */
  spawn(roles: string, env?: Record<string, string>, stdout?: number): Promise<ServiceProcess>;
  tenants(n: number): Promise<{ id: string; key: string; ingestAddress: string }[]>;
  /** With `embedded`: the data directory the first service runs its database in. */
  embeddedDataDir?: string;
  teardown(): Promise<void>;
}

/**
 * The local PostgreSQL server: DATABASE_URL if set, else its Unix socket when there is one (on this
 * machine a socket round trip costs far less than one over TCP loopback), else 127.0.0.1:5432.
 */
export function localDatabaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (existsSync('/var/run/postgresql/.s.PGSQL.5432'))
    return 'postgresql://postgres@localhost/postgres?host=/var/run/postgresql';
  return 'postgresql://postgres@127.0.0.1:5432/postgres';
}
const ADMIN_URL = localDatabaseUrl();

/** How a benchmark reached PostgreSQL, for its printed figures. */
export const connectionKind = (url: string): string => (url.includes('host=/') ? 'unix socket' : 'tcp');

/** `adminUrl`: the server the scratch database goes on (default: the local one, ADMIN_URL). */
export async function startStack(opts: { adminUrl?: string; embedded?: boolean } = {}): Promise<Stack> {
  const log = createLogger('warn', {}, { toStderr: true });
  // The embedded database runs only where no DATABASE_URL is set, the services' environment included.
  if (opts.embedded) delete process.env.DATABASE_URL;
  const database = opts.embedded
    ? undefined
    : await createScratchDatabase(opts.adminUrl ?? ADMIN_URL, 'matchledger_bench');
  let databaseUrl = database?.url ?? '';
  let orm = database ? await openOrm({ url: databaseUrl, poolSize: 8, log: () => undefined }) : undefined;
  const embeddedDataDir = opts.embedded ? mkdtempSync(path.join(os.tmpdir(), 'matchledger-db-')) : undefined;
  // Run as root, the embedded server runs as an unprivileged user, who must be able to enter it.
  if (embeddedDataDir) chmodSync(embeddedDataDir, 0o755);
  const ormOf = (): Orm => {
    if (!orm) throw new Error('the embedded database runs once a service is spawned');
    return orm;
  };

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchledger-stack-'));
  const devOptions = {
    dataDir,
    namespace: 'default',
    port: await freePort(),
    uiPort: await freePort(),
    cliPath: process.env.TEMPORAL_CLI_PATH,
    log,
  };
  let dev = await startDevServer(devOptions);
  const processes: ServiceProcess[] = [];
  const taskQueue = `bench-${randomBytes(3).toString('hex')}`;

  return {
    get databaseUrl() {
      return databaseUrl;
    },
    embeddedDataDir,
    temporalAddress: dev.address,
    taskQueue,
    temporalPid: () => {
      try {
        return Number(readFileSync(path.join(dataDir, 'temporal', 'server.pid'), 'utf8').trim());
      } catch {
        return undefined;
      }
    },
    temporalMetricsUrl: () => {
      try {
        const log = readFileSync(path.join(dataDir, 'temporal', 'server.log'), 'utf8');
        return /Temporal Metrics:\s+(\S+)/.exec(log)?.[1];
      } catch {
        return undefined;
      }
    },
    get orm() {
      return ormOf();
    },
    temporal: {
      kill9: async () => {
        // The server's pid is in the file startDevServer keeps beside its database.
        const pid = Number(readFileSync(path.join(dataDir, 'temporal', 'server.pid'), 'utf8'));
        process.kill(pid, 'SIGKILL');
        while (existsSync(`/proc/${pid}`) && !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z')) {
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      restart: async () => {
        dev = await startDevServer(devOptions);
      },
    },
    spawn: async (roles, env = {}, stdout) => {
      const p = await spawnService(
        {
          ROLES: roles,
          ...(embeddedDataDir ? { DATA_DIR: embeddedDataDir } : { DATABASE_URL: databaseUrl }),
          TEMPORAL_ADDRESS: dev.address,
          TEMPORAL_TASK_QUEUE: taskQueue,
          WEBHOOK_ALLOW_PRIVATE: 'true',
          ...env,
        },
        // A loaded machine: the worker bundles its workflows (webpack) before it answers /readyz.
        180_000,
        stdout,
      );
      processes.push(p);
      if (embeddedDataDir && !orm) {
        const joined = await openEmbeddedPostgres(embeddedDataDir, true);
        databaseUrl = joined.url;
        orm = await openOrm({ url: databaseUrl, poolSize: 2, log: () => undefined });
      }
      return p;
    },
    tenants: async (n) => {
      const out: { id: string; key: string; ingestAddress: string }[] = [];
      for (let i = 0; i < n; i++) {
        const t = await createTenant(
          await databaseOf(ormOf(), true),
          {
            name: `Bench ${i}`,
            email: `bench-${i}-${randomBytes(3).toString('hex')}@example.com`,
            payeeVpa: 'bench@okhdfc',
          },
          'in.localhost',
        );
        out.push({ id: t.tenant_id, key: t.api_key, ingestAddress: t.ingest_address });
      }
      return out;
    },
    teardown: async () => {
      await orm?.close();
      for (const p of processes) await p.stop().catch(() => undefined);
      await dev.stop();
      rmSync(dataDir, { recursive: true, force: true });
      if (embeddedDataDir) rmSync(embeddedDataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}
