// The ops_alerts table (SPEC §1): operator alerts as recorded; never a message body or payer details.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

export interface AlertLine {
  id: number;
  kind: string;
  tenant_id?: string;
  message: string;
  created_at: number;
}

const INSERT_ALERT = statement(
  'insert-ops-alert',
  `insert into ops_alerts (kind, tenant_id, message, created_at) values ($1, $2, $3, $4)`,
);

export async function insertAlert(
  q: Queryable,
  a: { kind: string; tenantId: string | null; message: string; createdAt: UnixSeconds },
): Promise<void> {
  await q.rows(INSERT_ALERT, [a.kind, a.tenantId, a.message, a.createdAt]);
}

const RECENT_ALERTS = statement(
  'recent-ops-alerts',
  `select id, kind, tenant_id, message, created_at from ops_alerts order by id desc limit $1`,
);

/** The last `limit` alerts, oldest first (`alerts tail`). */
export async function recentAlerts(q: Queryable, limit: number): Promise<AlertLine[]> {
  const rows = await q.rows<Record<string, unknown>>(RECENT_ALERTS, [limit]);
  return rows.reverse().map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    ...(r.tenant_id ? { tenant_id: String(r.tenant_id) } : {}),
    message: String(r.message),
    created_at: Number(r.created_at),
  }));
}
