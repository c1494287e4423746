// How the feeds deliver one credit in the simulation model: which feeds, how late, with which quirk.
import type { FeedSetup, FeedShares } from './model.js';
import { between, type Random } from './random.js';

export type FeedQuirk =
  | 'prompt'
  | 'email minutes late'
  | 'email tens of minutes late'
  | 'sms hours late'
  | 'sms duplicated'
  | 'device clock wrong'
  | 'device clock 0-3 min behind'
  | 'sms states minutes'
  | 'timestamp missing';

/** One delivery of a credit by one feed. */
export interface Delivery {
  feed: 'email' | 'sms' | 'device_fields';
  /** When it reaches the service, ms after the payment. */
  afterPaymentMs: number;
  /** The feed's own timestamp: the signed Date header, the phone's received time; absent: none. */
  stampAfterPaymentMs?: number | undefined;
  quirk: FeedQuirk;
}

/** How the feeds of `setup` deliver one credit. */
export function deliveriesFor(setup: FeedSetup, shares: FeedShares, r: Random): Delivery[] {
  const out: Delivery[] = [];
  const missing = r() < shares.timestampMissing;
  if (setup.device) {
    const delay = Math.round(between(r, 1, 20) * 1000);
    const stamp = delay + setup.clockOffsetMs;
    const wrongClock = Math.abs(setup.clockOffsetMs) >= 60_000;
    if (missing && !setup.email) {
      out.push({ feed: 'device_fields', afterPaymentMs: delay, quirk: 'timestamp missing' });
    } else if (shares.smsLost !== undefined && shares.smsLost > 0 && r() < shares.smsLost) {
      // Lost for good.
    } else if (r() < shares.smsHoursLate) {
      out.push({
        feed: 'sms',
        afterPaymentMs: delay + Math.round(between(r, 3600, 6 * 3600) * 1000),
        stampAfterPaymentMs: stamp,
        quirk: 'sms hours late',
      });
    } else {
      const quirk: FeedQuirk = wrongClock
        ? 'device clock wrong'
        : setup.clockOffsetMs <= -2_000
          ? 'device clock 0-3 min behind'
          : setup.smsStatesMinutes
            ? 'sms states minutes'
            : 'prompt';
      out.push({ feed: 'sms', afterPaymentMs: delay, stampAfterPaymentMs: stamp, quirk });
      if (r() < shares.smsDuplicated) {
        const copies = r() < 0.7 ? 1 : 2;
        for (let k = 0; k < copies; k++)
          out.push({
            feed: 'sms',
            afterPaymentMs: delay + Math.round(between(r, 0.2, 30) * 1000),
            stampAfterPaymentMs: stamp,
            quirk: 'sms duplicated',
          });
      }
    }
  }
  if (setup.email) {
    const x = r();
    const late = x < shares.emailTensOfMinutesLate;
    const minutes = !late && x < shares.emailTensOfMinutesLate + shares.emailMinutesLate;
    const delay = late ? between(r, 600, 2400) : minutes ? between(r, 60, 600) : between(r, 2, 60);
    out.push({
      feed: 'email',
      afterPaymentMs: Math.round(delay * 1000),
      stampAfterPaymentMs: missing ? undefined : Math.round(between(r, 0, 5) * 1000),
      quirk: missing
        ? 'timestamp missing'
        : late
          ? 'email tens of minutes late'
          : minutes
            ? 'email minutes late'
            : 'prompt',
    });
  }
  return out;
}
