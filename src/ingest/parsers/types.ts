// One interface for every bank's messages (DESIGN: one bank per file, a registry keyed on the
// sender), whichever feed brought them: an alert e-mail, or an SMS relayed by the reporter app.
import type { ParsedCredit } from '../../domain/feeds.js';

// The credit a message states is a domain record (the feed rules read it), so it lives in domain/.
export type { ParsedCredit };

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
