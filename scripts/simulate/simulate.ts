// Issue 14: a day of real trade, simulated with ground truth.
//
//   npm run simulate -- [--seed N] [--tenants T] [--orders N] [--hours H]
//                       [--pool-order below-list-first|highest] [--mode ledger|live] [--concurrency C]
//                       [--shares exact=0.6,list_price=0.1,...] [--stray 0.02] [--name NAME]
//   ledger mode:        [--no-statements] (else each seller then reconciles the day's bank statement)
//                       [--sms-lost 0.05] (a share of SMS never forwarded: only the statement shows them)
//   live mode:          [--until-minutes M] [--no-compare]
//                       [--base-url URL --smtp-port P (--database-url URL | --data-dir DIR) --dns-port P]
//
// One JSON object on stdout (the figures); progress and logs on stderr. An HTML report and every
// credit's verdict (for comparing modes credit by credit) are written under .data/reports/.
//
// Live mode plays the span in real time against a running service (live-driver.ts). By default it
// starts one itself, as `npm start` runs it, on a scratch database and free ports, with its own DNS
// server for the bank's DKIM key. With --base-url it uses a service you started: give its SMTP port
// and its DATABASE_URL (or, for a service on the embedded database, its DATA_DIR: the script joins
// that database as the CLI does), and start it with DNS_SERVERS=127.0.0.1:<--dns-port>; this script
// then serves the key on that port. It then replays the same scenario in ledger mode, with the same day start and
// cutoff, and compares the two credit by credit (`agreement`).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PoolOrder } from '../../src/domain/pool.js';
import { openEmbeddedPostgres } from '../../src/db/embedded.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { localDatabaseUrl } from '../lib/stack.js';
import { htmlReport } from './report-html.js';
import { compareVerdicts } from './compare.js';
import { simulateLedger } from './ledger-run.js';
import { bankDkim, simulateLive, startLiveService } from './live-run.js';
import {
  DEFAULT_FEEDS,
  DEFAULT_SHARES,
  PAYER_BEHAVIOURS,
  type ModelConfig,
  type PayerBehaviour,
} from './model.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '14' },
    tenants: { type: 'string', default: '50' },
    orders: { type: 'string', default: '50000' },
    hours: { type: 'string', default: '24' },
    'pool-order': { type: 'string', default: 'below-list-first' },
    mode: { type: 'string', default: 'ledger' },
    concurrency: { type: 'string', default: '6' },
    shares: { type: 'string' },
    stray: { type: 'string', default: '0.02' },
    name: { type: 'string' },
    'keep-database': { type: 'boolean', default: false },
    'until-minutes': { type: 'string' },
    'no-compare': { type: 'boolean', default: false },
    'no-statements': { type: 'boolean', default: false },
    'sms-lost': { type: 'string' },
    'base-url': { type: 'string' },
    'smtp-port': { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'dns-port': { type: 'string' },
  },
});

const poolOrder = values['pool-order'] as PoolOrder;
if (poolOrder !== 'below-list-first' && poolOrder !== 'highest')
  throw new Error('--pool-order: below-list-first or highest');
const shares: Record<PayerBehaviour, number> = { ...DEFAULT_SHARES };
for (const part of (values.shares ?? '').split(',').filter(Boolean)) {
  const [k, v] = part.split('=') as [PayerBehaviour, string];
  if (!PAYER_BEHAVIOURS.includes(k)) throw new Error(`--shares: unknown behaviour ${k}`);
  shares[k] = Number(v);
}

const cfg: ModelConfig = {
  seed: Number(values.seed),
  tenants: Number(values.tenants),
  orders: Number(values.orders),
  hours: Number(values.hours),
  startHour: 0,
  shares,
  strayPerOrder: Number(values.stray),
  feeds: { ...DEFAULT_FEEDS, ...(values['sms-lost'] ? { smsLost: Number(values['sms-lost']) } : {}) },
};
const log = (line: string) => process.stderr.write(`[simulate] ${line}\n`);

if (values.mode !== 'ledger' && values.mode !== 'live') throw new Error('--mode: ledger or live');

/** Ledger mode on a scratch database of its own. */
async function ledgerRun(epoch?: { epochMs: number; untilMs: number }) {
  const database = await createScratchDatabase(localDatabaseUrl(), 'matchledger_sim');
  try {
    return await simulateLedger(cfg, {
      databaseUrl: database.url,
      poolOrder,
      concurrency: Number(values.concurrency),
      ...(epoch ?? {}),
      log,
      // The day's statements on the day this mode plays alone, not on a live run's replay.
      statements: epoch === undefined && !values['no-statements'],
    });
  } finally {
    if (!values['keep-database']) await database.drop();
  }
}

/** Live mode against the service named by --base-url, or one started here. */
async function liveRun() {
  if (poolOrder !== 'below-list-first')
    throw new Error('--mode live: the service offers amounts below-list-first (CONTRACT §5); no other');
  const untilMinutes = Number(values['until-minutes'] ?? Math.max(10, Math.ceil(cfg.hours * 60) + 3));
  if (values['base-url']) {
    // Sellers are made on the service's own database (there is no HTTP door for signing one up): a
    // guess at it would make them where the service never looks, so it is named, never defaulted.
    if ((values['database-url'] === undefined) === (values['data-dir'] === undefined))
      throw new Error(
        "--base-url: name the service's database, --database-url (its DATABASE_URL) or --data-dir (its DATA_DIR, embedded database)",
      );
    const embedded = values['data-dir']
      ? await openEmbeddedPostgres(path.resolve(values['data-dir']), true)
      : undefined;
    if (embedded?.owner) {
      await embedded.stop();
      throw new Error(`--data-dir ${values['data-dir']}: no service has its embedded database open`);
    }
    const { dns, selector, privateKeyPem } = await bankDkim(Number(values['dns-port'] ?? 0));
    log(
      `DKIM key for hdfcbank.net served at ${dns.address}: start the service with DNS_SERVERS=${dns.address}`,
    );
    try {
      return await simulateLive(cfg, {
        target: {
          baseUrl: values['base-url'].replace(/\/+$/, ''),
          smtpPort: Number(values['smtp-port'] ?? 2525),
          databaseUrl: embedded?.url ?? (values['database-url'] as string),
          dkim: { selector, privateKeyPem },
        },
        untilMinutes,
        log,
      });
    } finally {
      await dns.close();
    }
  }
  const service = await startLiveService(log);
  try {
    return await simulateLive(cfg, { target: service.target, untilMinutes, log });
  } finally {
    await service.stop();
  }
}

const started = performance.now();
{
  const run = values.mode === 'live' ? await liveRun() : await ledgerRun();
  const { summary, verdicts, errors } = run;
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  let agreement: ReturnType<typeof compareVerdicts> | undefined;
  let ledgerSame: Record<string, unknown> | undefined;
  let ledgerVerdicts: unknown[] | undefined;
  if ('live' in run && !values['no-compare']) {
    log('replaying the same scenario in ledger mode, same day start and cutoff, to compare');
    const ledger = await ledgerRun({ epochMs: run.epochMs, untilMs: run.untilMs });
    agreement = compareVerdicts(verdicts, ledger.verdicts, { explain: run.explain });
    log(
      `agreement: ${agreement.same} of ${agreement.credits_compared} credits alike, ${agreement.different} differ` +
        (agreement.different > 0 ? ` (${JSON.stringify(agreement.different_by_cause)})` : ''),
    );
    for (const [behaviour, x] of Object.entries(agreement.by_payer_behaviour))
      log(`  ${behaviour}: ${x.same} of ${x.credits_compared} alike, ${x.different} differ`);
    ledgerVerdicts = ledger.verdicts;
    ledgerSame = {
      confirmed_right: ledger.summary.confirmed_right,
      confirmed_wrong: ledger.summary.confirmed_wrong,
      parked: ledger.summary.parked.total,
      missed: ledger.summary.missed,
      not_received: ledger.summary.not_received,
      driver_errors: ledger.errors.length,
    };
  }
  const out = {
    mode: values.mode,
    seed: cfg.seed,
    tenants: cfg.tenants,
    orders_requested: cfg.orders,
    hours: cfg.hours,
    pool_order: poolOrder,
    wall_seconds: wallSeconds,
    driver_errors: errors.length,
    ...('live' in run
      ? {
          day_start: new Date(run.epochMs).toISOString(),
          cutoff: new Date(run.untilMs).toISOString(),
          live: run.live,
        }
      : {}),
    ...(agreement ? { agreement, ledger_same_scenario: ledgerSame } : {}),
    ...summary,
    ...('statements' in run && run.statements ? { statements: run.statements } : {}),
  };
  const name = values.name ?? `sim-${values.mode}-${poolOrder}-seed${cfg.seed}-${cfg.tenants}x${cfg.orders}`;
  const dir = path.join('.data', 'reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.html`), htmlReport(out));
  writeFileSync(path.join(dir, `${name}.credits.json`), JSON.stringify(verdicts));
  if (ledgerVerdicts)
    writeFileSync(
      path.join(dir, `${name}.ledger-same-scenario.credits.json`),
      JSON.stringify(ledgerVerdicts),
    );
  for (const e of errors.slice(0, 10)) log(`driver error: ${e}`);
  log(`report: ${path.join(dir, `${name}.html`)}`);
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
