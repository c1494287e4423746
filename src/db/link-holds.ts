// What a shop's product-link orders hold near an amount (CONTRACT §9, domain/link-share.ts): live
// reservations and resting ones alike, since both keep the amount from the seller's own orders.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

const LINK_HOLDS_NEAR = statement(
  'link-holds-near',
  `select r.amount_paise, r.rest_until from reservations r join intents i on i.id = r.intent_id
    where r.tenant_id = $1 and r.rest_until > $2 and r.amount_paise between $3 and $4
      and i.link_slug is not null`,
);

export async function linkHoldsNear(
  q: Queryable,
  p: { tenantId: string; now: UnixSeconds; lowPaise: number; highPaise: number },
): Promise<{ amountPaise: number; restUntil: number }[]> {
  const rows = await q.rows(LINK_HOLDS_NEAR, [p.tenantId, p.now, p.lowPaise, p.highPaise]);
  return rows.map((r) => ({ amountPaise: Number(r.amount_paise), restUntil: Number(r.rest_until) }));
}
