// Embedded PostgreSQL for a clone with no DATABASE_URL: PGlite persisted under the data directory,
// served on a Unix socket so the service and the operator CLI can share it.
//
// PGlite is one PostgreSQL session. Its socket server queues queries from several connections and
// keeps a transaction on the connection that opened it, so correctness holds with a few clients;
// the service still keeps its own pool at one connection here.
//
// Exactly one process may open the data directory. The owner writes its pid to a lock file; a lock
// whose process is gone (a kill -9) is stale and taken over, so a restart never sticks on it.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync, existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A connection string for `pg` that reaches the socket. */
  url: string;
  /** True when this process opened the data directory and must close it. */
  owner: boolean;
  /** The most connections the service's pool may hold here. */
  poolSize: number;
  /** Whether named prepared statements are safe (db/sql.ts). */
  preparedStatements: boolean;
  stop(): Promise<void>;
}

/** The most connections the socket server accepts: the service's one, plus CLIs and tools. */
const MAX_CONNECTIONS = 8;

function socketDir(dataDir: string): string {
  const dir = path.join(dataDir, 'run');
  // A Unix socket path must stay under ~104 bytes; deep checkouts fall back to the temp directory.
  if (Buffer.byteLength(path.join(dir, '.s.PGSQL.5432')) < 100) return dir;
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `matchledger-${digest}`);
}

function connectionUrl(dir: string): string {
  return `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(dir)}&port=5432`;
}

function canConnect(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(socketPath);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

function processAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A recycled pid after a reboot or container restart is not our owner.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

/** Takes the lock file, or reports the live owner's pid. */
function takeLock(lockPath: string): { taken: true } | { taken: false; ownerPid: number } {
  for (let i = 0; i < 3; i++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { taken: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && processAlive(ownerPid))
        return { taken: false, ownerPid };
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not take the embedded database lock ${lockPath}`);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Opens the embedded database, or joins the process that already has it open. `allowJoin` is false
 * for the service, which must own its database; the CLI joins a running service.
 */
export async function openEmbeddedPostgres(dataDir: string, allowJoin: boolean): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const dir = socketDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const socketPath = path.join(dir, '.s.PGSQL.5432');
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
    for (let i = 0; i < 100 && !(await canConnect(socketPath)); i++) await sleep(100);
    return {
      url: connectionUrl(dir),
      owner: false,
      poolSize: 1,
      preparedStatements: false,
      stop: async () => {},
    };
  }

  try {
    // The socket file of a killed owner lingers; nothing listens on it any more.
    if (existsSync(socketPath)) rmSync(socketPath, { force: true });
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { btree_gist } });
    const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
    await server.start();
    return {
      url: connectionUrl(dir),
      owner: true,
      poolSize: 1,
      preparedStatements: false,
      stop: async () => {
        await server.stop();
        await db.close();
        rmSync(lockPath, { force: true });
      },
    };
  } catch (err) {
    rmSync(lockPath, { force: true });
    throw err;
  }
}
