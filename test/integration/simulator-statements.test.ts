// Issue 27 on a small fixed-seed simulated day: a fifth of the SMS never arrive, and each seller then
// reconciles the day's bank statement (the five banks' formats in turn). Its "done when": every payment
// whose alert was lost or stale is found, every confirmation is proved or listed as not in the statement, and no
// statement credit confirms an order its payer never paid. The last one failed before a paid order
// counted as a candidate for a statement line (a payer who paid twice confirmed a later order of the
// same amount the same day).
import { mkdirSync, writeFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DEFAULT_FEEDS, DEFAULT_SHARES, type ModelConfig } from '../../scripts/simulate/model.js';
import { simulateLedger } from '../../scripts/simulate/ledger-run.js';

const DATABASE_URL = process.env.MATCHLEDGER_TEST_DATABASE_URL as string;

const cfg: ModelConfig = {
  seed: 27,
  tenants: 5,
  orders: 1_500,
  hours: 24,
  startHour: 0,
  shares: DEFAULT_SHARES,
  strayPerOrder: 0.02,
  feeds: { ...DEFAULT_FEEDS, smsLost: 0.2 },
};

type Figures = NonNullable<Awaited<ReturnType<typeof simulateLedger>>['statements']>;
let figures: Figures;
beforeAll(async () => {
  const run = await simulateLedger(cfg, {
    databaseUrl: DATABASE_URL,
    poolOrder: 'below-list-first',
    concurrency: 4,
    statements: true,
  });
  expect(run.errors).toEqual([]);
  figures = run.statements as Figures;
  // The figures as the simulator prints them, for the run's record (docs/simulator.md quotes them).
  mkdirSync('test-output', { recursive: true });
  writeFileSync('test-output/simulator-statements.json', JSON.stringify({ cfg, statements: figures }));
}, 240_000);

describe("the day's statements (issue 27)", () => {
  test('every seller reconciled a statement, and the lost alerts were there to find', () => {
    expect(figures.statements).toBe(cfg.tenants);
    expect(figures.no_alert_payments).toBeGreaterThan(0);
  });

  test('every payment whose alert was lost or stale is found', () => {
    expect(figures.no_alert_payments_not_found).toBe(0);
    // A stale alert's line is found too, naming the credit on file, which no longer stays stale.
    expect(figures.stale_alerts_found).toBeGreaterThan(0);
    expect(figures.stale_alerts_proved).toBe(0);
    expect(figures.stale_alerts_left_stale).toBe(0);
    expect(figures.statement_found).toBe(figures.no_alert_payments + figures.stale_alerts_found);
  });

  test('every confirmation is proved or listed as not in the statement', () => {
    expect(figures.confirmed_neither_proved_nor_listed).toBe(0);
  });

  test('no statement credit confirms an order its payer never paid', () => {
    expect(figures.wrong_examples).toEqual([]);
    expect(figures.wrong_confirmations).toBe(0);
  });
});
