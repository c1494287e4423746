// The object graph of one process: built once in main.ts (or a test), handed to the API, the
// worker and the feeds. Nothing here reads the environment; config.ts did that.
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Config } from './config.js';
import type { Orm } from './db/orm.js';
import { createResolver, type HostResolver } from './dns.js';
import { IntentLedger } from './ledger/intents.js';
import { CreditLedger } from './ledger/credits.js';
import { DeviceLedger } from './ledger/devices.js';
import { OpsAlerts } from './ledger/alerts.js';
import type { OutboxNotes } from './ledger/outbox.js';
import { Intake } from './ingest/intake.js';
import { DeliveryLedger } from './ledger/deliveries.js';
import { Housekeeping } from './ledger/housekeeping.js';
import { WebhookSender } from './webhooks/sender.js';
import type { Logger } from './logger.js';
import { Metrics } from './metrics.js';
import { RateLimits } from './api/rate-limits.js';
import type { TemporalClient } from './temporal/client.js';
import { OutboxRelay } from './temporal/outbox-relay.js';
import { WebhookTargets } from './webhooks/target.js';

export interface Services {
  config: Config;
  log: Logger;
  orm: Orm;
  metrics: Metrics;
  temporal: TemporalClient;
  relay: OutboxRelay;
  intents: IntentLedger;
  credits: CreditLedger;
  devices: DeviceLedger;
  alerts: OpsAlerts;
  intake: Intake;
  deliveries: DeliveryLedger;
  housekeeping: Housekeeping;
  webhookSender: WebhookSender;
  rateLimits: RateLimits;
  resolver: HostResolver;
  webhookTargets: WebhookTargets;
}

export interface ServiceParts {
  config: Config;
  log: Logger;
  orm: Orm;
  temporal: TemporalClient;
  /** True on the embedded database, which exactly one process can open. */
  singleProcess: boolean;
  resolver?: HostResolver;
}

export async function buildServices(p: ServiceParts): Promise<Services> {
  const metrics = new Metrics();
  const resolver = p.resolver ?? createResolver(p.config.dnsServers);
  // The relay and the ledger need each other: the ledger wakes the relay after each commit, and
  // the relay reads snapshots through the ledger.
  const ledgerDeps = {
    orm: p.orm,
    publicBaseUrl: p.config.publicBaseUrl,
    metrics,
    outbox: { wake: (notes: OutboxNotes) => relay.wake(notes) },
  };
  const intents: IntentLedger = new IntentLedger(ledgerDeps);
  const credits = new CreditLedger(ledgerDeps, intents);
  const alerts = new OpsAlerts(p.orm, p.log, p.config.opsAlertUrl);
  const deliveries = new DeliveryLedger(p.orm);
  const relay: OutboxRelay = new OutboxRelay({
    orm: p.orm,
    temporal: p.temporal,
    intents,
    deliveries,
    log: p.log,
    metrics,
  });
  const webhookTargets = new WebhookTargets(resolver, p.config.webhookAllowPrivate);
  const pool = await (p.orm.em.getConnection() as PostgreSqlConnection).getNativeClient();
  return {
    config: p.config,
    log: p.log,
    orm: p.orm,
    metrics,
    temporal: p.temporal,
    relay,
    intents,
    credits,
    devices: new DeviceLedger(p.orm),
    alerts,
    intake: new Intake({ credits, alerts, metrics, log: p.log }),
    deliveries,
    housekeeping: new Housekeeping(p.orm, alerts, metrics),
    webhookSender: new WebhookSender(webhookTargets),
    rateLimits: p.singleProcess ? RateLimits.inMemory() : RateLimits.inPostgres(pool),
    resolver,
    webhookTargets,
  };
}
