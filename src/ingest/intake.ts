// The one intake every feed ends in (DESIGN): a feed authenticates and parses its input, the intake
// turns it into a credit report and hands it to the ledger, which decides it in one transaction.
import type { CreditLedger, IncomingReport, RecordedCredit } from '../ledger/credits.js';
import type { OpsAlerts } from '../ledger/alerts.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { emailSpan, isOtherAccount, smsSpan, smsTextDigest, type SmsTimes } from '../domain/feeds.js';
import type { CreditSpan } from '../domain/span.js';
import type { CreditSource } from '../domain/credit.js';
import { indiaDate, unixNow, type UnixSeconds } from '../domain/time.js';
import type { Bank } from './alerts/banks.js';
import type { AlertReading } from './alerts/read.js';
import { type AlertReader, inlineReader } from './reader-thread.js';

export type IntakeOutcome =
  | { kind: 'recorded'; credit: RecordedCredit }
  /**
   * Not a credit: a debit, no payment at all, or a sender no bank declares (CONTRACT §7's reasons); nothing
   * stored, nobody alerted (but see `sms` for an unknown header whose text reads as a payment).
   */
  | { kind: 'ignored'; what: IgnoredReason }
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

export type IgnoredReason = 'debit' | 'not_a_payment' | 'unknown_sender' | 'other_account';

export class Intake {
  /** The one alert reader every feed's text goes through (CONTRACT §7). */
  get reader(): AlertReader {
    return this.deps.reader ?? inlineReader;
  }

  /** Unknown headers already reported to operators on `unknownHeadersDay`: one alert per header per day. */
  private unknownHeadersToday = new Set<string>();
  private unknownHeadersDay = '';

  constructor(
    private readonly deps: {
      credits: CreditLedger;
      alerts: OpsAlerts;
      metrics: Metrics;
      log: Logger;
      /** The service reads in its own thread (reader-thread.ts); tests and scripts may read inline. */
      reader?: AlertReader;
    },
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
   * A bank's alert mail, as the reader read it. `vouchedAt` is the time the feed itself vouches for (the
   * signed Date header of an e-mail).
   */
  async message(
    origin: FeedOrigin,
    bank: Bank,
    reading: AlertReading,
    vouchedAt: UnixSeconds | undefined,
  ): Promise<IntakeOutcome> {
    return this.read(origin, { bank }, reading, (credit) => spanFields(emailSpan(credit, vouchedAt)));
  }

  /**
   * A bank SMS relayed by a reporter: its sender's DLT header picks the bank (a numeric sender is never a
   * credit; an alphabetic header no bank declares is ignored, and reported to operators once a day when
   * its text reads as a payment, so the bank can be added), and its credited_at is the SMS rule of
   * CONTRACT §7. The body goes no further than the reader and, masked, an operator alert.
   */
  async sms(origin: FeedOrigin, sms: RelayedSms): Promise<IntakeOutcome> {
    const reading = await this.reader.sms(sms.sender, sms.body, sms.smscAt ?? sms.receivedAt);
    if (reading.kind === 'rejected') {
      this.deps.metrics.feedRejections.inc({ feed: origin.source, reason: 'numeric_sender' });
      return { kind: 'ignored', what: 'unknown_sender' };
    }
    if (reading.kind === 'unknown_sender') {
      if (reading.readsAsPayment) await this.unknownHeaderAlert(origin, reading.header, sms.body);
      return { kind: 'ignored', what: 'unknown_sender' };
    }
    return this.read(
      origin,
      { bank: reading.bank, header: reading.header, shape: () => this.reader.shape(sms.body) },
      reading.reading,
      (credit) => ({
        ...spanFields(smsSpan(credit, sms, unixNow())),
        phoneReceivedAt: sms.receivedAt,
        smscAt: sms.smscAt,
        // The same SMS from a second device is known by this (E9-1); the text goes no further.
        textDigest: smsTextDigest(origin.tenantId, sms.body),
      }),
    );
  }

  private async unknownHeaderAlert(
    origin: FeedOrigin,
    header: string | undefined,
    body: string,
  ): Promise<void> {
    const today = indiaDate(unixNow());
    if (today !== this.unknownHeadersDay)
      [this.unknownHeadersDay, this.unknownHeadersToday] = [today, new Set()];
    const key = header ?? '';
    if (this.unknownHeadersToday.has(key)) return;
    this.unknownHeadersToday.add(key);
    await this.deps.alerts.raise(
      'unparseable_message',
      origin.tenantId,
      `An SMS from ${header ?? 'a sender id that is no DLT header'}, a header no bank declares, reads as an incoming payment on the ${origin.source} feed; add the bank if it is one. Shape: ${await this.reader.shape(body)}`,
    );
  }

  private async read(
    origin: FeedOrigin,
    from: { bank: Bank; header?: string; shape?: () => Promise<string> },
    reading: AlertReading,
    times: (
      credit: Extract<AlertReading, { kind: 'credit' }>,
    ) => Pick<IncomingReport, 'creditedAt' | 'creditedUntil' | 'phoneReceivedAt' | 'smscAt' | 'textDigest'>,
  ): Promise<IntakeOutcome> {
    if (reading.kind === 'ignored') return { kind: 'ignored', what: reading.reason };
    if (reading.kind === 'unparseable') {
      this.deps.metrics.parserFailures.inc({ feed: origin.source });
      // The alert names the feed, the bank and header and the message's masked shape, never its text.
      const header = from.header === undefined ? '' : ` from ${from.header}`;
      const shape =
        from.shape === undefined ? '; its body was not stored' : `; its shape: ${await from.shape()}`;
      await this.deps.alerts.raise(
        'unparseable_message',
        origin.tenantId,
        `An authentic ${from.bank.name} message${header} on the ${origin.source} feed could not be read with certainty${shape}`,
      );
      return { kind: 'unparseable' };
    }
    if (
      reading.accountDigits !== undefined &&
      isOtherAccount(reading.accountDigits, await this.deps.credits.accountsOf(origin.tenantId))
    ) {
      return { kind: 'ignored', what: 'other_account' };
    }
    return this.report(origin, {
      amountPaise: reading.amountPaise,
      ...(reading.accountDigits !== undefined && /^\d+$/.test(reading.accountDigits)
        ? { accountDigits: reading.accountDigits.slice(-4) }
        : {}),
      rrn: reading.rrn,
      payerVpa: reading.payerVpa,
      payerName: reading.payerName,
      ...times(reading),
    });
  }
}

/** A span as the ledger takes it; no span: no usable time (the credit is parked stale). */
const spanFields = (span: CreditSpan | undefined): Pick<IncomingReport, 'creditedAt' | 'creditedUntil'> =>
  span === undefined ? {} : { creditedAt: span.creditedAt, creditedUntil: span.creditedUntil };
