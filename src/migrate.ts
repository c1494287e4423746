// `npm run migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits.
import { loadConfig } from './config.js';
import { openEmbeddedPostgres } from './db/embedded.js';
import { migrate, openOrm } from './db/orm.js';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await openEmbeddedPostgres(config.dataDir, true);
const orm = await openOrm({
  url: config.databaseUrl ?? (embedded?.url as string),
  // Two: one holds the migration lock (db/orm.ts) while the other applies.
  poolSize: 2,
  log: (m) => process.stderr.write(`${m}\n`),
});
try {
  const applied = await migrate(orm);
  process.stdout.write(`${JSON.stringify({ applied })}\n`);
} finally {
  await orm.close();
  await embedded?.stop();
}
