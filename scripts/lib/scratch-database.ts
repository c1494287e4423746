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

async function run(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** `adminUrl` names any database on the server (usually `postgres`); the new one sits beside it. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await run(adminUrl, `create database ${name}`);
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
  run(adminUrl, `drop database if exists ${name} with (force)`);
