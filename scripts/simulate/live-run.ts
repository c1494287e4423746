// One simulated span in live mode: plan, play against the service in real time, observe through the
// API, classify. `startLiveService` brings up what `npm start` runs (src/main.ts, all roles, its own
// embedded Temporal dev server) on free ports and a scratch database, with DNS_SERVERS pointing at a
// DNS server of this process that publishes the run's DKIM key for hdfcbank.net.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTxtServer, type TestDnsServer } from '../../test/support/dns-server.js';
import { freePort } from '../lib/ports.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { spawnService, type ServiceProcess } from '../lib/service-process.js';
import { localDatabaseUrl } from '../lib/stack.js';
import { classify } from './classify.js';
import { liveDriver, wallClock, type LiveTarget } from './live-driver.js';
import { planTenants, type ModelConfig } from './model.js';
import { runDay } from './runner.js';

export const DKIM_SELECTOR = 'sim2026';

/** A DKIM key pair and a DNS server publishing its public half as the bank's. */
export async function bankDkim(
  port = 0,
): Promise<{ dns: TestDnsServer; selector: string; privateKeyPem: string }> {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const record = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
  const dns = await startTxtServer(new Map([[`${DKIM_SELECTOR}._domainkey.hdfcbank.net`, record]]), [], port);
  return {
    dns,
    selector: DKIM_SELECTOR,
    privateKeyPem: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export interface LiveService {
  target: LiveTarget;
  stop(): Promise<void>;
}

/** The service as `npm start` runs it, on a scratch database and free ports. */
export async function startLiveService(log: (line: string) => void): Promise<LiveService> {
  const database = await createScratchDatabase(localDatabaseUrl(), 'matchledger_live');
  const dkim = await bankDkim();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchledger-live-'));
  const smtpPort = await freePort();
  let service: ServiceProcess | undefined;
  try {
    service = await spawnService(
      {
        DATABASE_URL: database.url,
        DNS_SERVERS: dkim.dns.address,
        SMTP_PORT: String(smtpPort),
        TEMPORAL_PORT: String(await freePort()),
        TEMPORAL_UI_PORT: String(await freePort()),
        DATA_DIR: dataDir,
      },
      180_000,
    );
  } catch (err) {
    await dkim.dns.close();
    await database.drop();
    throw err;
  }
  log(`service at ${service.baseUrl}, SMTP ${smtpPort}, DNS ${dkim.dns.address}, database ${database.name}`);
  const running = service;
  return {
    target: {
      baseUrl: service.baseUrl,
      smtpPort,
      databaseUrl: database.url,
      dkim: { selector: dkim.selector, privateKeyPem: dkim.privateKeyPem },
    },
    stop: async () => {
      await running.stop();
      await dkim.dns.close();
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}

/** Counts in `after` beyond those in `before`, by route. */
const since = (before: Record<string, number>, after: Record<string, number>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(after)
      .map(([k, n]) => [k, n - (before[k] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );

export async function simulateLive(
  cfg: ModelConfig,
  opts: {
    target: LiveTarget;
    /** Minutes of wall clock the run plays; later events are not played (runDay's `untilMs`). */
    untilMinutes: number;
    log?: (line: string) => void;
  },
) {
  const driver = await liveDriver(opts.target);
  const clock = wallClock();
  try {
    const plans = planTenants(cfg);
    opts.log?.(
      `${plans.length} sellers, ${plans.reduce((a, p) => a + p.arrivals.length, 0)} orders planned; setting up`,
    );
    // Tenants are set up before the day starts, so the day's first minute is not spent pairing.
    const tenants = new Map<number, Awaited<ReturnType<typeof driver.setupTenant>>>();
    for (const plan of plans) tenants.set(plan.index, await driver.setupTenant(plan));
    const setupRateLimited = driver.rateLimited();
    const epochMs = Date.now() + 2_000;
    const untilMs = epochMs + opts.untilMinutes * 60_000;
    opts.log?.(`playing ${opts.untilMinutes} minutes in real time from ${new Date(epochMs).toISOString()}`);
    const run = await runDay(
      plans,
      driver,
      clock,
      {
        epochMs,
        untilMs,
        feeds: cfg.feeds,
        // Real time: every seller's day runs at once, as real sellers' do.
        concurrency: plans.length,
        ...(opts.log ? { log: opts.log } : {}),
      },
      tenants,
    );
    const dayRateLimited = since(setupRateLimited, driver.rateLimited());
    const observed = await driver.observe(run.tenants);
    const lag = [...clock.lagMs].sort((a, b) => a - b);
    const at = (p: number): number => lag[Math.min(lag.length - 1, Math.floor(p * lag.length))] ?? 0;
    return {
      ...classify(run.truth, observed.credits, observed.orders),
      errors: run.errors,
      epochMs,
      untilMs,
      live: {
        events: lag.length,
        event_lag_ms: { p50: at(0.5), p99: at(0.99), max: lag.at(-1) ?? 0 },
        events_over_1s_late: lag.filter((ms) => ms > 1_000).length,
        // Setup waits on purpose (pairing is 10 a minute per source); the day must not wait at all.
        rate_limited_setup: setupRateLimited,
        rate_limited_day: dayRateLimited,
      },
    };
  } finally {
    await driver.close();
  }
}
