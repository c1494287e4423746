// Sends one queued message: through nodemailer to MAIL_URL, or, with none set, into the local
// outbox (the row stays readable by `mail tail`). Safe to run twice: a sent message is not resent.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/sql.js';
import type { Logger } from '../logger.js';
import { mailToSend, markMailSent } from '../ledger/mail-outbox.js';

export class MailSender {
  private transport: Transporter | undefined;

  constructor(
    private readonly db: Database,
    private readonly mailUrl: string | undefined,
    private readonly from: string,
    private readonly log: Logger,
  ) {}

  async send(id: string): Promise<'sent' | 'already-sent' | 'missing'> {
    const mail = await mailToSend(this.db, id);
    if (!mail) return 'missing';
    if (mail.sentAt !== null) return 'already-sent';
    if (!this.mailUrl) {
      await markMailSent(this.db, id, 'outbox');
      this.log.info({ mail_id: id }, 'mail kept in the local outbox (npm run cli -- mail tail)');
      return 'sent';
    }
    // Pooled: a burst of sign-ins reuses one connection. The URL carries the credentials.
    this.transport ??= nodemailer.createTransport(this.mailUrl, { from: this.from });
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
    await markMailSent(this.db, id, 'smtp');
    // The address and the body stay out of the log: they would name the seller and carry the link.
    this.log.info({ mail_id: id }, 'mail sent');
    return 'sent';
  }

  close(): void {
    this.transport?.close();
  }
}
