/** Unix seconds, the only time unit of the API (SPEC §2). */
export type UnixSeconds = number;

export const unixNow = (): UnixSeconds => Math.floor(Date.now() / 1000);

const INDIA_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in India (YYYY-MM-DD) at a moment: bank messages state dates in India time. */
export const indiaDate = (t: UnixSeconds): string => INDIA_DATE.format(new Date(t * 1000));
