// Issue 14: a small fixed-seed simulated day (scripts/simulate) run through the real intake, pool and
// ledger code on the test database, judged against ground truth. SPEC's promise is that a credit is
// never matched on a guess; these tests hold the ledger to it on realistic traffic and feeds.
//
// Two properties the issue asks for do not hold today; each is pinned by a `test.failing` that names
// the finding, so the suite stays green while the gap is open and turns red the day it is closed
// (then flip it to `test`).
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_FEEDS, DEFAULT_SHARES, type ModelConfig } from '../../scripts/simulate/model.js';
import { simulateLedger } from '../../scripts/simulate/ledger-run.js';
import type { CreditVerdict } from '../../scripts/simulate/classify.js';

const DATABASE_URL = process.env.MATCHLEDGER_TEST_DATABASE_URL as string;

/** Payers whose every payment is the exact amount the pay page showed them. */
const EXACT = new Set(['exact', 'late', 'pays_twice', 'pays_then_taps_again', 'same_link_at_once']);
const WRONG_CLOCK = 'sms: device clock wrong';

const cfg: ModelConfig = {
  seed: 2026,
  tenants: 6,
  orders: 600,
  hours: 24,
  startHour: 0,
  shares: DEFAULT_SHARES,
  strayPerOrder: 0.02,
  // Every feed behaviour well represented even at this size.
  feeds: {
    ...DEFAULT_FEEDS,
    clockBehind: 0.25,
    clockAhead: 0.15,
    smsHoursLate: 0.05,
    timestampMissing: 0.05,
  },
};

let verdicts: CreditVerdict[];
let summary: Awaited<ReturnType<typeof simulateLedger>>['summary'];
let errors: string[];
beforeAll(async () => {
  ({ verdicts, summary, errors } = await simulateLedger(cfg, {
    databaseUrl: DATABASE_URL,
    poolOrder: 'below-list-first',
    concurrency: 4,
  }));
}, 120_000);

const brief = (v: CreditVerdict) => `${v.rrn} ${v.behaviour} (${v.quirk}): ${v.status} ${v.intent ?? ''}`;

describe('a simulated day, judged against ground truth (issue 14)', () => {
  test('the day ran in full: every planned order made, every credit reached the ledger', () => {
    expect(errors).toEqual([]);
    expect(summary.orders).toBe(cfg.orders);
    expect(summary.not_received).toBe(0);
    // Every feed behaviour of the model occurred, so the properties below were tested against each.
    const quirks = new Set(verdicts.map((v) => v.quirk));
    for (const q of [
      'sms: prompt',
      'email: prompt',
      'email: email minutes late',
      WRONG_CLOCK,
      'sms: sms hours late',
    ])
      expect(quirks).toContain(q);
  });

  test('payers who pay the exact amount: no false confirmation, whatever the feeds do (a wrong device clock aside, below)', () => {
    const wrong = verdicts.filter(
      (v) => EXACT.has(v.behaviour) && v.quirk !== WRONG_CLOCK && v.class === 'confirmed_wrong',
    );
    expect(wrong.map(brief)).toEqual([]);
  });

  test('no payment at all (a stray credit, or a credit for no order) is ever confirmed', () => {
    expect(verdicts.filter((v) => v.truth === null && v.class === 'confirmed_wrong').map(brief)).toEqual([]);
  });

  test('a parked credit that names candidates always names its true order among them (a wrong device clock aside)', () => {
    // With a clock behind, a payer's first payment can confirm another order (finding 1 below); the
    // repeat payment is then parked as a duplicate naming that wrong order. A consequence of finding 1.
    const shownWrong = verdicts.filter(
      (v) =>
        v.class === 'parked' &&
        v.truth !== null &&
        v.quirk !== WRONG_CLOCK &&
        v.candidates.length > 0 &&
        !v.placeable,
    );
    expect(shownWrong.map(brief)).toEqual([]);
  });

  // Formerly FINDING 1. An SMS's time is the phone's received time (HDFC's SMS states only the date). A
  // phone whose clock runs behind moved the credit back in time, into the rest of the amount's previous
  // holder, which was then the only candidate. The phone's row of CONTRACT §6's span table (from two
  // minutes before the phone's time to our receipt) keeps the payer's own reservation among the candidates.
  test('payers who pay the exact amount, device clock behind: no false confirmation', () => {
    const wrong = verdicts.filter(
      (v) => EXACT.has(v.behaviour) && v.quirk === WRONG_CLOCK && v.class === 'confirmed_wrong',
    );
    expect(wrong.map(brief)).toEqual([]);
  });

  // FINDING 2. Parked `stale` and `unplaced` credits carry no candidates at all, so a seller is shown
  // nothing to place a list-price, round-figure or stale payment on, though its order is open.
  test.failing('FINDING: every parked payment names its true order among the candidates', () => {
    const unplaceable = verdicts.filter((v) => v.class === 'parked' && v.truth !== null && !v.placeable);
    expect(unplaceable.map(brief)).toEqual([]);
  });
});
