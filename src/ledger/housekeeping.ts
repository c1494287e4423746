// Periodic bookkeeping: payer-detail retention (SPEC §2, CONTRACT §10) and the feed-silence watch
// (SPEC §1, CONTRACT §10).
import type { Database } from '../db/sql.js';
import { FEED_SILENCE, feedIsSilent, REPORTER_SILENCE } from '../domain/feeds.js';
import { IDEMPOTENCY_KEY_TTL_SECONDS, PAYER_RETENTION_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
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

export class Housekeeping {
  constructor(
    private readonly db: Database,
    private readonly alerts: OpsAlerts,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Parked (and dismissed) credits and stored payloads older than 90 days lose payer name and
   * handle; confirmed orders keep theirs. Payloads keep their key order, so a replay differs only there.
   */
  async applyRetention(batch = 500): Promise<{ credits: number; events: number }> {
    const now = unixNow();
    const cutoff = now - PAYER_RETENTION_SECONDS;
    const credits = await this.db.rows<unknown>(
      `update credits set payer_vpa = null, payer_name = null, payer_redacted_at = $1
        where received_at < $2 and payer_redacted_at is null and status not in ('matched', 'placed') returning id`,
      [now, cutoff],
    );
    let events = 0;
    for (;;) {
      const rows = await this.db.rows<{ id: string; payload: string }>(
        `select id, payload from events where occurred_at < $1 and redacted_at is null order by occurred_at limit $2`,
        [cutoff, batch],
      );
      for (const r of rows) {
        const redacted = JSON.stringify(redactPayer(JSON.parse(r.payload)));
        await this.db.rows(`update events set payload = $1, redacted_at = $2 where id = $3`, [
          redacted,
          now,
          r.id,
        ]);
      }
      events += rows.length;
      if (rows.length < batch) break;
    }
    return { credits: credits.length, events };
  }

  /**
   * Deletes what no rule needs any longer, a batch at a time so no lock is held long: idempotency
   * keys past their 24 hours, pairing codes a day past expiry, delivery attempts and operator alerts
   * older than the 90-day retention. Runs with the daily retention job.
   */
  async prune(batch = 5_000): Promise<Record<string, number>> {
    const now = unixNow();
    const keep = now - PAYER_RETENTION_SECONDS;
    const plans: [string, string, number][] = [
      ['idempotency_keys', 'created_at < $1', now - IDEMPOTENCY_KEY_TTL_SECONDS],
      ['pairing_codes', 'expires_at < $1', now - 86_400],
      ['delivery_attempts', 'started_at_ms < $1', keep * 1000],
      ['ops_alerts', 'created_at < $1', keep],
      ['inbound_mail', 'received_at < $1', keep],
    ];
    const pruned: Record<string, number> = {};
    for (const [table, condition, cutoff] of plans) {
      pruned[table] = 0;
      for (;;) {
        const gone = await this.db.rows<unknown>(
          `delete from ${table} where ctid in (select ctid from ${table} where ${condition} limit $2) returning 1`,
          [cutoff, batch],
        );
        pruned[table] += gone.length;
        if (gone.length < batch) break;
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
    const rows = await this.db.rows<{ id: string; tenant_id: string; why: 'heartbeat' | 'sms' }>(
      `with live as (
         select d.id, d.tenant_id, d.kind, d.silence_alerted_at,
                greatest(d.created_at, coalesce(d.last_seen_at, 0), coalesce(d.last_message_at, 0)) as heard_at,
                greatest(d.created_at, coalesce(d.last_message_at, 0)) as message_at
           from devices d where d.revoked_at is null
       )
       select id, tenant_id, case when kind = 'smsgate' and heard_at < $1 then 'heartbeat' else 'sms' end as why
         from live
        where (silence_alerted_at is null or silence_alerted_at < heard_at)
          and ((kind = 'smsgate' and heard_at < $1)
               or (message_at < $2 and (select count(*) from reservations r
                                          where r.tenant_id = live.tenant_id and r.reserved_at >= $2) >= $3))`,
      [
        now - REPORTER_SILENCE.heartbeatSeconds,
        now - REPORTER_SILENCE.smsSeconds,
        REPORTER_SILENCE.minReservations,
      ],
    );
    for (const r of rows) {
      await this.db.rows(`update devices set silence_alerted_at = $1 where id = $2`, [now, r.id]);
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
    const rows = await this.db.rows<{ tenant_id: string; reservations: string; credits: string }>(
      `select r.tenant_id, count(*) as reservations,
              (select count(*) from credits c where c.tenant_id = r.tenant_id and c.received_at >= $1) as credits
         from reservations r join tenants t on t.id = r.tenant_id
        where r.reserved_at >= $2
          and (t.feed_silence_alerted_at is null
               or t.feed_silence_alerted_at < coalesce((select max(received_at) from credits c where c.tenant_id = t.id), 0))
        group by r.tenant_id`,
      [since, since],
    );
    const alerted: string[] = [];
    for (const r of rows) {
      if (!feedIsSilent(Number(r.reservations), Number(r.credits))) continue;
      await this.db.rows(`update tenants set feed_silence_alerted_at = $1 where id = $2`, [now, r.tenant_id]);
      await this.alerts.raise(
        'feed_silent',
        r.tenant_id,
        `Tenant ${r.tenant_id} made ${r.reservations} reservations in the last hour and no credit arrived from any feed.`,
      );
      this.metrics.feedSilenceAlerts.inc();
      alerted.push(r.tenant_id);
    }
    return { alerted };
  }
}
