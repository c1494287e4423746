// The SMTP listener of the e-mail feed (CONTRACT §7): mail for `<ingest_id>@<INGEST_DOMAIN>` only, no
// sender authentication (the bank's DKIM signature is the credential), at most MAX_EMAIL_BYTES a message.
//
// STARTTLS is not offered: no certificate is configured (CONTRACT §11), and smtp-server's fallback is a
// certificate whose private key ships inside the package, so anyone could pose as this server with it.
// Offering TLS waits for a certificate setting of its own.
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Logger } from '../logger.js';
import { MAX_EMAIL_BYTES, readMessage, type EmailFeed } from './email.js';

/** What the listener needs of the feed. */
export type MailFeed = Pick<EmailFeed, 'recipientTenant' | 'receive' | 'tooLarge'>;

/** Connections still open this long after stop() are told 421 and closed. */
const CLOSE_GRACE_MS = 3000;

/**
 * Bounds on what one sender can hold (issue 13, SMTP abuse): connections in all and from one address
 * (beyond them 421), silence allowed between bytes, and a session's whole life, so that a client
 * dripping one byte a second cannot keep a slot for ever. A bank's mail server sends one alert in well
 * under a second and retries any 4xx.
 */
export const SMTP_LIMITS: SmtpLimits = {
  maxClients: 100,
  maxClientsPerAddress: 10,
  idleMs: 30_000,
  sessionMs: 120_000,
};

export interface SmtpLimits {
  maxClients: number;
  maxClientsPerAddress: number;
  idleMs: number;
  sessionMs: number;
}

const reply = (responseCode: number, message: string): Error =>
  Object.assign(new Error(message), { responseCode });

const TRY_LATER = (): Error => reply(451, 'Temporary failure; try again later.');

export class SmtpListener {
  private readonly server: SMTPServer;
  /** Open sessions by client address, and each session's address (onClose gets only the session). */
  private readonly openByAddress = new Map<string, number>();
  private readonly sessionAddresses = new Map<string, string>();

  constructor(
    private readonly feed: MailFeed,
    private readonly log: Logger,
    hostname: string,
    limits: SmtpLimits = SMTP_LIMITS,
  ) {
    this.server = new SMTPServer({
      name: hostname,
      banner: 'MatchLedger bank alert intake',
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_EMAIL_BYTES,
      // Client host names would be looked up with the system resolver, for nothing we read.
      disableReverseLookup: true,
      closeTimeout: CLOSE_GRACE_MS,
      logger: false,
      maxClients: limits.maxClients,
      socketTimeout: limits.idleMs,
      onConnect: (session, callback) => {
        const address = session.remoteAddress;
        const open = this.openByAddress.get(address) ?? 0;
        if (open >= limits.maxClientsPerAddress) {
          callback(reply(421, 'Too many connections from your address; try again later.'));
          return;
        }
        this.openByAddress.set(address, open + 1);
        this.sessionAddresses.set(session.id, address);
        callback();
      },
      onClose: (session) => {
        const address = this.sessionAddresses.get(session.id);
        if (address === undefined) return;
        this.sessionAddresses.delete(session.id);
        const open = (this.openByAddress.get(address) ?? 1) - 1;
        if (open > 0) this.openByAddress.set(address, open);
        else this.openByAddress.delete(address);
      },
      onRcptTo: (address, session, callback) => {
        // One recipient per message: its answer after DATA then speaks for exactly one tenant, and a
        // refusal never follows a store for another recipient. Senders retry the rest (RFC 5321 §4.5.3.1.10).
        if (session.envelope.rcptTo.length > 0) {
          callback(reply(452, 'One recipient per message; send the rest separately.'));
          return;
        }
        void this.feed.recipientTenant(address.address).then(
          (tenantId) => callback(tenantId === undefined ? reply(550, 'No such mailbox here.') : undefined),
          (err: unknown) => {
            this.log.error({ err, feed: 'email' }, 'recipient lookup failed');
            callback(TRY_LATER());
          },
        );
      },
      onData: (stream, session, callback) => {
        void this.deliver(
          stream,
          session.envelope.rcptTo.map((r) => r.address),
        ).then(
          (answer) => callback(answer),
          (err: unknown) => {
            this.log.error({ err, feed: 'email' }, 'e-mail intake failed');
            callback(TRY_LATER());
          },
        );
      },
    });
    this.server.on('error', (err) => this.log.warn({ err, feed: 'email' }, 'SMTP connection error'));
    // A session's whole life is bounded, whatever it sends: idle timeouts alone reset on every byte.
    this.server.server.on('connection', (socket: Socket) => {
      const deadline = setTimeout(() => socket.destroy(), limits.sessionMs);
      deadline.unref();
      socket.once('close', () => clearTimeout(deadline));
    });
  }

  /** Listens on `port` (0: any free port) and resolves with the port taken. */
  start(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, () => {
        this.server.server.off('error', reject);
        resolve((this.server.server.address() as AddressInfo).port);
      });
    });
  }

  /** Stops taking connections; a session still open after a few seconds is closed. */
  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The DATA answer: undefined for 250, else an error carrying the reply code. */
  private async deliver(stream: AsyncIterable<Buffer>, recipients: string[]): Promise<Error | undefined> {
    let raw: Buffer | undefined;
    try {
      raw = await readMessage(stream);
    } catch (err) {
      // The message stream fails only when the connection closes before the final dot: the sender hung
      // up (or its network failed), or it was cut off at its session's time limit. The sender's doing,
      // not ours, and it will send again: a warning, not an error. The feed never saw the message.
      this.log.warn({ err, feed: 'email' }, 'connection closed mid-message');
      return TRY_LATER();
    }
    if (raw === undefined) {
      this.feed.tooLarge();
      return reply(552, `Message exceeds the maximum size of ${MAX_EMAIL_BYTES} bytes.`);
    }
    // The one recipient passed RCPT TO, so it is a tenant's ingest address.
    const verdict = await this.feed.receive(raw, recipients[0] as string);
    if (verdict.kind === 'retry') return TRY_LATER();
    if (verdict.kind === 'throttled') {
      return reply(451, `Too many messages for this address; try again in ${verdict.retryAfterSeconds} s.`);
    }
    if (verdict.kind === 'rejected') {
      return reply(550, 'Message refused: no valid DKIM signature of a bank this address accepts mail from.');
    }
    return undefined;
  }
}
