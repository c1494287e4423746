// What the dashboard reads beyond the API's own lists (CONTRACT §13): today at a glance, an order's
// timeline, each feed's latest credit, API keys, product links, sign-in addresses, and the e-mail
// feed's recent outcomes. Read-only: every change goes through the same ledger code as /v1.
import { apiKeysOfTenant, liveKeyPrefix, type ApiKeyRow } from '../db/api-keys.js';
import { overview, timelineRows, type FeedSeen, type Overview } from '../db/dashboard.js';
import { mailOutcomes, type MailOutcome } from '../db/inbound-mail.js';
import { linksOfTenant, type LinkRow } from '../db/links.js';
import { deleteSignInAddress, lockSignInAddresses, signInAddresses } from '../db/sign-in.js';
import type { Database } from '../db/sql.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { unixNow } from '../domain/time.js';

export type { ApiKeyRow, FeedSeen, LinkRow, MailOutcome, Overview };

export interface TimelineEntry {
  at: number;
  kind: 'created' | 'credit' | 'event';
  /** The event kind, or the credit's status. */
  label: string;
  creditId?: string;
  amountPaise?: number;
  eventId?: string;
  /** A credit's proving feed, and the other feeds that saw the same payment (issue 30). */
  proof?: FeedSeen;
  seenBy?: FeedSeen[];
}

/** Midnight in India (UTC+05:30, no daylight saving) at or before `now`. */
export function startOfIndiaDay(now: number): number {
  const offset = 5.5 * 3600;
  return Math.floor((now + offset) / 86_400) * 86_400 - offset;
}

export class DashboardReads {
  constructor(private readonly db: Database) {}

  overview(tenantId: string, now = unixNow()): Promise<Overview> {
    return overview(this.db, tenantId, now, startOfIndiaDay(now));
  }

  /** The order's creation, the credits that touched it (matched, placed, or listed as a candidate) and its events. */
  async timeline(tenantId: string, intentId: string): Promise<TimelineEntry[]> {
    const rows = await timelineRows(this.db, tenantId, intentId);
    if (!rows) throw notFound('order');
    const entries: TimelineEntry[] = [
      { at: rows.createdAt, kind: 'created', label: 'created' },
      ...rows.credits.map((c): TimelineEntry => ({
        at: c.receivedAt,
        kind: 'credit',
        label: c.status,
        creditId: c.id,
        amountPaise: c.amountPaise,
        proof: c.proof,
        seenBy: c.seenBy,
      })),
      ...rows.events.map((e): TimelineEntry => ({
        at: e.occurredAt,
        kind: 'event',
        label: e.kind,
        eventId: e.id,
      })),
    ];
    const order = { created: 0, credit: 1, event: 2 };
    return entries.sort((a, b) => a.at - b.at || order[a.kind] - order[b.kind]);
  }

  apiKeys(tenantId: string): Promise<ApiKeyRow[]> {
    return apiKeysOfTenant(this.db, tenantId);
  }

  /** The key prefix of a live key of this tenant, for revocation through the one revoking function. */
  async liveKeyPrefix(tenantId: string, keyId: string): Promise<string> {
    const prefix = await liveKeyPrefix(this.db, tenantId, keyId);
    if (prefix === undefined) throw notFound('live API key');
    return prefix;
  }

  links(tenantId: string): Promise<LinkRow[]> {
    return linksOfTenant(this.db, tenantId);
  }

  mailOutcomes(tenantId: string, limit = 10): Promise<MailOutcome[]> {
    return mailOutcomes(this.db, tenantId, limit);
  }
}

/** The addresses that may sign in to a tenant's dashboard (CONTRACT §13's Team page). */
export class Team {
  constructor(private readonly db: Database) {}

  async addresses(tenantId: string): Promise<{ email: string; createdAt: number }[]> {
    return signInAddresses(this.db, tenantId);
  }

  /** Never the last address: a shop nobody can sign in to is locked out of its own dashboard. */
  async remove(tenantId: string, email: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const all = await lockSignInAddresses(tx, tenantId);
      if (!all.includes(email)) {
        // Not on the team (yet): its confirmation, if one waits, is void (the links of the address go).
        if (!(await deleteSignInAddress(tx, email, tenantId))) throw notFound('address');
        return;
      }
      if (all.length === 1) {
        throw invalidRequest('The last address cannot be removed: nobody could sign in.', [
          { path: 'email', issue: 'last address' },
        ]);
      }
      // Whoever signed in with it is signed out at once.
      await deleteSignInAddress(tx, email, tenantId);
    });
  }
}
