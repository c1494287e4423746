// Cell readers shared by every bank: amounts to exact paise, day-first dates, header text. A cell that
// holds something else is an error for the whole file, never a guess (fixtures/statements README).
import type { Cell } from './types.js';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

export const cellText = (cell: Cell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'number' ? String(cell) : cell;

/** Header text compared trimmed, lower-cased, runs of spaces collapsed, no spaces inside parentheses. */
export function headerKey(cell: Cell | undefined): string {
  return cellText(cell)
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*\(([^)]*)\)/g, (_m, inner: string) => `(${inner.replace(/ /g, '')})`);
}

// Whole rupees: plain digits, Indian grouping (2,25,400) or western grouping (12,000); then up to two
// decimals. `.85` has no rupees at all.
const AMOUNT = /^(?<rupees>\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)?(?:\.(?<paise>\d{1,2}))?$/;
const EMPTY_AMOUNT = new Set(['', '-']);

export type AmountReading = { paise: number } | { empty: true } | { error: string };

/** An amount cell to integer paise; zero and the bank's blank marks are an unused column. */
export function readAmount(cell: Cell | undefined): AmountReading {
  if (cell === null || cell === undefined) return { empty: true };
  const text = typeof cell === 'number' ? numberText(cell) : cell.trim();
  if (text === undefined) return { error: `amount '${String(cell)}' does not parse` };
  if (EMPTY_AMOUNT.has(text)) return { empty: true };
  const g = AMOUNT.exec(text)?.groups;
  if (g === undefined || (g.rupees === undefined && g.paise === undefined)) {
    return { error: `amount '${typeof cell === 'number' ? String(cell) : cell.trim()}' does not parse` };
  }
  const rupees = Number((g.rupees ?? '0').replace(/,/g, ''));
  const paise = Number((g.paise ?? '').padEnd(2, '0'));
  const total = rupees * 100 + paise;
  if (!Number.isSafeInteger(total)) return { error: `amount '${text}' is out of range` };
  return total === 0 ? { empty: true } : { paise: total };
}

/** A numeric cell through its shortest decimal string, so 780.25 is 78025 paise exactly. */
function numberText(n: number): string | undefined {
  if (!Number.isFinite(n) || n < 0) return undefined;
  const text = String(n);
  return /e/i.test(text) ? undefined : text;
}

export interface DateReading {
  date: string;
  time: string | null;
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const NAMED_DATE = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ ,-]+(\d{2}|\d{4})$/;
// Year first is never ambiguous (`2026-09-01`, an export's ISO date); nor is a month written as a word
// before the day (`Sep 01, 2026`). A number-only date with the month first is never read.
const ISO_DATE = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;
const MONTH_FIRST_DATE = /^([A-Za-z]{3})[A-Za-z]*\.? (\d{1,2}),? (\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp])\.?[Mm]\.?)?$/;

/** A day-first date (Indian banks never print month first), with the time when one follows it. */
export function readDate(cell: Cell | undefined): DateReading | undefined {
  const text = cellText(cell).trim().replace(/\s+/g, ' ');
  if (text === '') return undefined;
  const [datePart, timePart, ...rest] = splitDateTime(text);
  if (datePart === undefined || rest.length > 0) return undefined;
  const date = dayFirst(datePart);
  if (date === undefined) return undefined;
  if (timePart === undefined) return { date, time: null };
  const t = TIME.exec(timePart);
  if (t === null) return undefined;
  const [clock, mi, s] = [Number(t[1]), Number(t[2]), Number(t[3] ?? '0')];
  const meridiem = t[4]?.toLowerCase();
  // `10:42 AM` (Paytm-style exports): 12 AM is midnight, 12 PM noon; `13:05 PM` is no time.
  if (meridiem !== undefined && (clock < 1 || clock > 12)) return undefined;
  const h = meridiem === undefined ? clock : (clock % 12) + (meridiem === 'p' ? 12 : 0);
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return { date, time: [h, mi, s].map((v) => String(v).padStart(2, '0')).join(':') };
}

function splitDateTime(text: string): string[] {
  const m = /^(.*?),?\s+(\d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?)$/.exec(text);
  return m === null ? [text] : [m[1] as string, m[2] as string];
}

function dayFirst(text: string): string | undefined {
  const iso = ISO_DATE.exec(text);
  if (iso !== null) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const monthFirst = MONTH_FIRST_DATE.exec(text);
  if (monthFirst !== null) {
    return isoDate(
      Number(monthFirst[3]),
      MONTHS[(monthFirst[1] as string).toLowerCase()],
      Number(monthFirst[2]),
    );
  }
  const numeric = NUMERIC_DATE.exec(text);
  const named = numeric === null ? NAMED_DATE.exec(text) : null;
  const parts = numeric ?? named;
  if (parts === null) return undefined;
  const day = Number(parts[1]);
  const month = numeric !== null ? Number(parts[2]) : MONTHS[(parts[2] as string).toLowerCase()];
  const yearText = parts[3] as string;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  return isoDate(year, month, day);
}

export function isoDate(year: number, month: number | undefined, day: number): string | undefined {
  if (month === undefined || month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The last four digits of an account number printed with masks, underscores or spaces. */
export function accountLast4(text: string): string | null {
  const digits = text.replace(/[^0-9]/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}

export type MarkedAmountReading = { paise: number; credit: boolean } | { empty: true } | { error: string };

// One amount column that carries its own direction, with no Dr/Cr column beside it: `1,000.00(Cr)`,
// `20.0 (Dr)`, `1,499.00 CR`, `Cr 1,499.00`, `+ ₹1,000`, `- Rs.500.00`, `-500.00`. A currency mark is
// allowed here only, before the number.
const MARKED =
  /^(?<lead>[+-])?\s*(?<pre>(?:CR|DR)\.?\s+)?(?:(?:₹|RS\.?|INR)\s*)?(?<number>[0-9.,]+)\s*(?:\(\s*(?<paren>CR|DR)\.?\s*\)|(?<post>CR|DR)\.?)?$/i;

/**
 * An amount that states its own side: a Cr/Dr mark or an explicit sign (a negative number is a debit).
 * One without any, or with two that disagree, is an error, never a guess.
 */
export function readMarkedAmount(cell: Cell | undefined): MarkedAmountReading {
  if (cell === null || cell === undefined) return { empty: true };
  if (typeof cell === 'number') {
    if (!Number.isFinite(cell)) return { error: `amount '${String(cell)}' does not parse` };
    if (cell >= 0) {
      const plain = readAmount(cell);
      return 'paise' in plain ? { error: `amount '${String(cell)}' states no Dr/Cr` } : plain;
    }
    const magnitude = readAmount(-cell);
    return 'paise' in magnitude ? { paise: magnitude.paise, credit: false } : magnitude;
  }
  const text = cell.trim();
  if (EMPTY_AMOUNT.has(text)) return { empty: true };
  const g = MARKED.exec(text)?.groups;
  if (g === undefined) return { error: `amount '${text}' does not parse` };
  const amount = readAmount(g.number);
  if ('error' in amount) return { error: `amount '${text}' does not parse` };
  if ('empty' in amount) return amount;
  const sides = [
    g.lead === undefined ? undefined : g.lead === '+',
    ...[g.pre, g.paren, g.post].map((m) =>
      m === undefined ? undefined : m.trim().replace(/\.$/, '').toUpperCase() === 'CR',
    ),
  ].filter((side): side is boolean => side !== undefined);
  if (sides.length === 0) return { error: `amount '${text}' states no Dr/Cr` };
  if (sides.some((side) => side !== sides[0])) return { error: `amount '${text}' states both Dr and Cr` };
  return { paise: amount.paise, credit: sides[0] as boolean };
}
