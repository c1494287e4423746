// A bank statement reconciled end to end (CONTRACT §14), at two sizes, to show the cost is linear in
// lines: an Axis CSV read, decided against the credits on file, its
// lines stored, and its found lines recorded through the one credit path. Target (issue 27): 50,000
// lines in <= 5 s with <= 300 MiB RSS on the 2-core machine.
//
//   flock /work/heavy.lock npm run bench:statements [-- --found-share 0.02]
import { parseArgs } from 'node:util';
import { databaseOf, openOrm } from '../../src/db/orm.js';
import { readStatement } from '../../src/ingest/statements/read.js';
import { CreditLedger } from '../../src/ledger/credits.js';
import { IntentLedger } from '../../src/ledger/orders.js';
import { StatementLedger } from '../../src/ledger/statements.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { Metrics } from '../../src/metrics.js';
import { createHash } from 'node:crypto';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { connectionKind, localDatabaseUrl } from '../lib/stack.js';

const { values } = parseArgs({ options: { 'found-share': { type: 'string', default: '0.02' } } });
const FOUND_SHARE = Number(values['found-share']);
const SIZES = [25_000, 50_000];
// 2026-09-01 00:00 India.
const DAY0 = Date.UTC(2026, 7, 31, 18, 30) / 1000;
const DAYS = 30;

/**
 * An Axis Bank CSV (2025 layout) of `n` credit lines over 30 days, a tenth as many debits besides: a
 * compact download, so 50,000 lines stay under the 10 MiB upload limit (an XLS of as many is 15 MiB).
 */
function axisCsv(n: number, rrnBase: number): Buffer {
  const out: string[] = [
    'Name :- M/S BENCH TRADERS',
    '',
    'Statement of Account No - 923010001234821 for the period (From : 01-09-2026 To : 30-09-2026)',
    '',
    'Tran Date,Value Date,CHQNO,Transaction Particulars,Amount(INR),DR|CR,Balance(INR),Branch Name',
  ];
  for (let i = 0; i < n; i++) {
    const date = `${String(1 + Math.floor((i * DAYS) / n)).padStart(2, '0')}-09-2026`;
    const amount = (100 + (i % 90_000) + 0.5).toFixed(2);
    out.push(
      `${date},${date},-,UPI/P2A/${rrnBase + i}/PAYER ${i % 1000}/STATE BAN/Order/,${amount},CR,1000000.00,PUNE`,
    );
    if (i % 10 === 0) out.push(`${date},${date},-,ATM-CASH/AXIS/S1ANPN12/PUNE,500.00,DR,1000000.00,PUNE`);
  }
  out.push('', '"Unless the constituent notifies the bank immediately of any discrepancy"');
  return Buffer.from(out.join('\r\n'));
}

const database = await createScratchDatabase(localDatabaseUrl(), 'matchledger_stmbench');
const orm = await openOrm({ url: database.url, poolSize: 4, log: () => undefined });
try {
  const db = await databaseOf(orm, true);
  const deps = {
    db,
    publicBaseUrl: 'http://bench',
    metrics: new Metrics(),
    outbox: { wake: () => undefined },
  };
  const credits = new CreditLedger(deps, new IntentLedger(deps));
  const statements = new StatementLedger(deps, credits);
  const results = [];
  let rrnBase = 600_000_000_000;
  for (const n of SIZES) {
    const tenant = await createTenant(
      db,
      { name: 'Bench', email: `stm-${n}@example.com`, payeeVpa: 'a@b' },
      'x',
    );
    const file = axisCsv(n, rrnBase);
    // The credits the feeds brought: every line but the found share, each with its rrn and time.
    const known = Math.round(n * (1 - FOUND_SHARE));
    await orm.em.fork().execute(
      `insert into credits (id, tenant_id, rrn, amount_paise, source, credited_at, credited_until, received_at, status)
       select 'crd_' || lpad(to_hex(? + g), 20, '0'), ?, (? + g)::text, 10050 + (g % 90000) * 100, 'email',
              ? + (g * ${DAYS} * 86400 / ${n}), ? + (g * ${DAYS} * 86400 / ${n}), ? + (g * ${DAYS} * 86400 / ${n}) + 5, 'unplaced'
       from generate_series(0::bigint, ? - 1) g`,
      [rrnBase, tenant.tenant_id, rrnBase, DAY0, DAY0, DAY0, known],
    );
    await orm.em.fork().execute('analyze credits');
    const rssBefore = process.memoryUsage().rss;
    const t0 = performance.now();
    const read = await readStatement(file);
    const t1 = performance.now();
    const sha256 = createHash('sha256').update(file).digest('hex');
    const { statement } = await statements.import({ tenantId: tenant.tenant_id, sha256, ...read });
    const t2 = performance.now();
    const seconds = (t2 - t0) / 1000;
    results.push({
      lines: n,
      file_bytes: file.length,
      outcomes: statement.outcomes,
      read_seconds: Number(((t1 - t0) / 1000).toFixed(3)),
      reconcile_seconds: Number(((t2 - t1) / 1000).toFixed(3)),
      total_seconds: Number(seconds.toFixed(3)),
      lines_per_second: Math.round(n / seconds),
      rss_mib_after: Math.round(process.memoryUsage().rss / 1048576),
      rss_mib_before: Math.round(rssBefore / 1048576),
    });
    rrnBase += 10_000_000;
  }
  console.log(
    JSON.stringify(
      {
        benchmark: 'statements',
        database: connectionKind(database.url),
        found_share: FOUND_SHARE,
        results,
        max_rss_mib: Math.round(process.resourceUsage().maxRSS / 1024),
      },
      null,
      2,
    ),
  );
} finally {
  await orm.close();
  await database.drop();
}
