// MikroORM over PostgreSQL: one pool per process, migrations applied at start.
import { parse as parseConnectionString } from 'pg-connection-string';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type EntityManager, type PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { Database } from './sql.js';
import { MIGRATIONS } from './migrations/index.js';

export type Orm = MikroORM;
export type Em = EntityManager;

export interface OrmOptions {
  url: string;
  poolSize: number;
  /** Where MikroORM's own messages (migrations applied, warnings) go; never stdout. */
  log: (message: string) => void;
}

export async function openOrm(opts: OrmOptions): Promise<Orm> {
  // pg's own parser, because MikroORM's drops `?host=/socket/dir`: a Unix socket URL (the embedded
  // database's, or a local server's) would silently become TCP to localhost.
  const c = parseConnectionString(opts.url);
  return MikroORM.init({
    host: c.host ?? undefined,
    port: c.port ? Number(c.port) : 5432,
    user: c.user ?? undefined,
    password: typeof c.password === 'string' ? c.password : undefined,
    dbName: c.database ?? undefined,
    ...(c.ssl ? { driverOptions: { ssl: c.ssl } } : {}),
    // No entities: the ledger's SQL is db/*.ts (db/sql.ts says why); MikroORM keeps the connection
    // and the migrations.
    entities: [],
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false },
    pool: { min: 0, max: opts.poolSize },
    logger: opts.log,
    colors: false,
    // The schema comes from migrations alone; never let the ORM guess at it.
    ensureDatabase: false,
    allowGlobalContext: false,
  });
}

/** Any fixed number, the same in every process: the session lock that serialises migrations. */
const MIGRATION_LOCK = 7_424_118_301;

/**
 * Applies pending migrations. Every process runs this at start, so two starting at once would race
 * to apply the same migration; a PostgreSQL advisory lock, held on a connection of its own for the
 * whole run, makes the second wait and then find nothing pending.
 */
export async function migrate(orm: Orm): Promise<string[]> {
  const pool = (await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as Pool;
  // One connection in all (the embedded database, which one process owns): nobody to race, and the
  // lock's connection would leave none for the migrator.
  if ((pool.options.max ?? 10) < 2) return (await orm.migrator.up()).map((m) => m.name);
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const done = await orm.migrator.up();
    return done.map((m) => m.name);
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lockHolder.release();
  }
}

/** Runs a real query: the pool connects lazily, so only a query proves the database answers. */
export async function pingDatabase(orm: Orm): Promise<void> {
  await orm.em.fork().execute('select 1');
}

/** The ledger's SQL runner over the ORM's own pool (db/sql.ts explains why). */
export async function databaseOf(orm: Orm, prepareStatements: boolean): Promise<Database> {
  return new Database(
    await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient(),
    prepareStatements,
  );
}
