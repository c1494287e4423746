// One interface for every bank's messages (DESIGN: one bank per file, a registry keyed on the
// sender), whichever feed brought them: an alert e-mail, or an SMS relayed by the reporter app.
import type { UnixSeconds } from '../../domain/time.js';

/** A credit as the bank's message states it. */
export interface ParsedCredit {
  kind: 'credit';
  amountPaise: number;
  /** The 12-digit UPI reference number, when the message carries it. */
  rrn?: string;
  payerVpa?: string;
  payerName?: string;
  /** The calendar date the message states, in India time, as YYYY-MM-DD. */
  statedDate?: string;
  /** The moment the message states, when it states both a date and a time of day (India time). */
  statedAt?: UnixSeconds;
}

export type ParseResult =
  | ParsedCredit
  /** Authentic and understood, but not a credit (a debit alert, say): ignored, no operator alert. */
  | { kind: 'not_a_credit'; what: string }
  /** No parser understood it: operators are alerted; the body is never stored or logged. */
  | { kind: 'unparseable' };

export interface BankEmailParser {
  bank: string;
  /** DKIM signing domains whose mail this parser reads (SPEC: parsers are keyed on the sending domain). */
  domains: readonly string[];
  /** `text` is the plain-text part, `html` the HTML part; either may be missing. */
  parse(message: { text?: string | undefined; html?: string | undefined }): ParseResult;
}

export interface BankSmsParser {
  bank: string;
  /**
   * The 6-letter DLT headers this bank sends its alerts from (`HDFCBK`); the registry matches them
   * whatever the operator prefix and category suffix of the sender id (`AX-HDFCBK-S`).
   */
  headers: readonly string[];
  parse(body: string): ParseResult;
}
