// Which feeds saw a credit (issue 30): the feed that proved it is on the credit row; a second feed's
// report of the same payment (a repeat, which changes nothing else) is kept here, once per feed, with the
// span start that report gave (E9-1: a device's retry of the report a credit absorbed is the same report).
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

/** A feed's name: `email`, `statement`, or `device:<id>` (each phone is a feed of its own). */
export const feedOf = (source: string, deviceId: string | null | undefined): string =>
  source === 'device' && deviceId ? `device:${deviceId}` : source;

const INSERT_SIGHTING = statement(
  'insert-credit-sighting',
  // The proving feed itself repeating (an SMS app's retry, a re-sent mail) is no second opinion.
  `insert into credit_sightings (credit_id, feed, device_id, seen_at, credited_at)
   select c.id, $2, $3, $4, $5 from credits c
    where c.id = $1 and (case when c.source = 'device' and c.device_id is not null
                              then 'device:' || c.device_id else c.source end) <> $2
   on conflict do nothing`,
);

export async function recordSighting(
  tx: Queryable,
  s: {
    creditId: string;
    source: string;
    deviceId?: string | undefined;
    seenAt: UnixSeconds;
    /** The start of the span the report gave, when it gave one. */
    creditedAt?: UnixSeconds | undefined;
  },
): Promise<void> {
  await tx.rows(INSERT_SIGHTING, [
    s.creditId,
    feedOf(s.source, s.deviceId),
    s.deviceId ?? null,
    s.seenAt,
    s.creditedAt ?? null,
  ]);
}
