// With no TEMPORAL_ADDRESS, `npm start` runs a Temporal dev server as a child process, persisted
// under the data directory, with the Web UI and our search attributes.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync, rmSync, writeFileSync, closeSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Connection } from '@temporalio/client';
import type { Logger } from '../logger.js';
import { ALL_SEARCH_ATTRIBUTES } from '../workflows/search-attributes.js';
import { temporalCliPath } from './binaries.js';
import { trimVisibilityIndexes } from '../db/temporal-visibility.js';

export interface DevServer {
  address: string;
  uiUrl: string;
  stop(): Promise<void>;
}

export interface DevServerOptions {
  dataDir: string;
  namespace: string;
  /** Unset: 7233 when free, else a port the OS picks (a second checkout, or the tests, beside it). */
  port?: number | undefined;
  /** Unset: 8233 when free, else a port the OS picks. */
  uiPort?: number | undefined;
  cliPath: string | undefined;
  log: Logger;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

/** A port free right now (the OS picks it; the caller binds it moments later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The port asked for; unset, the customary one when it is free, else any free port. */
async function portToUse(asked: number | undefined, customary: number): Promise<number> {
  if (asked !== undefined) return asked;
  return (await portAnswers(customary)) ? freePort() : customary;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('temporal');
  } catch {
    return false;
  }
}

/** A dev server orphaned by a kill -9 of its parent still holds the ports and the database file. */
async function reapOrphan(pidFile: string, log: Logger): Promise<void> {
  let pid: number;
  try {
    pid = Number(readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
    log.warn({ pid }, 'stopping a Temporal dev server left behind by an earlier run');
    process.kill(pid, 'SIGTERM');
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 20 && alive(pid); i++) await sleep(100);
  }
  rmSync(pidFile, { force: true });
}

async function waitUntilServing(address: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the Temporal dev server exited with code ${child.exitCode}`);
    try {
      const conn = await Connection.connect({ address, connectTimeout: 1000 });
      await conn.workflowService.getSystemInfo({});
      await conn.close();
      return;
    } catch (err) {
      lastError = err;
      await sleep(250);
    }
  }
  throw new Error(`the Temporal dev server did not answer within ${timeoutMs} ms: ${String(lastError)}`);
}

/** Last resort: the SDK downloads the CLI from GitHub itself (which fails on machines without internet). */
async function startSdkDownloadedServer(
  opts: DevServerOptions,
  port: number,
  dir: string,
): Promise<DevServer> {
  opts.log.warn('no Temporal CLI on TEMPORAL_CLI_PATH, PATH or PyPI; asking the SDK to download one');
  const { TestWorkflowEnvironment } = await import('@temporalio/testing');
  const env = await TestWorkflowEnvironment.createLocal({
    server: {
      executable: { type: 'cached-download', downloadDir: path.join(dir, 'download') },
      dbFilename: path.join(dir, 'temporal.db'),
      namespace: opts.namespace,
      ip: '127.0.0.1',
      port,
      ui: true,
      uiPort: opts.uiPort,
      searchAttributes: ALL_SEARCH_ATTRIBUTES,
    },
  });
  return {
    address: `127.0.0.1:${port}`,
    uiUrl: `http://localhost:${opts.uiPort}`,
    stop: () => env.teardown(),
  };
}

/**
 * Lower priority than the service's processes: at nice 10, when both want the CPU, the server gets
 * about a tenth of it.
 */
const DEV_SERVER_NICENESS = 10;

/**
 * Settings the CLI's dev server defaults for interactive use that cost a workflow start dearly
 * (issue 15; the CLI's own defaults are in its internal/temporalcli/commands.server.go).
 */
export const DEV_SERVER_DYNAMIC_CONFIG: Record<string, unknown> = {
  // The CLI turns the search attribute cache off, so that attributes made at run time show at once:
  // every start, upsert and visibility write then reads the cluster metadata row from SQLite
  // (GetCurrentClusterMetadata, 10.36 calls per paid order in the sustained benchmark). Ours are
  // all registered with --search-attribute before the server starts, so the cache is always right.
  'system.forceSearchAttributesCacheRefreshOnRead': false,
  // Partitions let several matching hosts share a busy queue; the dev server is one host, where a
  // task written to a partition no poller waits on is forwarded to the root partition, one more hop
  // per task. New tasks go to the root alone. Reads stay at the default four: a data directory from
  // an earlier run may hold a backlog on the other partitions, which must still be found.
  'matching.numTaskqueueWritePartitions': 1,
  // The history service keeps workflows' mutable state in a cache per shard (512 by default; the dev
  // server has one shard). A paid order is two workflows, and the order's stays open an hour: at our
  // rates the cache turned over in seconds, so each workflow task's completion and each visibility
  // task read its workflow back from SQLite (GetWorkflowExecution, 1.73 calls per paid order).
  'history.cacheMaxSize': 4096,
};

/**
 * The Go runtime's collector, set for a server that allocates hard per request: at Go's default
 * (GOGC=100) the dev server collects whenever its heap doubles, which at our rates is many times a
 * second. A higher GOGC collects less often for more memory; GOMEMLIMIT caps that memory (the
 * collector runs harder near it, never fails). An operator's own GOGC or GOMEMLIMIT wins.
 */
export const DEV_SERVER_GO_ENV: Record<string, string> = { GOGC: '400', GOMEMLIMIT: '1GiB' };

export async function startDevServer(given: DevServerOptions): Promise<DevServer> {
  const dir = path.join(given.dataDir, 'temporal');
  mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, 'server.pid');
  await reapOrphan(pidFile, given.log);
  const port = await portToUse(given.port, 7233);
  const opts = { ...given, uiPort: await portToUse(given.uiPort, 8233) };
  for (const p of [port, opts.uiPort]) {
    if (await portAnswers(p)) {
      throw new Error(
        `port ${p} is already in use; stop what holds it, or set TEMPORAL_ADDRESS to use a running Temporal`,
      );
    }
  }

  const cli = await temporalCliPath(opts.cliPath);
  if (!cli) return startSdkDownloadedServer(opts, port, dir);
  const dbFile = path.join(dir, 'temporal.db');
  // A database from an earlier run is trimmed before the server opens it; a new one just after the
  // server made its schema (db/temporal-visibility.ts).
  const trimmedBefore = trimVisibilityIndexes(dbFile);
  const args = [
    'server',
    'start-dev',
    '--db-filename',
    dbFile,
    // WAL with normal sync survives a kill -9 of the server without losing a committed write.
    '--sqlite-pragma',
    'journal_mode=wal',
    '--sqlite-pragma',
    'synchronous=normal',
    // Another connection (the visibility trim, once, on a new database) waits its turn instead of
    // failing the server's write.
    '--sqlite-pragma',
    'busy_timeout=10000',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--ui-port',
    String(opts.uiPort),
    '--log-level',
    'warn',
    '--ui-disable-news-fetch',
    ...(opts.namespace === 'default' ? [] : ['--namespace', opts.namespace]),
    ...ALL_SEARCH_ATTRIBUTES.flatMap((sa) => ['--search-attribute', `${sa.name}=Keyword`]),
    ...Object.entries(DEV_SERVER_DYNAMIC_CONFIG).flatMap(([k, v]) => [
      '--dynamic-config-value',
      `${k}=${JSON.stringify(v)}`,
    ]),
  ];
  const logFd = openSync(path.join(dir, 'server.log'), 'a');
  const child = spawn(cli, args, {
    stdio: ['ignore', logFd, logFd],
    env: { ...DEV_SERVER_GO_ENV, ...process.env },
  });
  closeSync(logFd);
  if (child.pid) writeFileSync(pidFile, String(child.pid));
  // On one machine the API's answers come first: Temporal's work is after the fact by design (the
  // outbox), so under a burst it may lag and catch up, while a payer or seller waiting on an answer
  // may not. Measured with `npm run bench:reports -- --seconds 30 --steps 100,150,200` on 2 cores:
  // report to confirmed at 50/s p99 166.6 ms at equal priority, 119 ms with this; the highest rate
  // sustained without errors 100/s before, 200/s after.
  if (child.pid) os.setPriority(child.pid, DEV_SERVER_NICENESS);
  const address = `127.0.0.1:${port}`;
  opts.log.info(
    { address, ui: `http://localhost:${opts.uiPort}`, binary: cli },
    'starting Temporal dev server',
  );
  try {
    await waitUntilServing(address, child, 30_000);
    const trimmed = [...trimmedBefore, ...trimVisibilityIndexes(dbFile)];
    if (trimmed.length > 0)
      opts.log.info({ indexes: trimmed.length }, "trimmed the dev server's visibility indexes");
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(pidFile, { force: true });
    throw err;
  }

  return {
    address,
    uiUrl: `http://localhost:${opts.uiPort}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise<void>((r) => child.once('exit', () => r()));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 4000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(pidFile, { force: true });
    },
  };
}
