// The embedded database (no DATABASE_URL) must keep every connection's queries its own: the service's
// pool, the operator CLI and a tool reach it at once. pglite-socket failed this (electric-sql/pglite
// #1046): it interleaved the Parse/Bind/Execute/Sync of different connections in its one session, so a
// connection could execute another's unnamed portal and read that connection's rows, or fail with
// "unnamed prepared statement does not exist". Here each connection asks, thousands of times and all
// at once, the same-shaped parameterised questions about its own tenant; every answer must be its own.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openEmbeddedPostgres, type EmbeddedPostgres } from '../../src/db/embedded.js';
import { databaseOf, migrate, openOrm, type Orm } from '../../src/db/orm.js';
import { Database } from '../../src/db/sql.js';
import { tenantById, tenantIdByIngestId } from '../../src/db/tenants.js';
import { createTenant } from '../../src/ledger/tenants.js';

/** Rounds per connection; each round asks four questions, one after the other. */
const ROUNDS = 1500;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchledger-embedded-'));
let embedded: EmbeddedPostgres;
const orms: Orm[] = [];
let toolPool: pg.Pool;

beforeAll(async () => {
  // Run as root, the server runs as an unprivileged user, who must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  embedded = await openEmbeddedPostgres(dataDir, false);
}, 60_000);

afterAll(async () => {
  for (const orm of orms) await orm.close();
  await toolPool?.end();
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

interface Client {
  name: string;
  db: Database;
  tenantId: string;
  ingestId: string;
}

test(`the service's pool, the CLI and a tool, ${ROUNDS} rounds each at once: each reads only its own tenant's rows`, async () => {
  // As the service opens it (runtime.ts, services.ts) and as the CLI does (cli.ts).
  const service = await openOrm({ url: embedded.url, poolSize: embedded.poolSize, log: () => undefined });
  orms.push(service);
  await migrate(service);
  const cli = await openOrm({ url: embedded.url, poolSize: 1, log: () => undefined });
  orms.push(cli);
  // A tool with its own pg pool of two connections (psql-like scripts, a report, a second role).
  toolPool = new pg.Pool({ connectionString: embedded.url, max: 2 });

  const serviceDb = await databaseOf(service, embedded.preparedStatements);
  const dbs: { name: string; db: Database }[] = [
    { name: 'service', db: serviceDb },
    { name: 'cli', db: await databaseOf(cli, false) },
    { name: 'tool-1', db: new Database(toolPool, false) },
    { name: 'tool-2', db: new Database(toolPool, false) },
  ];
  const clients: Client[] = [];
  for (const [i, { name, db }] of dbs.entries()) {
    const t = await createTenant(
      serviceDb,
      { name: `Isolation ${name}`, email: `isolation-${i}@example.com`, payeeVpa: `iso${i}@okhdfc` },
      'in.localhost',
    );
    clients.push({ name, db, tenantId: t.tenant_id, ingestId: t.ingest_address.split('@')[0] as string });
  }

  const wrong: string[] = [];
  const errors: string[] = [];
  let answered = 0;
  const check = (c: Client, round: number, what: string, got: string | undefined): void => {
    if (got === c.tenantId) answered++;
    else {
      const owner = clients.find((other) => other.tenantId === got)?.name ?? 'nobody';
      wrong.push(`${c.name} round ${round}: ${what} gave ${owner}'s tenant (${got})`);
    }
  };
  // Each round: two lookups on their own, then the same two inside a transaction, as the ledger and
  // the CLI run them. A transaction held by one connection is what lets the others' messages queue up.
  const run = async (c: Client): Promise<void> => {
    for (let round = 0; round < ROUNDS && wrong.length + errors.length < 20; round++) {
      try {
        check(c, round, 'ingest id', await tenantIdByIngestId(c.db, c.ingestId));
        check(c, round, 'tenant', (await tenantById(c.db, c.tenantId))?.id);
        await c.db.transaction(async (tx) => {
          check(c, round, 'tenant in a transaction', (await tenantById(tx, c.tenantId))?.id);
          check(c, round, 'ingest id in a transaction', await tenantIdByIngestId(tx, c.ingestId));
        });
      } catch (err) {
        errors.push(`${c.name} round ${round}: ${(err as Error).message}`);
      }
    }
  };
  // A stuck queue (pglite #1046's second defect) shows as a timeout rather than hanging Jest.
  const outcome = await Promise.race([
    Promise.all(clients.map(run)).then(() => 'done'),
    new Promise<string>((resolve) => setTimeout(() => resolve('stuck'), 40_000).unref()),
  ]);
  expect({ outcome, wrong: wrong.slice(0, 5), errors: errors.slice(0, 5) }).toEqual({
    outcome: 'done',
    wrong: [],
    errors: [],
  });
  expect(answered).toBe(ROUNDS * clients.length * 4);
}, 60_000);
