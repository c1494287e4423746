// Operator alerts (SPEC §1): recorded, logged at error level with `alert` set, and POSTed to
// OPS_ALERT_URL when configured. An alert never carries a message body or payer details.
import type { Em } from '../db/orm.js';

export interface AlertLine {
  id: number;
  kind: string;
  tenant_id?: string;
  message: string;
  created_at: number;
}

export async function recentAlerts(em: Em, limit: number): Promise<AlertLine[]> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `select id, kind, tenant_id, message, created_at from ops_alerts order by id desc limit ?`,
    [limit],
  );
  return rows.reverse().map((r) => ({
    id: Number(r.id),
    kind: String(r.kind),
    ...(r.tenant_id ? { tenant_id: String(r.tenant_id) } : {}),
    message: String(r.message),
    created_at: Number(r.created_at),
  }));
}
