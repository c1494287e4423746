// A database made for one run on an existing PostgreSQL server, migrated, and dropped afterwards: what
// the integration tests, the benchmarks and the kill scripts all stand on.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate, openOrm } from '../../src/db/orm.js';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * Runs statements that cannot run in a pool's transactions (create or drop database, vacuum) on a
 * connection of their own.
 */
export async function runAlone(url: string, ...statements: string[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    for (const sql of statements) await c.query(sql);
  } finally {
    await c.end();
  }
}

/** `adminUrl` names any database on the server (usually `postgres`); the new one sits beside it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runAlone(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await openOrm({ url: url.toString(), poolSize: 1, log: () => undefined });
  try {
    await migrate(orm);
  } finally {
    await orm.close();
  }
  return { name, url: url.toString(), drop: () => dropScratchDatabase(adminUrl, name) };
}

export const dropScratchDatabase = (adminUrl: string, name: string): Promise<void> =>
  runAlone(adminUrl, `drop database if exists ${name} with (force)`);
