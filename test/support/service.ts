// A whole MatchLedger (API + worker) in the test process, over the run's PostgreSQL database and
// Temporal dev server (test/integration/setup.ts), on its own task queue and an ephemeral port.
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { loadConfig, type Config } from '../../src/config.js';
import type { HostResolver } from '../../src/dns.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { createLogger, type Logger } from '../../src/logger.js';
import type { DestinationStream } from 'pino';
import type { RateLimitTable } from '../../src/db/rate-limits.js';
import { startRuntime, type Runtime } from '../../src/runtime.js';
import { freePort } from '../../scripts/lib/ports.js';

export interface TestTenant {
  id: string;
  key: string;
  /** `<ingest_id>@<INGEST_DOMAIN>`, where the tenant's bank alert e-mail goes. */
  ingestAddress: string;
}

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestService {
  baseUrl: string;
  config: Config;
  runtime: Runtime;
  tenant(): Promise<TestTenant>;
  api<T = Record<string, unknown>>(
    key: string | undefined,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<ApiResponse<T>>;
  /** Runs SQL on the test database (test setup: backdating a reservation, say). */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

export interface TestServiceOptions {
  env?: Record<string, string>;
  roles?: string;
  resolver?: HostResolver;
  taskQueue?: string;
  /** Where the service's log lines go (tests that read the log pass one, with env LOG_LEVEL set). */
  logStream?: DestinationStream;
  /** A logger of the test's own (to read what the service logs); else one at TEST_LOG_LEVEL. */
  log?: Logger;
  /** A database of the test's own (tests whose rows other files' sweeping services must not see). */
  databaseUrl?: string;
  /** Limits of the test's own instead of RATE_LIMITS (see ServiceParts.rateLimits). */
  rateLimits?: RateLimitTable;
}

/** A client of the test Temporal server, to read workflows as an operator would (close its connection). */
export async function testTemporalClient(): Promise<Client> {
  const address = process.env.MATCHLEDGER_TEST_TEMPORAL_ADDRESS as string;
  return new Client({ connection: await Connection.connect({ address }) });
}

export function testDatabaseUrl(): string {
  const url = process.env.MATCHLEDGER_TEST_DATABASE_URL;
  if (!url) throw new Error('the integration global setup did not create a database');
  return url;
}

export async function startTestService(opts: TestServiceOptions = {}): Promise<TestService> {
  const port = await freePort();
  const taskQueue = opts.taskQueue ?? `it-${randomBytes(4).toString('hex')}`;
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: opts.databaseUrl ?? testDatabaseUrl(),
    TEMPORAL_ADDRESS: process.env.MATCHLEDGER_TEST_TEMPORAL_ADDRESS,
    TEMPORAL_TASK_QUEUE: taskQueue,
    // Aggregate limits (sign-in, pairing) are per service here: test files run side by side.
    RATE_LIMIT_NAMESPACE: `${taskQueue}:`,
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    WEBHOOK_ALLOW_PRIVATE: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ROLES: opts.roles ?? 'api,worker',
    DATABASE_POOL_SIZE: '10',
    // The test database's outbox is every file's: another file's backlog (a simulated day's orders,
    // rows a test backdated) must not refuse this file's orders, so shedding is off.
    // backpressure.test.ts sets its own bound.
    OUTBOX_SHED_SECONDS: '0',
    ...opts.env,
  });
  const log = opts.log ?? createLogger(config.logLevel, {}, opts.logStream ? { stream: opts.logStream } : {});
  const bundle = process.env.MATCHLEDGER_WORKFLOW_BUNDLE;
  const runtime = await startRuntime(config, log, {
    databaseUrl: opts.databaseUrl ?? testDatabaseUrl(),
    temporalAddress: config.temporal.address as string,
    singleProcess: false,
    sweepIntervalMs: 250,
    // Each test service counts on its own, so one file's traffic never spends another's limits.
    rateLimitNamespace: `${config.temporal.taskQueue}:`,
    ...(bundle ? { workflowBundle: { codePath: bundle } } : {}),
    ...(opts.resolver ? { resolver: opts.resolver } : {}),
    ...(opts.rateLimits ? { rateLimits: opts.rateLimits } : {}),
  });
  const baseUrl = config.publicBaseUrl;

  return {
    baseUrl,
    config,
    runtime,
    tenant: async () => {
      const t = await createTenant(
        runtime.services.db,
        {
          name: 'Test Shop',
          email: `shop-${randomBytes(6).toString('hex')}@example.com`,
          payeeVpa: 'shop@okhdfc',
          payeeName: 'Test Shop',
        },
        config.ingestDomain,
      );
      return { id: t.tenant_id, key: t.api_key, ingestAddress: t.ingest_address };
    },
    api: async (key, method, path, body, headers = {}) => {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (an HTML page, say): the test reads `text`.
      }
      return { status: res.status, headers: res.headers, body: parsed as never, text };
    },
    sql: (query, params = []) => runtime.services.orm.em.fork().execute(query, params),
    stop: () => runtime.stop(),
  };
}

/** The Accept header a browser sends with a page load or a form post. */
export const BROWSER = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Polls `probe` until it returns a truthy value or `timeoutMs` passes (generous: CI machines are loaded). */
export async function eventually<T>(probe: () => Promise<T>, timeoutMs = 40_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await probe();
  while (!last && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, everyMs));
    last = await probe();
  }
  return last;
}

/**
 * Pairs a reporter device for `tenant` through the API, as the app does, from client address `source`
 * (the pairing limit is keyed on it); answers the device token.
 */
export async function pairDevice(
  svc: TestService,
  tenant: TestTenant,
  source = '198.51.100.77',
): Promise<string> {
  const code = await svc.api<{ code: string }>(tenant.key, 'POST', '/v1/devices/pairing-codes', {});
  const paired = await svc.api<{ device_token: string }>(
    undefined,
    'POST',
    '/v1/devices/pair',
    { code: code.body.code, platform: 'android' },
    { 'x-forwarded-for': source },
  );
  if (paired.status !== 201) throw new Error(`pairing failed: ${paired.status} ${paired.text}`);
  return paired.body.device_token;
}
