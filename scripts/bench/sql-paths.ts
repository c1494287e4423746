// Why the ledger runs its SQL through db/sql.ts rather than MikroORM's `execute`: the same
// three-statement transaction (lock a tenant, read a band of reservations, update) run both ways at
// concurrency 64 on the local PostgreSQL server, in a database made for the run.
//
//   npm run bench:sql
import { databaseOf, openOrm } from '../../src/db/orm.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { figures, type Figures } from '../lib/load.js';
import { connectionKind, localDatabaseUrl } from '../lib/stack.js';

const database = await createScratchDatabase(localDatabaseUrl(), 'matchledger_sqlbench');
const orm = await openOrm({ url: database.url, poolSize: 16, log: () => undefined });
try {
  const tenants: string[] = [];
  for (let i = 0; i < 64; i++) {
    const t = await createTenant(
      await databaseOf(orm, true),
      { name: 'Bench', email: `sql-${i}@example.com`, payeeVpa: 'a@b' },
      'x',
    );
    tenants.push(t.tenant_id);
  }
  const now = (): number => Math.floor(Date.now() / 1000);
  const run = async (
    concurrency: number,
    seconds: number,
    op: (worker: number) => Promise<unknown>,
  ): Promise<Figures> => {
    const latencies: number[] = [];
    const end = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async (_, w) => {
        while (performance.now() < end) {
          const t = performance.now();
          await op(w);
          latencies.push(performance.now() - t);
        }
      }),
    );
    return figures(latencies, 0, (performance.now() - started) / 1000);
  };

  const viaOrm = await run(64, 5, (w) =>
    orm.em.fork().transactional(async (tx) => {
      await tx.execute('select id from tenants where id = ? for no key update', [tenants[w]]);
      await tx.execute(
        'select amount_paise from reservations where tenant_id = ? and rest_until > ? and amount_paise between ? and ?',
        [tenants[w], now(), 100, 199],
      );
      await tx.execute('update tenants set rest_seconds = rest_seconds where id = ?', [tenants[w]]);
    }),
  );
  const db = await databaseOf(orm, true);
  const viaSql = await run(64, 5, (w) =>
    db.transaction(async (tx) => {
      await tx.rows({ name: 'b1', text: 'select id from tenants where id = $1 for no key update' }, [
        tenants[w],
      ]);
      await tx.rows(
        {
          name: 'b2',
          text: 'select amount_paise from reservations where tenant_id = $1 and rest_until > $2 and amount_paise between $3 and $4',
        },
        [tenants[w], now(), 100, 199],
      );
      await tx.rows({ name: 'b3', text: 'update tenants set rest_seconds = rest_seconds where id = $1' }, [
        tenants[w],
      ]);
    }),
  );
  console.log(
    JSON.stringify(
      {
        benchmark: 'sql-paths',
        database: connectionKind(database.url),
        results: { 'em.transactional + execute': viaOrm, 'db/sql.ts transaction': viaSql },
      },
      null,
      2,
    ),
  );
} finally {
  await orm.close();
  await database.drop();
}
