// What one paid order costs in work, counted beside bench:sustained's CPU figures (issue 28): the
// service's SQL statements (each a round trip, by name, from its own /metrics), the Temporal dev
// server's requests by operation (workflow starts, workflow and activity task completions, signals,
// queries, polls: its own Prometheus metrics), and the history events of a sample of the run's paid
// orders' workflows (the order's and its payment.confirmed delivery's), by event type.
import type { Connection } from '@temporalio/client';
import type { Database } from '../../src/db/sql.js';
import { taskQueueBacklog } from './sustained-probes.js';

const round = (x: number, d = 2): number => Math.round(x * 10 ** d) / 10 ** d;

/** One Prometheus counter's values summed by one label, from an exposition text. */
export function sumByLabel(text: string, metric: string, label: string): Map<string, number> {
  const out = new Map<string, number>();
  const line = new RegExp(`^${metric}\\{([^}]*)\\} (\\S+)$`, 'gm');
  for (const m of text.matchAll(line)) {
    const value = new RegExp(`(?:^|,)${label}="([^"]*)"`).exec(m[1] as string)?.[1];
    if (value === undefined) continue;
    out.set(value, (out.get(value) ?? 0) + Number(m[2]));
  }
  return out;
}

async function metricsText(url: string | undefined): Promise<string> {
  if (!url) return '';
  try {
    return await (await fetch(url)).text();
  } catch {
    return '';
  }
}

/** A reading of every counter this file follows; `since` of two readings gives the run's share. */
export interface WorkReading {
  sql: Map<string, number>;
  temporalRequests: Map<string, number>;
  /** The dev server's SQLite calls by operation. */
  persistence: Map<string, number>;
}

export async function readWork(serviceUrls: string[], temporalMetricsUrl: string | undefined) {
  const sql = new Map<string, number>();
  for (const url of serviceUrls) {
    const text = await metricsText(`${url}/metrics`);
    for (const [k, v] of sumByLabel(text, 'matchledger_sql_statements_total', 'statement'))
      sql.set(k, (sql.get(k) ?? 0) + v);
  }
  const text = await metricsText(temporalMetricsUrl);
  // The frontend's requests only: the dev server's history and matching services count their own
  // internal calls under the same metric.
  const temporalRequests = sumByLabel(
    text
      .split('\n')
      .filter((l) => !l.startsWith('service_requests{') || l.includes('service_name="frontend"'))
      .join('\n'),
    'service_requests',
    'operation',
  );
  const persistence = sumByLabel(text, 'persistence_requests', 'operation');
  return { sql, temporalRequests, persistence } satisfies WorkReading;
}

/** Per paid order, between two readings: the `top` largest at or above 0.01, the largest first. */
export function perPaid(
  before: Map<string, number>,
  after: Map<string, number>,
  paid: number,
  top = Infinity,
): Record<string, number> {
  const rows = [...after]
    .map(([k, v]) => [k, (v - (before.get(k) ?? 0)) / Math.max(1, paid)] as const)
    .filter(([, n]) => n >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .slice(0, top);
  return Object.fromEntries(rows.map(([k, n]) => [k, round(n)]));
}

const total = (r: Record<string, number>): number => round(Object.values(r).reduce((a, b) => a + b, 0));

export function workPerPaidOrder(before: WorkReading, after: WorkReading, paid: number) {
  const sql = perPaid(before.sql, after.sql, paid);
  const requests = perPaid(before.temporalRequests, after.temporalRequests, paid);
  return {
    temporal_persistence_calls: perPaid(before.persistence, after.persistence, paid, 12),
    sql_round_trips: { total: total(sql), by_statement: sql },
    temporal_frontend_requests: { total: total(requests), by_operation: requests },
  };
}

/** Orders Temporal has not been told of, deliveries whose workflow has not started, and the oldest's age. */
export async function outboxBacklog(db: Database) {
  const [row] = await db.rows<Record<string, string | null>>(
    `select (select count(*) from intents where synced_version < sync_version) as intents,
            (select min(sync_requested_at) from intents where synced_version < sync_version) as intents_oldest,
            (select count(*) from deliveries where not dispatched) as deliveries,
            (select min(created_at) from deliveries where not dispatched) as deliveries_oldest`,
  );
  const now = Date.now() / 1000;
  const age = (t: string | null | undefined): number => (t ? Math.max(0, now - Number(t)) : 0);
  return {
    intents: Number(row?.intents ?? 0),
    deliveries: Number(row?.deliveries ?? 0),
    ageS: Math.max(age(row?.intents_oldest), age(row?.deliveries_oldest)),
  };
}

/**
 * The history of a sample of paid orders' workflows once Temporal's task queue is empty (at most a
 * minute's wait): events per workflow by type, averaged. Timers still pending (an amount's hour of
 * rest) are not in it yet.
 */
export async function historySample(
  connection: Connection,
  taskQueue: string,
  db: Database,
  paidIntentIds: string[],
  n = 40,
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 60 && ((await taskQueueBacklog(connection, taskQueue))?.count ?? 0) > 0; i++)
    await new Promise((r) => setTimeout(r, 1000));
  const sample = paidIntentIds.slice(-n);
  const deliveries = (
    await db.rows<{ id: string }>(
      `select d.id from deliveries d join events e on e.id = d.event_id
        where e.intent_id = any($1) and e.kind = 'payment.confirmed'`,
      [sample],
    )
  ).map((r) => String(r.id));
  const count = async (workflowIds: string[]) => {
    const byType = new Map<string, number>();
    let total = 0;
    let read = 0;
    for (const workflowId of workflowIds) {
      try {
        const r = await connection.workflowService.getWorkflowExecutionHistory({
          namespace: 'default',
          execution: { workflowId },
        });
        read++;
        for (const e of r.history?.events ?? []) {
          // The event's kind is the one attributes field it carries (workflowTaskCompletedEventAttributes...).
          const key = Object.keys(e).find(
            (k) =>
              k.endsWith('EventAttributes') &&
              (e as Record<string, unknown>)[k] !== null &&
              (e as Record<string, unknown>)[k] !== undefined,
          );
          const short = key ? key.replace(/EventAttributes$/, '') : String(e.eventType);
          byType.set(short, (byType.get(short) ?? 0) + 1);
          total++;
        }
      } catch {
        // Not started (yet): counted as missing.
      }
    }
    return {
      workflows_read: read,
      of: workflowIds.length,
      events_per_workflow: read ? round(total / read) : 0,
      by_type: Object.fromEntries([...byType].map(([k, v]) => [k, round(v / Math.max(1, read))])),
    };
  };
  return {
    intent: await count(sample.map((id) => `intent-${id}`)),
    delivery: await count(deliveries.map((id) => `delivery-${id}`)),
  };
}

/** Report sent to payment.confirmed received, per paid order: p50, p99, max and how many arrived. */
export function webhookLatency(
  arrivals: Map<string, { firstAtMs: number; body: Record<string, unknown> }>,
  reportedAtMs: Map<string, number>,
): { arrived: number; p50: number; p99: number; max: number } {
  const ms = [...arrivals.values()]
    .filter((a) => a.body.event === 'payment.confirmed')
    .map((a) => a.firstAtMs - (reportedAtMs.get(String(a.body.intent_id)) ?? a.firstAtMs))
    .sort((a, b) => a - b);
  const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  return { arrived: ms.length, p50: at(0.5), p99: at(0.99), max: ms.at(-1) ?? 0 };
}

/**
 * How late each order's intent.expired webhook arrived after its expires_at: the expiry timer, the
 * expiry's commit and the first attempt together. Negative would mean an order expired early.
 */
export function expiryLateness(arrivals: Map<string, { firstAtMs: number; body: Record<string, unknown> }>): {
  arrived: number;
  p50: number;
  p99: number;
  max: number;
  min: number;
  over_1s: number;
} {
  const ms = [...arrivals.values()]
    .filter((a) => a.body.event === 'intent.expired' && typeof a.body.expires_at === 'number')
    .map((a) => a.firstAtMs - (a.body.expires_at as number) * 1000)
    .sort((a, b) => a - b);
  const at = (q: number): number => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? 0;
  const over1s = ms.filter((x) => x > 1000).length;
  return {
    arrived: ms.length,
    p50: at(0.5),
    p99: at(0.99),
    max: ms.at(-1) ?? 0,
    min: ms[0] ?? 0,
    over_1s: over1s,
  };
}

/**
 * CPU seconds by process over the run's minutes, and milliseconds per paid order: `total` sums every
 * process, `total_without_loadgen` the service, Temporal and PostgreSQL only (issue 28's figure).
 */
export function cpuPerPaidOrder(
  minutes: { cpu_s: Record<string, number> }[],
  processes: string[],
  paid: number,
): { cpuTotals: Record<string, number>; cpuPerPaid: Record<string, number> } {
  const cpuTotals: Record<string, number> = {};
  const cpuPerPaid: Record<string, number> = {};
  for (const k of processes) {
    cpuTotals[k] = round(minutes.reduce((a, m) => a + (m.cpu_s[k] ?? 0), 0));
    cpuPerPaid[k] = paid ? round(((cpuTotals[k] as number) * 1000) / paid) : 0;
  }
  const sum = (keys: string[]): number => round(keys.reduce((a, k) => a + (cpuPerPaid[k] ?? 0), 0));
  cpuPerPaid.total = sum(processes);
  cpuPerPaid.total_without_loadgen = sum(processes.filter((k) => k !== 'loadgen'));
  return { cpuTotals, cpuPerPaid };
}

/** Each meter's CPU seconds so far. */
export const totalsOf = (meters: Record<string, { total: number }>): Record<string, number> =>
  Object.fromEntries(Object.entries(meters).map(([k, m]) => [k, m.total]));

/** CPU milliseconds per paid order by process since `start` (totalsOf), with both totals. */
export function cpuSince(
  meters: Record<string, { total: number }>,
  start: Record<string, number>,
  paid: number,
): Record<string, number> {
  const now = totalsOf(meters);
  const minutes = [
    { cpu_s: Object.fromEntries(Object.keys(now).map((k) => [k, now[k]! - (start[k] ?? 0)])) },
  ];
  return cpuPerPaidOrder(minutes, Object.keys(now), paid).cpuPerPaid;
}
