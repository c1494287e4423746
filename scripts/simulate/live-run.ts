// One simulated span in live mode: plan, play against the service in real time, observe through the
// API, classify. `startLiveService` brings up what `npm start` runs (src/main.ts, all roles, its own
// embedded Temporal dev server) on free ports and a scratch database, with DNS_SERVERS pointing at a
// DNS server of this process that publishes the run's DKIM key for hdfcbank.net.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RATE_LIMITS } from '../../src/domain/rules.js';
import { startTxtServer, type TxtDnsServer } from '../lib/dns-server.js';
import { freePort } from '../lib/ports.js';
import { createScratchDatabase } from '../lib/scratch-database.js';
import { spawnService, type ServiceProcess } from '../lib/service-process.js';
import { localDatabaseUrl } from '../lib/stack.js';
import { classify, type CreditVerdict } from './classify.js';
import { liveDriver, wallClock, type LiveTarget } from './live-driver.js';
import { planTenants, type ModelConfig, type TenantPlan } from './model.js';
import { runDay } from './runner.js';
import type { Truth } from './truth.js';

export const DKIM_SELECTOR = 'sim2026';

/** A DKIM key pair and a DNS server publishing its public half as the bank's. */
export async function bankDkim(
  port = 0,
): Promise<{ dns: TxtDnsServer; selector: string; privateKeyPem: string }> {
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

/**
 * An event done this long after its planned moment may have changed what the service saw when: a
 * tap's reservation starts a second later, a credit's receipt moves past a boundary. Requests take
 * tens of milliseconds; two seconds is a seller's day falling behind.
 */
const LATE_EVENT_MS = 2_000;

/** The most of `times` (ms) that fall in any 60 s: a fixed-window limit's worst case. */
function peakPerMinute(times: number[]): number {
  const t = [...times].sort((a, b) => a - b);
  let peak = 0;
  for (let i = 0, j = 0; i < t.length; i++) {
    while ((t[i] as number) - (t[j] as number) >= 60_000) j++;
    peak = Math.max(peak, i - j + 1);
  }
  return peak;
}

/**
 * The day's busiest minute for any one seller, against the SPEC §8 limits it counts on: orders made
 * by POST /v1/intents (the tenant's API counter; a product link's visits count on the link's own),
 * reports (the tenant and device's counter) and bank e-mails (the ingest address's). A run whose peaks
 * stay under the limits is never told to wait, so its events happen when the model planned them.
 */
function peakLoad(plans: TenantPlan[], truth: Truth) {
  const peak = { api: 0, reports: 0, email: 0 };
  for (const plan of plans) {
    const api = plan.arrivals.filter((a) => a.behaviour !== 'same_link_at_once').map((a) => a.at);
    const reports: number[] = [];
    const email: number[] = [];
    for (const c of truth.credits.values())
      if (c.tenant === plan.index)
        for (const d of c.deliveries) (d.feed === 'email' ? email : reports).push(d.atMs);
    peak.api = Math.max(peak.api, peakPerMinute(api));
    peak.reports = Math.max(peak.reports, peakPerMinute(reports));
    peak.email = Math.max(peak.email, peakPerMinute(email));
  }
  return {
    api: `${peak.api} of ${RATE_LIMITS.api.points}`,
    reports: `${peak.reports} of ${RATE_LIMITS.reports.points}`,
    email: `${peak.email} of ${RATE_LIMITS.emailPerAddress.points}`,
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
    // How late each seller's events were done (a 429 waited out inside one shows here): the ledger
    // replay runs every event exactly on time, so a seller's late event may explain a difference.
    const finishedLateMs = new Map<number, number>();
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
        eventDone: (seller, plannedMs) =>
          finishedLateMs.set(seller, Math.max(finishedLateMs.get(seller) ?? 0, Date.now() - plannedMs)),
      },
      tenants,
    );
    const dayRateLimited = since(setupRateLimited, driver.rateLimited());
    if (Object.keys(dayRateLimited).length > 0)
      opts.log?.(
        `WARNING: the service answered 429 during the day (${JSON.stringify(dayRateLimited)}); each wait ` +
          "held up a seller's later events, so this run was not played in real time: fewer orders a seller",
      );
    const observed = await driver.observe(run.tenants);
    const lag = [...clock.lagMs].sort((a, b) => a - b);
    const lateSellers = [...finishedLateMs].filter(([, ms]) => ms > LATE_EVENT_MS);
    const at = (p: number): number => lag[Math.min(lag.length - 1, Math.floor(p * lag.length))] ?? 0;
    return {
      ...classify(run.truth, observed.credits, observed.orders),
      errors: run.errors,
      epochMs,
      untilMs,
      /** For the comparison: a seller whose day fell behind real time legitimately differs. */
      explain: (v: CreditVerdict): string | undefined => {
        const seller = Number(/^t(\d+)/.exec(v.credit)?.[1]);
        const ms = finishedLateMs.get(seller) ?? 0;
        return ms > LATE_EVENT_MS ? `seller's events done up to ${ms} ms after plan` : undefined;
      },
      live: {
        events: lag.length,
        event_lag_ms: { p50: at(0.5), p99: at(0.99), max: lag.at(-1) ?? 0 },
        events_over_1s_late: lag.filter((ms) => ms > 1_000).length,
        event_done_ms_after_plan_max: Math.max(0, ...finishedLateMs.values()),
        sellers_with_an_event_done_late: Object.fromEntries(lateSellers.map(([k, ms]) => [`t${k}`, ms])),
        busiest_seller_minute: peakLoad(plans, run.truth),
        // Setup waits on purpose (pairing is 10 a minute per source); the day must not wait at all.
        rate_limited_setup: setupRateLimited,
        rate_limited_day: dayRateLimited,
      },
    };
  } finally {
    await driver.close();
  }
}
