// The words, amounts and dates Indian banks write, read once for every parser (DESIGN: one bank per file,
// the shared reading here). Every reader is strict: a value that is not exactly one of the bank styles
// below is undefined, and the parser then calls the message unparseable rather than repair it.
import { RRN_PATTERN, VPA_PATTERN } from '../../domain/validation.js';
import { INDIA_UTC_OFFSET_SECONDS, type UnixSeconds } from '../../domain/time.js';
import type { ParsedCredit, ParseResult } from './types.js';

export const UNPARSEABLE: ParseResult = { kind: 'unparseable' };
export const DEBIT: ParseResult = { kind: 'not_a_credit', what: 'debit' };

/** Rupees as banks write them: `499`, `499.5`, `12,349.55`, `1,12,210.00` (Indian) or `1,234,567.00`. */
const RUPEES = /^(?<whole>\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(?<fraction>\d{1,2}))?$/;

/** Whole-number paise, so `0.29` is 29, never 28.999…; undefined for zero or a malformed amount. */
export function toPaise(written: string): number | undefined {
  const { whole, fraction = '' } = RUPEES.exec(written)?.groups ?? {};
  if (whole === undefined) return undefined;
  const paise = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  // Past 2^53 the product is no longer exact; no real credit comes near it.
  return Number.isSafeInteger(paise) && paise > 0 ? paise : undefined;
}

/** Regular-expression pieces for the bank patterns (used with the `i` flag, on collapsed whitespace). */
export const RE = {
  /** `Rs.`, `Rs`, `Rs:`, `Rs.:`, `INR`, `₹`, with or without a space before the digits. */
  currency: String.raw`(?:Rs\.?:?|INR|₹) ?`,
  /** The digits of an amount, up to a sentence's full stop; `toPaise` judges them. */
  amount: String.raw`(?<amount>\d[\d,]*(?:\.\d+)?)`,
  /** Any bank date style of `toStatedDate`; a following digit means it was something else. */
  date: String.raw`(?<date>\d{4}-\d{2}-\d{2}|\d{2}[-/]\d{2}[-/](?:\d{4}|\d{2})|\d{2}-?[a-z]{3}-?(?:\d{4}|\d{2}))(?!\d)`,
  /** `14:03`, `14:03:41`, `02:03:27 PM`. */
  time: String.raw`(?<time>\d{1,2}:\d{2}(?::\d{2})?(?: ?[ap]m)?)(?!\d)`,
  /** A 12-digit reference is judged by `RRN_PATTERN`; a shorter or longer one makes the message unparseable. */
  rrn: String.raw`(?<rrn>\d+)`,
} as const;

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const DATE_STYLES: readonly RegExp[] = [
  // 2026-11-21 (Bank of Baroda)
  /^(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})$/,
  // 21-11-26, 21/11/26, 21-11-2026: one separator throughout
  /^(?<day>\d{2})(?<sep>[-/])(?<month>\d{2})\k<sep>(?<year>\d{4}|\d{2})$/,
  // 21-NOV-26, 21Nov26, 21NOV2026, 21-Nov-2026
  /^(?<day>\d{2})(?<sep>-?)(?<month>[a-z]{3})\k<sep>(?<year>\d{4}|\d{2})$/i,
];

/** A bank's date (India time, two-digit years are 20yy) as `YYYY-MM-DD`; undefined unless a calendar day. */
export function toStatedDate(written: string): string | undefined {
  const groups = DATE_STYLES.map((style) => style.exec(written)?.groups).find((g) => g !== undefined);
  const { day, month, year } = groups ?? {};
  if (day === undefined || month === undefined || year === undefined) return undefined;
  const monthNumber = /^\d+$/.test(month) ? Number(month) : MONTH_NAMES.indexOf(month.toUpperCase()) + 1;
  if (monthNumber < 1 || monthNumber > 12) return undefined;
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(fullYear, monthNumber, 0)).getUTCDate();
  if (Number(day) < 1 || Number(day) > daysInMonth) return undefined;
  return `${fullYear}-${String(monthNumber).padStart(2, '0')}-${day}`;
}

const TIME_OF_DAY = /^(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2}))?(?: ?(?<half>[ap]m))?$/i;

/** The moment a bank states as a date (`YYYY-MM-DD`) and a time of day in India; undefined if no such time. */
export function toStatedAt(statedDate: string, written: string): UnixSeconds | undefined {
  const g = TIME_OF_DAY.exec(written)?.groups;
  if (g === undefined) return undefined;
  let hour = Number(g.hour);
  const [minute, second] = [Number(g.minute), Number(g.second ?? '0')];
  if (g.half !== undefined) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (g.half.toLowerCase() === 'pm' ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const [year, month, day] = statedDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second) / 1000 - INDIA_UTC_OFFSET_SECONDS;
}

/** Line breaks and runs of spaces fall where phones and banks' templates put them: read as one space. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

// Control characters (other than the whitespace collapsed above) and lone surrogates are no bank's
// wording; such a text is not read at all, so nothing of it can reach the database.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNREADABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

/** Names as banks print them (truncated, upper case, initials, `M/S.`, `&`); anything else is no name. */
const PAYER_NAME = /^[\p{L}\p{M}\p{N} .,&'()/*_-]{1,100}$/u;

/**
 * A bank message pattern and what its named groups mean: `amount` (required), `date`, `time`, `rrn`
 * (must be 12 digits), `vpa` (must be a UPI handle), `name` (the payer's name as printed), `party` (a
 * handle when it reads as one, else a name) and `handle` (a handle when it reads as one, else nothing:
 * a truncated handle is neither a handle nor a name). `payer` may split a narration the pattern could
 * not, returning the groups to use.
 */
export interface CreditShape {
  pattern: RegExp;
  payer?: (groups: Partial<Record<string, string>>) => Partial<Record<string, string>>;
}

export interface SmsShapes {
  credits: readonly CreditShape[];
  debits: readonly RegExp[];
}

/**
 * Reads one message against a bank's shapes. Never guesses: a message that matches no shape, or both a
 * credit and a debit shape, or a credit shape whose values are malformed, is unparseable. A message that
 * says "debited" is never a credit (the payee of a debit is "credited" in the same sentence).
 */
export function readShapes(body: string, shapes: SmsShapes): ParseResult {
  if (UNREADABLE.test(body)) return UNPARSEABLE;
  const text = collapseWhitespace(body);
  const debit = shapes.debits.some((shape) => shape.test(text));
  for (const { pattern, payer } of shapes.credits) {
    const found = pattern.exec(text)?.groups;
    if (found === undefined) continue;
    if (debit || /\bdebited\b/i.test(text)) return UNPARSEABLE;
    return readCredit(payer === undefined ? found : payer(found));
  }
  return debit ? DEBIT : UNPARSEABLE;
}

/** A credit from a shape's named groups (see CreditShape), judged value by value; never repaired. */
export function readCredit(groups: Partial<Record<string, string>>): ParseResult {
  const { amount = '', date, time, rrn, vpa, name, party, handle } = groups;
  const amountPaise = toPaise(amount);
  if (amountPaise === undefined) return UNPARSEABLE;
  const statedDate = date === undefined ? undefined : toStatedDate(date);
  if (date !== undefined && statedDate === undefined) return UNPARSEABLE;
  let statedAt: UnixSeconds | undefined;
  if (time !== undefined) {
    statedAt = statedDate === undefined ? undefined : toStatedAt(statedDate, time);
    if (statedAt === undefined) return UNPARSEABLE;
  }
  if (rrn !== undefined && !RRN_PATTERN.test(rrn)) return UNPARSEABLE;
  if (vpa !== undefined && !VPA_PATTERN.test(vpa)) return UNPARSEABLE;

  const partyIsHandle = party !== undefined && VPA_PATTERN.test(party);
  const payerVpa =
    vpa ?? (partyIsHandle ? party : undefined) ?? (handle && VPA_PATTERN.test(handle) ? handle : undefined);
  const printedName = (name ?? (partyIsHandle ? undefined : party))?.trim();
  if (printedName !== undefined && printedName !== '' && !PAYER_NAME.test(printedName)) return UNPARSEABLE;

  const credit: ParsedCredit = { kind: 'credit', amountPaise };
  // Absent value = absent key (CONTRACT §1).
  if (rrn !== undefined) credit.rrn = rrn;
  if (payerVpa !== undefined) credit.payerVpa = payerVpa;
  if (printedName) credit.payerName = printedName;
  if (statedDate !== undefined) credit.statedDate = statedDate;
  if (statedAt !== undefined) {
    credit.statedAt = statedAt;
    // A time printed without seconds covers its whole minute (CONTRACT §6).
    credit.statedPrecision = TIME_OF_DAY.exec(time ?? '')?.groups?.second === undefined ? 'minute' : 'second';
  }
  return credit;
}

/**
 * The 6-letter DLT header of an SMS sender id, whatever the operator prefix (`AX-`, `VM-`, ...) and
 * category suffix (`-S` service, `-T` transactional, `-P` promotional, `-G` government): `AX-HDFCBK-S`,
 * `VM-HDFCBK` and `HDFCBK` are all `HDFCBK`. Anchored at both ends, so `VM-HDFCBKX` is no header.
 */
export function dltHeader(sender: string): string | undefined {
  return /^(?:[a-z]{2}-)?(?<header>[a-z]{6})(?:-[stpg])?$/i.exec(sender)?.groups?.header?.toUpperCase();
}

/** A phone number: anyone can send from one, so its "credited" texts are a known fraud (CONTRACT §7). */
export const isNumericSender = (sender: string): boolean => /^\+?[\d\s()-]{3,}$/.test(sender);

/** A credit shape from a pattern's source; every shape ignores case (banks change it between templates). */
export const creditShape = (source: string, payer?: CreditShape['payer']): CreditShape => ({
  pattern: new RegExp(source, 'i'),
  ...(payer === undefined ? {} : { payer }),
});

export const debitShape = (source: string): RegExp => new RegExp(source, 'i');
