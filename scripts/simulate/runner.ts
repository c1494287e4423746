// Plays the model's day against a driver (ledger or live), one lane per seller: a seller's events run
// in time order, sellers run side by side (they share nothing: every decision takes the seller's own
// lock and reads only the seller's rows). Ground truth is written here, as the model decides it.
import { INDIA_UTC_OFFSET_SECONDS, indiaDate } from '../../src/domain/time.js';
import { deliveriesFor, type Delivery } from './deliveries.js';
import {
  paymentsFor,
  paysWhatRetapShows,
  retapAfterPaymentMs,
  type Arrival,
  type CreditBehaviour,
  type FeedShares,
  type StrayPlan,
  type TenantPlan,
} from './model.js';
import { prng } from './random.js';
import {
  Truth,
  creditId,
  creditRrn,
  type CreditKey,
  type ObservedCredit,
  type ObservedOrder,
  type OrderTruth,
} from './truth.js';

export type TapResult = { ok: true; amountPaise: number } | { ok: false; reason: string };

/** A credit as a feed puts it on the wire. */
export type WireDelivery =
  | { kind: 'sms'; sender: string; body: string; receivedAt: number }
  | { kind: 'email'; text: string; signedDate?: number | undefined }
  | { kind: 'fields'; amountPaise: number; rrn: string; payerVpa: string; payerName: string };

export interface Driver<T> {
  reservationTtlSeconds: number;
  setupTenant(plan: TenantPlan): Promise<T>;
  createOrder(tenant: T, listPaise: number, viaLink: boolean): Promise<string>;
  tap(tenant: T, intentId: string): Promise<TapResult>;
  deliver(tenant: T, d: WireDelivery): Promise<string>;
  observe(tenants: Map<number, T>): Promise<{ credits: ObservedCredit[]; orders: ObservedOrder[] }>;
}

/** How a lane's time passes: set a simulated clock (ledger mode) or wait for the wall clock (live). */
export interface LaneClock {
  /** Runs `lane` with its own clock; `advance(absMs)` moves that clock to an event's time. */
  run(lane: (advance: (absMs: number) => Promise<void>) => Promise<void>): Promise<void>;
}

interface Event {
  at: number;
  seq: number;
  run: () => Promise<void>;
}

/** A lane's agenda: a binary heap on (time, insertion order). */
class Agenda {
  private heap: Event[] = [];
  private seq = 0;
  push(at: number, run: () => Promise<void>): void {
    const h = this.heap;
    h.push({ at, seq: this.seq++, run });
    let i = h.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!before(h[i] as Event, h[p] as Event)) break;
      [h[i], h[p]] = [h[p] as Event, h[i] as Event];
      i = p;
    }
  }
  pop(): Event | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length > 0 && last) {
      h[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < h.length && before(h[l] as Event, h[m] as Event)) m = l;
        if (r < h.length && before(h[r] as Event, h[m] as Event)) m = r;
        if (m === i) break;
        [h[i], h[m]] = [h[m] as Event, h[i] as Event];
        i = m;
      }
    }
    return top;
  }
}
const before = (a: Event, b: Event): boolean => a.at < b.at || (a.at === b.at && a.seq < b.seq);

const ddmmyy = (unixSeconds: number): string => {
  const [y, m, d] = indiaDate(unixSeconds).split('-') as [string, string, string];
  return `${d}-${m}-${y.slice(2)}`;
};
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** `25NOV26`, India date, as Yes Bank prints it. */
const ddMONyy = (unixSeconds: number): string => {
  const [y, m, d] = indiaDate(unixSeconds).split('-') as [string, string, string];
  return `${d}${MONTHS[Number(m) - 1] as string}${y.slice(2)}`;
};
/** `14:03`, India time, to the minute: the seconds are not printed. */
const hhmm = (unixSeconds: number): string => {
  const india = new Date((unixSeconds + INDIA_UTC_OFFSET_SECONDS) * 1000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(india.getUTCHours())}:${two(india.getUTCMinutes())}`;
};
const rupees = (paise: number): string =>
  `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

export interface RunOptions {
  /** Absolute ms of the simulated day's start. */
  epochMs: number;
  feeds: FeedShares;
  /** Lanes run at once (sellers side by side). */
  concurrency: number;
  /**
   * Absolute ms the run stops at (live mode's wall-clock budget; the ledger run it is compared with
   * takes the same): later events are not played, and a credit's deliveries due after it are counted
   * on the credit (`deliveriesAfterCutoff`) instead, so the classifier does not call them missed.
   */
  untilMs?: number | undefined;
  log?: (line: string) => void;
  /** Called as each event of a seller's day has run (live mode measures how late that was). */
  eventDone?: (seller: number, plannedMs: number) => void;
}

export async function runDay<T>(
  plans: TenantPlan[],
  driver: Driver<T>,
  clock: LaneClock,
  opts: RunOptions,
  /** Tenants set up beforehand (live mode sets up before the day's clock starts); the rest here. */
  prepared?: Map<number, T>,
): Promise<{ truth: Truth; tenants: Map<number, T>; errors: string[] }> {
  const truth = new Truth();
  const tenants = new Map<number, T>();
  const errors: string[] = [];
  for (const plan of plans)
    tenants.set(plan.index, prepared?.get(plan.index) ?? (await driver.setupTenant(plan)));
  let done = 0;
  const until = opts.untilMs ?? Infinity;

  const lane = async (plan: TenantPlan, advance: (absMs: number) => Promise<void>): Promise<void> => {
    const tenant = tenants.get(plan.index) as T;
    const agenda = new Agenda();
    const at = (relMs: number, run: () => Promise<void>) => agenda.push(opts.epochMs + relMs, run);

    const pay = (
      key: CreditKey,
      orderRef: string | null,
      behaviour: CreditBehaviour,
      payAt: number,
      amount: number,
      who: {
        vpa: string;
        name: string;
        seed: number;
      },
    ) => {
      const rrn = creditRrn(key);
      const credit = truth.payment({
        rrn,
        credit: creditId(key),
        tenant: plan.index,
        orderRef,
        behaviour,
        amountPaise: amount,
        paidAtMs: payAt,
      });
      const r = prng(who.seed ^ Number(rrn.slice(-7)));
      for (const d of deliveriesFor(plan.feeds, opts.feeds, r)) {
        const deliverAt = payAt + d.afterPaymentMs;
        if (deliverAt > until) {
          credit.deliveriesAfterCutoff = (credit.deliveriesAfterCutoff ?? 0) + 1;
          continue;
        }
        agenda.push(deliverAt, async () => {
          credit.deliveries.push({ feed: d.feed, quirk: d.quirk, atMs: deliverAt });
          await driver.deliver(tenant, wire(d, payAt, amount, rrn, who, plan.feeds.smsStatesMinutes));
        });
      }
    };

    const tapped = async (a: Arrival, o: OrderTruth, result: TapResult, tapAt: number) => {
      if (!result.ok) {
        o.tapRefused = result.reason;
        return;
      }
      o.shownPaise = result.amountPaise;
      const r = prng(a.seed);
      const payer = { vpa: a.payerVpa, name: a.payerName, seed: a.seed };
      const payments = paymentsFor(a, result.amountPaise, r, driver.reservationTtlSeconds);
      for (const [k, p] of payments.entries()) {
        agenda.push(tapAt + p.afterTapMs, async () => {
          const key = { tenant: plan.index, order: a.n, payment: k };
          pay(key, o.ref, a.behaviour, tapAt + p.afterTapMs, p.amountPaise, payer);
        });
      }
      if (a.behaviour === 'pays_then_taps_again' && payments[0]) {
        const retapAt = tapAt + payments[0].afterTapMs + retapAfterPaymentMs(r);
        const again = paysWhatRetapShows(r);
        agenda.push(retapAt, async () => {
          const second = await driver.tap(tenant, o.intentId as string);
          if (second.ok && again) {
            const payAt = retapAt + 30_000;
            // Numbered after the planned payments: what the second tap showed is known only now.
            const key = { tenant: plan.index, order: a.n, payment: payments.length };
            agenda.push(payAt, async () => pay(key, o.ref, a.behaviour, payAt, second.amountPaise, payer));
          }
        });
      }
    };

    // Arrivals of one moment (a pair on the same product link) are created and tapped together.
    const groups = new Map<string, Arrival[]>();
    for (const a of plan.arrivals) {
      const key = a.behaviour === 'same_link_at_once' ? `${a.at}:${a.listPaise}` : a.ref;
      groups.set(key, [...(groups.get(key) ?? []), a]);
    }
    for (const group of groups.values()) {
      const first = group[0] as Arrival;
      at(first.at, async () => {
        const viaLink = first.behaviour === 'same_link_at_once';
        const made = await Promise.all(group.map(() => driver.createOrder(tenant, first.listPaise, viaLink)));
        const orders = group.map((a, k) =>
          truth.order({
            ref: a.ref,
            tenant: plan.index,
            listPaise: a.listPaise,
            behaviour: a.behaviour,
            intentId: made[k] as string,
          }),
        );
        const tapAt = opts.epochMs + first.at + first.tapAfterMs;
        agenda.push(tapAt, async () => {
          const results = await Promise.all(orders.map((o) => driver.tap(tenant, o.intentId as string)));
          for (const [k, a] of group.entries())
            await tapped(a, orders[k] as OrderTruth, results[k] as TapResult, tapAt);
        });
      });
    }
    for (const [k, s] of plan.strays.entries()) {
      const key = { tenant: plan.index, stray: k };
      at(s.at, async () => pay(key, null, 'stray', opts.epochMs + s.at, s.amountPaise, strayPayer(s)));
    }

    for (let e = agenda.pop(); e && e.at <= until; e = agenda.pop()) {
      await advance(e.at);
      try {
        await e.run();
      } catch (err) {
        if (errors.length < 50) errors.push(`${plan.name}: ${(err as Error).message}`);
      }
      opts.eventDone?.(plan.index, e.at);
    }
    done++;
    opts.log?.(`seller ${plan.index} done (${done}/${plans.length})`);
  };

  const queue = [...plans];
  await Promise.all(
    Array.from({ length: Math.min(opts.concurrency, plans.length) }, async () => {
      for (let plan = queue.shift(); plan; plan = queue.shift()) {
        const p = plan;
        await clock.run((advance) => lane(p, advance));
      }
    }),
  );
  return { truth, tenants, errors };
}

const strayPayer = (s: StrayPlan) => ({ vpa: s.payerVpa, name: s.payerName, seed: s.seed });

/** The bank's message for a credit, as the delivering feed carries it (HDFC shapes, test/fixtures/hdfc). */
function wire(
  d: Delivery,
  paidAtMs: number,
  amountPaise: number,
  rrn: string,
  who: { vpa: string; name: string },
  minutes: boolean,
): WireDelivery {
  const paidAt = Math.floor(paidAtMs / 1000);
  const stamp =
    d.stampAfterPaymentMs === undefined ? undefined : Math.floor((paidAtMs + d.stampAfterPaymentMs) / 1000);
  switch (d.feed) {
    case 'sms':
      // The bank states the payment's time to the minute (Yes Bank), or the date only (HDFC).
      return minutes
        ? {
            kind: 'sms',
            sender: 'CP-YESBNK-S',
            body: `INR ${rupees(amountPaise)} credited to YES BANK Ac X4821 on ${ddMONyy(paidAt)} ${hhmm(paidAt)}. UPI:${rrn}/From:${who.vpa}. Bal INR 9999.00`,
            receivedAt: stamp as number,
          }
        : {
            kind: 'sms',
            sender: 'VM-HDFCBK',
            body: `Money Received - INR ${rupees(amountPaise)} in HDFC Bank A/c xx4821 on ${ddmmyy(paidAt)} from VPA ${who.vpa} (UPI ${rrn})`,
            receivedAt: stamp as number,
          };
    case 'email':
      return {
        kind: 'email',
        text: `Dear Customer,\n\nRs.${rupees(amountPaise)} has been credited to your account **4821 by VPA ${who.vpa} ${who.name} on ${ddmmyy(paidAt)}.\n\nYour UPI transaction reference number is ${rrn}.\n\nThank you for banking with us.\n\nWarm Regards,\nHDFC Bank\n`,
        signedDate: stamp,
      };
    case 'device_fields':
      return { kind: 'fields', amountPaise, rrn, payerVpa: who.vpa, payerName: who.name };
  }
}
