// Outbound mail (CONTRACT §13): a message is a row of `outbound_mail` (db/outbound-mail.ts), written in
// the transaction that decided to send it, so nothing acknowledged is lost; a Temporal activity sends it
// (retried), and the row records how it went. Without MAIL_URL the row is the local outbox that
// `npm run cli -- mail tail` prints; after an SMTP send its bodies are dropped, so no sign-in link
// stays at rest.
import * as rows from '../db/outbound-mail.js';
import type { Queryable } from '../db/sql.js';
import { unixNow } from '../domain/time.js';

export type { MailToSend, OutboundMessage, OutboxLine } from '../db/outbound-mail.js';
export { markMailDispatched, outboxTail, undispatchedMail } from '../db/outbound-mail.js';

/** Queues `m` on `tx`; the caller hands the id to the dispatcher once the transaction commits. */
export const queueMail = (tx: Queryable, m: rows.OutboundMessage): Promise<string> =>
  rows.insertMail(tx, m, unixNow());

export const mailToSend = rows.mailById;

/** Records the send; an SMTP send drops the bodies (they may carry a sign-in link). */
export const markMailSent = (q: Queryable, id: string, via: 'smtp' | 'outbox'): Promise<void> =>
  rows.markMailSent(q, id, via, unixNow());
