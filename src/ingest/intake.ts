// The one intake every feed ends in (DESIGN): a feed authenticates and parses its input, the intake
// turns it into a credit report and hands it to the ledger, which decides it in one transaction.
import type { CreditLedger, IncomingReport, RecordedCredit } from '../ledger/credits.js';
import type { OpsAlerts } from '../ledger/alerts.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { bankTimestamp } from '../domain/feeds.js';
import type { CreditSource } from '../domain/credit.js';
import type { UnixSeconds } from '../domain/time.js';
import type { ParseResult } from './parsers/types.js';

export type IntakeOutcome =
  | { kind: 'recorded'; credit: RecordedCredit }
  /** Authentic, understood, not a credit (a debit alert): nothing stored, nobody alerted. */
  | { kind: 'ignored'; what: string }
  /** Authentic but not understood: operators alerted, nothing stored. */
  | { kind: 'unparseable' };

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
   * Date header of an e-mail, the SMS timestamp on the phone). `bank` names the parser, for alerts.
   */
  async message(
    origin: FeedOrigin,
    bank: string,
    parsed: ParseResult,
    vouchedAt: UnixSeconds | undefined,
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
      creditedAt: bankTimestamp(parsed, vouchedAt),
      rrn: parsed.rrn,
      payerVpa: parsed.payerVpa,
      payerName: parsed.payerName,
    });
  }
}
