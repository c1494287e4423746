// The simulation model of issue 14: sellers and their traffic, payers and how they pay, feeds and how
// they deliver. Pure and seeded: the same seed and scale give the same day, payment for payment, in
// either mode (ledger or live), so the two can be compared credit by credit. Times are milliseconds
// from the start of the simulated day; the drivers turn them into absolute times.
//
// Nothing here knows the ledger: what the pool hands out is learned at run time (the runner asks the
// model what a payer does once the tap's answer is known). The truth of every payment is written down
// by the runner (truth.ts) at the moment the model decides it.

import { between, logNormal, pick, prng, type Random } from './random.js';

export const PAYER_BEHAVIOURS = [
  'exact', // pays the amount shown, on time
  'late', // pays the amount shown after the reservation lapsed
  'hours_late', // pays the amount shown hours later, after its rest (phone off, app retrying, distracted)
  'list_price', // types the price on the product instead of the amount shown (the commonest mistake)
  'round_figure', // rounds the amount shown up to a round figure
  'pays_twice', // pays the amount shown, then again a few minutes later
  'pays_then_taps_again', // pays, taps Pay again and pays what the page then shows
  'never_pays', // taps Pay and walks away
  'same_link_at_once', // two payers tap the same product link at the same moment; both pay exactly
] as const;
export type PayerBehaviour = (typeof PAYER_BEHAVIOURS)[number];
/** A credit no order asked for: a friend's transfer, a refund, a payment for goods sold off-system. */
export type CreditBehaviour = PayerBehaviour | 'stray';

export const DEFAULT_SHARES: Record<PayerBehaviour, number> = {
  exact: 0.6,
  late: 0.05,
  hours_late: 0.02,
  list_price: 0.1,
  round_figure: 0.03,
  pays_twice: 0.03,
  pays_then_taps_again: 0.05,
  never_pays: 0.1,
  same_link_at_once: 0.04,
};

export interface FeedShares {
  /** Of tenants: e-mail and device both; device only; e-mail only (the rest). */
  bothFeeds: number;
  deviceOnly: number;
  /** Of devices: clock behind, clock ahead (by 1-10 minutes). */
  clockBehind: number;
  clockAhead: number;
  /** Of devices: clock a little behind (0-3 minutes), as many phones run. */
  clockSlightlyBehind: number;
  /** Of devices: the bank's SMS states the time to the minute (`25NOV26 14:03`; Yes Bank's wording). */
  smsStatesMinutes: number;
  /** Of SMS: forwarded 1-6 hours late (the phone was off, the forwarder app asleep). */
  smsHoursLate: number;
  /** Of SMS: delivered two or three times. */
  smsDuplicated: number;
  /** Of SMS: never forwarded (the phone died); only the statement shows it. Unset: no draw (issue 27). */
  smsLost?: number;
  /** Of credits: the bank timestamp is missing (a reporter that cannot read it, an unsigned Date). */
  timestampMissing: number;
  /** Of e-mails: delayed 1-10 minutes; 10-40 minutes (the rest: 2-60 seconds). */
  emailMinutesLate: number;
  emailTensOfMinutesLate: number;
}

export const DEFAULT_FEEDS: FeedShares = {
  bothFeeds: 0.5,
  deviceOnly: 0.3,
  clockBehind: 0.1,
  clockAhead: 0.05,
  clockSlightlyBehind: 0.2,
  smsStatesMinutes: 0.3,
  smsHoursLate: 0.02,
  smsDuplicated: 0.05,
  timestampMissing: 0.02,
  emailMinutesLate: 0.15,
  emailTensOfMinutesLate: 0.05,
};

export interface ModelConfig {
  seed: number;
  tenants: number;
  orders: number;
  hours: number;
  /** Hour of day (India time) the simulated span starts at; the traffic profile follows it. */
  startHour: number;
  shares: Record<PayerBehaviour, number>;
  /** Credits that are no order's payment, per order. */
  strayPerOrder: number;
  feeds: FeedShares;
}

/** Relative traffic by hour of day (India time): quiet nights, a lunch burst, a bigger evening one. */
const HOURLY = [
  0.25, 0.15, 0.1, 0.08, 0.08, 0.12, 0.3, 0.55, 0.8, 1, 1.1, 1.4, 2.4, 2.6, 1.6, 1.1, 1, 1.1, 1.5, 2.4, 3,
  2.8, 1.8, 0.8,
];

/** Price points sellers really use: many at ₹x99, some round, a few with paise. */
const PRICE_POINTS = [
  4_900, 9_900, 14_900, 19_900, 24_900, 29_900, 34_900, 39_900, 44_900, 49_900, 59_900, 69_900, 79_900,
  89_900, 99_900, 1_19_900, 1_29_900, 1_49_900, 1_99_900, 2_49_900, 2_99_900, 10_000, 20_000, 25_000, 30_000,
  50_000, 1_00_000, 1_50_000, 2_00_000, 49_950, 99_950, 50_050,
];

export interface FeedSetup {
  email: boolean;
  device: boolean;
  /** The device's clock error, ms (negative: behind). */
  clockOffsetMs: number;
  /** The bank's SMS states the time to the minute (else the date only, as HDFC's). */
  smsStatesMinutes: boolean;
}

export interface TenantPlan {
  index: number;
  name: string;
  prices: number[];
  feeds: FeedSetup;
  arrivals: Arrival[];
  strays: StrayPlan[];
}

export interface Arrival {
  /** Order reference, unique in the run: `t<tenant>o<n>`. */
  ref: string;
  /** `n` of the reference: the order's place in its seller's day, the stable half of its credits' ids. */
  n: number;
  at: number;
  listPaise: number;
  behaviour: PayerBehaviour;
  payerVpa: string;
  payerName: string;
  /** Seconds from arrival to the tap on Pay. */
  tapAfterMs: number;
  /** Per-order generator for everything decided later (payment times, feed quirks). */
  seed: number;
}

export interface StrayPlan {
  at: number;
  amountPaise: number;
  payerVpa: string;
  payerName: string;
  seed: number;
}

/** Sizes fall off like 1/sqrt(rank): a few busy sellers, many small ones. */
function ordersPerTenant(cfg: ModelConfig, r: Random): number[] {
  const w = Array.from({ length: cfg.tenants }, (_, i) => (1 / Math.sqrt(i + 1)) * between(r, 0.7, 1.3));
  const sum = w.reduce((a, b) => a + b, 0);
  const n = w.map((x) => Math.floor((cfg.orders * x) / sum));
  let left = cfg.orders - n.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0; i = (i + 1) % n.length, left--) n[i] = (n[i] as number) + 1;
  return n;
}

/** A time in [0, hours) drawn from the hourly profile, from the start hour on. */
function arrivalTime(cfg: ModelConfig, r: Random, cumulative: number[]): number {
  const total = cumulative.at(-1) as number;
  const x = r() * total;
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] as number) < x) lo = mid + 1;
    else hi = mid;
  }
  // Minute bins; uniform within the minute.
  return Math.floor((lo + r()) * 60_000);
}

function minuteProfile(cfg: ModelConfig): number[] {
  const minutes = Math.max(1, Math.round(cfg.hours * 60));
  const out: number[] = [];
  let acc = 0;
  for (let m = 0; m < minutes; m++) {
    acc += HOURLY[Math.floor(cfg.startHour + m / 60) % 24] as number;
    out.push(acc);
  }
  return out;
}

function chooseBehaviour(shares: Record<PayerBehaviour, number>, r: Random): PayerBehaviour {
  const total = PAYER_BEHAVIOURS.reduce((a, b) => a + shares[b], 0);
  let x = r() * total;
  for (const b of PAYER_BEHAVIOURS) {
    x -= shares[b];
    if (x < 0) return b;
  }
  return 'exact';
}

const FIRST = ['ravi', 'anita', 'priya', 'arjun', 'meera', 'sanjay', 'kavya', 'rahul', 'divya', 'vikram'];
const HANDLES = ['okaxis', 'oksbi', 'okicici', 'okhdfcbank', 'ybl', 'paytm', 'ibl'];

export function planTenants(cfg: ModelConfig): TenantPlan[] {
  const top = prng(cfg.seed);
  const sizes = ordersPerTenant(cfg, top);
  const profile = minuteProfile(cfg);
  return sizes.map((size, index) => {
    const r = prng(Math.floor(top() * 2 ** 32) ^ (index * 0x9e3779b1));
    const catalogue = Array.from({ length: 3 + Math.floor(r() * 8) }, () => pick(r, PRICE_POINTS));
    const prices = [...new Set(catalogue)];
    const kind = r();
    const device = kind < cfg.feeds.bothFeeds + cfg.feeds.deviceOnly;
    const email = kind < cfg.feeds.bothFeeds || kind >= cfg.feeds.bothFeeds + cfg.feeds.deviceOnly;
    const c = r();
    const { clockBehind, clockAhead, clockSlightlyBehind } = cfg.feeds;
    const clockOffsetMs =
      c < clockBehind
        ? -Math.round(between(r, 60, 600) * 1000)
        : c < clockBehind + clockAhead
          ? Math.round(between(r, 60, 600) * 1000)
          : c < clockBehind + clockAhead + clockSlightlyBehind
            ? -Math.round(between(r, 0, 180) * 1000)
            : Math.round(between(r, -2, 2) * 1000);
    // Drawn after the seller's other draws, so adding it moved nothing else of the plan.
    const smsStatesMinutes = device && prng(index * 0x51ed27 + cfg.seed)() < cfg.feeds.smsStatesMinutes;
    // Product popularity: Zipf over the catalogue.
    const zipf = prices.map((_, k) => 1 / (k + 1));
    const zsum = zipf.reduce((a, b) => a + b, 0);
    const price = (): number => {
      let x = r() * zsum;
      for (const [k, w] of zipf.entries()) if ((x -= w) < 0) return prices[k] as number;
      return prices[0] as number;
    };
    const buyers: { vpa: string; name: string }[] = [];
    const buyer = (n: number) => {
      // One buyer in ten is a regular who bought before.
      if (buyers.length > 0 && r() < 0.1) return pick(r, buyers);
      const first = pick(r, FIRST);
      const b = {
        vpa: `${first}.t${index}b${n}@${pick(r, HANDLES)}`,
        name: `${first.toUpperCase()} T${index}`,
      };
      buyers.push(b);
      return b;
    };
    const times = Array.from({ length: size }, () => arrivalTime(cfg, r, profile)).sort((a, b) => a - b);
    const arrivals: Arrival[] = [];
    let made = 0;
    for (const at of times) {
      if (made >= size) break;
      const behaviour = chooseBehaviour(cfg.shares, r);
      const listPaise = price();
      const tapAfterMs = Math.round(between(r, 3, 60) * 1000);
      const payers = behaviour === 'same_link_at_once' && made + 1 < size ? 2 : 1;
      for (let k = 0; k < payers; k++) {
        // The second payer of a pair: same product, same moment, a person of their own.
        const b = buyer(made);
        arrivals.push({
          ref: `t${index}o${made}`,
          n: made,
          at,
          listPaise,
          behaviour: payers === 1 && behaviour === 'same_link_at_once' ? 'exact' : behaviour,
          payerVpa: b.vpa,
          payerName: b.name,
          tapAfterMs,
          seed: Math.floor(r() * 2 ** 32),
        });
        made++;
      }
    }
    const strays: StrayPlan[] = Array.from({ length: Math.round(size * cfg.strayPerOrder) }, (_, k) => {
      const round = r() < 0.6;
      const amountPaise = round
        ? pick(r, [10_000, 20_000, 50_000, 1_00_000, 2_00_000, 5_00_000])
        : Math.round(between(r, 2_000, 3_00_000));
      const first = pick(r, FIRST);
      return {
        at: arrivalTime(cfg, r, profile),
        amountPaise,
        payerVpa: `${first}.t${index}s${k}@${pick(r, HANDLES)}`,
        payerName: `${first.toUpperCase()} S${index}`,
        seed: Math.floor(r() * 2 ** 32),
      };
    });
    return {
      index,
      name: `Sim seller ${index}`,
      prices,
      feeds: { email, device, clockOffsetMs, smsStatesMinutes },
      arrivals,
      strays,
    };
  });
}

/** What a payer does once the pay page shows an amount: the payments, in ms after the tap. */
export interface PlannedPayment {
  afterTapMs: number;
  amountPaise: number;
}

/** The round figure a payer types for `shown`: up to the next ₹10 (₹50 above ₹1,000). */
export function roundFigure(shown: number): number {
  const step = shown >= 1_00_000 ? 5_000 : 1_000;
  return Math.ceil((shown + 1) / step) * step;
}

/** Seconds from seeing the amount to paying it: mostly under a minute or two, well inside 15 minutes. */
const onTimeDelay = (r: Random): number =>
  Math.round(Math.min(780, Math.max(5, logNormal(r, 50, 0.9))) * 1000);

export function paymentsFor(
  a: Arrival,
  shownPaise: number,
  r: Random,
  reservationTtlSeconds: number,
): PlannedPayment[] {
  const onTime = (): number => Math.min(onTimeDelay(r), (reservationTtlSeconds - 20) * 1000);
  switch (a.behaviour) {
    case 'exact':
    case 'same_link_at_once':
    case 'pays_then_taps_again':
      return [{ afterTapMs: onTime(), amountPaise: shownPaise }];
    case 'late':
      return [
        {
          afterTapMs: Math.round((reservationTtlSeconds + between(r, 60, 75 * 60)) * 1000),
          amountPaise: shownPaise,
        },
      ];
    case 'hours_late':
      // After the rest (an hour at least past the lapse), within the day's unpaid mark.
      return [
        {
          afterTapMs: Math.round((reservationTtlSeconds + between(r, 2 * 3600, 5 * 3600)) * 1000),
          amountPaise: shownPaise,
        },
      ];
    case 'list_price':
      return [{ afterTapMs: onTime(), amountPaise: a.listPaise }];
    case 'round_figure':
      return [{ afterTapMs: onTime(), amountPaise: roundFigure(shownPaise) }];
    case 'pays_twice': {
      const first = onTime();
      return [
        { afterTapMs: first, amountPaise: shownPaise },
        { afterTapMs: first + Math.round(between(r, 30, 600) * 1000), amountPaise: shownPaise },
      ];
    }
    case 'never_pays':
      return [];
  }
}

/** When a payer who paid taps Pay again, after their payment. */
export const retapAfterPaymentMs = (r: Random): number => Math.round(between(r, 20, 180) * 1000);
/** Whether a payer who taps again and sees an amount pays it again. */
export const paysWhatRetapShows = (r: Random): boolean => r() < 0.5;
