// RRNs as NPCI makes them, for tests that put one in an alert text: the year's last digit and the day of
// the year (`6325…` is 21 November 2026), then eight digits of the test's own sequence. The alert reader
// takes a 12-digit number that cannot be a day near the message for some other number (CONTRACT §7).
export function datedRrn(seq: number, at: number = Date.now()): string {
  const day = new Date(at + 19_800_000); // the India date
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  const dayOfYear = Math.floor((day.getTime() - start) / 86_400_000) + 1;
  const tail = String(Math.abs(Math.trunc(seq)) % 100_000_000).padStart(8, '0');
  return `${day.getUTCFullYear() % 10}${String(dayOfYear).padStart(3, '0')}${tail}`;
}
