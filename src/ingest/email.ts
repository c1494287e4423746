// The bank alert e-mail feed (CONTRACT §7, §12): a message for a tenant's ingest address is taken in only
// when a bank signed it (SPEC §1 "Forged email"), then read by that bank's parser and handed to the intake.
// The SMTP listener (smtp.ts) and the HTTP route for mail relays both end here.
//
// MIME is split by postal-mime: it has no dependencies, ships its own types, and comes from the authors of
// mailauth and smtp-server. mailparser, the other candidate, brings ten packages with it (iconv-lite,
// html-to-text, linkify-it, ...), its newest release does not install from this registry, and older ones
// lag behind its fixes; its HTML-to-text conversion is nothing the bank parsers want either: they read the
// text part and the HTML part themselves.
//
// What is logged: tenant ids, verdicts, reasons and the signing domain. Never the body, the subject or
// anything about the payer.
import { authenticate, type DNSResolver } from 'mailauth';
import PostalMime from 'postal-mime';
import {
  latestForwardingConfirmation,
  logInboundMail,
  recentInboundMail,
  storeForwardingConfirmation,
  type ForwardingConfirmationBody,
  type InboundMailBody,
  type InboundMailOutcome,
} from '../db/inbound-mail.js';
import type { Database } from '../db/sql.js';
import { tenantIdByIngestId } from '../db/tenants.js';
import type { HostResolver } from '../dns.js';
import { DomainError } from '../domain/errors.js';
import { acceptableSignature, type SignatureCheck, type SignatureRejection } from '../domain/feeds.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { Intake, IntakeOutcome } from './intake.js';
import {
  GMAIL_FORWARDING_SENDER,
  GMAIL_SIGNING_DOMAIN,
  readForwardingConfirmation,
  type ForwardingConfirmation,
} from './gmail-forwarding.js';
import { bankByMailDomain } from './alerts/banks.js';
import type { AlertReading } from './alerts/read.js';

/** CONTRACT §1: a raw message may be at most 1 MiB, on either transport. */
export const MAX_EMAIL_BYTES = 1024 * 1024;

export type EmailRejection = SignatureRejection | 'unknown_recipient' | 'too_large';

export type EmailVerdict =
  /** Authentic mail for a tenant: answered 250 / 202 whatever the intake made of it (CONTRACT §12). */
  | { kind: 'accepted'; tenantId: string; outcome: IntakeOutcome['kind'] | 'forwarding_confirmation' }
  /** Refused, nothing stored: 550 / 403 (404 for an unknown recipient, 552 / 413 when too large). */
  | { kind: 'rejected'; reason: EmailRejection }
  /** A bank's DKIM key could not be fetched: 451 / 503, so the sender tries again later. */
  | { kind: 'retry' }
  /** Over the inbound mail limits: 451 / 429, nothing stored, the sender tries again later. */
  | { kind: 'throttled'; retryAfterSeconds: number };

/** Takes one from a rate limit, or throws the 429 DomainError (db/rate-limits.ts). */
export interface MailLimits {
  take(name: 'emailPerAddress' | 'emailAggregate', key: string): Promise<void>;
}

export interface EmailFeedDeps {
  db: Database;
  limits: MailLimits;
  intake: Intake;
  resolver: HostResolver;
  metrics: Metrics;
  log: Logger;
  config: { ingestDomain: string };
}

export type { ForwardingConfirmationBody, InboundMailBody, InboundMailOutcome };

export class EmailFeed {
  private readonly dkimKeys: DNSResolver;

  constructor(private readonly deps: EmailFeedDeps) {
    this.dkimKeys = async (name, rrtype) => {
      // With ARC, DMARC and BIMI switched off, and no client address for SPF, DKIM key records are all
      // the verifier looks up.
      if (rrtype !== 'TXT') throw Object.assign(new Error(`no ${rrtype} lookups here`), { code: 'ENOTIMP' });
      return deps.resolver.resolveTxt(name);
    };
  }

  /** The tenant `<ingest_id>@<INGEST_DOMAIN>` belongs to (compared case-insensitively); else counted and refused. */
  async recipientTenant(recipient: string): Promise<string | undefined> {
    const at = recipient.lastIndexOf('@');
    const ingestId = recipient.slice(0, at).toLowerCase();
    const ours =
      at > 0 && recipient.slice(at + 1).toLowerCase() === this.deps.config.ingestDomain.toLowerCase();
    const tenantId = ours ? await tenantIdByIngestId(this.deps.db, ingestId) : undefined;
    if (tenantId === undefined) this.rejected('unknown_recipient', undefined);
    return tenantId;
  }

  /** The transport saw more than MAX_EMAIL_BYTES and kept none of it. */
  tooLarge(): EmailVerdict {
    return this.rejected('too_large', undefined);
  }

  async receive(raw: Buffer, recipient: string): Promise<EmailVerdict> {
    if (raw.length > MAX_EMAIL_BYTES) return this.tooLarge();
    const tenantId = await this.recipientTenant(recipient);
    if (tenantId === undefined) return { kind: 'rejected', reason: 'unknown_recipient' };
    // Before any DNS lookup or signature check: these are what a flood would make us spend.
    try {
      await this.deps.limits.take('emailPerAddress', tenantId);
      await this.deps.limits.take('emailAggregate', 'all');
    } catch (err) {
      if (!(err instanceof DomainError) || err.status !== 429) throw err;
      this.deps.metrics.feedRejections.inc({ feed: 'email', reason: 'rate_limited' });
      return { kind: 'throttled', retryAfterSeconds: Number(err.extra.retry_after_seconds ?? 60) };
    }

    const { dkim } = await authenticate(raw, {
      resolver: this.dkimKeys,
      disableArc: true,
      disableDmarc: true,
      disableBimi: true,
      // RFC 8301: an rsa-sha1 signature is no signature; mailauth then reports `policy`, never `pass`.
      rejectRsaSha1: true,
    });
    const signatures = dkim.results.map((r) => ({
      result: r.status.result,
      signingDomain: r.signingDomain,
      unsignedBodyBytes: r.status.underSized,
      testing: r.status.testing,
      signedHeaders: r.signingHeaders?.headers ?? [],
    }));
    const decision = acceptableSignature(signatures, bankByMailDomain);
    if (decision.verdict === 'reject' && decision.reason === 'not_a_bank') {
      // Not a bank's: perhaps Gmail asking the seller to confirm forwarding to this address.
      const confirmation = await this.forwardingConfirmation(raw, signatures);
      if (confirmation !== undefined) return this.keepConfirmation(tenantId, confirmation);
    }
    if (decision.verdict === 'retry') {
      this.deps.metrics.feedRejections.inc({ feed: 'email', reason: 'dkim_temperror' });
      this.deps.log.warn(
        { feed: 'email', tenant_id: tenantId },
        'bank DKIM key lookup failed; sender asked to retry',
      );
      return { kind: 'retry' };
    }
    if (decision.verdict === 'reject') {
      await this.logMail(tenantId, 'rejected', { reason: decision.reason });
      return this.rejected(decision.reason, tenantId);
    }

    const { signature, bank } = decision;
    const vouchedAt = signedDate(signature.signedHeaders);
    let parsed: AlertReading;
    try {
      const email = await PostalMime.parse(raw);
      parsed = await this.deps.intake.reader.mail(bank, { text: email.text, html: email.html }, vouchedAt);
    } catch {
      // Authentic mail too malformed to split into parts is, for the ledger, mail no parser understood:
      // the operators hear of it through the intake.
      parsed = { kind: 'unparseable', why: 'mail could not be split into parts' };
    }
    const outcome = await this.deps.intake.message({ tenantId, source: 'email' }, bank, parsed, vouchedAt);
    await this.logMail(
      tenantId,
      outcome.kind === 'recorded' ? (outcome.credit.repeat ? 'repeat' : 'credited') : outcome.kind,
      {
        signingDomain: signature.signingDomain,
        ...(outcome.kind === 'recorded' ? { creditId: outcome.credit.creditId } : {}),
        ...(outcome.kind === 'ignored' ? { reason: outcome.what } : {}),
      },
    );
    this.deps.log.info(
      {
        feed: 'email',
        tenant_id: tenantId,
        signing_domain: signature.signingDomain,
        date_signed: vouchedAt !== undefined,
        outcome: outcome.kind,
      },
      'bank e-mail taken in',
    );
    return { kind: 'accepted', tenantId, outcome: outcome.kind };
  }

  /** The last messages at a tenant's address and what became of each, newest first. */
  recentMail(tenantId: string, limit = 20): Promise<InboundMailBody[]> {
    return recentInboundMail(this.deps.db, tenantId, limit);
  }

  /** The newest Gmail forwarding confirmation that reached the tenant's address, if any. */
  latestForwardingConfirmation(tenantId: string): Promise<ForwardingConfirmationBody | undefined> {
    return latestForwardingConfirmation(this.deps.db, tenantId);
  }

  /**
   * A message Google signed (DKIM `google.com`, verified outright), from Gmail's forwarding sender,
   * that reads as a forwarding confirmation; undefined for anything else, which stays refused.
   */
  private async forwardingConfirmation(
    raw: Buffer,
    signatures: readonly (SignatureCheck & { signedHeaders: string[] })[],
  ): Promise<ForwardingConfirmation | undefined> {
    const byGoogle = acceptableSignature(signatures, (domain) =>
      domain.toLowerCase() === GMAIL_SIGNING_DOMAIN ? 'gmail' : undefined,
    );
    if (byGoogle.verdict !== 'accept') return undefined;
    try {
      const email = await PostalMime.parse(raw);
      if (email.from?.address?.toLowerCase() !== GMAIL_FORWARDING_SENDER) return undefined;
      return readForwardingConfirmation({ subject: email.subject, text: email.text });
    } catch {
      return undefined;
    }
  }

  private async keepConfirmation(tenantId: string, c: ForwardingConfirmation): Promise<EmailVerdict> {
    const now = unixNow();
    await storeForwardingConfirmation(this.deps.db, tenantId, { ...c, receivedAt: now });
    await this.logMail(tenantId, 'forwarding_confirmation', { signingDomain: GMAIL_SIGNING_DOMAIN });
    this.deps.log.info(
      { feed: 'email', tenant_id: tenantId },
      'Gmail forwarding confirmation kept for the seller',
    );
    return { kind: 'accepted', tenantId, outcome: 'forwarding_confirmation' };
  }

  private async logMail(
    tenantId: string,
    outcome: InboundMailOutcome,
    details: { reason?: string; signingDomain?: string | undefined; creditId?: string },
  ): Promise<void> {
    await logInboundMail(this.deps.db, { tenantId, receivedAt: unixNow(), outcome, ...details });
  }

  private rejected(reason: EmailRejection, tenantId: string | undefined): EmailVerdict {
    this.deps.metrics.feedRejections.inc({ feed: 'email', reason });
    this.deps.log.info({ feed: 'email', tenant_id: tenantId, reason }, 'e-mail refused; nothing stored');
    return { kind: 'rejected', reason };
  }
}

/**
 * Reads a message to its end but keeps it only if it fits in MAX_EMAIL_BYTES (undefined otherwise): the
 * sender expects an answer only once it has finished, and an oversized message is never held in memory.
 */
export async function readMessage(
  stream: AsyncIterable<Buffer>,
  maxBytes = MAX_EMAIL_BYTES,
): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  return size > maxBytes ? undefined : Buffer.concat(chunks, size);
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// RFC 5322 §3.3, with the obsolete universal-time zone names (§4.3). Other zone names are ambiguous (IST
// is India's and Israel's), and a date without a zone would be read in this server's own time zone.
const RFC5322_DATE =
  /^(?:[a-z]{3}\s*,\s*)?(?<day>\d{1,2})\s+(?<month>[a-z]{3})\s+(?<year>\d{4})\s+(?<hour>\d{2}):(?<minute>\d{2})(?::(?<second>\d{2}))?\s+(?<zone>[+-]\d{4}|UT|GMT|Z)(?:\s*\([^()]*\))?$/i;

/** An RFC 5322 date-time as unix seconds; undefined for anything else. */
export function rfc5322Seconds(value: string): UnixSeconds | undefined {
  const g = RFC5322_DATE.exec(value.trim())?.groups;
  if (g === undefined) return undefined;
  const [day, year, hour, minute, second] = [g.day, g.year, g.hour, g.minute, g.second ?? '0'].map(
    Number,
  ) as [number, number, number, number, number];
  const month = MONTHS.indexOf((g.month ?? '').toLowerCase());
  const zone = g.zone ?? '';
  const offsetMinutes = /^[+-]/.test(zone)
    ? (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(3, 5)))
    : 0;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  if (month < 0 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 60) return undefined;
  return Date.UTC(year, month, day, hour, minute, second) / 1000 - offsetMinutes * 60;
}

/**
 * The moment a DKIM signature vouches for: the Date header among the header lines it signed, when it
 * signed exactly one. A Date the signature does not cover could have been written by anyone on the way,
 * so it is no bank timestamp (CONTRACT §12); the credit is then parked stale.
 */
export function signedDate(signedHeaderLines: readonly string[]): UnixSeconds | undefined {
  const dates = signedHeaderLines
    .map((line) => line.replace(/\r?\n(?=[ \t])/g, ''))
    .filter((line) => line.slice(0, line.indexOf(':')).trim().toLowerCase() === 'date');
  const [date] = dates;
  return dates.length === 1 && date !== undefined
    ? rfc5322Seconds(date.slice(date.indexOf(':') + 1))
    : undefined;
}
