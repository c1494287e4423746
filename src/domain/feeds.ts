// Rules about the feeds themselves (SPEC §1 rows on messages and feeds, CONTRACT §10, §12).
import type { ParsedCredit } from '../ingest/parsers/types.js';
import { indiaDate, type UnixSeconds } from './time.js';

/**
 * The bank timestamp of a parsed message: the message's own time if it states one, else the time
 * the feed vouches for (the DKIM-signed Date header, the phone's SMS timestamp), but only when the
 * date the message states is that moment's date in India. Anything else is no usable timestamp.
 */
export function bankTimestamp(
  parsed: ParsedCredit,
  vouchedAt: UnixSeconds | undefined,
): UnixSeconds | undefined {
  const at = parsed.creditedAt ?? vouchedAt;
  if (at === undefined) return undefined;
  if (parsed.statedDate !== undefined && parsed.statedDate !== indiaDate(at)) return undefined;
  return at;
}

/** CONTRACT §10: a tenant reserving amounts this often while no credit arrives has a silent feed. */
export const FEED_SILENCE = { windowSeconds: 3600, minReservations: 3 } as const;

export function feedIsSilent(reservationsInWindow: number, creditsInWindow: number): boolean {
  return reservationsInWindow >= FEED_SILENCE.minReservations && creditsInWindow === 0;
}
