// Periodic bookkeeping: payer-detail retention (SPEC §2, CONTRACT §10) and the feed-silence watch
// (SPEC §1, CONTRACT §10).
import type { Orm } from '../db/orm.js';
import { FEED_SILENCE, feedIsSilent } from '../domain/feeds.js';
import { PAYER_RETENTION_SECONDS } from '../domain/rules.js';
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
    private readonly orm: Orm,
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
    const em = this.orm.em.fork();
    const credits = await em.execute<unknown[]>(
      `update credits set payer_vpa = null, payer_name = null, payer_redacted_at = ?
        where received_at < ? and payer_redacted_at is null and status not in ('matched', 'placed') returning id`,
      [now, cutoff],
    );
    let events = 0;
    for (;;) {
      const rows = await em.execute<{ id: string; payload: string }[]>(
        `select id, payload from events where occurred_at < ? and redacted_at is null order by occurred_at limit ?`,
        [cutoff, batch],
      );
      for (const r of rows) {
        const redacted = JSON.stringify(redactPayer(JSON.parse(r.payload)));
        await em.execute(`update events set payload = ?, redacted_at = ? where id = ?`, [
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
   * Tenants that made at least 3 reservations in the last hour and received no credit from any feed
   * in that hour: operators are alerted once per silent spell (a credit ends the spell).
   */
  async watchFeedSilence(): Promise<{ alerted: string[] }> {
    const now = unixNow();
    const since = now - FEED_SILENCE.windowSeconds;
    const em = this.orm.em.fork();
    const rows = await em.execute<{ tenant_id: string; reservations: string; credits: string }[]>(
      `select r.tenant_id, count(*) as reservations,
              (select count(*) from credits c where c.tenant_id = r.tenant_id and c.received_at >= ?) as credits
         from reservations r join tenants t on t.id = r.tenant_id
        where r.reserved_at >= ?
          and (t.feed_silence_alerted_at is null
               or t.feed_silence_alerted_at < coalesce((select max(received_at) from credits c where c.tenant_id = t.id), 0))
        group by r.tenant_id`,
      [since, since],
    );
    const alerted: string[] = [];
    for (const r of rows) {
      if (!feedIsSilent(Number(r.reservations), Number(r.credits))) continue;
      await em.execute(`update tenants set feed_silence_alerted_at = ? where id = ?`, [now, r.tenant_id]);
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
