// Periodic bookkeeping: payer-detail retention (SPEC §2, CONTRACT §10) and the feed-silence watch
// (SPEC §1, CONTRACT §10).
import {
  eventsToRedact,
  markSilenceAlerted,
  pruneBatch,
  redactParkedCredits,
  reservingTenants,
  silentReporters,
  storeRedactedEvent,
  type PrunedTable,
} from '../db/housekeeping.js';
import { redactStatementPayers } from '../db/statements.js';
import type { Database } from '../db/sql.js';
import { FEED_SILENCE, feedIsSilent, REPORTER_SILENCE } from '../domain/feeds.js';
import {
  IDEMPOTENCY_KEY_TTL_SECONDS,
  PAYER_RETENTION_SECONDS,
  SMSGATE_ENVELOPE_KEEP_SECONDS,
} from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';
import type { OpsAlerts } from './alerts.js';

const PAYER_FIELDS = new Set(['payer_vpa', 'payer_name']);

/** Nulls payer details wherever they appear in a stored payload: the credit, the orders in it. */
export function redactPayer(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactPayer);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      PAYER_FIELDS.has(k) ? null : redactPayer(v),
    ]),
  );
}

/** What pruning keeps, as the cutoff of each table's condition (db/housekeeping.ts PRUNING) at `now`. */
export function pruneCutoffs(now: UnixSeconds): Record<PrunedTable, number> {
  const keep = now - PAYER_RETENTION_SECONDS;
  return {
    idempotency_keys: now - IDEMPOTENCY_KEY_TTL_SECONDS,
    pairing_codes: now - 86_400,
    delivery_attempts: keep * 1000,
    ops_alerts: keep,
    inbound_mail: keep,
    sessions: now,
    sign_in_links: now,
    smsgate_envelopes: now - SMSGATE_ENVELOPE_KEEP_SECONDS,
    intents: now,
  };
}

export class Housekeeping {
  constructor(
    private readonly db: Database,
    private readonly alerts: OpsAlerts,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Parked (and dismissed) credits and stored payloads older than 90 days lose payer name and
   * handle; confirmed orders keep theirs. Payloads keep their key order, so a replay differs only there.
   * Statement lines older than 90 days lose theirs too (CONTRACT §14).
   */
  async applyRetention(batch = 500): Promise<{ credits: number; events: number; statementLines: number }> {
    const now = unixNow();
    const cutoff = now - PAYER_RETENTION_SECONDS;
    const credits = await redactParkedCredits(this.db, now, cutoff);
    const statementLines = await redactStatementPayers(this.db, now, cutoff);
    let events = 0;
    for (;;) {
      const rows = await eventsToRedact(this.db, cutoff, batch);
      for (const r of rows) {
        await storeRedactedEvent(this.db, r.id, JSON.stringify(redactPayer(JSON.parse(r.payload))), now);
      }
      events += rows.length;
      if (rows.length < batch) break;
    }
    return { credits, events, statementLines };
  }

  /**
   * Deletes what no rule needs any longer, a batch at a time so no lock is held long: idempotency
   * keys past their 24 hours, pairing codes a day past expiry, delivery attempts, operator alerts and
   * the e-mail feed's log older than the 90-day retention, expired dashboard sessions, sign-in links
   * past their 15 minutes (a used link is past them at most 15 minutes after its use), and SMSGate
   * envelope ids older than SMSGATE_ENVELOPE_KEEP_SECONDS. Runs with the daily retention job.
   */
  async prune(batch = 5_000): Promise<Record<PrunedTable, number>> {
    const pruned = {} as Record<PrunedTable, number>;
    for (const [table, cutoff] of Object.entries(pruneCutoffs(unixNow())) as [PrunedTable, number][]) {
      pruned[table] = 0;
      for (;;) {
        const gone = await pruneBatch(this.db, table, cutoff, batch);
        pruned[table] += gone;
        if (gone < batch) break;
      }
    }
    return pruned;
  }

  /**
   * Reporters that went silent (REPORTER_SILENCE): operators alerted once per silent spell, which ends
   * when the device is heard from (a heartbeat or a message) after the alert.
   */
  async watchReporterSilence(): Promise<{ alerted: string[] }> {
    const now = unixNow();
    const rows = await silentReporters(this.db, {
      heardBefore: now - REPORTER_SILENCE.heartbeatSeconds,
      messageBefore: now - REPORTER_SILENCE.smsSeconds,
      minReservations: REPORTER_SILENCE.minReservations,
    });
    for (const r of rows) {
      await markSilenceAlerted(this.db, 'device', r.id, now);
      await this.alerts.raise(
        'reporter_silent',
        r.tenant_id,
        r.why === 'heartbeat'
          ? `Reporter ${r.id} (SMSGate) sent no heartbeat for 30 minutes: the phone may be off or the app stopped.`
          : `Reporter ${r.id} relayed no SMS for 6 hours while its tenant kept reserving amounts.`,
      );
      this.metrics.feedSilenceAlerts.inc();
    }
    return { alerted: rows.map((r) => r.id) };
  }

  /**
   * Tenants that made at least 3 reservations in the last hour and received no credit from any feed
   * in that hour: operators are alerted once per silent spell (a credit ends the spell).
   */
  async watchFeedSilence(): Promise<{ alerted: string[] }> {
    const now = unixNow();
    const since = now - FEED_SILENCE.windowSeconds;
    const alerted: string[] = [];
    for (const r of await reservingTenants(this.db, since)) {
      if (!feedIsSilent(r.reservations, r.credits)) continue;
      await markSilenceAlerted(this.db, 'tenant', r.tenantId, now);
      await this.alerts.raise(
        'feed_silent',
        r.tenantId,
        `Tenant ${r.tenantId} made ${r.reservations} reservations in the last hour and no credit arrived from any feed.`,
      );
      this.metrics.feedSilenceAlerts.inc();
      alerted.push(r.tenantId);
    }
    return { alerted };
  }
}
