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
    // A connection once open stays open (min = max): it keeps its backend's catalog caches and its
    // named statements prepared. With pg-pool's default an idle one closed after 10 s, and the next
    // burst paid for new backends and every statement's planning again, all in its first seconds
    // (issue 28: reserve and report at p99 200-300 ms for the first 4 s of a 50/s load).
    pool: { min: opts.poolSize, max: opts.poolSize },
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
  const pool = await poolOf(orm);
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

/** The pg pool the ORM opened: the ledger's SQL, the migration lock and the warm-up all run on it. */
export async function poolOf(orm: Orm): Promise<Pool> {
  return (await (orm.em.getConnection() as PostgreSqlConnection).getNativeClient()) as Pool;
}

/** The ledger's SQL runner over the ORM's own pool (db/sql.ts explains why). */
export async function databaseOf(orm: Orm, prepareStatements: boolean): Promise<Database> {
  return new Database(await poolOf(orm), prepareStatements);
}

/**
 * Opens every connection of the pool now, at start, rather than in the first seconds of traffic
 * (see `pool` above): all at once, each held until all are open, so the pool makes them all.
 */
export async function warmPool(orm: Orm): Promise<void> {
  const pool = await poolOf(orm);
  const size = pool.options.max ?? 10;
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  try {
    await Promise.all(clients.map((c) => c.query('select 1')));
  } finally {
    for (const c of clients) c.release();
  }
}
