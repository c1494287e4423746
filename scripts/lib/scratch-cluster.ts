// A PostgreSQL cluster of a script's own (initdb into a temporary directory, its own port), for fault
// scripts that stop and start the database: the machine's shared server is never touched.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './ports.js';

export interface ScratchCluster {
  adminUrl: string;
  port: number;
  start(): void;
  /** `immediate`: as a crash looks to clients (connections cut, no checkpoint). */
  stop(mode?: 'fast' | 'immediate'): void;
  remove(): void;
}

function binDir(): string {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((d) => existsSync(path.join(d, 'pg_ctl')));
  if (!found) throw new Error('no PostgreSQL server binaries found (set PG_BIN_DIR)');
  return found;
}

export async function startScratchCluster(): Promise<ScratchCluster> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'matchledger-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const run = (tool: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, tool),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args,
      {
        stdio: ['ignore', 'ignore', 'inherit'],
        cwd: dir,
      },
    );
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const cluster: ScratchCluster = {
    adminUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => ctl('-w', '-o', options, 'start'),
    stop: (mode = 'fast') => ctl('-w', '-m', mode, 'stop'),
    remove: () => {
      try {
        cluster.stop('immediate');
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
