// Issue 14: a day of real trade, simulated with ground truth.
//
//   npm run simulate -- [--seed N] [--tenants T] [--orders N] [--hours H]
//                       [--pool-order below-list-first|highest] [--mode ledger|live] [--concurrency C]
//                       [--shares exact=0.6,list_price=0.1,...] [--stray 0.02] [--name NAME]
//
// One JSON object on stdout (the figures); progress and logs on stderr. An HTML report and every
// credit's verdict (for comparing modes credit by credit) are written under .data/reports/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PoolOrder } from '../../src/domain/pool.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { localDatabaseUrl } from '../lib/stack.js';
import { htmlReport } from './report-html.js';
import { simulateLedger } from './ledger-run.js';
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
  feeds: DEFAULT_FEEDS,
};
const log = (line: string) => process.stderr.write(`[simulate] ${line}\n`);

if (values.mode !== 'ledger') throw new Error('--mode live is not built yet; see the report of issue 14');

const started = performance.now();
const database = await createScratchDatabase(localDatabaseUrl(), 'matchledger_sim');
try {
  const { summary, verdicts, errors } = await simulateLedger(cfg, {
    databaseUrl: database.url,
    poolOrder,
    concurrency: Number(values.concurrency),
    log,
  });
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  const out = {
    mode: values.mode,
    seed: cfg.seed,
    tenants: cfg.tenants,
    orders_requested: cfg.orders,
    hours: cfg.hours,
    pool_order: poolOrder,
    wall_seconds: wallSeconds,
    driver_errors: errors.length,
    ...summary,
  };
  const name = values.name ?? `sim-${values.mode}-${poolOrder}-seed${cfg.seed}-${cfg.tenants}x${cfg.orders}`;
  const dir = path.join('.data', 'reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.html`), htmlReport(out));
  writeFileSync(path.join(dir, `${name}.credits.json`), JSON.stringify(verdicts));
  for (const e of errors.slice(0, 10)) log(`driver error: ${e}`);
  log(`report: ${path.join(dir, `${name}.html`)}`);
  process.stdout.write(`${JSON.stringify(out)}\n`);
} finally {
  if (!values['keep-database']) await database.drop();
}
