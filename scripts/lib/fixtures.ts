// Setup for benchmarks and kill scripts, done through the ledger directly: the API's per-tenant and
// pairing rate limits (SPEC §8) are for traffic, not for laying out thousands of test orders.
import { randomBytes } from 'node:crypto';
import { databaseOf } from '../../src/db/orm.js';
import { DeviceLedger } from '../../src/ledger/devices.js';
import { IntentLedger } from '../../src/ledger/orders.js';
import { Metrics } from '../../src/metrics.js';
import { type client, expectStatus } from './load.js';
import { runAlone } from './scratch-database.js';
import type { Stack } from './stack.js';

export interface BenchTenant {
  id: string;
  key: string;
  /** `<ingest_id>@in.localhost`: the e-mail feed's address (the service's default INGEST_DOMAIN). */
  ingestAddress: string;
  deviceToken: string;
}

export interface ReservedOrder {
  tenant: BenchTenant;
  intentId: string;
  amountPaise: number;
}

export async function tenantsWithDevices(stack: Stack, n: number): Promise<BenchTenant[]> {
  const devices = new DeviceLedger(await databaseOf(stack.orm, true));
  const out: BenchTenant[] = [];
  for (const t of await stack.tenants(n)) {
    const { code } = await devices.mintPairingCode(t.id, 'bench phone');
    const { device_token } = await devices.pair(code, undefined, 'android');
    out.push({ ...t, deviceToken: device_token });
  }
  return out;
}

/** `perTenant` reserved orders for each tenant, at list prices spread so no band runs out. */
export async function reservedOrders(
  stack: Stack,
  tenants: BenchTenant[],
  perTenant: number,
): Promise<ReservedOrder[]> {
  // The service's relay finds these orders in the database and starts their workflows.
  const intents = new IntentLedger({
    db: await databaseOf(stack.orm, true),
    publicBaseUrl: 'http://bench.invalid',
    outbox: { wake: () => undefined },
    metrics: new Metrics(),
  });
  const out: ReservedOrder[] = [];
  const base = 10_000 + randomBytes(2).readUInt16BE() * 100;
  for (const tenant of tenants) {
    for (let i = 0; i < perTenant; i++) {
      const listPaise = base + Math.floor(i / 50) * 1_000; // 50 orders per band of 100 amounts
      const created = (await intents.create(tenant.id, { list_paise: listPaise })).body;
      const reserved = await intents.reserve(tenant.id, created.intent_id as string);
      out.push({ tenant, intentId: reserved.intent_id, amountPaise: reserved.amount_paise as number });
    }
  }
  return out;
}

/** Waits until Temporal has been told of every order (the relay's backlog is empty), or times out. */
export async function workflowsCaughtUp(
  stack: Stack,
  timeoutMs: number,
): Promise<{ caughtUp: boolean; seconds: number; left: number }> {
  const db = await databaseOf(stack.orm, true);
  const started = Date.now();
  for (;;) {
    const [row] = await db.rows<{ n: string }>(
      `select count(*) as n from intents where synced_version < sync_version`,
    );
    const left = Number(row?.n ?? 0);
    if (left === 0 || Date.now() - started > timeoutMs) {
      return { caughtUp: left === 0, seconds: Math.round((Date.now() - started) / 100) / 10, left };
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Writes back and vacuums what laying out did, so the bulk set-up's checkpoint and autovacuum do not
 * land in the minute being measured: a service at a steady rate never has 13,000 fresh rows at once.
 */
export const settleDatabase = (stack: Stack): Promise<void> =>
  runAlone(stack.databaseUrl, 'vacuum analyze', 'checkpoint');

let rrn = 300_000_000_000 + Math.floor(Math.random() * 600_000_000_000);
/** A fresh 12-digit UPI reference number. */
export const nextRrn = (): string => String(rrn++);

/**
 * Gives each tenant a webhook secret and points its webhook URL at `receiverUrl/{tenant id}`, so the
 * receiver can tell tenants apart and verify each signature; records tenant id -> secret in `secrets`.
 */
export async function subscribeToWebhooks(
  http: ReturnType<typeof client>,
  tenants: BenchTenant[],
  receiverUrl: string,
  secrets: Map<string, string>,
): Promise<void> {
  for (const t of tenants) {
    const minted = expectStatus(await http.request('POST', '/v1/webhook-secret', t.key), 201);
    secrets.set(t.id, minted.webhook_secret as string);
    expectStatus(
      await http.request('PATCH', '/v1/settings', t.key, { webhook_url: `${receiverUrl}/${t.id}` }),
      200,
    );
  }
}
