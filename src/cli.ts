// Operator CLI (CONTRACT §11): `npm run cli -- <command>`, each printing one JSON object on stdout.
// Works whether or not the service runs: with the embedded database it joins the running service's
// server on its socket, or starts the server itself for the length of the command.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from './config.js';
import { openEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded.js';
import { databaseOf, migrate, openOrm, type Orm } from './db/orm.js';
import { DomainError } from './domain/errors.js';
import { vpa } from './domain/validation.js';
import { createApiKey, createTenant, revokeApiKey } from './ledger/tenants.js';
import { recentAlerts } from './ledger/alerts.js';
import { issuesOf } from './domain/validation.js';
import { outboxTail } from './ledger/mail-outbox.js';
import { readFile } from 'node:fs/promises';
import { STATEMENT_BANKS, type StatementBank } from './domain/reconcile.js';
import type { Database } from './db/sql.js';
import { IntentLedger } from './ledger/orders.js';
import { CreditLedger } from './ledger/credits.js';
import { StatementLedger } from './ledger/statements.js';
import { StatementUploads, MAX_STATEMENT_BYTES } from './ingest/statements/upload.js';
import { Metrics } from './metrics.js';
import { createLogger } from './logger.js';

const USAGE = `usage: npm run cli -- <command>
  tenant create --name NAME --email EMAIL --payee-vpa VPA [--payee-name NAME]
  api-key create --tenant TENANT_ID
  api-key revoke --key-prefix sk_xxxxxxxx   (or the whole key)
  alerts tail [--limit N]
  mail tail [--limit N]                     (the local outbox, when MAIL_URL is unset)
  statement import --tenant TENANT_ID [--bank hdfc|sbi|icici|axis|kotak|generic] FILE`;

class UsageError extends Error {}

const tenantInput = z.strictObject({
  name: z.string().trim().min(1).max(200),
  email: z.email(),
  'payee-vpa': vpa,
  'payee-name': z.string().trim().min(1).max(100).optional(),
});

async function withDatabase<T>(run: (orm: Orm) => Promise<T>): Promise<T> {
  const config = loadConfig();
  let embedded: EmbeddedPostgres | undefined;
  let url = config.databaseUrl;
  if (!url) {
    embedded = await openEmbeddedPostgres(config.dataDir, true);
    url = embedded.url;
  }
  // Two connections (one holds the migration lock, db/orm.ts).
  const orm = await openOrm({
    url,
    poolSize: 2,
    log: (m) => process.stderr.write(`${m}\n`),
  });
  try {
    await migrate(orm);
    return await run(orm);
  } finally {
    await orm.close();
    await embedded?.stop();
  }
}

function options(args: string[], names: string[]): Record<string, string | undefined> {
  const { values, positionals } = parseArgs({
    args,
    options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
    strict: true,
    allowPositionals: true,
  });
  if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
  return values as Record<string, string | undefined>;
}

/**
 * The same reconciliation as POST /v1/statements. Webhooks and order changes wait in the outbox, which
 * the running service's relay sweeps; nothing here needs Temporal.
 */
async function importStatementFile(
  db: Database,
  config: ReturnType<typeof loadConfig>,
  tenantId: string,
  path: string,
  bank: string | undefined,
): Promise<unknown> {
  if (bank !== undefined && !(STATEMENT_BANKS as readonly string[]).includes(bank)) {
    throw new UsageError(`--bank is one of ${STATEMENT_BANKS.join(', ')}`);
  }
  const file = await readFile(path);
  if (file.length > MAX_STATEMENT_BYTES) {
    throw new DomainError(413, 'payload_too_large', 'A statement file may be at most 10 MiB.');
  }
  const deps = {
    db,
    publicBaseUrl: config.publicBaseUrl,
    metrics: new Metrics(),
    outbox: { wake: () => {} },
  };
  const credits = new CreditLedger(deps, new IntentLedger(deps));
  const uploads = new StatementUploads({
    statements: new StatementLedger(deps, credits),
    log: createLogger(config.logLevel, { role: 'cli' }, { toStderr: true }),
  });
  const { statement, created } = await uploads.upload(tenantId, file, bank as StatementBank | undefined);
  return { created, statement };
}

async function run(argv: string[]): Promise<unknown> {
  const [noun, verb, ...rest] = argv;
  const config = loadConfig();
  switch (`${noun} ${verb}`) {
    case 'tenant create': {
      const parsed = tenantInput.safeParse(options(rest, ['name', 'email', 'payee-vpa', 'payee-name']));
      if (!parsed.success) {
        throw new DomainError(400, 'invalid_request', 'Invalid tenant.', { details: issuesOf(parsed.error) });
      }
      const o = parsed.data;
      return withDatabase(async (orm) =>
        createTenant(
          await databaseOf(orm, false),
          { name: o.name, email: o.email, payeeVpa: o['payee-vpa'], payeeName: o['payee-name'] },
          config.ingestDomain,
        ),
      );
    }
    case 'api-key create': {
      const { tenant } = options(rest, ['tenant']);
      if (!tenant) throw new UsageError('--tenant is required');
      return withDatabase(async (orm) => createApiKey(await databaseOf(orm, false), tenant));
    }
    case 'api-key revoke': {
      const prefix = options(rest, ['key-prefix'])['key-prefix'];
      // The prefix as CONTRACT §11 shows it, or the whole key when two keys share a prefix.
      if (!prefix || !/^sk_([0-9a-f]{8}|[0-9a-f]{48})$/.test(prefix)) {
        throw new UsageError('--key-prefix takes sk_ and 8 hex characters (or the whole key)');
      }
      return withDatabase(async (orm) => revokeApiKey(await databaseOf(orm, false), prefix));
    }
    case 'alerts tail': {
      const limit = Number(options(rest, ['limit']).limit ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit 1..1000');
      return withDatabase(async (orm) => recentAlerts(await databaseOf(orm, false), limit));
    }
    case 'mail tail': {
      const limit = Number(options(rest, ['limit']).limit ?? 50);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit 1..1000');
      return withDatabase(async (orm) => outboxTail(await databaseOf(orm, false), limit));
    }
    case 'statement import': {
      const { values, positionals } = parseArgs({
        args: rest,
        options: { tenant: { type: 'string' }, bank: { type: 'string' } },
        strict: true,
        allowPositionals: true,
      });
      const [file, ...extra] = positionals;
      if (!values.tenant || file === undefined || extra.length > 0) {
        throw new UsageError('statement import takes --tenant TENANT_ID and one FILE');
      }
      return withDatabase(async (orm) =>
        importStatementFile(await databaseOf(orm, false), config, values.tenant as string, file, values.bank),
      );
    }
    default:
      throw new UsageError(noun ? `unknown command: ${noun} ${verb ?? ''}` : 'no command given');
  }
}

try {
  const result = await run(process.argv.slice(2));
  // `alerts tail` and `mail tail` print one JSON line each; every other command one JSON object.
  if (Array.isArray(result)) for (const line of result) process.stdout.write(`${JSON.stringify(line)}\n`);
  else process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (err) {
  if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    process.exitCode = 2;
  } else if (err instanceof DomainError) {
    process.stderr.write(`${JSON.stringify({ error: err.code, message: err.message, ...err.extra })}\n`);
    process.exitCode = 1;
  } else {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
