// The one intake every feed ends in (DESIGN): a feed authenticates and parses its input, the intake
// turns it into a credit report and hands it to the ledger, which decides it in one transaction.
import type { CreditLedger, IncomingReport, RecordedCredit } from '../ledger/credits.js';
import type { OpsAlerts } from '../ledger/alerts.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { emailSpan, smsSpan, type SmsTimes } from '../domain/feeds.js';
import type { CreditSpan } from '../domain/span.js';
import type { CreditSource } from '../domain/credit.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { ParseResult } from './parsers/types.js';
import { readBankSms } from './sms.js';

export type IntakeOutcome =
  | { kind: 'recorded'; credit: RecordedCredit }
  /** Authentic, understood, not a credit (a debit alert): nothing stored, nobody alerted. */
  | { kind: 'ignored'; what: string }
  /** Authentic but not understood: operators alerted, nothing stored. */
  | { kind: 'unparseable' };

/** A bank SMS as a reporter relays it, with the times it gave (CONTRACT §7). */
export interface RelayedSms extends SmsTimes {
  sender: string;
  body: string;
}

export interface FeedOrigin {
  tenantId: string;
  source: CreditSource;
  deviceId?: string | undefined;
}

export class Intake {
  constructor(
    private readonly deps: { credits: CreditLedger; alerts: OpsAlerts; metrics: Metrics; log: Logger },
  ) {}

  /** A credit whose fields the feed already has (a reporter app's structured report). */
  async report(
    origin: FeedOrigin,
    credit: Omit<IncomingReport, 'tenantId' | 'source' | 'deviceId'>,
  ): Promise<IntakeOutcome> {
    // UPI handles are case-insensitive; one spelling keeps the duplicate rule and dedupe honest.
    const recorded = await this.deps.credits.record({
      ...credit,
      payerVpa: credit.payerVpa?.toLowerCase(),
      ...origin,
    });
    this.deps.metrics.credits.inc({
      source: origin.source,
      outcome: recorded.repeat ? 'repeat' : recorded.status,
    });
    this.deps.log.info(
      { feed: origin.source, credit_id: recorded.creditId, status: recorded.status, repeat: recorded.repeat },
      'credit taken in',
    );
    return { kind: 'recorded', credit: recorded };
  }

  /**
   * A bank message a parser read. `vouchedAt` is the time the feed itself vouches for (the signed
   * Date header of an e-mail). `bank` names the parser, for alerts.
   */
  async message(
    origin: FeedOrigin,
    bank: string,
    parsed: ParseResult,
    vouchedAt: UnixSeconds | undefined,
  ): Promise<IntakeOutcome> {
    return this.read(origin, bank, parsed, (credit) => spanFields(emailSpan(credit, vouchedAt)));
  }

  /**
   * A bank SMS relayed by a reporter: its sender picks the bank's parser (a numeric or unknown sender is
   * ignored: no bank's alert), and its credited_at is the SMS rule of CONTRACT §7. The body goes no further
   * than the parser.
   */
  async sms(origin: FeedOrigin, sms: RelayedSms): Promise<IntakeOutcome> {
    const reading = readBankSms(sms.sender, sms.body);
    if (reading.kind === 'rejected') {
      this.deps.metrics.feedRejections.inc({ feed: origin.source, reason: 'numeric_sender' });
      return { kind: 'ignored', what: 'a phone number, not a bank, sent it' };
    }
    if (reading.kind === 'unknown_sender')
      return { kind: 'ignored', what: 'not a sender any bank parser reads' };
    return this.read(origin, reading.bank, reading.parsed, (credit) => ({
      ...spanFields(smsSpan(credit, sms, unixNow())),
      phoneReceivedAt: sms.receivedAt,
      smscAt: sms.smscAt,
    }));
  }

  private async read(
    origin: FeedOrigin,
    bank: string,
    parsed: ParseResult,
    times: (
      credit: Extract<ParseResult, { kind: 'credit' }>,
    ) => Pick<IncomingReport, 'creditedAt' | 'creditedUntil' | 'phoneReceivedAt' | 'smscAt'>,
  ): Promise<IntakeOutcome> {
    if (parsed.kind === 'not_a_credit') return { kind: 'ignored', what: parsed.what };
    if (parsed.kind === 'unparseable') {
      this.deps.metrics.parserFailures.inc({ feed: origin.source });
      // The alert names the feed and the bank, never the body.
      await this.deps.alerts.raise(
        'unparseable_message',
        origin.tenantId,
        `An authentic ${bank} message on the ${origin.source} feed could not be parsed; its body was not stored.`,
      );
      return { kind: 'unparseable' };
    }
    return this.report(origin, {
      amountPaise: parsed.amountPaise,
      rrn: parsed.rrn,
      payerVpa: parsed.payerVpa,
      payerName: parsed.payerName,
      ...times(parsed),
    });
  }
}

/** A span as the ledger takes it; no span: no usable time (the credit is parked stale). */
const spanFields = (span: CreditSpan | undefined): Pick<IncomingReport, 'creditedAt' | 'creditedUntil'> =>
  span === undefined ? {} : { creditedAt: span.creditedAt, creditedUntil: span.creditedUntil };
