// What the dashboard reads beyond the API's own lists (CONTRACT §13): today at a glance, an order's
// timeline, each feed's latest credit, API keys, product links, sign-in addresses, and the e-mail
// feed's recent outcomes. Read-only: every change goes through the same ledger code as /v1.
import type { Database } from '../db/sql.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { unixNow } from '../domain/time.js';

export interface Overview {
  openOrders: number;
  confirmedToday: number;
  confirmedTodayPaise: number;
  parkedCredits: number;
  failingDeliveries: number;
  emailFeed: { lastCreditAt?: number };
  devices: { deviceId: string; name?: string; lastCreditAt?: number; lastSeenAt?: number }[];
}

export interface TimelineEntry {
  at: number;
  kind: 'created' | 'credit' | 'event';
  /** The event kind, or the credit's status. */
  label: string;
  creditId?: string;
  amountPaise?: number;
  eventId?: string;
}

export interface ApiKeyRow {
  id: string;
  prefix: string;
  createdAt: number;
  revokedAt?: number;
}

export interface LinkRow {
  slug: string;
  listPaise: number;
  description?: string;
  createdAt: number;
  /** Live reservations the link may hold at once (CONTRACT §9). */
  maxLive: number;
}

export interface MailOutcome {
  receivedAt: number;
  outcome: string;
  detail?: string;
}

/** Midnight in India (UTC+05:30, no daylight saving) at or before `now`. */
export function startOfIndiaDay(now: number): number {
  const offset = 5.5 * 3600;
  return Math.floor((now + offset) / 86_400) * 86_400 - offset;
}

export class DashboardReads {
  constructor(private readonly db: Database) {}

  async overview(tenantId: string, now = unixNow()): Promise<Overview> {
    const [orders] = await this.db.rows<Record<string, string>>(
      `select count(*) filter (where status = 'open' and expires_at > $2) as open,
              count(*) filter (where status = 'confirmed' and confirmed_at >= $3) as confirmed,
              coalesce(sum(paid_paise) filter (where status = 'confirmed' and confirmed_at >= $3), 0) as paid
         from intents where tenant_id = $1 and (status = 'open' or confirmed_at >= $3)`,
      [tenantId, now, startOfIndiaDay(now)],
    );
    const [parked] = await this.db.rows<{ n: string }>(
      `select count(*) as n from credits
        where tenant_id = $1 and status in ('unplaced', 'ambiguous', 'duplicate', 'stale', 'late')`,
      [tenantId],
    );
    const [failing] = await this.db.rows<{ n: string }>(
      `select count(*) as n from deliveries where tenant_id = $1 and (state = 'failed' or (state = 'pending' and attempts > 0))`,
      [tenantId],
    );
    const [email] = await this.db.rows<{ at: string | null }>(
      `select max(received_at) as at from credits where tenant_id = $1 and source = 'email'`,
      [tenantId],
    );
    const devices = await this.db.rows<Record<string, unknown>>(
      `select d.id, d.name, d.last_seen_at, (select max(received_at) from credits c where c.device_id = d.id) as last_credit
         from devices d where d.tenant_id = $1 and d.revoked_at is null order by d.created_at`,
      [tenantId],
    );
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

  /** The order's creation, the credits that touched it (matched, placed, or listed as a candidate) and its events. */
  async timeline(tenantId: string, intentId: string): Promise<TimelineEntry[]> {
    const [intent] = await this.db.rows<{ created_at: string }>(
      `select created_at from intents where id = $1 and tenant_id = $2`,
      [intentId, tenantId],
    );
    if (!intent) throw notFound('order');
    const credits = await this.db.rows<Record<string, unknown>>(
      `select id, status, amount_paise, received_at from credits
        where tenant_id = $1 and (intent_id = $2 or $2 = any(candidates))`,
      [tenantId, intentId],
    );
    const events = await this.db.rows<Record<string, unknown>>(
      `select e.id, e.kind, e.occurred_at from events e
        where e.tenant_id = $1 and (e.intent_id = $2 or e.credit_id in
          (select id from credits where tenant_id = $1 and (intent_id = $2 or $2 = any(candidates))))`,
      [tenantId, intentId],
    );
    const entries: TimelineEntry[] = [
      { at: Number(intent.created_at), kind: 'created', label: 'created' },
      ...credits.map((c): TimelineEntry => ({
        at: Number(c.received_at),
        kind: 'credit',
        label: String(c.status),
        creditId: String(c.id),
        amountPaise: Number(c.amount_paise),
      })),
      ...events.map((e): TimelineEntry => ({
        at: Number(e.occurred_at),
        kind: 'event',
        label: String(e.kind),
        eventId: String(e.id),
      })),
    ];
    const order = { created: 0, credit: 1, event: 2 };
    return entries.sort((a, b) => a.at - b.at || order[a.kind] - order[b.kind]);
  }

  async apiKeys(tenantId: string): Promise<ApiKeyRow[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `select id, key_prefix, created_at, revoked_at from api_keys where tenant_id = $1
        order by revoked_at is not null, created_at desc, id desc limit 200`,
      [tenantId],
    );
    return rows.map((r) => ({
      id: String(r.id),
      prefix: String(r.key_prefix),
      createdAt: Number(r.created_at),
      ...(r.revoked_at !== null ? { revokedAt: Number(r.revoked_at) } : {}),
    }));
  }

  /** The key prefix of a live key of this tenant, for revocation through the one revoking function. */
  async liveKeyPrefix(tenantId: string, keyId: string): Promise<string> {
    const [row] = await this.db.rows<{ key_prefix: string }>(
      `select key_prefix from api_keys where id = $1 and tenant_id = $2 and revoked_at is null`,
      [keyId, tenantId],
    );
    if (!row) throw notFound('live API key');
    return row.key_prefix;
  }

  async links(tenantId: string): Promise<LinkRow[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `select slug, list_paise, description, created_at, max_live from product_links where tenant_id = $1
        order by created_at desc, slug limit 200`,
      [tenantId],
    );
    return rows.map((r) => ({
      slug: String(r.slug),
      listPaise: Number(r.list_paise),
      ...(r.description !== null ? { description: String(r.description) } : {}),
      createdAt: Number(r.created_at),
      maxLive: Number(r.max_live),
    }));
  }

  async mailOutcomes(tenantId: string, limit = 10): Promise<MailOutcome[]> {
    const rows = await this.db.rows<Record<string, unknown>>(
      // The e-mail feed's own log (ingest/email.ts): an outcome and a word of why, never the content.
      `select received_at, outcome, reason as detail from inbound_mail where tenant_id = $1
        order by received_at desc, id desc limit $2`,
      [tenantId, limit],
    );
    return rows.map((r) => ({
      receivedAt: Number(r.received_at),
      outcome: String(r.outcome),
      ...(r.detail !== null ? { detail: String(r.detail) } : {}),
    }));
  }
}

/** The addresses that may sign in to a tenant's dashboard (CONTRACT §13's Team page). */
export class Team {
  constructor(private readonly db: Database) {}

  async addresses(tenantId: string): Promise<{ email: string; createdAt: number }[]> {
    const rows = await this.db.rows<{ email: string; created_at: string }>(
      `select email, created_at from sign_in_addresses where tenant_id = $1 order by created_at, email`,
      [tenantId],
    );
    return rows.map((r) => ({ email: r.email, createdAt: Number(r.created_at) }));
  }

  /** An address signs in to one shop: one already taken (here or elsewhere) is refused alike. */
  async add(tenantId: string, email: string): Promise<void> {
    const rows = await this.db.rows(
      `insert into sign_in_addresses (email, tenant_id, created_at) values ($1, $2, $3)
       on conflict (email) do nothing returning email`,
      [email.toLowerCase(), tenantId, unixNow()],
    );
    if (rows.length === 0) {
      throw invalidRequest('That address cannot be added.', [
        { path: 'email', issue: 'already signs in to a shop' },
      ]);
    }
  }

  /** Never the last address: a shop nobody can sign in to is locked out of its own dashboard. */
  async remove(tenantId: string, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const all = await tx.rows<{ email: string }>(
        `select email from sign_in_addresses where tenant_id = $1 for update`,
        [tenantId],
      );
      if (!all.some((r) => r.email === email)) throw notFound('address');
      if (all.length === 1) {
        throw invalidRequest('The last address cannot be removed: nobody could sign in.', [
          { path: 'email', issue: 'last address' },
        ]);
      }
      await tx.rows(`delete from sign_in_addresses where email = $1 and tenant_id = $2`, [email, tenantId]);
      // Whoever signed in with it is signed out at once.
      await tx.rows(`delete from sessions where email = $1 and tenant_id = $2`, [email, tenantId]);
    });
  }
}
