// The object graph of one process: built once in main.ts (or a test), handed to the API, the
// worker and the feeds. Nothing here reads the environment; config.ts did that.
import type { Config } from './config.js';
import { databaseOf, type Orm } from './db/orm.js';
import type { Database } from './db/sql.js';
import { createResolver, type HostResolver } from './dns.js';
import { IntentLedger } from './ledger/orders.js';
import { PayPages } from './ledger/pay-page.js';
import { CreditLedger } from './ledger/credits.js';
import { StatementLedger } from './ledger/statements.js';
import { StatementUploads } from './ingest/statements/upload.js';
import { DeviceLedger } from './ledger/devices.js';
import { OpsAlerts } from './ledger/alerts.js';
import type { OutboxNotes } from './ledger/outbox.js';
import { EmailFeed } from './ingest/email.js';
import { Intake } from './ingest/intake.js';
import { ThreadedAlertReader } from './ingest/reader-thread.js';
import { ReporterFeed } from './ingest/reporters.js';
import { DeliveryLedger } from './ledger/deliveries.js';
import { Housekeeping } from './ledger/housekeeping.js';
import { DeliveryAttempts } from './webhooks/attempts.js';
import { ProductLinks } from './ledger/links.js';
import { WebhookSender } from './webhooks/sender.js';
import { ApiKeyAuthenticator } from './ledger/api-key-cache.js';
import type { Logger } from './logger.js';
import { Metrics } from './metrics.js';
import { RateLimits, type RateLimitTable } from './db/rate-limits.js';
import type { TemporalClient } from './temporal/client.js';
import { OutboxRelay } from './temporal/outbox-relay.js';
import { WorkflowGateway } from './temporal/workflow-gateway.js';
import { WebhookTargets } from './webhooks/target.js';
import { SignInLedger } from './ledger/sign-in.js';
import { DashboardReads, Team } from './ledger/dashboard.js';
import { MailSender } from './mail/sender.js';
import { MailDispatcher } from './mail/dispatcher.js';

export interface Services {
  config: Config;
  log: Logger;
  orm: Orm;
  metrics: Metrics;
  temporal: TemporalClient;
  relay: OutboxRelay;
  /** Every workflow start and signal goes through here. */
  workflows: WorkflowGateway;
  intents: IntentLedger;
  /** The payer's pay page of an order, by its page token. */
  payPages: PayPages;
  credits: CreditLedger;
  /** Bank statements (CONTRACT §14) and their uploads, which end in the credit ledger. */
  statements: StatementLedger;
  statementUploads: StatementUploads;
  devices: DeviceLedger;
  alerts: OpsAlerts;
  intake: Intake;
  reader: ThreadedAlertReader;
  /** The bank alert e-mail feed, shared by the SMTP listener and the HTTP route for mail relays. */
  emailFeed: EmailFeed;
  /** Reporter devices' SMS and SMSGate's webhooks, ending in the intake. */
  reporters: ReporterFeed;
  deliveries: DeliveryLedger;
  housekeeping: Housekeeping;
  webhookSender: WebhookSender;
  /** Webhook attempts, made by the relay (a new event's first) and the delivery workflow (the rest). */
  attempts: DeliveryAttempts;
  links: ProductLinks;
  db: Database;
  apiKeys: ApiKeyAuthenticator;
  rateLimits: RateLimits;
  resolver: HostResolver;
  webhookTargets: WebhookTargets;
  signIn: SignInLedger;
  dashboard: DashboardReads;
  team: Team;
  /** Sends queued outbound mail (the worker's activity). */
  mailSender: MailSender;
  /** Hands queued outbound mail to Temporal after its commit. */
  mailDispatcher: MailDispatcher;
}

export interface ServiceParts {
  config: Config;
  log: Logger;
  orm: Orm;
  temporal: TemporalClient;
  /** True on the embedded database, which exactly one process can open. */
  singleProcess: boolean;
  resolver?: HostResolver;
  /**
   * Prefixes every rate-limit counter's key: processes of one deployment share counters; two
   * deployments on one database (the test suite's services) do not. Empty in production.
   */
  rateLimitNamespace?: string;
  /**
   * The limits themselves, RATE_LIMITS (SPEC §8) when absent. Never from the environment: only a test
   * that must reach the logic behind the limits (the OpenAPI fuzzing) raises them.
   */
  rateLimits?: RateLimitTable;
}

export async function buildServices(p: ServiceParts): Promise<Services> {
  const metrics = new Metrics();
  const resolver = p.resolver ?? createResolver(p.config.dnsServers);
  // The relay and the ledger need each other: the ledger wakes the relay after each commit, and
  // the relay reads snapshots through the ledger.
  const db = await databaseOf(p.orm, true);
  metrics.statementSource = () => db.statements.byName;
  const ledgerDeps = {
    db,
    publicBaseUrl: p.config.publicBaseUrl,
    metrics,
    outbox: { wake: (notes: OutboxNotes) => relay.wake(notes) },
  };
  const intents: IntentLedger = new IntentLedger(ledgerDeps);
  const credits = new CreditLedger(ledgerDeps, intents);
  const statements = new StatementLedger(ledgerDeps, credits);
  const alerts = new OpsAlerts(db, p.log, p.config.opsAlertUrl);
  const deliveries = new DeliveryLedger(db);
  const webhookTargets = new WebhookTargets(resolver, p.config.webhookAllowPrivate);
  const webhookSender = new WebhookSender(webhookTargets);
  const attempts = new DeliveryAttempts(deliveries, webhookSender, metrics);
  const workflows = new WorkflowGateway(p.temporal);
  const relay: OutboxRelay = new OutboxRelay({
    db,
    workflows,
    deliveries,
    attempts,
    log: p.log,
    metrics,
    alerts,
    behindSeconds: p.config.outboxBehindSeconds,
    shedSeconds: p.config.outboxShedSeconds,
  });
  const devices = new DeviceLedger(db);
  // The reader runs in its own thread, so a text it cannot finish costs one message, not the API.
  const reader = new ThreadedAlertReader({
    log: p.log,
    onFailure: (why) => metrics.readerFailures.inc({ why }),
  });
  reader.warm();
  const intake = new Intake({ credits, alerts, metrics, log: p.log, reader });
  const apiKeys = new ApiKeyAuthenticator(db, p.log);
  // Revocations by another process (the CLI, another api process) arrive by LISTEN/NOTIFY.
  await apiKeys.listen(db.pool);
  // One service process (the embedded database) counts in its own memory; several share PostgreSQL.
  const rateLimits = p.singleProcess
    ? RateLimits.inMemory(p.rateLimits)
    : RateLimits.inPostgres(db.pool, p.rateLimitNamespace ?? p.config.rateLimitNamespace, p.rateLimits);
  return {
    config: p.config,
    log: p.log,
    orm: p.orm,
    metrics,
    temporal: p.temporal,
    relay,
    workflows,
    intents,
    payPages: new PayPages(ledgerDeps, intents),
    credits,
    statements,
    statementUploads: new StatementUploads({ statements, log: p.log }),
    devices,
    alerts,
    intake,
    reader,
    emailFeed: new EmailFeed({
      db,
      limits: rateLimits,
      intake,
      resolver,
      metrics,
      log: p.log,
      config: p.config,
    }),
    reporters: new ReporterFeed({ intake, devices, metrics, log: p.log }),
    deliveries,
    housekeeping: new Housekeeping(db, alerts, metrics),
    webhookSender,
    attempts,
    links: new ProductLinks(db, p.config.publicBaseUrl),
    db,
    apiKeys,
    rateLimits,
    resolver,
    webhookTargets,
    signIn: new SignInLedger(db, p.config.publicBaseUrl),
    dashboard: new DashboardReads(db),
    team: new Team(db),
    mailSender: new MailSender(db, p.config.mailUrl, p.config.mailFrom, p.log),
    mailDispatcher: new MailDispatcher(db, workflows, p.log),
  };
}
