// One simulated day in ledger mode, on a database the caller provides (a scratch one from the CLI, the
// integration tests' own in npm test): plan, run, observe, classify.
import type { PoolOrder } from '../../src/domain/pool.js';
import { classify } from './classify.js';
import { ledgerDriver, simulatedClock } from './ledger-driver.js';
import { planTenants, type ModelConfig } from './model.js';
import { runDay } from './runner.js';
import { reconcileStatements } from './statements-day.js';

/** Midnight, India time, of a fixed day: the simulated day starts here (2026-03-02 00:00 IST). */
export const SIM_EPOCH_MS = Date.UTC(2026, 2, 1, 18, 30);

export async function simulateLedger(
  cfg: ModelConfig,
  opts: {
    databaseUrl: string;
    poolOrder: PoolOrder;
    concurrency: number;
    /** The day's start (default SIM_EPOCH_MS); a comparison with a live run passes the live run's. */
    epochMs?: number;
    /** Stop at this absolute ms (the live run's cutoff), as runDay's `untilMs`. */
    untilMs?: number;
    log?: (line: string) => void;
    /** Each seller then uploads the day's bank statement (issue 27). */
    statements?: boolean;
  },
) {
  const epochMs = opts.epochMs ?? SIM_EPOCH_MS;
  const clock = simulatedClock();
  const driver = await ledgerDriver(opts.databaseUrl, {
    poolOrder: opts.poolOrder,
    epochMs,
    poolSize: Math.max(2, opts.concurrency + 2),
  });
  try {
    const plans = planTenants(cfg);
    opts.log?.(
      `${plans.length} sellers, ${plans.reduce((a, p) => a + p.arrivals.length, 0)} orders planned; running`,
    );
    const run = await runDay(plans, driver, clock, {
      epochMs,
      untilMs: opts.untilMs,
      feeds: cfg.feeds,
      concurrency: opts.concurrency,
      ...(opts.log ? { log: opts.log } : {}),
    });
    const observed = await driver.observe(run.tenants);
    const classified = classify(run.truth, observed.credits, observed.orders);
    // After the day is classified (so the feeds' figures and a live comparison stay as they were).
    const statements = opts.statements
      ? await reconcileStatements(
          driver.db,
          clock,
          run.truth,
          run.tenants,
          (opts.untilMs ?? epochMs + cfg.hours * 3_600_000) + 8 * 3_600_000,
        )
      : undefined;
    return {
      ...classified,
      ...(statements ? { statements } : {}),
      errors: run.errors,
      truth: run.truth,
    };
  } finally {
    clock.restore();
    await driver.close();
  }
}
