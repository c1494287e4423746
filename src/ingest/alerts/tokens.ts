// The tokenizer of bank alerts: one pass over the text, each token read by a sticky pattern that either
// consumes what it matched or is bounded in length, so no input (64 KiB of digits, runs of "Rs", brackets
// never closed) makes the reader backtrack: the work is linear in the length of the message.
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
    /** A date in any bank style; `iso` undefined when the calendar has no such day. */
    | { kind: 'date'; iso: string | undefined }
    | { kind: 'time'; time: TimeOfDay | undefined }
    /** A masked account, card or phone number (`XX4821`, `*21`, `...4821`, `9XXXXXX210`). */
    | { kind: 'masked'; digits: string }
    | { kind: 'vpa' }
    | { kind: 'word'; lower: string }
    | { kind: 'punct' }
  );

const SPACE = /\s+/y;
const MONEY = /(?:₹|rs\b\.?|rs(?=\d)|inr\b|inr(?=\d))\s?[:.-]?\s?(?<digits>\d[\d,]*(?:\.\d+)?)?/iy;
const ISO_DATE = /(?<year>\d{4})-(?<month>\d{2})-(?<day>\d{2})(?![\d:])/y;
const NUMERIC_DATE = /(?<day>\d{1,2})(?<sep>[-/.])(?<month>\d{1,2})\k<sep>(?<year>\d{4}|\d{2})(?![\d:])/y;
const NAMED_DATE =
  /(?<day>\d{1,2})(?<sep>[- ]?)(?<month>[a-z]{3,9})(?:\k<sep>|,? )(?<year>\d{4}|\d{2})(?![\d:])/iy;
const MONTH_FIRST_DATE = /(?<month>[a-z]{3,9})[ -](?<day>\d{1,2}),? (?<year>\d{4})(?!\d)/iy;
const TIME = /\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]\.?m\b\.?)?(?![\d:])/iy;
const MASKED = /\d{0,6}(?:[x*]+|\.{2,}[x*]*)\d{2,}(?![\da-z@])/iy;
// Local part bounded, so an '@'-less run of letters and digits is given up quickly. No hyphen: in a
// narration (`UPI-<rrn>-ANITA DSOUZA-anita@oksbi`) the hyphen is the bank's separator.
const VPA = /[a-z0-9][a-z0-9._]{0,63}@[a-z][a-z0-9]{1,63}/iy;
const MAIL_DOMAIN = /\.(?:com|in|co|net|org)\b/iy;
const NUMBER = /\d+(?:,\d+)*(?:\.\d+)?/y;
const ACCOUNT_WORD = /a\/c(?![a-z])/iy;
const WORD = /\p{L}[\p{L}\p{M}\p{N}]*/uy;
const ANY = /[\s\S]/uy;

function at(pattern: RegExp, text: string, index: number): RegExpExecArray | null {
  pattern.lastIndex = index;
  return pattern.exec(text);
}

function dateOf(match: RegExpExecArray): string | undefined {
  const { year = '', month = '', day = '' } = match.groups ?? {};
  const m = /^\d+$/.test(month) ? Number(month) : monthNumber(month);
  return m === 0 ? undefined : calendarDate(Number(year), m, Number(day));
}

/** A date token at `index`, if the text there is written as a date (a named month must be a month). */
function readDate(text: string, index: number): [string, string | undefined] | undefined {
  const iso = at(ISO_DATE, text, index);
  if (iso) return [iso[0], dateOf(iso)];
  const numeric = at(NUMERIC_DATE, text, index);
  if (numeric) return [numeric[0], dateOf(numeric)];
  for (const pattern of [NAMED_DATE, MONTH_FIRST_DATE]) {
    const named = at(pattern, text, index);
    if (named && monthNumber(named.groups?.month ?? '') > 0) return [named[0], dateOf(named)];
  }
  return undefined;
}

const letterBefore = (text: string, index: number): boolean =>
  index > 0 && /[\p{L}\d]/u.test(text[index - 1] ?? '');

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let spaced = false;
  while (i < text.length) {
    const space = at(SPACE, text, i);
    if (space) {
      i += space[0].length;
      spaced = true;
      continue;
    }
    const token = readToken(text, i, spaced);
    tokens.push(token);
    i += token.text.length;
    spaced = false;
  }
  return tokens;
}

function readToken(text: string, i: number, spaced: boolean): Token {
  return { ...readKind(text, i, spaced), at: i } as Token;
}

type Unplaced = Token extends infer T ? (T extends Token ? Omit<T, 'at'> : never) : never;

function readKind(text: string, i: number, spaced: boolean): Unplaced {
  const c = text[i] ?? '';
  if (!letterBefore(text, i) && /[₹ri]/i.test(c)) {
    const money = at(MONEY, text, i);
    if (money) {
      const digits = money.groups?.digits;
      if (digits === undefined) return { kind: 'currency', text: money[0], spaced };
      // `4.99.01`: digits run on past the amount, so it is no amount at all.
      const runsOn = /^\.\d/.test(text.slice(i + money[0].length, i + money[0].length + 2));
      return { kind: 'money', text: money[0], spaced, digits, paise: runsOn ? undefined : toPaise(digits) };
    }
  }
  if (/\d/.test(c) || (/[a-z]/i.test(c) && !letterBefore(text, i))) {
    const date = readDate(text, i);
    if (date) return { kind: 'date', text: date[0], spaced, iso: date[1] };
  }
  if (/\d/.test(c)) {
    const time = at(TIME, text, i);
    if (time) return { kind: 'time', text: time[0], spaced, time: timeOfDay(time[0]) };
  }
  if (/[\dx*.]/i.test(c)) {
    const masked = at(MASKED, text, i);
    if (masked) return { kind: 'masked', text: masked[0], spaced, digits: /\d+$/.exec(masked[0])?.[0] ?? '' };
  }
  const vpa = /[a-z0-9]/i.test(c) ? at(VPA, text, i) : null;
  if (vpa && at(MAIL_DOMAIN, text, i + vpa[0].length) === null) return { kind: 'vpa', text: vpa[0], spaced };
  const number = at(NUMBER, text, i);
  if (number) return { kind: 'number', text: number[0], spaced };
  const account = at(ACCOUNT_WORD, text, i);
  if (account) return { kind: 'word', text: account[0], spaced, lower: 'a/c' };
  const word = at(WORD, text, i);
  if (word) return { kind: 'word', text: word[0], spaced, lower: word[0].toLowerCase() };
  return { kind: 'punct', text: at(ANY, text, i)?.[0] ?? c, spaced };
}
