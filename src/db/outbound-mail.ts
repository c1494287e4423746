// The outbound_mail table (CONTRACT §13): a message is a row, written in the transaction that decided to
// send it; after an SMTP send its bodies are dropped, so no sign-in link stays at rest.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

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

export interface MailToSend extends OutboundMessage {
  id: string;
  sentAt: number | null;
}

const INSERT_MAIL = statement(
  'insert-outbound-mail',
  `insert into outbound_mail (to_address, subject, text_body, html_body, created_at)
   values ($1, $2, $3, $4, $5) returning id`,
);

/** Writes the message; its id. */
export async function insertMail(q: Queryable, m: OutboundMessage, now: UnixSeconds): Promise<string> {
  const rows = await q.rows<{ id: string }>(INSERT_MAIL, [m.to, m.subject, m.text, m.html, now]);
  return String((rows[0] as { id: string }).id);
}

const MAIL = statement('outbound-mail', `select * from outbound_mail where id = $1`);

export async function mailById(q: Queryable, id: string): Promise<MailToSend | undefined> {
  const rows = await q.rows<Record<string, unknown>>(MAIL, [id]);
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

const MARK_SENT_BY_SMTP = statement(
  'mark-mail-sent-smtp',
  `update outbound_mail set sent_at = $2, sent_via = 'smtp', text_body = null, html_body = null where id = $1`,
);
const MARK_KEPT_IN_OUTBOX = statement(
  'mark-mail-sent-outbox',
  `update outbound_mail set sent_at = $2, sent_via = 'outbox' where id = $1`,
);

/** Records the send; an SMTP send drops the bodies (they may carry a sign-in link). */
export async function markMailSent(
  q: Queryable,
  id: string,
  via: 'smtp' | 'outbox',
  now: UnixSeconds,
): Promise<void> {
  await q.rows(via === 'smtp' ? MARK_SENT_BY_SMTP : MARK_KEPT_IN_OUTBOX, [id, now]);
}

const MARK_DISPATCHED = statement(
  'mark-mail-dispatched',
  `update outbound_mail set dispatched = true where id = $1`,
);

export async function markMailDispatched(q: Queryable, id: string): Promise<void> {
  await q.rows(MARK_DISPATCHED, [id]);
}

export const UNDISPATCHED = statement(
  'undispatched-mail',
  `select id from outbound_mail where not dispatched and created_at <= $1 order by created_at limit $2`,
);

export async function undispatchedMail(q: Queryable, olderThan: number, limit: number): Promise<string[]> {
  const rows = await q.rows<{ id: string }>(UNDISPATCHED, [olderThan, limit]);
  return rows.map((r) => String(r.id));
}

const TAIL = statement(
  'outbound-mail-tail',
  `select * from (select * from outbound_mail where text_body is not null order by id desc limit $1) m
      order by id`,
);

/** The messages kept in the local outbox, oldest first (`mail tail`). */
export async function outboxTail(q: Queryable, limit: number): Promise<OutboxLine[]> {
  const rows = await q.rows<Record<string, unknown>>(TAIL, [limit]);
  return rows.map((r) => ({
    to: String(r.to_address),
    subject: String(r.subject),
    text: String(r.text_body),
    ...(r.sent_at !== null ? { sent_at: Number(r.sent_at) } : {}),
  }));
}
