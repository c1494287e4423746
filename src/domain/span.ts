// The time of a credit as a span [credited_at, credited_until] (CONTRACT §6): what the evidence proves
// about when the payment was made, and no more. One table, one place: every feed states its evidence
// and takes its span from here.
import { INDIA_UTC_OFFSET_SECONDS, type UnixSeconds } from './time.js';

export interface CreditSpan {
  creditedAt: UnixSeconds;
  creditedUntil: UnixSeconds;
}

/** The widths of CONTRACT §6's table, named by the evidence they belong to. */
export const SPAN_SECONDS = {
  /** A time stated to the minute (`14:03`) covers that whole minute. */
  statedMinute: 59,
  /** The SMS centre stamps a message after the bank sent it, within this. */
  smscAfterPayment: 120,
  /** A phone's clock runs behind by up to this. */
  phoneClockBehind: 120,
  /** A bank's mail server dates its alert within this of the payment. */
  emailDateAfterPayment: 300,
  /** A statement line with a date only: the India day, 00:00:00 to 23:59:59. */
  statementDay: 86_399,
} as const;

export type StatedPrecision = 'second' | 'minute';

/** What the feed gave as the time of a payment, row by row of CONTRACT §6's table. */
export type TimeEvidence =
  /** The bank states date and time, to the second or to the minute. */
  | { kind: 'stated'; at: UnixSeconds; precision: StatedPrecision }
  /** No stated time: the SMS centre's timestamp (network clock). */
  | { kind: 'smsc'; at: UnixSeconds }
  /** No stated time, only the phone's receipt time; `receipt` is when the message reached us. */
  | { kind: 'phone'; receivedAt: UnixSeconds; receipt: UnixSeconds }
  /** An e-mail that states no time: its DKIM-signed `Date` header. */
  | { kind: 'email_date'; at: UnixSeconds }
  /** A statement line with a date only (YYYY-MM-DD, India). */
  | { kind: 'statement_day'; date: string };

const DATE = /^(?<y>\d{4})-(?<m>\d{2})-(?<d>\d{2})$/;

/** India midnight starting a YYYY-MM-DD date, or undefined for a date that does not exist. */
export function indiaMidnight(date: string): UnixSeconds | undefined {
  const g = DATE.exec(date)?.groups;
  if (g === undefined) return undefined;
  const [y, m, d] = [Number(g.y), Number(g.m), Number(g.d)];
  const utc = new Date(Date.UTC(y, m - 1, d));
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return undefined;
  return utc.getTime() / 1000 - INDIA_UTC_OFFSET_SECONDS;
}

/** CONTRACT §6: the span a payment may lie in, from the evidence of its time. */
export function creditSpan(evidence: TimeEvidence): CreditSpan | undefined {
  switch (evidence.kind) {
    case 'stated':
      return {
        creditedAt: evidence.at,
        creditedUntil: evidence.at + (evidence.precision === 'minute' ? SPAN_SECONDS.statedMinute : 0),
      };
    case 'smsc':
      return { creditedAt: evidence.at - SPAN_SECONDS.smscAfterPayment, creditedUntil: evidence.at };
    case 'phone':
      // A clock running ahead put the message after its arrival: our receipt bounds it instead.
      return {
        creditedAt: Math.min(evidence.receivedAt, evidence.receipt) - SPAN_SECONDS.phoneClockBehind,
        creditedUntil: evidence.receipt,
      };
    case 'email_date':
      return { creditedAt: evidence.at - SPAN_SECONDS.emailDateAfterPayment, creditedUntil: evidence.at };
    case 'statement_day': {
      const midnight = indiaMidnight(evidence.date);
      return midnight === undefined
        ? undefined
        : { creditedAt: midnight, creditedUntil: midnight + SPAN_SECONDS.statementDay };
    }
  }
}
