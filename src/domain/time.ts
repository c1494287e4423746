/** Unix seconds, the only time unit of the API (SPEC §2). */
export type UnixSeconds = number;

/**
 * Milliseconds since the epoch, as the ledger reads them. Always Date.now in the service: nothing in
 * src/ calls `setLedgerClock`. The simulator (scripts/simulate) sets it in its own process so a whole
 * day of orders, reservation lapses and rests runs in minutes; the ledger decides by timestamps it
 * writes, so a clock it is handed is all that simulated time needs. A seam here rather than a
 * Date.now override, so pino, pg and timers of that process keep real time.
 */
let ledgerClockMs: () => number = Date.now;

/** Simulation only: the clock `unixNow` reads. Pass `Date.now` to restore real time. */
export function setLedgerClock(clockMs: () => number): void {
  ledgerClockMs = clockMs;
}

export const unixNow = (): UnixSeconds => Math.floor(ledgerClockMs() / 1000);

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in India (YYYY-MM-DD) at a moment: bank messages state dates in India time. */
export const indiaDate = (t: UnixSeconds): string => INDIA_DATE.format(new Date(t * 1000));
