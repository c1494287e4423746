// Rules about the feeds themselves (SPEC §1 rows on messages and feeds, CONTRACT §10, §12).
import { createHash } from 'node:crypto';
import { creditSpan, type CreditSpan, SPAN_SECONDS, type StatedPrecision } from './span.js';
import { indiaDate, type UnixSeconds } from './time.js';

/** A credit as the bank's message states it: what a bank parser (ingest/parsers) reads from a message. */
export interface ParsedCredit {
  kind: 'credit';
  amountPaise: number;
  /** The 12-digit UPI reference number, when the message carries it. */
  rrn?: string;
  payerVpa?: string;
  payerName?: string;
  /** The visible digits of the seller's masked account number, as printed (`XX4821` -> "4821"). */
  accountDigits?: string;
  /** The calendar date the message states, in India time, as YYYY-MM-DD. */
  statedDate?: string;
  /** The moment the message states, when it states both a date and a time of day (India time). */
  statedAt?: UnixSeconds;
  /** How finely `statedAt` was printed: `14:03:41` to the second, `14:03` to the minute (CONTRACT §6). */
  statedPrecision?: StatedPrecision;
}

/**
 * The bank timestamp of a parsed message: the time the feed vouches for (the DKIM-signed Date header,
 * the phone's SMS timestamp), but only when the date the message states is an India date of the span
 * that moment gives (CONTRACT §6): the moment's own date, or the date `reachesBack` seconds before it,
 * where the span begins. A payment at 23:59:50 stated "on 26Nov26" and stamped by the SMS centre at
 * 00:00:03 is the 26th's (E9-3: it was parked stale). Anything else is no usable timestamp (CONTRACT
 * §12), and the credit is parked stale.
 */
export function bankTimestamp(
  parsed: ParsedCredit,
  vouchedAt: UnixSeconds | undefined,
  reachesBack = 0,
): UnixSeconds | undefined {
  if (vouchedAt === undefined) return undefined;
  if (
    parsed.statedDate !== undefined &&
    parsed.statedDate !== indiaDate(vouchedAt) &&
    parsed.statedDate !== indiaDate(vouchedAt - reachesBack)
  )
    return undefined;
  return vouchedAt;
}

/** The span of a time the message states; a parser that did not say how finely it was printed: to the second. */
const statedSpan = (parsed: ParsedCredit & { statedAt: UnixSeconds }): CreditSpan | undefined =>
  creditSpan({ kind: 'stated', at: parsed.statedAt, precision: parsed.statedPrecision ?? 'second' });

/**
 * The span of an e-mail credit (CONTRACT §6, §7): the moment the body states when it states a date and a
 * time (Axis; the body is covered by the DKIM signature); otherwise the five minutes up to the DKIM-signed
 * Date header, checked against the date the body states.
 */
export function emailSpan(parsed: ParsedCredit, signedDate: UnixSeconds | undefined): CreditSpan | undefined {
  if (parsed.statedAt !== undefined) return statedSpan({ ...parsed, statedAt: parsed.statedAt });
  const at = bankTimestamp(parsed, signedDate, SPAN_SECONDS.emailDateAfterPayment);
  return at === undefined ? undefined : creditSpan({ kind: 'email_date', at });
}

/** The times a reporter relayed with an SMS; either may be missing. */
export interface SmsTimes {
  /** The SMS centre's timestamp of the message (`smsc_at`; SMSGate's `receivedAt`). */
  smscAt?: UnixSeconds | undefined;
  /** When the phone received it (`received_at`). */
  receivedAt?: UnixSeconds | undefined;
}

/**
 * The span of an SMS credit (CONTRACT §6, §7): the moment the message states, when it states a date and
 * a time; otherwise the SMS centre's timestamp, else the phone's receipt time (`receipt`: when it reached
 * us), which must fall on the date the message states (if it states one): a message of yesterday relayed
 * today is no evidence of a payment now. Undefined means no usable time: the credit is parked stale.
 */
export function smsSpan(parsed: ParsedCredit, times: SmsTimes, receipt: UnixSeconds): CreditSpan | undefined {
  if (parsed.statedAt !== undefined) return statedSpan({ ...parsed, statedAt: parsed.statedAt });
  if (times.smscAt !== undefined) {
    const at = bankTimestamp(parsed, times.smscAt, SPAN_SECONDS.smscAfterPayment);
    return at === undefined ? undefined : creditSpan({ kind: 'smsc', at });
  }
  const receivedAt = bankTimestamp(parsed, times.receivedAt, SPAN_SECONDS.phoneClockBehind);
  return receivedAt === undefined ? undefined : creditSpan({ kind: 'phone', receivedAt, receipt });
}

/**
 * What a relayed SMS's text is kept as (E9-1): a digest of the text with its ends trimmed, bound to the
 * tenant, so the same SMS from a second device is known (ledger `decideRepeat`) without the text ever being
 * stored or logged (SPEC §1: the body is never stored). Bound to the tenant: two sellers' digests never
 * compare.
 */
export function smsTextDigest(tenantId: string, body: string): string {
  return createHash('sha256').update(`${tenantId}\n${body.trim()}`).digest('hex');
}

/**
 * CONTRACT §8 `accounts`: an alert for an account the seller did not list is no payment of theirs (a
 * personal or family account whose alerts reach the same phone). No list means any account; an alert
 * that prints no account number is the seller's. A masked number showing fewer than four digits (`XX12`)
 * is compared on the digits it shows; one showing more, on its last four.
 */
export function isOtherAccount(accountDigits: string | undefined, accounts: readonly string[]): boolean {
  if (accounts.length === 0 || accountDigits === undefined || !/^\d+$/.test(accountDigits)) return false;
  const shown = accountDigits.slice(-4);
  return !accounts.some((last4) => last4.endsWith(shown));
}

/**
 * A reporter that went silent (issue 12): an SMSGate device sends a heartbeat when Ping is on, so 30
 * minutes without one is a phone off or an app stopped; any reporter with no SMS for 6 hours while its
 * tenant reserved amounts in that time is a forwarder that stopped forwarding.
 */
export const REPORTER_SILENCE = {
  heartbeatSeconds: 30 * 60,
  smsSeconds: 6 * 3600,
  minReservations: 3,
} as const;

/** CONTRACT §10: a tenant reserving amounts this often while no credit arrives has a silent feed. */
export const FEED_SILENCE = { windowSeconds: 3600, minReservations: 3 } as const;

export function feedIsSilent(reservationsInWindow: number, creditsInWindow: number): boolean {
  return reservationsInWindow >= FEED_SILENCE.minReservations && creditsInWindow === 0;
}

/** One DKIM signature of a message as the verifier judged it, reduced to what the rule below reads. */
export interface SignatureCheck {
  /** The verifier's result keyword (`pass`, `fail`, `neutral`, `none`, `policy`, `temperror`, ...). */
  result: string;
  /** The `d=` tag as written; absent when the message carries no signature at all. */
  signingDomain?: string | undefined;
  /** Body bytes after an `l=` limit, which the signature does not cover. */
  unsignedBodyBytes?: number | undefined;
  /** The key is published with `t=y`: the domain is only testing DKIM. */
  testing?: boolean | undefined;
}

export type SignatureRejection = 'unsigned' | 'not_a_bank' | 'dkim_failed';

export type SignatureDecision<T extends SignatureCheck, Bank> =
  | { verdict: 'accept'; signature: T; bank: Bank }
  | { verdict: 'reject'; reason: SignatureRejection }
  /** A bank's key could not be fetched: nothing is known yet, so the sender is asked to try again. */
  | { verdict: 'retry' };

/**
 * SPEC §1 "Forged email: rejected at the DKIM check" (CONTRACT §7, §12). A message is a bank's only if
 * one of its signatures verified outright and was made by a domain `bankFor` knows. Only `pass` counts:
 * a verifier in lenient mode calls a tampered body `neutral`, not `fail`. `bankFor` decides what "the
 * bank's domain" means (exact, never a suffix); this function never widens it. A signature that leaves
 * part of the body unsigned (`l=`) would let anyone append a credit sentence of their own, and RFC 6376
 * §3.6.1 treats a testing key's signature as no signature: neither counts.
 */
export function acceptableSignature<T extends SignatureCheck, Bank>(
  signatures: readonly T[],
  bankFor: (signingDomain: string) => Bank | undefined,
): SignatureDecision<T, Bank> {
  const byBank = signatures.flatMap((signature) => {
    const bank = signature.signingDomain === undefined ? undefined : bankFor(signature.signingDomain);
    return bank === undefined ? [] : [{ signature, bank }];
  });
  const verified = byBank.find(
    ({ signature: s }) => s.result === 'pass' && (s.unsignedBodyBytes ?? 0) === 0 && s.testing !== true,
  );
  if (verified !== undefined) return { verdict: 'accept', ...verified };
  if (byBank.some(({ signature }) => signature.result === 'temperror')) return { verdict: 'retry' };
  if (byBank.length > 0) return { verdict: 'reject', reason: 'dkim_failed' };
  const signed = signatures.some((s) => s.signingDomain !== undefined);
  return { verdict: 'reject', reason: signed ? 'not_a_bank' : 'unsigned' };
}
