// The dashboard's own reads across tables (CONTRACT §13): today at a glance and an order's timeline.
// Read-only; the other lists it shows come from their tables' modules.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

const ORDERS_TODAY = statement(
  'dashboard-orders-today',
  `select count(*) filter (where status = 'open' and expires_at > $2) as open,
              count(*) filter (where status = 'confirmed' and confirmed_at >= $3) as confirmed,
              coalesce(sum(paid_paise) filter (where status = 'confirmed' and confirmed_at >= $3), 0) as paid
         from intents where tenant_id = $1 and (status = 'open' or confirmed_at >= $3)
          and (link_slug is null or sync_version > 0)`, // untapped visits are no orders yet (db/intents.ts)
);
const PARKED_CREDITS = statement(
  'dashboard-parked-credits',
  `select count(*) as n from credits
        where tenant_id = $1 and status in ('unplaced', 'ambiguous', 'duplicate', 'stale', 'late')`,
);
const FAILING_DELIVERIES = statement(
  'dashboard-failing-deliveries',
  `select count(*) as n from deliveries where tenant_id = $1 and (state = 'failed' or (state = 'pending' and attempts > 0))`,
);
const LAST_EMAIL_CREDIT = statement(
  'dashboard-last-email-credit',
  `select max(received_at) as at from credits where tenant_id = $1 and source = 'email'`,
);
const DEVICE_FEEDS = statement(
  'dashboard-device-feeds',
  `select d.id, d.name, d.last_seen_at, (select max(received_at) from credits c where c.device_id = d.id) as last_credit
         from devices d where d.tenant_id = $1 and d.revoked_at is null order by d.created_at`,
);

export interface Overview {
  openOrders: number;
  confirmedToday: number;
  confirmedTodayPaise: number;
  parkedCredits: number;
  failingDeliveries: number;
  emailFeed: { lastCreditAt?: number };
  devices: { deviceId: string; name?: string; lastCreditAt?: number; lastSeenAt?: number }[];
}

/** The tenant's day so far (orders confirmed since `dayStart`) and the state of each feed. */
export async function overview(
  q: Queryable,
  tenantId: string,
  now: UnixSeconds,
  dayStart: UnixSeconds,
): Promise<Overview> {
  const [orders] = await q.rows<Record<string, string>>(ORDERS_TODAY, [tenantId, now, dayStart]);
  const [parked] = await q.rows<{ n: string }>(PARKED_CREDITS, [tenantId]);
  const [failing] = await q.rows<{ n: string }>(FAILING_DELIVERIES, [tenantId]);
  const [email] = await q.rows<{ at: string | null }>(LAST_EMAIL_CREDIT, [tenantId]);
  const devices = await q.rows<Record<string, unknown>>(DEVICE_FEEDS, [tenantId]);
  return {
    openOrders: Number(orders?.open ?? 0),
    confirmedToday: Number(orders?.confirmed ?? 0),
    confirmedTodayPaise: Number(orders?.paid ?? 0),
    parkedCredits: Number(parked?.n ?? 0),
    failingDeliveries: Number(failing?.n ?? 0),
    emailFeed: email?.at ? { lastCreditAt: Number(email.at) } : {},
    devices: devices.map((d) => ({
      deviceId: String(d.id),
      ...(d.name ? { name: String(d.name) } : {}),
      ...(d.last_credit !== null ? { lastCreditAt: Number(d.last_credit) } : {}),
      ...(d.last_seen_at !== null ? { lastSeenAt: Number(d.last_seen_at) } : {}),
    })),
  };
}

const INTENT_CREATED = statement(
  'timeline-intent-created',
  `select created_at from intents where id = $1 and tenant_id = $2`,
);
const TIMELINE_CREDITS = statement(
  'timeline-credits',
  // With the feed that proved each credit and the other feeds that saw the same payment (issue 30).
  `select c.id, c.status, c.amount_paise, c.received_at, c.source, d.name as device_name,
          coalesce((select json_agg(json_build_object('feed', split_part(s.feed, ':', 1), 'device', sd.name,
                                                      'at', s.seen_at) order by s.seen_at)
                      from credit_sightings s left join devices sd on sd.id = s.device_id
                     where s.credit_id = c.id), '[]') as seen_by
     from credits c left join devices d on d.id = c.device_id
    where c.tenant_id = $1 and (c.intent_id = $2 or $2 = any(c.candidates))`,
);
const TIMELINE_EVENTS = statement(
  'timeline-events',
  `select e.id, e.kind, e.occurred_at from events e
        where e.tenant_id = $1 and (e.intent_id = $2 or e.credit_id in
          (select id from credits where tenant_id = $1 and (intent_id = $2 or $2 = any(candidates))))`,
);

/** A feed that reported a credit: `email`, `device` (with the phone's name) or `statement`. */
export interface FeedSeen {
  feed: string;
  device?: string;
  at: number;
}

export interface TimelineRows {
  createdAt: number;
  credits: {
    id: string;
    status: string;
    amountPaise: number;
    receivedAt: number;
    proof: FeedSeen;
    seenBy: FeedSeen[];
  }[];
  events: { id: string; kind: string; occurredAt: number }[];
}

/** The order's creation, the credits that touched it (matched, placed, or a candidate) and its events. */
export async function timelineRows(
  q: Queryable,
  tenantId: string,
  intentId: string,
): Promise<TimelineRows | undefined> {
  const [intent] = await q.rows<{ created_at: string }>(INTENT_CREATED, [intentId, tenantId]);
  if (!intent) return undefined;
  const credits = await q.rows<Record<string, unknown>>(TIMELINE_CREDITS, [tenantId, intentId]);
  const events = await q.rows<Record<string, unknown>>(TIMELINE_EVENTS, [tenantId, intentId]);
  return {
    createdAt: Number(intent.created_at),
    credits: credits.map((c) => ({
      id: String(c.id),
      status: String(c.status),
      amountPaise: Number(c.amount_paise),
      receivedAt: Number(c.received_at),
      proof: {
        feed: String(c.source),
        ...(c.device_name ? { device: String(c.device_name) } : {}),
        at: Number(c.received_at),
      },
      seenBy: (c.seen_by as { feed: string; device: string | null; at: string | number }[]).map((x) => ({
        feed: x.feed,
        ...(x.device ? { device: x.device } : {}),
        at: Number(x.at),
      })),
    })),
    events: events.map((e) => ({
      id: String(e.id),
      kind: String(e.kind),
      occurredAt: Number(e.occurred_at),
    })),
  };
}
