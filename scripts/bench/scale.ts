// The ledger at volume (issue 10): 1,000,000 credits and 1,000,000 reservations across 1,000 tenants,
// laid out in bulk (and --side-rows rows in each table the periodic jobs read or prune), then the
// intake measured as before, and every statement on the credit path and of every periodic job shown
// with EXPLAIN to read an index. Figures on stdout (one JSON object); logs on stderr.
//
//   npm run bench:scale [-- --tenants 1000 --per-tenant 1000 --busy-credits 20000 --side-rows 100000 --seconds 20]
//
// Ten of the tenants are "busy" sellers with --busy-credits credits each (the intake's repeat and
// duplicate checks read the tenant's own credits); the intake is measured on them, first on an
// empty ledger and then at full size, at 20 reports a second through the running service.
import { parseArgs } from 'node:util';
import { databaseOf } from '../../src/db/orm.js';
import {
  ATTACH_RRN,
  CREDIT_BY_ID,
  CREDIT_STATUS,
  DECISION_FACTS,
  INSERT_CREDIT,
} from '../../src/db/credits.js';
import { AUTHENTICATE, DEVICE_HEARD, DEVICE_LAST_MESSAGE } from '../../src/db/devices.js';
import { UNDISPATCHED_DELIVERIES } from '../../src/db/deliveries.js';
import {
  EVENTS_TO_REDACT,
  PRUNING,
  REDACT_CREDITS,
  REDACT_EVENT,
  RESERVING_TENANTS,
  SILENT_REPORTERS,
} from '../../src/db/housekeeping.js';
import {
  CONFIRM_INTENT,
  INTENT_BODY,
  INTENT_OF_TENANT,
  MARK_SYNCED,
  SNAPSHOT,
  TOUCH_INTENT,
  UNSYNCED_SNAPSHOTS,
} from '../../src/db/intents.js';
import { UNDISPATCHED as UNDISPATCHED_MAIL } from '../../src/db/outbound-mail.js';
import { BACKLOG, INSERT_EVENT, INSERT_EVENT_WITH_DELIVERY } from '../../src/db/outbox.js';
import { INSERT_RESERVATION, LINK_LIVE, POOL_HOLDS } from '../../src/db/reservations.js';
import type { Statement } from '../../src/db/sql.js';
import { LOCK_TENANT } from '../../src/db/tenants.js';
import { Housekeeping, pruneCutoffs } from '../../src/ledger/housekeeping.js';
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
    'side-rows': { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '20' },
  },
});
const TENANTS = Number(values.tenants);
const PER_TENANT = Number(values['per-tenant']);
const BUSY_CREDITS = Number(values['busy-credits']);
const SIDE_ROWS = Number(values['side-rows']);
const SECONDS = Number(values.seconds);
const BUSY = 10;
/** The tables laid out by the hundred thousand or more: no statement may read one whole. */
const BIG_TABLES = [
  'credits',
  'reservations',
  'intents',
  'events',
  'deliveries',
  'delivery_attempts',
  'idempotency_keys',
  'pairing_codes',
  'ops_alerts',
  'inbound_mail',
  'sessions',
  'sign_in_links',
  'smsgate_envelopes',
  'outbound_mail',
];
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
    // The tables the periodic jobs read or prune, SIDE_ROWS rows each, a tenth of them due for pruning.
    // Payloads (events) are within the 90 days, as the credits are: retention finds them by index.
    `create temporary table side as
       select s, t.id as tenant_id, ${now}::bigint - (s % 80) * 86400 - s % 3600 as at, s % 10 = 0 as due
         from generate_series(1, ${SIDE_ROWS}) s join scale_tenants t on t.n = 1 + s % ${TENANTS - BUSY}`,
    `insert into events (id, tenant_id, kind, payload, occurred_at)
     select 'evt_' || lpad(to_hex(s), 20, '0'), tenant_id, 'payment.unplaced', '{}', at from side`,
    `insert into deliveries (id, event_id, tenant_id, event_kind, created_at, state, dispatched, attempts)
     select 'dlv_' || lpad(to_hex(s), 20, '0'), 'evt_' || lpad(to_hex(s), 20, '0'), tenant_id, 'payment.unplaced',
            at, 'succeeded', true, 1
       from side`,
    `insert into delivery_attempts (delivery_id, attempt, replay, started_at_ms, duration_ms, status)
     select 'dlv_' || lpad(to_hex(s), 20, '0'), 1, false,
            (case when due then at - 91 * 86400 else at end) * 1000, 20, 200
       from side`,
    `insert into idempotency_keys (tenant_id, key, fingerprint, response_status, response_body, created_at)
     select tenant_id, 'k' || s, 'f', 201, '{}', case when due then ${now} - 2 * 86400 else ${now} - s % 3600 end
       from side`,
    `insert into pairing_codes (code_hash, tenant_id, created_at, expires_at)
     select 'code' || s, tenant_id, ${now} - 600, case when due then ${now} - 2 * 86400 else ${now} + 600 end from side`,
    `insert into ops_alerts (kind, tenant_id, message, created_at)
     select 'feed_silent', tenant_id, 'scale', case when due then at - 91 * 86400 else at end from side`,
    `insert into inbound_mail (tenant_id, received_at, outcome)
     select tenant_id, case when due then at - 91 * 86400 else at end, 'credited' from side`,
    `insert into sessions (id_hash, tenant_id, email, created_at, expires_at)
     select 'session' || s, tenant_id, 'a@example.com', ${now} - 3600, case when due then ${now} - 60 else ${now} + 3600 end
       from side`,
    `insert into sign_in_links (token_hash, tenant_id, email, created_at, expires_at)
     select 'link' || s, tenant_id, 'a@example.com', ${now} - 600, case when due then ${now} - 60 else ${now} + 300 end
       from side`,
    `insert into devices (id, tenant_id, name, platform, kind, signing_key, created_at, last_seen_at)
     select 'dev_' || lpad(to_hex(t.n), 20, '0'), t.id, 'scale', 'android', 'smsgate', 'key', ${now} - 86400, ${now}
       from scale_tenants t where t.n <= ${TENANTS - BUSY}`,
    `insert into smsgate_envelopes (device_id, envelope_id, received_at)
     select 'dev_' || lpad(to_hex(1 + s % ${TENANTS - BUSY}), 20, '0'), 'env' || s,
            case when due then ${now} - 8 * 86400 else ${now} - s % 86400 end
       from side`,
    `insert into outbound_mail (to_address, subject, created_at, dispatched, sent_at, sent_via)
     select 'a@example.com', 'Sign in', at, true, at, 'smtp' from side`,
    'vacuum analyze',
    'checkpoint',
  );
  const loadSeconds = Math.round((performance.now() - loadStarted) / 100) / 10;
  const [counts] = await db.rows<Record<string, string>>(
    `select (select count(*) from tenants) as tenants, (select count(*) from intents) as intents,
            (select count(*) from reservations) as reservations, (select count(*) from credits) as credits,
            (select count(*) from events) as events, (select count(*) from sessions) as sessions`,
  );

  // EXPLAIN of every statement on the credit path (a report from a device to a confirmed order and its
  // event), of the pool's read, and of every periodic job's statements, as the ledger sends them. A
  // read runs (EXPLAIN ANALYZE); a write is planned only, so the layout stays as it was.
  const tenant = busy[0] as ReservedOrder['tenant'];
  const [someIntent] = await db.rows<{ id: string }>(`select id from intents where tenant_id = $1 limit 1`, [
    tenant.id,
  ]);
  const intentId = someIntent?.id ?? 'int_00000000000000000000';
  const plans: Record<string, Record<string, { seqScans: string[]; ms?: number; indexes: string[] }>> = {};
  /** `case` tells apart two runs of one statement with other parameters. */
  const explain = async (group: string, s: Statement, params: unknown[], write = false, case_ = '') => {
    const [row] = await db.rows<{ 'QUERY PLAN': unknown }>(
      `explain (${write ? '' : 'analyze, '}format json) ${s.text}`,
      params,
    );
    const plan = (row?.['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time'?: number }[])[0];
    const seqScans: string[] = [];
    const indexes: string[] = [];
    const walk = (n: PlanNode) => {
      if (n['Node Type'] === 'Seq Scan') seqScans.push(String(n['Relation Name']));
      if (n['Index Name']) indexes.push(n['Index Name']);
      for (const c of n.Plans ?? []) walk(c);
    };
    if (plan) walk(plan.Plan);
    (plans[group] ??= {})[`${s.name ?? s.text.slice(0, 40)}${case_ && ` (${case_})`}`] = {
      seqScans,
      indexes: [...new Set(indexes)],
      ...(write ? {} : { ms: Math.round((plan?.['Execution Time'] ?? 0) * 100) / 100 }),
    };
  };
  const credit = 'credit path';
  await explain(credit, AUTHENTICATE, ['0'.repeat(64)]);
  await explain(credit, DEVICE_HEARD, [now, 'dev_x', now - 60], true);
  await explain(credit, LOCK_TENANT, [tenant.id]);
  const facts = [
    tenant.id,
    '999999999999',
    10_007,
    now - 30,
    'p7@okaxis',
    1800,
    now - 30,
    now - 30,
    86_400,
    604_800,
  ];
  await explain(credit, DECISION_FACTS, facts, false, 'rrn and payer');
  // An SMS timed by the phone's clock: its reservations are those meeting the span up to our receipt.
  await explain(
    credit,
    DECISION_FACTS,
    [tenant.id, null, 10_007, now - 600, null, 1800, now - 600, now, 86_400, 604_800],
    false,
    'neither, phone clock',
  );
  await explain(credit, ATTACH_RRN, ['crd_x', '999999999999'], true);
  await explain(credit, CREDIT_STATUS, ['crd_x']);
  const newCredit = ['crd_x', tenant.id, '999999999999', 10_007, 'p@okaxis', null, 'device', null, now, now];
  await explain(
    credit,
    INSERT_CREDIT,
    [...newCredit, 'matched', null, intentId, [], null, null, now, null],
    true,
  );
  await explain(
    credit,
    CONFIRM_INTENT,
    [intentId, 10_007, 'amount', null, null, null, now, null, 'crd_x', 3600],
    true,
  );
  await explain(credit, INTENT_BODY, [now, intentId, tenant.id]);
  await explain(credit, INTENT_OF_TENANT, [intentId, tenant.id]);
  await explain(credit, CREDIT_BY_ID, ['crd_x', tenant.id]);
  await explain(
    credit,
    INSERT_EVENT,
    ['evt_x', tenant.id, 'payment.confirmed', intentId, null, '{}', now],
    true,
  );
  await explain(
    credit,
    INSERT_EVENT_WITH_DELIVERY,
    ['evt_y', tenant.id, 'payment.confirmed', intentId, null, '{}', now, 'dlv_x'],
    true,
  );
  await explain(credit, TOUCH_INTENT, [intentId, now], true);
  await explain(credit, DEVICE_LAST_MESSAGE, ['dev_x', now, 'credited', 'crd_x'], true);
  await explain(credit, SNAPSHOT, [intentId]);
  await explain(credit, MARK_SYNCED, [[intentId], [2]], true);
  const reserve = 'reserve';
  await explain(reserve, POOL_HOLDS, [tenant.id, now, 49_901, 50_000, intentId, 86_400]);
  await explain(reserve, LINK_LIVE, ['no-such-link', now]);
  await explain(reserve, INSERT_RESERVATION, [tenant.id, intentId, 49_950, now, now + 900, now + 4500], true);
  const jobs0 = 'periodic jobs';
  const keep = now - 90 * 86_400;
  await explain(jobs0, REDACT_CREDITS, [now, keep], true);
  await explain(jobs0, EVENTS_TO_REDACT, [keep, 500]);
  await explain(jobs0, REDACT_EVENT, ['{}', now, 'evt_x'], true);
  for (const [table, cutoff] of Object.entries(pruneCutoffs(now)) as [keyof typeof PRUNING, number][]) {
    await explain(jobs0, PRUNING[table], [cutoff, 5_000], true);
  }
  await explain(jobs0, RESERVING_TENANTS, [now - 3600, now - 3600]);
  await explain(jobs0, SILENT_REPORTERS, [now - 1800, now - 6 * 3600, 3]);
  await explain(jobs0, UNSYNCED_SNAPSHOTS, [500, now]);
  await explain(jobs0, UNDISPATCHED_DELIVERIES, [now, 500]);
  await explain(jobs0, UNDISPATCHED_MAIL, [now, 500]);
  await explain(jobs0, BACKLOG, []);

  // The periodic jobs and the intake, counted by PostgreSQL itself: sequential scans of the big
  // tables in each phase. An idle backend reports its counts within PostgreSQL's idle interval (10 s),
  // so each phase waits that long on both sides to count only its own scans.
  const scanCounts = async () =>
    Object.fromEntries(
      (
        await db.rows<{ relname: string; seq_scan: string }>(
          `select relname, seq_scan from pg_stat_user_tables where relname = any($1::text[])`,
          [BIG_TABLES],
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
    ['reporter silence watch', () => housekeeping.watchReporterSilence()],
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
  // No plan may read a big table whole; the credit path reads no table whole at all.
  const explainSeqScans = Object.entries(plans).flatMap(([group, statements]) =>
    Object.values(statements).flatMap((p) =>
      p.seqScans.filter((t) => group === credit || BIG_TABLES.includes(t)),
    ),
  );
  process.stdout.write(
    `${JSON.stringify({
      rows: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
      load_seconds: loadSeconds,
      intake_empty: empty,
      intake_full: full,
      explain: plans,
      periodic_jobs: jobs,
      intake_seq_scans: intakeScans,
      explain_seq_scans_of_big_tables: explainSeqScans,
      every_statement_uses_an_index: explainSeqScans.length === 0 && seqScansOfBigTables === 0,
    })}\n`,
  );
} finally {
  await stack.teardown();
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
