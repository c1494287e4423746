// Operator alerts (SPEC §1): recorded, logged at error level with `alert` set, counted, and POSTed to
// OPS_ALERT_URL when configured. An alert never carries a message body or payer details.
import { insertAlert } from '../db/alerts.js';
import type { Database } from '../db/sql.js';
import { unixNow } from '../domain/time.js';
import type { Logger } from '../logger.js';

export type AlertKind = 'unparseable_message' | 'feed_silent' | 'reporter_silent' | 'outbox_behind';

export { recentAlerts, type AlertLine } from '../db/alerts.js';

export class OpsAlerts {
  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly opsAlertUrl: string | undefined,
  ) {}

  async raise(kind: AlertKind, tenantId: string | undefined, message: string): Promise<void> {
    const createdAt = unixNow();
    await insertAlert(this.db, { kind, tenantId: tenantId ?? null, message, createdAt });
    this.log.error({ alert: kind, tenant_id: tenantId }, message);
    if (this.opsAlertUrl) {
      // Best effort: the alert is already recorded and logged; a slow hook must not hold up a feed.
      void fetch(this.opsAlertUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ kind, tenant_id: tenantId, message, created_at: createdAt }),
        signal: AbortSignal.timeout(5000),
      }).catch((err: unknown) =>
        this.log.warn({ err, alert: kind }, 'could not POST the alert to OPS_ALERT_URL'),
      );
    }
  }
}
