// The values Indian bank alerts print, read exactly: rupees to whole paise, calendar dates, times of day.
// Each reader is strict: a value that is not a real amount, day or time is undefined, and the grammar then
// calls the message unparseable rather than repair it.
import { INDIA_UTC_OFFSET_SECONDS, type UnixSeconds } from '../../domain/time.js';

/**
 * Rupees as banks write them: `499`, `499.5`, `12,349.55`, `1,12,210.00` (Indian) or `1,234,567.00`, and
 * with a third decimal that is always 0 (`2782.000`, a fixed-width field); any other third digit is no
 * amount of paise.
 */
const RUPEES =
  /^(?<whole>\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(?<fraction>\d{1,2})(?:(?<=\.\d\d)0)?)?$/;

/**
 * R10-20: one to three digits, a point and three digits (`1.500`, `500.500`, `12.500`) are a thousands group as
 * likely as a padded third decimal: Rs 1,500 or Rs 1.50, which the text alone cannot tell. Only a figure whose
 * whole part could not be one group (`2782.000`, `1,500.000`: four digits or more, or commas of its own) or one
 * padded to a fixed width (`Rs.           698.000`, the third decimal a field's width) is read as paise.
 */
const GROUP_OR_DECIMAL = /^[1-9]\d{0,2}\.\d{3}$/;

/**
 * Whole-number paise, so `0.29` is 29, never 28.999…; undefined for zero or a malformed amount. `fixedWidth`: the
 * figure was padded to a field's width (see GROUP_OR_DECIMAL).
 */
export function toPaise(written: string, fixedWidth = false): number | undefined {
  if (written.length > 24 || (!fixedWidth && GROUP_OR_DECIMAL.test(written))) return undefined;
  const { whole, fraction = '' } = RUPEES.exec(written)?.groups ?? {};
  if (whole === undefined) return undefined;
  const paise = Number(whole.replaceAll(',', '')) * 100 + Number(fraction.padEnd(2, '0'));
  // Past 2^53 the product is no longer exact; no real credit comes near it.
  return Number.isSafeInteger(paise) && paise > 0 ? paise : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LONG_MONTHS = new Set(['january', 'february', 'march', 'april', 'june', 'july', 'august']);
for (const m of ['september', 'october', 'november', 'december', 'sept']) LONG_MONTHS.add(m);

/**
 * Months in Hindi (and Marathi, where its names differ), as Hindi alerts print them (`21 नवंबर 2026`), in
 * their common spellings (with or without the nukta, `म्ब` or `ंब`). Marathi's `मे` (May) is left out: it is
 * also a spelling of Hindi's `में` (in).
 */
const INDIAN_MONTHS = new Map<string, number>(
  [
    'जनवरी जानेवारी',
    'फरवरी फ़रवरी फेब्रुवारी',
    'मार्च',
    'अप्रैल अप्रेल अप्रिल एप्रिल',
    'मई',
    'जून',
    'जुलाई जुलै',
    'अगस्त ऑगस्ट',
    'सितंबर सितम्बर सप्टेंबर',
    'अक्टूबर अक्तूबर अक्टुबर ऑक्टोबर',
    'नवंबर नवम्बर नोव्हेंबर',
    'दिसंबर दिसम्बर डिसेंबर',
  ].flatMap((names, m) => names.split(' ').map((n) => [n.normalize('NFC'), m + 1] as const)),
);

/** 1-12 for a month as banks name it (`NOV`, `Nov`, `November`, `Sept`, Hindi's `नवंबर`), else 0. */
export function monthNumber(name: string): number {
  const indian = INDIAN_MONTHS.get(name.normalize('NFC'));
  if (indian !== undefined) return indian;
  const lower = name.toLowerCase();
  if (lower.length !== 3 && !LONG_MONTHS.has(lower)) return 0;
  return MONTHS.indexOf(lower.slice(0, 3)) + 1;
}

/** A calendar day (two-digit years are 20yy) as `YYYY-MM-DD`; undefined unless the calendar has it. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const fullYear = year < 100 ? 2000 + year : year;
  if (month < 1 || month > 12 || fullYear < 2000 || fullYear > 2099) return undefined;
  // Day 0 of the next month is the last day of this one.
  const daysInMonth = new Date(Date.UTC(fullYear, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return undefined;
  return `${fullYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A time of day as printed; `precision` says whether the bank printed seconds. */
export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
  precision: 'second' | 'minute';
  /** The clock's offset from UTC when the bank printed one (`Z`, `+05:30`); India's when absent. */
  utcOffsetSeconds?: number;
}

const TIME_OF_DAY =
  /^(?<hour>\d{1,2}):(?<minute>\d{2})(?::(?<second>\d{2})(?<zone>Z|(?<sign>[+-])(?<zh>\d{2}):?(?<zm>\d{2}))?)?(?:\s?(?<half>[ap])\.?m\.?)?$/i;

/** `14:03`, `14:03:41`, `02:03:27 PM`, `2:03 p.m.`; undefined if the clock has no such time. */
export function timeOfDay(written: string): TimeOfDay | undefined {
  const g = TIME_OF_DAY.exec(written)?.groups;
  if (g === undefined) return undefined;
  let hour = Number(g.hour);
  const [minute, second] = [Number(g.minute), Number(g.second ?? '0')];
  // `13:22:16 PM`: a 24-hour clock with a redundant PM; `13:22 AM` contradicts itself.
  const pm = g.half?.toLowerCase() === 'p';
  if (g.half !== undefined && !(pm && hour >= 13 && hour <= 23)) {
    if (hour < 1 || hour > 12) return undefined;
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const time: TimeOfDay = { hour, minute, second, precision: g.second === undefined ? 'minute' : 'second' };
  if (g.zone !== undefined) {
    const offset = (Number(g.zh ?? '0') * 60 + Number(g.zm ?? '0')) * 60;
    if (offset > 14 * 3600 || Number(g.zm ?? '0') > 59) return undefined;
    time.utcOffsetSeconds = g.sign === '-' ? -offset : offset;
  }
  return time;
}

/** The moment of a stated date (`YYYY-MM-DD`) and time of day in India. */
export function indiaMoment(statedDate: string, time: TimeOfDay): UnixSeconds {
  const [year, month, day] = statedDate.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, day, time.hour, time.minute, time.second) / 1000;
  return utc - (time.utcOffsetSeconds ?? INDIA_UTC_OFFSET_SECONDS);
}
