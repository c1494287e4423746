// The e-mail feed's own tables: what became of each message at a tenant's address (an outcome and a
// word of why, never the content), and the Gmail forwarding confirmations kept for the seller.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

export type InboundMailOutcome =
  'credited' | 'repeat' | 'ignored' | 'unparseable' | 'rejected' | 'forwarding_confirmation';

export interface InboundMailBody {
  received_at: number;
  outcome: InboundMailOutcome;
  reason?: string;
  signing_domain?: string;
  credit_id?: string;
}

export interface ForwardingConfirmationBody {
  received_at: number;
  requested_by: string;
  code: string;
  confirm_url: string;
}

/** What became of one message at a tenant's address, for the seller's feeds page: never its content. */
const LOG_MAIL = statement(
  'email-log-message',
  `insert into inbound_mail (tenant_id, received_at, outcome, reason, signing_domain, credit_id)
   values ($1, $2, $3, $4, $5, $6)`,
);

export async function logInboundMail(
  q: Queryable,
  m: {
    tenantId: string;
    receivedAt: UnixSeconds;
    outcome: InboundMailOutcome;
    reason?: string | undefined;
    signingDomain?: string | undefined;
    creditId?: string | undefined;
  },
): Promise<void> {
  await q.rows(LOG_MAIL, [
    m.tenantId,
    m.receivedAt,
    m.outcome,
    m.reason ?? null,
    m.signingDomain ?? null,
    m.creditId ?? null,
  ]);
}

const RECENT_MAIL = statement(
  'recent-inbound-mail',
  `select received_at, outcome, reason, signing_domain, credit_id from inbound_mail
        where tenant_id = $1 order by received_at desc, id desc limit $2`,
);

/** The last messages at a tenant's address and what became of each, newest first. */
export async function recentInboundMail(
  q: Queryable,
  tenantId: string,
  limit: number,
): Promise<InboundMailBody[]> {
  const rows = await q.rows<Record<string, string | null>>(RECENT_MAIL, [tenantId, limit]);
  return rows.map((r) => ({
    received_at: Number(r.received_at),
    outcome: r.outcome as InboundMailOutcome,
    ...(r.reason !== null ? { reason: r.reason as string } : {}),
    ...(r.signing_domain !== null ? { signing_domain: r.signing_domain as string } : {}),
    ...(r.credit_id !== null ? { credit_id: r.credit_id as string } : {}),
  }));
}

const STORE_FORWARDING_CONFIRMATION = statement(
  'email-store-forwarding-confirmation',
  `insert into forwarding_confirmations (tenant_id, received_at, requested_by, code, confirm_url)
   values ($1, $2, $3, $4, $5)`,
);

export async function storeForwardingConfirmation(
  q: Queryable,
  tenantId: string,
  c: { receivedAt: UnixSeconds; requestedBy: string; code: string; confirmUrl: string },
): Promise<void> {
  await q.rows(STORE_FORWARDING_CONFIRMATION, [tenantId, c.receivedAt, c.requestedBy, c.code, c.confirmUrl]);
}

const LATEST_CONFIRMATION = statement(
  'latest-forwarding-confirmation',
  `select received_at, requested_by, code, confirm_url from forwarding_confirmations
        where tenant_id = $1 order by received_at desc, id desc limit 1`,
);

/** The newest Gmail forwarding confirmation that reached the tenant's address, if any. */
export async function latestForwardingConfirmation(
  q: Queryable,
  tenantId: string,
): Promise<ForwardingConfirmationBody | undefined> {
  const [r] = await q.rows<Record<string, string>>(LATEST_CONFIRMATION, [tenantId]);
  return r === undefined
    ? undefined
    : {
        received_at: Number(r.received_at),
        requested_by: r.requested_by as string,
        code: r.code as string,
        confirm_url: r.confirm_url as string,
      };
}

const MAIL_OUTCOMES = statement(
  'inbound-mail-outcomes',
  // The e-mail feed's own log (ingest/email.ts): an outcome and a word of why, never the content.
  `select received_at, outcome, reason as detail from inbound_mail where tenant_id = $1
        order by received_at desc, id desc limit $2`,
);

export interface MailOutcome {
  receivedAt: number;
  outcome: string;
  detail?: string;
}

/** The dashboard's view of the same log. */
export async function mailOutcomes(q: Queryable, tenantId: string, limit: number): Promise<MailOutcome[]> {
  const rows = await q.rows<Record<string, unknown>>(MAIL_OUTCOMES, [tenantId, limit]);
  return rows.map((r) => ({
    receivedAt: Number(r.received_at),
    outcome: String(r.outcome),
    ...(r.detail !== null ? { detail: String(r.detail) } : {}),
  }));
}
