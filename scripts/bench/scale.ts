// The ledger at volume (issue 10): 1,000,000 credits and 1,000,000 reservations across 1,000 tenants,
// laid out in bulk, then the intake measured as before, and every statement on the credit path and
// every periodic job shown to read an index. Figures on stdout (one JSON object); logs on stderr.
//
//   npm run bench:scale [-- --tenants 1000 --per-tenant 1000 --busy-credits 20000 --seconds 20]
//
// Ten of the tenants are "busy" sellers with --busy-credits credits each (the intake's repeat and
// duplicate checks read the tenant's own credits); the intake is measured on them, first on an
// empty ledger and then at full size, at 20 reports a second through the running service.
import { parseArgs } from 'node:util';
import { databaseOf } from '../../src/db/orm.js';
import { DECISION_FACTS } from '../../src/db/credits.js';
import { POOL_HOLDS } from '../../src/db/reservations.js';
import { Housekeeping } from '../../src/ledger/housekeeping.js';
import { OpsAlerts } from '../../src/ledger/alerts.js';
import { Metrics } from '../../src/metrics.js';
import { createLogger } from '../../src/logger.js';
import { nextRrn, reservedOrders, tenantsWithDevices, type ReservedOrder } from '../lib/fixtures.js';
import { client, expectStatus, openLoop, type Figures } from '../lib/load.js';
import { runAlone } from '../lib/scratch-database.js';
import { startStack } from '../lib/stack.js';

const { values } = parseArgs({
  options: {
    tenants: { type: 'string', default: '1000' },
    'per-tenant': { type: 'string', default: '1000' },
    'busy-credits': { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '20' },
  },
});
const TENANTS = Number(values.tenants);
const PER_TENANT = Number(values['per-tenant']);
const BUSY_CREDITS = Number(values['busy-credits']);
const SECONDS = Number(values.seconds);
const BUSY = 10;
// Each device may report 60 times a minute (SPEC §8): 20 a second over ten devices stays under it.
const RATE = 20;
const say = (m: string) => process.stderr.write(`${m}\n`);

const stack = await startStack();
try {
  const service = await stack.spawn('api,worker');
  const busy = await tenantsWithDevices(stack, BUSY);
  const db = await databaseOf(stack.orm, true);
  const http = client(service.baseUrl, 32);

  const measureIntake = async (): Promise<Figures> => {
    const orders = await reservedOrders(stack, busy, Math.ceil((RATE * SECONDS) / BUSY) + 1);
    await runAlone(stack.databaseUrl, 'vacuum analyze', 'checkpoint');
    return payOrders(orders);
  };
  const payOrders = (orders: ReservedOrder[]): Promise<Figures> => {
    let next = 0;
    return openLoop(RATE, SECONDS, async () => {
      const o = orders[next++] as ReservedOrder;
      const r = expectStatus(
        await http.request('POST', '/v1/reports', o.tenant.deviceToken, {
          amount_paise: o.amountPaise,
          credited_at: Math.floor(Date.now() / 1000),
          rrn: nextRrn(),
          payer_vpa: `payer${next}@okaxis`,
        }),
        202,
      );
      if (r.status !== 'matched') throw new Error(`report ${JSON.stringify(r)}`);
    });
  };

  say('measuring the intake on an empty ledger...');
  const empty = await measureIntake();

  say(`laying out ${TENANTS} tenants with ${PER_TENANT} orders, reservations and credits each...`);
  const now = Math.floor(Date.now() / 1000);
  const loadStarted = performance.now();
  // Bulk rows in the shapes the ledger writes: orders long settled (their workflows told, so the
  // relay leaves them), reservations lapsed and rested, credits spread over the last 90 days.
  await runAlone(
    stack.databaseUrl,
    `insert into tenants (id, name, email, payee_vpa, ingest_id, created_at)
     select 'tnt_' || lpad(to_hex(t), 20, '0'), 'Scale ' || t, 'scale' || t || '@example.com', 'shop@okhdfc',
            'inscale' || t, ${now - 100 * 86_400}
       from generate_series(1, ${TENANTS - BUSY}) t`,
    `create temporary table scale_tenants as
       select id, row_number() over (order by id) as n from tenants`,
    `insert into intents (id, tenant_id, status, list_paise, page_token, expires_at, created_at, expired_at,
                          sync_version, synced_version, sync_requested_at)
     select 'int_' || lpad(to_hex(t.n * 1000000 + j), 20, '0'), t.id, 'expired', 10000 + j * 100,
            'scale' || t.n || '_' || j, c.at + 86400, c.at, c.at + 86400, 1, 1, c.at
       from scale_tenants t, generate_series(1, ${PER_TENANT}) j,
            lateral (select ${now} - 90 * 86400 + ((j * 7919 + t.n * 104729) % (89 * 86400)) as at) c`,
    `insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
     select i.tenant_id, i.id, i.list_paise - 1, i.created_at, i.created_at + 900, i.created_at + 900,
            i.created_at + 4500
       from intents i join scale_tenants t on t.id = i.tenant_id
      where i.page_token like 'scale%'`,
    `insert into credits (id, tenant_id, rrn, amount_paise, payer_vpa, source, credited_at, received_at, status,
                          candidates)
     select 'crd_' || lpad(to_hex(t.n * 10000000 + j), 20, '0'), t.id,
            lpad((100000000000 + t.n * 10000000 + j)::text, 12, '0'), 10000 + (j % 5000) * 7,
            'p' || (j % 900) || '@okaxis', 'device', c.at, c.at + 5,
            case when j % 10 = 0 then 'unplaced' else 'matched' end, '{}'
       from scale_tenants t,
            generate_series(1, case when t.id in (${busy.map((b) => `'${b.id}'`).join(',')})
                                    then ${BUSY_CREDITS} else ${PER_TENANT} end) j,
            lateral (select ${now} - 90 * 86400 + ((j * 7919 + t.n * 104729) % (89 * 86400)) as at) c`,
    'vacuum analyze',
    'checkpoint',
  );
  const loadSeconds = Math.round((performance.now() - loadStarted) / 100) / 10;
  const [counts] = await db.rows<Record<string, string>>(
    `select (select count(*) from tenants) as tenants, (select count(*) from intents) as intents,
            (select count(*) from reservations) as reservations, (select count(*) from credits) as credits`,
  );

  // EXPLAIN of the credit path's statements for a busy tenant, and of the pool's read.
  const tenant = busy[0] as ReservedOrder['tenant'];
  const plans: Record<string, { seqScans: string[]; ms: number }> = {};
  const explain = async (name: string, text: string, params: unknown[]) => {
    const [row] = await db.rows<{ 'QUERY PLAN': unknown }>(`explain (analyze, format json) ${text}`, params);
    const plan = (row?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0];
    const seqScans: string[] = [];
    const walk = (n: PlanNode) => {
      if (n['Node Type'] === 'Seq Scan') seqScans.push(String(n['Relation Name']));
      for (const c of n.Plans ?? []) walk(c);
    };
    if (plan) walk(plan.Plan);
    plans[name] = { seqScans, ms: Math.round((plan?.['Execution Time'] ?? 0) * 100) / 100 };
  };
  await explain('credit decision facts (repeat, duplicate, candidates)', DECISION_FACTS.text, [
    tenant.id,
    '999999999999',
    10_007,
    now - 30,
    'p7@okaxis',
    1800,
  ]);
  await explain('credit decision facts without rrn or payer', DECISION_FACTS.text, [
    tenant.id,
    null,
    10_007,
    now - 30,
    null,
    1800,
  ]);
  await explain('pool holds (reserve)', POOL_HOLDS.text, [
    tenant.id,
    now,
    49_901,
    50_000,
    'int_00000000000000000000',
  ]);

  // The periodic jobs and the intake, counted by PostgreSQL itself: sequential scans of the big
  // tables in each phase. An idle backend reports its counts within PostgreSQL's idle interval (10 s),
  // so each phase waits that long on both sides to count only its own scans.
  const scanCounts = async () =>
    Object.fromEntries(
      (
        await db.rows<{ relname: string; seq_scan: string }>(
          `select relname, seq_scan from pg_stat_user_tables where relname in ('credits', 'reservations', 'intents')`,
        )
      ).map((r) => [r.relname, Number(r.seq_scan)]),
    );
  const settle = () => new Promise((r) => setTimeout(r, 11_000));
  const seqScansIn = async (run: () => Promise<unknown>): Promise<Record<string, number>> => {
    await settle();
    const before = await scanCounts();
    await run();
    await settle();
    const after = await scanCounts();
    return Object.fromEntries(Object.entries(after).map(([t, n]) => [t, n - (before[t] ?? 0)]));
  };
  const housekeeping = new Housekeeping(
    db,
    new OpsAlerts(db, createLogger('silent'), undefined),
    new Metrics(),
  );
  const jobs: Record<string, { ms: number; seq_scans: Record<string, number> }> = {};
  for (const [name, run] of [
    ['retention', () => housekeeping.applyRetention()],
    ['pruning', () => housekeeping.prune()],
    ['feed silence watch', () => housekeeping.watchFeedSilence()],
  ] as const) {
    let ms = 0;
    const seq_scans = await seqScansIn(async () => {
      const t = performance.now();
      await run();
      ms = Math.round(performance.now() - t);
    });
    jobs[name] = { ms, seq_scans };
  }
  say('measuring the intake at full size...');
  const orders = await reservedOrders(stack, busy, Math.ceil((RATE * SECONDS) / BUSY) + 1);
  await runAlone(stack.databaseUrl, 'vacuum analyze', 'checkpoint');
  let full: Figures | undefined;
  const intakeScans = await seqScansIn(async () => {
    full = await payOrders(orders);
  });
  await http.close();

  const seqScansOfBigTables = [intakeScans, ...Object.values(jobs).map((j) => j.seq_scans)]
    .flatMap((c) => Object.values(c))
    .reduce((a, b) => a + b, 0);
  const explainSeqScans = Object.values(plans).flatMap((p) => p.seqScans);
  process.stdout.write(
    `${JSON.stringify({
      rows: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
      load_seconds: loadSeconds,
      intake_empty: empty,
      intake_full: full,
      explain: plans,
      periodic_jobs: jobs,
      intake_seq_scans: intakeScans,
      every_statement_uses_an_index: explainSeqScans.length === 0 && seqScansOfBigTables === 0,
    })}\n`,
  );
} finally {
  await stack.teardown();
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}
