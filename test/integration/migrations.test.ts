// Every process applies pending migrations at start; several starting at once must not race
// (db/orm.ts: an advisory lock serialises them).
import { afterAll, expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { migrate, openOrm, type Orm } from '../../src/db/orm.js';
import { MIGRATIONS } from '../../src/db/migrations/index.js';
import { dropScratchDatabase, runAlone } from '../../scripts/lib/scratch-database.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const name = `matchledger_migrate_${randomBytes(4).toString('hex')}`;
const orms: Orm[] = [];

afterAll(async () => {
  for (const orm of orms) await orm.close();
  await dropScratchDatabase(ADMIN_URL, name);
});

test('four processes migrating one empty database at once: each succeeds, every migration applied once', async () => {
  await runAlone(ADMIN_URL, `create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  for (let i = 0; i < 4; i++)
    orms.push(await openOrm({ url: url.toString(), poolSize: 2, log: () => undefined }));
  const applied = await Promise.all(orms.map((orm) => migrate(orm)));
  expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
  const rows = await orms[0]!.em.fork().execute(`select name from mikro_orm_migrations`);
  expect(rows).toHaveLength(MIGRATIONS.length);
});
