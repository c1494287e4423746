/** Unix seconds, the only time unit of the API (SPEC §2). */
export type UnixSeconds = number;

/**
 * Milliseconds since the epoch, as the ledger reads them. Always Date.now in the service: nothing in
 * src/ calls `setLedgerClock`. The simulator (scripts/simulate) sets it in its own process so a whole
 * day of orders, reservation lapses and rests runs in minutes; the ledger decides by timestamps it
 * writes, so a clock it is handed is all that simulated time needs. A seam here rather than a
 * Date.now override, so pino, pg and timers of that process keep real time.
 */
let ledgerClockMs: (() => number) | undefined;

/** Simulation only: the clock `unixNow` reads. Pass `Date.now` (or nothing) to restore real time. */
export function setLedgerClock(clockMs?: () => number): void {
  ledgerClockMs = clockMs === Date.now ? undefined : clockMs;
}

// Date.now is looked up at each call, not captured, so a test that stubs it is honoured.
export const unixNow = (): UnixSeconds => Math.floor((ledgerClockMs ?? Date.now)() / 1000);

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in India (YYYY-MM-DD) at a moment: bank messages state dates in India time. */
export const indiaDate = (t: UnixSeconds): string => INDIA_DATE.format(new Date(t * 1000));

/** A unix time this large is milliseconds: as seconds it would be past the year 5000. */
const MILLISECONDS_FROM = 1e11;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const INDIA_LOCAL = /^(?<y>\d{4})-(?<mo>\d{2})-(?<d>\d{2}) (?<h>\d{2}):(?<mi>\d{2}):(?<s>\d{2})$/;

/**
 * A time as reporter apps send it (CONTRACT §7): unix seconds, unix milliseconds (a JSON number or a
 * string of digits: forwarders quote their placeholders), ISO 8601 with an offset, or
 * `YYYY-MM-DD HH:mm:ss` read as India time. Undefined for anything else, a local time without an offset
 * included: it would be read in whatever zone this server runs in.
 */
export function feedTimeSeconds(value: number | string): UnixSeconds | undefined {
  const digits = typeof value === 'number' ? value : /^\d{1,16}$/.test(value) ? Number(value) : undefined;
  if (digits !== undefined) {
    if (!Number.isSafeInteger(digits) || digits < 0) return undefined;
    return digits >= MILLISECONDS_FROM ? Math.floor(digits / 1000) : digits;
  }
  const text = value as string;
  if (ISO_WITH_OFFSET.test(text)) {
    const ms = Date.parse(text);
    return Number.isNaN(ms) || ms < 0 ? undefined : Math.floor(ms / 1000);
  }
  const g = INDIA_LOCAL.exec(text)?.groups;
  if (g === undefined) return undefined;
  const [y, mo, d, h, mi, s] = [g.y, g.mo, g.d, g.h, g.mi, g.s].map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  // Date.UTC rolls 31 February over into March; a time that does not exist is no time.
  if (utc.getUTCMonth() !== mo - 1 || utc.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
  return utc.getTime() / 1000 - INDIA_UTC_OFFSET_SECONDS;
}

/** India Standard Time is UTC+05:30 all year: India keeps no daylight saving. */
export const INDIA_UTC_OFFSET_SECONDS = 5 * 3600 + 30 * 60;
