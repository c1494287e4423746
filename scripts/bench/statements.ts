// A bank statement reconciled end to end (CONTRACT §14), at two sizes, to show the cost is linear in
// lines: an Axis CSV read, decided against the credits on file, its
// lines stored, and its found lines recorded through the one credit path. Target (issue 27): 50,000
// lines in <= 5 s with <= 300 MiB RSS on the 2-core machine.
//
//   flock /work/heavy.lock npm run bench:statements [-- --found-share 0.02]
//
// Each size runs in a process of its own, so its peak RSS is its own (not the larger of two runs) and
// the process's starting RSS (the loaded modules) is shown beside it.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { databaseOf, openOrm } from '../../src/db/orm.js';
import { readStatement } from '../../src/ingest/statements/read.js';
import { CreditLedger } from '../../src/ledger/credits.js';
import { IntentLedger } from '../../src/ledger/orders.js';
import { StatementLedger } from '../../src/ledger/statements.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { Metrics } from '../../src/metrics.js';
import { createHash } from 'node:crypto';
import os from 'node:os';
import v8 from 'node:v8';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { connectionKind, localDatabaseUrl } from '../lib/stack.js';

const { values } = parseArgs({
  options: { 'found-share': { type: 'string', default: '0.02' }, size: { type: 'string' } },
});
const FOUND_SHARE = Number(values['found-share']);
const SIZES = [25_000, 50_000];
const mib = (bytes: number): number => Math.round(bytes / 1048576);
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

if (values.size === undefined) {
  const results = SIZES.map((n) => {
    const out = execFileSync(
      process.execPath,
      [
        ...process.execArgv,
        process.argv[1] as string,
        '--size',
        String(n),
        '--found-share',
        String(FOUND_SHARE),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    );
    return JSON.parse(out) as { lines: number; total_seconds: number };
  });
  const [small, large] = results as [(typeof results)[number], (typeof results)[number]];
  console.log(
    JSON.stringify(
      {
        benchmark: 'statements',
        found_share: FOUND_SHARE,
        results,
        // 1.0 is exactly linear: the larger size's seconds per line over the smaller's.
        per_line_cost_ratio: Number(
          (large.total_seconds / large.lines / (small.total_seconds / small.lines)).toFixed(2),
        ),
      },
      null,
      2,
    ),
  );
} else {
  console.log(JSON.stringify(await measure(Number(values.size))));
}

async function measure(n: number) {
  // The process with its modules loaded and nothing done: what the import's peak is measured against.
  const rssAtStart = process.memoryUsage().rss;
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
    const rrnBase = 600_000_000_000;
    const tenant = await createTenant(db, { name: 'Bench', email: 'stm@example.com', payeeVpa: 'a@b' }, 'x');
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
    const file = axisCsv(n, rrnBase);
    const rssBefore = process.memoryUsage().rss;
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const read = await readStatement(file);
    const t1 = performance.now();
    const sha256 = createHash('sha256').update(file).digest('hex');
    const { statement } = await statements.import({ tenantId: tenant.tenant_id, sha256, ...read });
    const t2 = performance.now();
    const cpu = process.cpuUsage(cpu0);
    const seconds = (t2 - t0) / 1000;
    return {
      lines: n,
      file_bytes: file.length,
      outcomes: statement.outcomes,
      read_seconds: Number(((t1 - t0) / 1000).toFixed(3)),
      reconcile_seconds: Number(((t2 - t1) / 1000).toFixed(3)),
      total_seconds: Number(seconds.toFixed(3)),
      cpu_seconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(3)),
      lines_per_second: Math.round(n / seconds),
      rss_mib_at_start: mib(rssAtStart),
      rss_mib_before: mib(rssBefore),
      rss_mib_after: mib(process.memoryUsage().rss),
      max_rss_mib: Math.round(process.resourceUsage().maxRSS / 1024),
      // V8's young generation (both semi-spaces) at the end: it grows to its maximum under a burst of
      // allocation, and its pages count in RSS once touched (docs/performance.md).
      young_generation_mib: mib(
        v8.getHeapSpaceStatistics().find((x) => x.space_name === 'new_space')?.space_size ?? 0,
      ),
      load_average: os.loadavg().map((x) => Number(x.toFixed(2))),
      database: connectionKind(database.url),
    };
  } finally {
    await orm.close();
    await database.drop();
  }
}
