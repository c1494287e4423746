// Prometheus metrics (CONTRACT §10), one registry per process.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: 'matchledger_http_requests_total',
    help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'matchledger_http_request_duration_seconds',
    help: 'Time to answer an HTTP request.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  readonly credits = new Counter({
    name: 'matchledger_credits_total',
    help: 'Credits taken in, by source and outcome (matched, a parked status, or repeat).',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly deliveries = new Counter({
    name: 'matchledger_webhook_attempts_total',
    help: 'Webhook delivery attempts, by result (success, http_error, timeout, network, refused).',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly poolExhausted = new Counter({
    name: 'matchledger_pool_exhausted_total',
    help: 'Reservations refused because every amount of the band was held.',
    registers: [this.registry],
  });

  readonly parserFailures = new Counter({
    name: 'matchledger_parser_failures_total',
    help: 'Authentic bank messages no parser understood.',
    labelNames: ['feed'] as const,
    registers: [this.registry],
  });

  readonly readerFailures = new Counter({
    name: 'matchledger_reader_failures_total',
    help: 'Texts the alert reader did not finish (deadline) or died on (crash), each answered unparseable.',
    labelNames: ['why'] as const,
    registers: [this.registry],
  });

  readonly feedRejections = new Counter({
    name: 'matchledger_feed_rejections_total',
    help: 'Feed input refused before anything was stored, by feed and reason.',
    labelNames: ['feed', 'reason'] as const,
    registers: [this.registry],
  });

  readonly feedSilenceAlerts = new Counter({
    name: 'matchledger_feed_silence_alerts_total',
    help: 'Operator alerts raised because a tenant reserving amounts received no credit.',
    registers: [this.registry],
  });

  readonly outboxPushes = new Counter({
    name: 'matchledger_outbox_pushes_total',
    help: 'Outbox entries handed to Temporal, by kind and result.',
    labelNames: ['kind', 'result'] as const,
    registers: [this.registry],
  });

  readonly ordersShed = new Counter({
    name: 'matchledger_orders_shed_total',
    help: 'New orders refused with 503 unavailable because Temporal was more than OUTBOX_SHED_SECONDS behind.',
    registers: [this.registry],
  });

  /** Set by the relay: what the database holds that Temporal has not been told of yet. */
  backlogSource:
    (() => Promise<{ intents: number; deliveries: number; ageSeconds: number; behind: boolean }>) | undefined;

  readonly outboxBacklog = new Gauge({
    name: 'matchledger_outbox_backlog',
    help: 'Committed changes Temporal has not been told of yet: orders to sync (intent), deliveries to start (delivery).',
    labelNames: ['kind'] as const,
    registers: [this.registry],
    collect: async () => {
      const b = await this.backlogSource?.();
      if (!b) return;
      this.outboxBacklog.set({ kind: 'intent' }, b.intents);
      this.outboxBacklog.set({ kind: 'delivery' }, b.deliveries);
    },
  });

  // The three backlog gauges share one reading: the relay keeps it for a second.
  readonly outboxBacklogAge = new Gauge({
    name: 'matchledger_outbox_backlog_age_seconds',
    help: 'Age of the oldest committed change Temporal has not been told of yet (0 when caught up).',
    registers: [this.registry],
    collect: async () => {
      const b = await this.backlogSource?.();
      if (b) this.outboxBacklogAge.set(b.ageSeconds);
    },
  });

  readonly outboxBehind = new Gauge({
    name: 'matchledger_outbox_behind',
    help: '1 while the outbox backlog is older than OUTBOX_BEHIND_SECONDS: Temporal is not keeping pace.',
    registers: [this.registry],
    collect: async () => {
      const b = await this.backlogSource?.();
      if (b) this.outboxBehind.set(b.behind ? 1 : 0);
    },
  });

  /** Set by services.ts: the statements this process has sent to PostgreSQL, by name. */
  statementSource: (() => ReadonlyMap<string, number>) | undefined;

  // Statement names are the code's own (db/*.ts), a few hundred at most: no per-customer value.
  readonly sqlStatements = new Counter({
    name: 'matchledger_sql_statements_total',
    help: 'Statements sent to PostgreSQL (one round trip each), by statement name; begin and commit count too.',
    labelNames: ['statement'] as const,
    registers: [this.registry],
    collect: () => {
      const counts = this.statementSource?.();
      if (!counts) return;
      this.sqlStatements.reset();
      for (const [statement, n] of counts) this.sqlStatements.inc({ statement }, n);
    },
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'matchledger_' });
  }
}
