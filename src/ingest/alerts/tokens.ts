// The tokenizer of bank alerts: one pass over the text, each token read by a sticky pattern that either
// consumes what it matched or is bounded in length, so no input (64 KiB of digits, runs of "Rs", brackets
// never closed) makes the reader backtrack: the work is linear in the length of the message.
import { ACCOUNT_WORDS, CARD_WORDS, CREDIT_VERBS, DEBIT_VERBS, HINDI_ABBREVIATIONS } from './lexicon.js';
import { calendarDate, monthNumber, timeOfDay, toPaise, type TimeOfDay } from './values.js';

interface Base {
  /** The text as printed. */
  text: string;
  /** Where it starts in the text read. */
  at: number;
  /** Whitespace came before it (so `Rs.6106.44CR` and `XX4821-credited` read as the bank glued them). */
  spaced: boolean;
}

export type Token = Base &
  (
    | /** An amount with its currency mark; `paise` undefined when the digits are no real amount. */
      { kind: 'money'; digits: string; paise: number | undefined }
      /** A currency mark with no amount after it (a message cut off). */
    | { kind: 'currency' }
    | { kind: 'number' }
    /**
     * A date in any bank style; `iso` undefined when the calendar has no such day. `monthDay` alone: a date
     * printed without its year (`21NOV`), placed by the time of receipt. `monthFirst`: the other reading of
     * a `11/10/2026` that some banks' systems print month first (US style), when that is a day too.
     */
    | {
        kind: 'date';
        iso: string | undefined;
        monthDay?: readonly [number, number];
        monthFirst?: string;
        /** `05/11` with no year: the month-first reading (11 May) of a day-first one (5 November). */
        monthDayFirst?: readonly [number, number];
      }
    | { kind: 'time'; time: TimeOfDay | undefined }
    /** A masked account, card or phone number (`XX4821`, `*21`, `...4821`, `9XXXXXX210`). */
    | { kind: 'masked'; digits: string }
    | { kind: 'vpa' }
    | { kind: 'word'; lower: string }
    | { kind: 'punct' }
  );

const DIRECTION_WORDS = new Set([...CREDIT_VERBS, ...DEBIT_VERBS]);
const SPACE = /\s+/y;
// A comma belongs to an amount only between digits: "Rs.500, UPI Ref …" ends the amount at the comma.
// Banks pad amounts to a fixed width (`Rs.          2782.000`) and print paise alone (`Rs:.75`, `Rs .00`,
// `INR .50`, `₹.50`: a point glued to the digits after a space, a ':' or a '-' is a decimal point, never the
// mark's separator: `Rs .50` is 50 paise, not Rs 50; see `paiseAlone`).
// "Re.1.00", "Re 1": the singular of "Rs", only before an amount's digits ("Re: your request" is none);
// "Rupees 500.00" (never "Rupees Five Hundred only");
// "Amount(INR):500.00": a mark in brackets.
const MONEY =
  /(?:(?<=\()(?:inr|rs)\)|₹|rs\b\.?|rs(?=\d)|inr\b\.?|inr(?=\d)|re\.?(?=\s{0,2}\d[\d,]*(?:\.\d{1,2})?(?![\d/-]))|rupees?(?=\s{0,2}\d))\s{0,12}(?:[:-]|\.(?!\d))?\s{0,12}(?<digits>\d+(?:,\d+)*(?:\.\d+)?|\.\d+(?:[.,]\d+)*)?/iy;
/**
 * What, right after an amount's digits, says they are not the whole amount (see `readKind`): the digits
 * run on (`4.99.01`, `1'500`, `5OO.00` with letter O's, `500-50`, `500.00x2`, `500.00 x 3`, `500 + GST`), or a
 * multiplier scales them (`1.5 lakh`, `1.5L`, `2.5K`, `2 Lac`, `2-lakh`, `3 crore`, `2 hundred`, `1 bn`), or a
 * letter glued on says a unit the digits alone do not (`1.5m`, `2M`, `1.2b`, `1e3`, `500p`: millions, billions, an
 * exponent, paise; R9-16 read each as rupees). (HSBC's `INR 18,500.00+ on 21NOV`: a credit's sign before its date, no sum.)
 * Then no exact amount is printed and the message is unparseable, never read as the smaller number.
 * (`Rs.500-`, `Rs 500/-`, `Rs.500.00-25-11-26`, `Rs.2150.00,21-11-2026`: a mark or a date glued on, not
 * more digits. A spaced `Cr` may be the credit mark or a crore: see `readAmount`.)
 */
const RUNS_ON =
  /^(?:\.\d|['’]\d|[oO]+[\d.,oO]|-\d{1,2}(?!\d|[-/.:]\d)|[x×]\d|\s{1,2}[x×]\s{1,2}\d|\s{0,2}\+(?!\s{1,2}(?:on|dt|at|as)\b)|\s{0,2}-?\s{0,2}(?:k|l|lakhs?|lacs?|crores?|hundred|thousand|mn|million|bn|billion)(?![a-z])|(?:m|b|p|e\d)(?![a-z]))/i;
/** `Rs 1 ,500.00`, `Rs 1, 500`: a whole number, then a group of three split off by a space. */
const SPLIT_GROUP = /^(?:\s{1,2},\s{0,2}|,\s{1,2})\d{3}(?![\d,])/;
/**
 * `Rs 1 500.00` (a group after a space, as some systems group thousands; `Rs 5 00`), `Rs 1,500 .50`, `Rs
 * 1,500 , 50` (the point or comma split off by a space), `Rs 1,500. 50 in` (paise split off after the
 * point; not a sentence's next day, `Rs 500. 21 Nov`, nor a date, `Rs 500 , 21-11-26`): the digits go on
 * past the space, so the first part is no amount.
 */
const SPACED_GROUP =
  /^\s{1,2}\d{1,3}(?:\.\d{1,2})?(?![\d:/.,-]|[a-z])(?!\s{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|hrs?\b))/i;
// (Not `Rs.500.00 , 21NOV26`: digits glued to letters are a date or a word, never paise.)
const SPACED_POINT = /^\s{1,2}[.,]\s{0,2}\d+(?!\d|[-/:.]\d|[a-z])/i;
const SPACED_PAISE =
  /^\.\s{1,2}\d{1,2}(?!\d|[-/.:]\d|\s{1,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i;
/** `Rs 1.500,00`: a European grouping (a point for thousands, a comma before paise), never Rs 1.50. */
const EUROPEAN = /^,\d/;

/**
 * `Rs.5,000.00/1,000` (a second figure after a '/', never a date, `Rs.500/21-11-26`, nor `Rs 500/-`), `Rs.500.00
 * USD` (another currency named after the figure, R8's wrong fields): no rupee amount is certain.
 */
const OTHER_FIGURE =
  /^(?:\/\d[\d,]*(?:\.\d+)?(?![\d/.:-]|[a-z])|\s{0,2}(?:usd|eur|gbp|aed|sgd|aud|cad|jpy|chf|sar|qar|kwd|omr|bhd|myr|thb|cny|hkd|nzd|npr|lkr|bdt)\b)/i;

/**
 * Paise printed alone, the rupees' zero dropped (`Rs .50`, `INR .01`, `₹.99`, `Rs. .50`, `Rs:.75`): one or two
 * digits after the point. A point typed right after the mark's own (`Rs..50`) may be a decimal point or the
 * mark's point doubled before rupees; three digits or more (`Rs .500`, `₹.5000`) are no paise a bank prints and
 * may be rupees after a stray point: either is unsure, never an amount (R8-41: `Rs .50` read as Rs 50.00 made a
 * payment of 50 paise confirm an order of Rs 50).
 */
function paiseAlone(matched: string, digits: string): boolean {
  const mark = matched.slice(0, matched.length - digits.length);
  return /^\.\d{1,2}$/.test(digits) && !/\.$/.test(mark);
}

/**
 * R9-21: the rest of a number split off by one space or line break (a forwarder joining a long SMS's segments
 * inside the amount, a stray space): a comma group (`Rs 2 5,000.00`, `INR 4\n8,796.00`), a group glued to the
 * amount's own trailing marks (`Rs 5 00/-`, `Rs 50 00--NEFT`), an Indian group after a comma and a space (`Rs.1,
 * 00,000.00`, `Rs.1, 00,000/-`), a group with paise that ends its sentence (`INR 5 000.00.`), a whole figure with
 * paise after a lone group (`Rs.1 5000.00`). The question is whether the next token could be the rest of this number, never whether it is a
 * well-formed amount on its own: read as the first part it was a wrong amount.
 */
const SPLIT_REST =
  /^(?:\s{1,2}\d{1,3}(?:,\d{2,3})+(?:\.\d{1,2})?(?!\d|[:/.-]\d)|\s{1,2}\d{1,3}(?:,\d{2,3})*(?:\.\d{1,2})?(?=\/-|-(?!\d))|,\s{1,2}\d{2}(?:,\d{2,3})+(?:\.\d{1,2})?(?!\d|[:/.-]\d)|\s{1,2}\d{1,3}\.\d{1,2}(?=\.(?!\d))|\s{1,2}\d{4,}\.\d{1,2}(?!\d|[:/.,-]\d|[a-z]))/i;
/** `Rs 499.9 9`: one decimal digit, the other after the join. */
const SPLIT_PAISE = /^\s{1,2}\d(?![\d:/.,-]|\s{0,3}(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\b)/i;

/** The token before `i` is a group of digits (`4`, `1,25`) parted from `i` by one or two spaces only. */
function splitBefore(text: string, i: number, prev: Token | undefined): boolean {
  if (prev?.kind !== 'number' || !/^\d{1,3}(?:,\d{2,3})*,?$/.test(prev.text)) return false;
  const gap = i - prev.at - prev.text.length;
  return gap >= 1 && gap <= 2 && /^\s+$/.test(text.slice(i - gap, i));
}

/** A reference's label run together (`UPIRefNo`, `IMPSRef`, `UPIRRN`, `RefNo`): a rail, a label, a number's word. */
const GLUED_LABEL = /^(?<first>upi|imps|neft|rtgs|ref|rrn|utr)(?:ref|rrn|utr)?(?:no|num)?$/i;
/** The first part of a word that is two glued together (see its use), or undefined. */
function gluedPart(word: string, text: string, i: number): string | undefined {
  const end = i + word.length;
  if (/[aA]$/.test(word) && word.length >= 3 && /^\/c(?![a-wyz])/i.test(text.slice(end, end + 3)))
    return word.slice(0, -1);
  const label = GLUED_LABEL.exec(word);
  const first = label?.groups?.first;
  return first !== undefined && first.length < word.length ? first : undefined;
}

function runsOn(digits: string, after: string): boolean {
  if (RUNS_ON.test(after) || SPACED_POINT.test(after) || OTHER_FIGURE.test(after)) return true;
  if (
    !digits.includes('.') &&
    [SPLIT_GROUP, SPACED_GROUP, SPACED_PAISE, SPLIT_REST].some((p) => p.test(after))
  )
    return true;
  if (/\.\d$/.test(digits) && SPLIT_PAISE.test(after)) return true;
  return /\.\d{3}$/.test(digits) && EUROPEAN.test(after);
}
// Hindi's marks: "रु 500.00", "रू.500", "रुपये 500" (never the start of a word such as "रुकी").
const HINDI_MONEY =
  /(?:रुपये|रुपए|रु|रू)(?![\p{L}\p{M}])\.?\s{0,12}(?:[:-]|\.(?!\d))?\s{0,12}(?<digits>\d+(?:,\d+)*(?:\.\d+)?|\.\d+(?:[.,]\d+)*)?/uy;
/** `500.00 INR`, `500.00 Rs.`: a mark after the digits, no digits of its own after it. */
const MARK_AFTER = /\s{0,2}(?:inr|rs|rupees)(?![a-z\d])\.?(?!\s{0,12}[:.-]?\s{0,12}\d)/iy;
/** A whole figure as banks print one: Indian or international groups, or up to eight digits, no leading zero. */
const WHOLE_FIGURE = /^(?:[1-9]\d{0,7}|\d{1,3}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)$/;
const RUPEES_AFTER = /\s{0,2}(?:रुपये|रुपए|रु|रू)(?![\p{L}\p{M}])/uy;
// Year first, with '-' (ISO 8601) or the same '/' or '.' twice (`2026/11/25`).
const ISO_DATE = /(?<year>\d{4})(?<sep>[-/.])(?<month>\d{2})\k<sep>(?<day>\d{2})(?![\d:])/y;
// `(2026:11:22 11:36:43)` (Bank of Baroda's stamp after the balance): year first with colons, only with its time
// after it (reader12).
const COLON_DATE = /(?<year>20\d{2}):(?<month>[01]\d):(?<day>[0-3]\d)(?=[ T]\d{1,2}:\d{2})/y;
const NUMERIC_DATE = /(?<day>\d{1,2})(?<sep>[-/.])(?<month>\d{1,2})\k<sep>(?<year>\d{4}|\d{2})(?![\d:])/y;
// Days may carry an ordinal (`21st Nov 2026`, `Nov 21st, 2026`).
const NAMED_DATE =
  /(?<day>\d{1,2})(?:st|nd|rd|th)?(?<sep>[-/]|\s{1,3}|)(?<month>[a-z]{3,9})(?:\k<sep>|,?\s{1,3})(?<year>\d{4}|\d{2})(?![\d:])/iy;
// (Spaces may be doubled where a forwarder re-flows the text: `November  21,  2026`.)
const MONTH_FIRST_DATE =
  /(?<month>[a-z]{3,9})(?:-|\s{1,3})(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s{1,3}(?<year>\d{4})(?!\d)/iy;
const YEARLESS_DATE = /(?<day>\d{1,2})[- ]?(?<month>[a-z]{3,9})(?![a-z\d])/iy;
// `21 नवंबर 2026`, `20 नवंबर, 2026`, `21-नवंबर-26`: a month named in Devanagari (Hindi alerts; R8-31's note, a
// date that was read as none). The month must be one (`monthNumber`); the danda is no letter of it.
const DEVANAGARI_DATE =
  /(?<day>\d{1,2})(?<sep>-|\s{1,3})(?<month>[\u0900-\u0963\u0971-\u097F]{2,12})(?:\k<sep>|,?\s{1,3})(?<year>\d{4}|\d{2})(?![\d:])/uy;
// `30- NOV-2026`, `30 - NOV - 2026`: a named date whose hyphens a template spaced (at least one space; the
// unspaced form is NAMED_DATE's).
const SPACED_NAMED_DATE =
  /(?<day>\d{1,2})(?:\s{1,2}-\s{0,2}|-\s{1,2})(?<month>[a-z]{3,9})\s{0,2}-\s{0,2}(?<year>\d{4})(?![\d:])/iy;
// `on 21112026`: day, month and year run together (DDMMYYYY), only where a date is announced.
const COMPACT_DATE = /(?<day>\d{2})(?<month>\d{2})(?<year>20\d{2})(?!\d)/y;
// `on 21/11`, `Dt:21-11 14:05`: day and month in digits, no year. Only where a date is announced (after
// "on", "dt", "dated", "date") or a time follows, since `21/11` alone may be any pair of numbers; never
// followed by another separator (`21-11-` is a date cut off, not a yearless one).
const YEARLESS_NUMERIC = /(?<day>\d{1,2})(?<sep>[-/])(?<month>\d{1,2})(?![\d/-]|\.\d)/y;
const TIME_AFTER = /\s{0,3}(?:at\s{1,3})?\d{1,2}[:.]\d{2}/iy;
// (Hindi's "दिनांक", "दि.", "तारीख": date.)
const DATE_CUES = new Set(['on', 'dt', 'dtd', 'dated', 'date', 'दिनांक', 'दि', 'तारीख']);
// `14:03`, `14:03:41`, `02:03:27 PM`, and with dots when seconds are printed (`06.33.02`); a zone glued to
// the seconds (`11:57:11Z`, `14:03:22+05:30`) is ISO 8601's and says which clock it is (a '-' after the
// seconds is a range's, `01:00:00-03:00:00`, never read as a zone).
// A dotted `h.mm` with AM/PM (`at 02.05 PM`, `2.05PM`) is a time wherever it stands.
const TIME =
  /\d{1,2}(?::\d{2}(?::\d{2}(?:Z|\+\d{2}:?\d{2})?)?|\.\d{2}\.\d{2}|\.\d{2}(?=\s?[ap]\.?m\b))(?:\s?[ap]\.?m\b\.?)?(?![\d:])/iy;
/** A web link: a scheme or "www.", or a domain with a path. */
const LINK =
  /(?:https?:\/\/|www\.)[^\s]{1,200}|[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,4}\.(?:in|com|co|io|ly|me|net|org|ai|gl|bank)\/[^\s]{0,200}/iy;
/** A zone named in words after a time: UTC. */
const ZONE_WORD = /\s?(?:gmt|utc)(?![a-z\d])(?!\s?[+-]\s?\d)/iy;
/** `on 21.11.2026 14.05`, `on 21-11-2026 at 14.05`: a dotted `hh.mm` right after a date (or its "at"). */
const DOTTED_MINUTE = /^(?:[01]\d|2[0-3])\.[0-5]\d(?!\d|\.\d|\s?[ap]\.?m\b)/i;
const HRS_HINT = /\d\s?(?:hrs?|hours)\b/i;
const HRS_TIME = /(?<hour>\d{1,2})\.?(?<minute>\d{2})(?=\s?(?:hrs?|hours)\b)/iy;
// `XX4821`, `*21`, `...4821`, `NN54821`, `9XXXXXX210`, `074-260***-821`.
// IDBI masks with `NN`; one `N` before digits (`N325232572818450`) is an NEFT reference, not a mask.
// (`A/c No xx 4821`: one space may part the mask from three digits or more.)
const MASKED_WRAPPED = /[xX](\d{4,8})[xX](?![\p{L}\d@])/uy;
const MASKED = /(?:\d{1,6}-)?\d{0,6}(?:[xX*]+|N{2,}|\.{2,}[xX*]*)(?:-?\d{2,}|\s\d{3,})(?![\d@])/y;
// Local part bounded, so an '@'-less run of letters and digits is given up quickly. No hyphen: in a
// narration (`UPI-<rrn>-ANITA DSOUZA-anita@oksbi`) the hyphen is the bank's separator.
const VPA = /[a-z0-9][a-z0-9._]{0,63}@[a-z][a-z0-9]{1,63}/iy;
/** A handle with hyphens (`anita.dsouza-1@okaxis`), only in lower case and never glued to a narration's '-'. */
const HYPHENATED_VPA = /[a-z0-9][a-z0-9._]{0,63}(?:-[a-z0-9._]{1,63}){1,3}@[a-z][a-z0-9]{1,63}/y;
const RAIL_FIRST = /^(?:upi|imps|neft|rtgs)-/;
const MAIL_DOMAIN = /\.(?:com|in|co|net|org)\b/iy;
const NUMBER = /\d+(?:,\d+)*(?:\.\d+)?/y;
// Digits glued to letters (`26325260561DC`, `2nd`) are one word: a reference of the bank's own form, never
// a 12-digit RRN or an amount whose digits happen to come first.
const ALPHANUMERIC = /\d+\p{L}[\p{L}\d]*/uy;
// An account label glued to its number (`Ur SB304821 is credited`) or to its mask (`AcXX4821`, `AcctXXXX4821`,
// R9-20): the label, then the number.
// (`Card Noxxxx4821`, `A/c NoXX4821`: "No" glued to a mask of two x's or more, reader12; never to bare digits, `No1`.)
const GLUED_ACCOUNT_LABEL =
  /(?:sb|acct|ac)(?=\d{3,6}(?!\d)|x{1,10}\d{2,6}(?!\d))|no(?=x{2,10}\d{2,6}(?!\d))/iy;
// `A/c`, also glued to its number or its mask of any length (`A/cX4821`, `A/cXX4821`, `a/cxx4821`, R9-20).
const ACCOUNT_WORD = /a\/c(?![a-wyz]|x+[a-wyz])/iy;
const WORD = /\p{L}[\p{L}\p{M}\p{N}]*/uy;
const ANY = /[\s\S]/uy;

/**
 * LINK can match at `i` only where `c` begins `http`, or where the run of letters, digits and hyphens from `i` (at most
 * 63 long) is followed by a '.': elsewhere the pattern is not run (it was tried at every word).
 */
function linkMayStart(text: string, i: number): boolean {
  const first = text.charCodeAt(i);
  if (first === 0x68 || first === 0x48) return true;
  const end = Math.min(text.length, i + 64);
  for (let j = i; j < end; j++) {
    const k = text.charCodeAt(j);
    const run =
      (k >= 0x30 && k <= 0x39) || (k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a) || k === 0x2d;
    if (!run) return k === 0x2e;
  }
  return false;
}

function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function dateOf(match: RegExpExecArray): string | undefined {
  const { year = '', month = '', day = '' } = match.groups ?? {};
  const m = /^\d+$/.test(month) ? Number(month) : monthNumber(month);
  return m === 0 ? undefined : calendarDate(Number(year), m, Number(day));
}

type DateRead = {
  text: string;
  iso: string | undefined;
  monthDay?: readonly [number, number];
  monthFirst?: string;
  monthDayFirst?: readonly [number, number];
};

/** `21/11`, `11/21` (month first when the day-first reading is no day), placed later by the receipt. */
function readYearlessNumeric(text: string, index: number, cued: () => boolean): DateRead | undefined {
  const m = at(YEARLESS_NUMERIC, text, index);
  // "24/7 helpline", "24x7": round the clock, never a day.
  if (m === null || ['24/7', '7/24', '24-7'].includes(m[0])) return undefined;
  if (!cued() && at(TIME_AFTER, text, index + m[0].length) === null) return undefined;
  const [day, month] = [Number(m.groups?.day), Number(m.groups?.month)];
  // 2028 is a leap year: 29 February is a day some year has.
  const dayFirst = calendarDate(2028, month, day) !== undefined;
  const monthFirst = m.groups?.sep === '/' && calendarDate(2028, day, month) !== undefined;
  if (!dayFirst && !monthFirst) return { text: m[0], iso: undefined };
  if (!dayFirst) return { text: m[0], iso: undefined, monthDay: [day, month] };
  return monthFirst && day !== month
    ? { text: m[0], iso: undefined, monthDay: [month, day], monthDayFirst: [day, month] }
    : { text: m[0], iso: undefined, monthDay: [month, day] };
}

/** A date token at `index`, if the text there is written as a date (a named month must be a month). */
const YEARLESS_START = /^\d{1,2}[-/]\d/;

function readDate(text: string, index: number, cued: () => boolean = () => false): DateRead | undefined {
  const c = text[index] ?? '';
  // (Every form but a month named first begins with a digit.)
  if (!(c >= '0' && c <= '9')) {
    const named = at(MONTH_FIRST_DATE, text, index);
    return named && monthNumber(named.groups?.month ?? '') > 0
      ? { text: named[0], iso: dateOf(named) }
      : undefined;
  }
  const iso = at(ISO_DATE, text, index) ?? at(COLON_DATE, text, index);
  if (iso) return { text: iso[0], iso: dateOf(iso) };
  const numeric = at(NUMERIC_DATE, text, index);
  // `06.33.02` is a time written with dots, not a day: dotted dates count only when the calendar has them.
  if (numeric && (numeric.groups?.sep !== '.' || dateOf(numeric) !== undefined)) {
    const { day = '', month = '', year = '' } = numeric.groups ?? {};
    const monthFirst =
      numeric.groups?.sep === '/' ? calendarDate(Number(year), Number(day), Number(month)) : undefined;
    const iso = dateOf(numeric);
    // `11/21/2026`: no 11th of a 21st month, so the bank printed the month first.
    if (iso === undefined && monthFirst !== undefined) return { text: numeric[0], iso: monthFirst };
    return monthFirst === undefined || monthFirst === iso
      ? { text: numeric[0], iso }
      : { text: numeric[0], iso, monthFirst };
  }
  const spaced = /\d/.test(text[index] ?? '') ? at(SPACED_NAMED_DATE, text, index) : null;
  if (spaced && monthNumber(spaced.groups?.month ?? '') > 0) return { text: spaced[0], iso: dateOf(spaced) };
  // (A number of eight digits after "on", "dt", "dated": a day the calendar lacks is no date either.)
  const compact = /\d/.test(text[index] ?? '') ? at(COMPACT_DATE, text, index) : null;
  if (compact && cued()) return { text: compact[0], iso: dateOf(compact) };
  const devanagari = /\d/.test(text[index] ?? '') ? at(DEVANAGARI_DATE, text, index) : null;
  if (devanagari && monthNumber(devanagari.groups?.month ?? '') > 0)
    return { text: devanagari[0], iso: dateOf(devanagari) };
  for (const pattern of [NAMED_DATE, MONTH_FIRST_DATE]) {
    const named = at(pattern, text, index);
    if (named && monthNumber(named.groups?.month ?? '') > 0) return { text: named[0], iso: dateOf(named) };
    // `21-NOQ-26`: written as a date, with no such month.
    if (named && pattern === NAMED_DATE && named.groups?.sep === '-' && named.groups.month?.length === 3)
      return { text: named[0], iso: undefined };
  }
  // Looked for only where a day and a separator begin (`21/`, `5-1`): most numbers are no such thing.
  const numericYearless = YEARLESS_START.test(text.slice(index, index + 4))
    ? readYearlessNumeric(text, index, cued)
    : undefined;
  if (numericYearless) return numericYearless;
  const yearless = at(YEARLESS_DATE, text, index);
  const month = monthNumber(yearless?.groups?.month ?? '');
  const day = Number(yearless?.groups?.day ?? '0');
  // 2028 is a leap year: 29 February is a day some year has.
  if (yearless && month > 0)
    return calendarDate(2028, month, day) === undefined
      ? { text: yearless[0], iso: undefined }
      : { text: yearless[0], iso: undefined, monthDay: [month, day] };
  return undefined;
}

// (ASCII's letters and digits compared by code, the pattern run only for other characters.)
const letterBefore = (text: string, index: number): boolean => {
  if (index <= 0) return false;
  const k = text.charCodeAt(index - 1);
  if (k < 0x80) return (k >= 0x30 && k <= 0x39) || (k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a);
  return /[\p{L}\d]/u.test(text[index - 1] ?? '');
};

/** `\s` can match here: ASCII's tab, line feed, vertical tab, form feed, carriage return and space, or any character past ASCII (the pattern decides). */
const mayBeSpace = (k: number): boolean => (k >= 0x09 && k <= 0x0d) || k === 0x20 || k >= 0x80;
/** `/[a-z0-9]/i` of one character, by its code. */
function asciiAlnum(c: string): boolean {
  const k = c.charCodeAt(0);
  return (k >= 0x30 && k <= 0x39) || (k >= 0x41 && k <= 0x5a) || (k >= 0x61 && k <= 0x7a);
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const scan: Scan = { tokens, hrs: HRS_HINT.test(text), rupeeWord: /रु|रू/.test(text) };
  let i = 0;
  let spaced = false;
  // The next '@' at or after i, found once per '@' (so looking for handles stays linear).
  let atSign = text.indexOf('@');
  while (i < text.length) {
    if (atSign !== -1 && atSign < i) atSign = text.indexOf('@', i);
    const space = mayBeSpace(text.charCodeAt(i)) ? at(SPACE, text, i) : null;
    if (space) {
      i += space[0].length;
      spaced = true;
      continue;
    }
    const token = readToken(
      text,
      i,
      spaced,
      atSign !== -1 && atSign - i <= 130,
      tokens.at(-1)?.kind === 'date',
      scan,
    );
    tokens.push(token);
    i += token.text.length;
    spaced = false;
  }
  return tokens;
}

/** Two to six digits standing alone (no amount's, date's or longer number's). */
const SHOWN_DIGITS = /\d{2,6}(?![\d@]|[.,:/-]\d|\p{L})/uy;

/** Nouns whose "ending" names last digits (`A/c ending`, `Account No. ending`, `Card ending`). */
const ENDING_NOUNS = new Set([...ACCOUNT_WORDS, ...CARD_WORDS, 'accounts', 'cards']);
ENDING_NOUNS.delete('ending');
/**
 * The token at `k` (the next one, when `k` is the count of tokens read so far) stands right after "ending",
 * "ending with" or "ending in" (a ':' allowed) said of an account's or a card's noun (`A/c no. ending 4821`,
 * `Card ending 4433`): its digits are the last ones of that number. After any other word "ending" ends a period
 * (`year ending 2026`, `week ending 2211`), and its number names no account.
 */
export function afterAccountEnding(tokens: readonly Token[], k: number): boolean {
  let j = k - 1;
  if (tokens[j]?.kind === 'punct' && tokens[j]?.text === ':') j--;
  if (['with', 'in'].includes(lowerWordAt(tokens, j) ?? '')) j--;
  if (lowerWordAt(tokens, j) !== 'ending') return false;
  j--;
  while (
    j >= 0 &&
    (['no', 'number', 'num'].includes(lowerWordAt(tokens, j) ?? '') ||
      ['.', ':'].includes(tokens[j]?.text ?? ''))
  )
    j--;
  return ENDING_NOUNS.has(lowerWordAt(tokens, j) ?? '');
}

/** The word at `n`, lower case, if a word stands there. */
function lowerWordAt(tokens: readonly Token[], n: number): string | undefined {
  const t = tokens[n];
  return t?.kind === 'word' ? t.lower : undefined;
}

/** The last word before here announces a date ("on", "Dt:", "dated"). */
function dateCued(tokens: readonly Token[]): boolean {
  let t = tokens.at(-1);
  if (t?.kind === 'punct' && [':', '.', '-'].includes(t.text)) t = tokens.at(-2);
  return t?.kind === 'word' && DATE_CUES.has(t.lower);
}

/**
 * What the tokenizer knows of the whole message, found once: the tokens so far (for a date's cue) and
 * whether the rarer forms can occur at all (a time told by "hrs", Hindi's rupee word after digits).
 */
interface Scan {
  tokens: readonly Token[];
  hrs: boolean;
  rupeeWord: boolean;
}

function readToken(
  text: string,
  i: number,
  spaced: boolean,
  handleNear: boolean,
  afterDate: boolean,
  scan: Scan,
): Token {
  const token = readKind(text, i, spaced, handleNear, afterDate, scan) as Token;
  token.at = i;
  return token;
}

type Unplaced = Token extends infer T ? (T extends Token ? Omit<T, 'at'> & { at?: number } : never) : never;

// Each pattern is tried only where its first characters can begin it: a date at a digit or a month's
// initial, a time where ':' or '.' follows one or two digits, a handle where an '@' is near.
const DATE_START = /[\dadfjmnos]/i;
const TIME_START = /^\d{1,2}[:.]/;

const NARRATION_STAR = /^\*\d{9}/;
/** The rest of a handle's local part and its '@', right after what read as an amount. */
const HANDLE_GOES_ON = /^[a-z0-9._]{0,63}@[a-z]/i;

/** `14.03.22` right after a date: the time of that date, with dots, not a second date. */
const DOTTED_TIME = /^\d{2}\.\d{2}\.\d{2}(?!\.?\d)/;
/** A clock's `hh.mm.ss` (hours 00-23, minutes and seconds 00-59), AM/PM after it or not. */
const CLOCK_TRIPLE = /^(?:[01]\d|2[0-3])\.[0-5]\d\.[0-5]\d(?<half>\s?[ap]\.?m\b)?/i;
/** Words after which only a time stands (`at 14.03.41`, `@ 14.03.41`, `Time: 14.03.41`). */
const TIME_CUES = new Set(['at', '@', 'time', 'tm', 'timing']);

/**
 * R9-5: a dotted `hh.mm.ss` is a time, not a date, where only a time can stand: right after a date (spaced), or
 * after a date within its last three tokens (`on 27-11-2026 (14.03.41)`, `on 27-11-2026,14.03.41`), after "at",
 * "@" or "Time" (never "as at", a balance's date), or with AM/PM after it. Minutes 01-12 made `14.03.41` also a
 * date (14 March 2041): a second date sent a fifth of HSBC's `on 27NOV at 14.03.41` credits to operators. A
 * triple announced as a date ("on", "dated", "Dt:") stays a date, and so does one with no cue (`21.11.26` may be
 * either: only the cues above decide).
 */
function dottedTimeHere(
  text: string,
  i: number,
  spaced: boolean,
  afterDate: boolean,
  tokens: readonly Token[],
): boolean {
  if (afterDate && spaced) return true;
  const clock = CLOCK_TRIPLE.exec(text.slice(i, i + 14));
  if (clock === null || dateCued(tokens)) return false;
  if (clock.groups?.half !== undefined) return true;
  let k = tokens.length - 1;
  const last = tokens[k];
  if (last?.kind === 'punct' && [':', '-', '(', ','].includes(last.text)) k--;
  const cue = tokens[k];
  const cueWord = cue?.kind === 'word' ? cue.lower : cue?.kind === 'punct' ? cue.text : '';
  if (TIME_CUES.has(cueWord)) {
    const before = tokens[k - 1];
    return !(cueWord === 'at' && before?.kind === 'word' && before.lower === 'as');
  }
  return tokens.slice(-3).some((t) => t.kind === 'date');
}

/** A clock's `hh-mm-ss` written with hyphens, AM/PM after it or not. */
const HYPHEN_CLOCK = /^(?:[01]\d|2[0-3])-[0-5]\d-[0-5]\d(?![\d-])(?:\s?[ap]\.?m\b)?/i;

/**
 * A hyphenated `hh-mm-ss` is a time, not a date, where only a time stands (reader12): glued to a date by its '-'
 * (`on 21-11-2026-14-05-33`), with AM/PM after it, or right after a date or after "at", "@" or "Time" (never "as
 * at") when read as a date it is none (`14-35-07`: no 35th month) or lies years from the date before it (`on
 * 21-11-2026 at 14-05-33`: 2033, no value date beside a 2026 transaction's). `21-11-2026 14-05-26` stays two dates
 * (a value date as likely), `Date & Time: 21-11-26` a date, and so does a triple announced as a date.
 */
function hyphenClock(text: string, i: number, spaced: boolean, tokens: readonly Token[]): string | undefined {
  const clock = HYPHEN_CLOCK.exec(text.slice(i, i + 14))?.[0];
  if (clock === undefined || dateCued(tokens)) return undefined;
  if (/m$/i.test(clock)) return clock;
  const last = tokens.at(-1);
  if (!spaced && last?.kind === 'punct' && last.text === '-' && tokens.at(-2)?.kind === 'date') return clock;
  let k = tokens.length - 1;
  if (last?.kind === 'punct' && [':', '(', ','].includes(last.text)) k--;
  const cue = tokens[k];
  const cueWord = cue?.kind === 'word' ? cue.lower : cue?.kind === 'punct' ? cue.text : '';
  const timeCued = TIME_CUES.has(cueWord) && !(cueWord === 'at' && wordBefore(tokens, k) === 'as');
  if (!timeCued && (cue?.kind !== 'date' || (cue === last && !spaced))) return undefined;
  const [hour = 0, minute = 0, second = 0] = clock.split('-').map(Number);
  if (calendarDate(2000 + second, minute, hour) === undefined) return clock;
  const earlier = tokens.findLast((t) => t.kind === 'date' && t.iso !== undefined);
  const year = earlier?.kind === 'date' ? Number(earlier.iso?.slice(0, 4)) : Number.NaN;
  return Math.abs(year - (2000 + second)) > 1 ? clock : undefined;
}

const wordBefore = (tokens: readonly Token[], k: number): string | undefined => {
  const t = tokens[k - 1];
  return t?.kind === 'word' ? t.lower : undefined;
};

function readKind(
  text: string,
  i: number,
  spaced: boolean,
  handleNear: boolean,
  afterDate = false,
  scan: Scan = { tokens: [], hrs: false, rupeeWord: false },
): Unplaced {
  const c = text[i] ?? '';
  // (Most patterns below begin with a digit: where `c` is none they are not run. `\d` is ASCII's digits.)
  const digit = c >= '0' && c <= '9';
  // `https://axisbk.in/Rs1000off`, `idfcfirst.bank.in/cashback`: a link is one mark, its path no words,
  // amounts or references of the message (bounded, so a long run of dots stays linear).
  // (Only where a word may begin: a domain-like slot of a narration, `UPI/P2M/SHOP.IN/<rrn>`, is the
  // narration's.)
  if (asciiAlnum(c) && !letterBefore(text, i) && !/[/\-*]/.test(text[i - 1] ?? '') && linkMayStart(text, i)) {
    const link = at(LINK, text, i);
    if (link) return { kind: 'punct', text: link[0], spaced };
  }
  // `2026-11-25T14:03:22`: ISO 8601's 'T' between a date and its time separates them, as a space would.
  if (c === 'T' && /\d/.test(text[i - 1] ?? '') && /^\d{2}:\d{2}/.test(text.slice(i + 1, i + 6)))
    return { kind: 'punct', text: c, spaced };
  if (
    (c === 'r' || c === 'R' || c === 'i' || c === 'I' || c === '₹' || c === 'र') &&
    !letterBefore(text, i)
  ) {
    const money = at(c === 'र' ? HINDI_MONEY : MONEY, text, i);
    // `rs500@ybl`, `rs.kumar@ybl`, `inr2020@okaxis`: a handle that begins like an amount is the payer's
    // handle (read as Rs 500 it was a second amount, and the handle was lost).
    const handle =
      money !== null &&
      handleNear &&
      HANDLE_GOES_ON.test(text.slice(i + money[0].length, i + money[0].length + 66));
    if (money && !handle) {
      // `Rs.1500,23/11/2026`: a comma and a date glued to the amount; the date's day is no group of it.
      const glued = /,(\d{1,2})$/.exec(money.groups?.digits ?? '');
      const dated = glued !== null && /^[-/.]\d{1,2}[-/.]\d{2,4}(?!\d)/.test(text.slice(i + money[0].length));
      if (dated) {
        const cut = money[0].length - glued[0].length;
        money.groups = {
          ...money.groups,
          digits: money[0].slice(money[0].length - (money.groups?.digits?.length ?? 0), cut),
        };
        money[0] = money[0].slice(0, cut);
      }
      const digits = money.groups?.digits;
      if (digits === undefined) return { kind: 'currency', text: money[0], spaced };
      // `4.99.01`: digits run on past the amount, so it is no amount at all; so do `Rs 1 ,500.00` (a
      // group split off by a stray space) and `Rs.1.5 lakh`, `Rs.2.5K`, `INR 2 Lac` (a multiplier the
      // digits alone do not say): no exact amount, never the digits' smaller one.
      const after = text.slice(i + money[0].length, i + money[0].length + 16);
      const whole = digits.startsWith('.') ? `0${digits}` : digits;
      const unsure = digits.startsWith('.') && !paiseAlone(money[0], digits);
      // `INR -597.09`, `Rs.-500`, `₹-500`: a minus sign, not the separator some banks glue to the mark
      // (`Rs-500`): a negative figure (an overdrawn balance) is no amount that came in.
      const mark = money[0].slice(0, money[0].length - digits.length);
      const negative = /[\s.:]-\s*$|^₹\s*-/.test(mark);
      // (`Hold Amt Rs 0.00`: a zero is a well-formed figure, a field stating nothing; no payment, see readAmount.)
      const zero = /^[0.,]+$/.test(whole) ? 0 : undefined;
      // (R10-20: `Rs.           698.000`, a run of spaces before the digits, is a field padded to a fixed width, so
      // its third decimal is the field's; `Rs 2.500/-` says no paise, so a point before three digits is a group's.)
      const noPaise = /\.\d{3}$/.test(digits) && after.startsWith('/-');
      const fixedWidth = /\s{4}$/.test(mark);
      const paise =
        runsOn(digits, after) || negative || unsure || noPaise
          ? undefined
          : (zero ?? toPaise(whole, fixedWidth));
      return { kind: 'money', text: money[0], spaced, digits, paise };
    }
  }
  const dottedTime =
    digit &&
    DOTTED_TIME.test(text.slice(i, i + 9)) &&
    dottedTimeHere(text, i, spaced, afterDate, scan.tokens);
  // (Without seconds only right after a date, or after "at" right after one: elsewhere `14.05` may be an
  // amount.)
  const last = scan.tokens.at(-1);
  const atAfterDate = last?.kind === 'word' && last.lower === 'at' && scan.tokens.at(-2)?.kind === 'date';
  if (digit && spaced && (afterDate || atAfterDate) && DOTTED_MINUTE.test(text.slice(i, i + 8))) {
    const minute = text.slice(i, i + 5);
    return { kind: 'time', text: minute, spaced, time: timeOfDay(minute.replace('.', ':')) };
  }
  if (digit && text[i + 2] === '-') {
    const clock = hyphenClock(text, i, spaced, scan.tokens);
    if (clock !== undefined)
      return { kind: 'time', text: clock, spaced, time: timeOfDay(clock.replace(/-/g, ':')) };
  }
  if (DATE_START.test(c) && (digit || !letterBefore(text, i)) && !dottedTime) {
    const date = readDate(text, i, () => dateCued(scan.tokens));
    if (date) return { kind: 'date', spaced, ...date };
  }
  // `14.05 hrs`, `1405 hrs`, `14.05 Hrs.`: a time by the clock word after it (without it, `14.05` may be an
  // amount and `1405` any number).
  if (scan.hrs && digit) {
    const hrs = at(HRS_TIME, text, i);
    if (hrs?.groups)
      return {
        kind: 'time',
        text: hrs[0],
        spaced,
        time: timeOfDay(`${hrs.groups.hour ?? ''}:${hrs.groups.minute ?? ''}`),
      };
  }
  if (digit && TIME_START.test(text.slice(i, i + 3))) {
    const time = at(TIME, text, i);
    if (time) {
      const read = timeOfDay(
        time[0].replace(/^(\d+)\.(\d+)(?:\.(\d+))?/, (_, h: string, m: string, sec?: string) =>
          sec === undefined ? `${h}:${m}` : `${h}:${m}:${sec}`,
        ),
      );
      // `08:35:33 GMT`, `08:35 UTC`: the zone named in words is UTC's, never India's (`GMT+05:30` is read
      // by its offset).
      const zone = read?.utcOffsetSeconds === undefined ? at(ZONE_WORD, text, i + time[0].length) : null;
      if (zone && read !== undefined)
        return { kind: 'time', text: time[0] + zone[0], spaced, time: { ...read, utcOffsetSeconds: 0 } };
      return { kind: 'time', text: time[0], spaced, time: read };
    }
  }
  // ICICI's `Info:IMPS*632913449900*RAJESH`: a '*' glued to a word and followed by a long run of digits
  // is a narration's slot separator, not a mask (a mask hides digits: `*1234` shows a few).
  if (c === '*' && letterBefore(text, i) && NARRATION_STAR.test(text.slice(i, i + 11)))
    return { kind: 'punct', text: c, spaced };
  if (digit || c === 'x' || c === 'X' || c === '*' || c === '.' || c === 'N') {
    // (Karnataka Bank's "x052481x CREDITED": the digits shown between two x's.)
    const wrapped = at(MASKED_WRAPPED, text, i);
    if (wrapped) return { kind: 'masked', text: wrapped[0], spaced, digits: wrapped[1] ?? '' };
    const masked = at(MASKED, text, i);
    if (masked) return { kind: 'masked', text: masked[0], spaced, digits: /\d+$/.exec(masked[0])?.[0] ?? '' };
  }
  // `upi-632514878275-ravi-k@okaxis` in lower case is a narration, its rail first, not one handle.
  const hyphenated =
    handleNear && /[a-z0-9]/.test(c) && text[i - 1] !== '-' && !RAIL_FIRST.test(text.slice(i, i + 5))
      ? at(HYPHENATED_VPA, text, i)
      : null;
  const vpa = hyphenated ?? (handleNear && asciiAlnum(c) ? at(VPA, text, i) : null);
  // `spent@Dreamplug` is a verb glued to a merchant, not a handle.
  const local = vpa?.[0].split('@')[0]?.toLowerCase() ?? '';
  if (vpa && at(MAIL_DOMAIN, text, i + vpa[0].length) === null && !DIRECTION_WORDS.has(local))
    return { kind: 'vpa', text: vpa[0], spaced };
  const alphanumeric = digit ? at(ALPHANUMERIC, text, i) : null;
  if (alphanumeric)
    return { kind: 'word', text: alphanumeric[0], spaced, lower: alphanumeric[0].toLowerCase() };
  // `A/c ending 4821`, `ending with 4821`, `card ending in 4433`, `no. ending: 4821`: the last digits of an
  // account or card, shown as a mask shows them (R8-36: read as a bare number, every credit told by a noun, a
  // label or a cash deposit lost its account, and a payee's `beneficiary's A/c ending 5678` was none).
  const shown = digit ? at(SHOWN_DIGITS, text, i) : null;
  if (shown && afterAccountEnding(scan.tokens, scan.tokens.length))
    return { kind: 'masked', text: shown[0], spaced, digits: shown[0] };
  const number = digit ? at(NUMBER, text, i) : null;
  // R9-21: a mark after the digits (`4 8,796.00 रुपये`, `5 00.00 INR`) whose digits a space or a line break
  // parts from a group before them: the figure's first part is that group, so no amount is certain.
  const split = number !== null && splitBefore(text, i, scan.tokens.at(-1));
  // Hindi puts the rupee word after the digits ("500.00 रुपये जमा"): an amount, as "Rs 500.00" is.
  if (number && scan.rupeeWord && at(RUPEES_AFTER, text, i + number[0].length))
    return {
      kind: 'money',
      text: number[0],
      spaced,
      digits: number[0],
      paise: split ? undefined : toPaise(number[0]),
    };
  // "Credit: 500.00 INR", "Bal: 10,500.00 INR": the mark after an amount printed with its paise (never
  // before the next amount's digits: "Ref 1234.00 INR 500" is the mark of the 500).
  // (R10-14: `credited with 2693 INR`, `1,26,802 INR`: a whole figure too, when a word stands right before it, no
  // narration's separator or label's number: `IMPS/2693 INR` is no amount's field.)
  const whole =
    number !== null && WHOLE_FIGURE.test(number[0]) && spaced && scan.tokens.at(-1)?.kind === 'word';
  const markAfter =
    number && (/\.\d{2}$/.test(number[0]) || whole) ? at(MARK_AFTER, text, i + number[0].length) : null;
  if (number && markAfter)
    return {
      kind: 'money',
      text: number[0] + markAfter[0],
      spaced,
      digits: number[0],
      paise: split ? undefined : toPaise(number[0]),
    };
  if (number) return { kind: 'number', text: number[0], spaced };
  const glued = letterBefore(text, i) ? null : at(GLUED_ACCOUNT_LABEL, text, i);
  if (glued) return { kind: 'word', text: glued[0], spaced, lower: glued[0].toLowerCase() };
  const account = at(ACCOUNT_WORD, text, i);
  if (account) return { kind: 'word', text: account[0], spaced, lower: 'a/c' };
  const word = at(WORD, text, i);
  // `creditedA/c`, `toA/c`, `yourA/c`: the account's noun glued after a word (a template's or a forwarder's lost
  // space) is the word, then the noun; `UPIRefNo`, `IMPSRef`, `UPIRRN`: a reference's label run together is its
  // parts (read as one word it was a payer's name, and the RRN after it was lost).
  const part = word ? gluedPart(word[0], text, i) : undefined;
  if (part !== undefined) return { kind: 'word', text: part, spaced, lower: part.toLowerCase() };
  // `सं.`, `दि.`, `क्र.`: a Hindi abbreviation takes its point, which ends no sentence (R9-3).
  if (word && text[i + word[0].length] === '.' && HINDI_ABBREVIATIONS.has(word[0]))
    return { kind: 'word', text: `${word[0]}.`, spaced, lower: word[0] };
  if (word) return { kind: 'word', text: word[0], spaced, lower: word[0].toLowerCase() };
  return { kind: 'punct', text: at(ANY, text, i)?.[0] ?? c, spaced };
}
