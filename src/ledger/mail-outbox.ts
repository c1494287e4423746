// Outbound mail (CONTRACT §13): a message is a row of `outbound_mail`, written in the transaction
// that decided to send it, so nothing acknowledged is lost; a Temporal activity sends it (retried),
// and the row records how it went. Without MAIL_URL the row is the local outbox that
// `npm run cli -- mail tail` prints; after an SMTP send its bodies are dropped, so no sign-in link
// stays at rest.
import { statement, type Queryable } from '../db/sql.js';
import { unixNow } from '../domain/time.js';

export interface OutboundMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One line of `mail tail`: CONTRACT §13's `{to, subject, text, sent_at}`. */
export interface OutboxLine {
  to: string;
  subject: string;
  text: string;
  sent_at?: number;
}

const INSERT_MAIL = statement(
  'insert-outbound-mail',
  `insert into outbound_mail (to_address, subject, text_body, html_body, created_at)
   values ($1, $2, $3, $4, $5) returning id`,
);

/** Queues `m` on `tx`; the caller hands the id to the dispatcher once the transaction commits. */
export async function queueMail(tx: Queryable, m: OutboundMessage): Promise<string> {
  const rows = await tx.rows<{ id: string }>(INSERT_MAIL, [m.to, m.subject, m.text, m.html, unixNow()]);
  return String((rows[0] as { id: string }).id);
}

export interface MailToSend extends OutboundMessage {
  id: string;
  sentAt: number | null;
}

export async function mailToSend(q: Queryable, id: string): Promise<MailToSend | undefined> {
  const rows = await q.rows<Record<string, unknown>>(`select * from outbound_mail where id = $1`, [id]);
  const r = rows[0];
  if (!r) return undefined;
  return {
    id,
    to: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text_body ?? ''),
    html: String(r.html_body ?? ''),
    sentAt: r.sent_at === null ? null : Number(r.sent_at),
  };
}

/** Records the send; an SMTP send drops the bodies (they may carry a sign-in link). */
export async function markMailSent(q: Queryable, id: string, via: 'smtp' | 'outbox'): Promise<void> {
  await q.rows(
    via === 'smtp'
      ? `update outbound_mail set sent_at = $2, sent_via = 'smtp', text_body = null, html_body = null where id = $1`
      : `update outbound_mail set sent_at = $2, sent_via = 'outbox' where id = $1`,
    [id, unixNow()],
  );
}

export async function markMailDispatched(q: Queryable, id: string): Promise<void> {
  await q.rows(`update outbound_mail set dispatched = true where id = $1`, [id]);
}

export async function undispatchedMail(q: Queryable, olderThan: number, limit: number): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(
    `select id from outbound_mail where not dispatched and created_at <= $1 order by created_at limit $2`,
    [olderThan, limit],
  );
  return rows.map((r) => String(r.id));
}

/** The messages kept in the local outbox, oldest first (`mail tail`). */
export async function outboxTail(q: Queryable, limit: number): Promise<OutboxLine[]> {
  const rows = await q.rows<Record<string, unknown>>(
    `select * from (select * from outbound_mail where text_body is not null order by id desc limit $1) m
      order by id`,
    [limit],
  );
  return rows.map((r) => ({
    to: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text_body),
    ...(r.sent_at !== null ? { sent_at: Number(r.sent_at) } : {}),
  }));
}
