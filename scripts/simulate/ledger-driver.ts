// Ledger mode: the real intake, pool and ledger code in this process, on a scratch database, with a
// simulated clock per seller (src/domain/time.ts `setLedgerClock`). No Temporal: reservation lapses,
// rests and expiries are decided by the timestamps the ledger writes, so none of them needs a timer.
// Credits enter through Intake exactly as the feeds hand them over: `sms()` for a relayed SMS (what
// POST /v1/reports calls), `message()` with the bank parser's reading for e-mail, `report()` for a
// reporter's structured fields.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { databaseOf, openOrm, type Orm } from '../../src/db/orm.js';
import type { Database } from '../../src/db/sql.js';
import { DomainError } from '../../src/domain/errors.js';
import type { PoolOrder } from '../../src/domain/pool.js';
import { setLedgerClock } from '../../src/domain/time.js';
import { type Bank, bankByMailDomain } from '../../src/ingest/alerts/banks.js';
import { readMail } from '../../src/ingest/alerts/read.js';
import { Intake } from '../../src/ingest/intake.js';
import { OpsAlerts } from '../../src/ledger/alerts.js';
import { CreditLedger } from '../../src/ledger/credits.js';
import { DeviceLedger } from '../../src/ledger/devices.js';
import { IntentLedger } from '../../src/ledger/orders.js';
import { ProductLinks } from '../../src/ledger/links.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { createLogger } from '../../src/logger.js';
import { Metrics } from '../../src/metrics.js';
import { RESERVATION_TTL_SECONDS } from '../../src/domain/rules.js';
import type { TenantPlan } from './model.js';
import type { Driver, LaneClock, TapResult, WireDelivery } from './runner.js';
import type { ObservedCredit, ObservedOrder } from './truth.js';

const HDFC = ((): Bank => {
  const bank = bankByMailDomain('hdfcbank.net');
  if (bank === undefined) throw new Error('HDFC Bank reads no mail domain');
  return bank;
})();

export interface LedgerTenant {
  index: number;
  id: string;
  deviceId: string;
  /** Product links by list price; the promise, so two taps at once make one link. */
  links: Map<number, Promise<string>>;
}

/** Each lane's clock lives in its async context, so sellers' days can run side by side. */
export function simulatedClock(): LaneClock & { restore(): void } {
  const lanes = new AsyncLocalStorage<{ nowMs: number }>();
  setLedgerClock(() => lanes.getStore()?.nowMs ?? Date.now());
  return {
    run: (lane) => {
      const store = { nowMs: 0 };
      return lanes.run(store, () =>
        lane(async (absMs) => {
          store.nowMs = Math.max(store.nowMs, absMs);
        }),
      );
    },
    restore: () => setLedgerClock(Date.now),
  };
}

export async function ledgerDriver(
  databaseUrl: string,
  opts: { poolOrder: PoolOrder; epochMs: number; poolSize?: number },
): Promise<Driver<LedgerTenant> & { close(): Promise<void>; db: Database }> {
  const orm: Orm = await openOrm({ url: databaseUrl, poolSize: opts.poolSize ?? 8, log: () => undefined });
  const db = await databaseOf(orm, true);
  const log = createLogger('warn', { sim: true }, { toStderr: true });
  const metrics = new Metrics();
  const deps = {
    db,
    publicBaseUrl: 'http://sim.invalid',
    outbox: { wake: () => undefined },
    metrics,
    poolOrder: opts.poolOrder,
  };
  const intents = new IntentLedger(deps);
  const credits = new CreditLedger(deps, intents);
  const intake = new Intake({ credits, alerts: new OpsAlerts(db, log, undefined), metrics, log });
  const devices = new DeviceLedger(db);
  const links = new ProductLinks(db, deps.publicBaseUrl);
  const runTag = randomBytes(3).toString('hex');

  return {
    db,
    reservationTtlSeconds: RESERVATION_TTL_SECONDS.default,
    async setupTenant(plan: TenantPlan) {
      const t = await createTenant(
        db,
        {
          name: plan.name,
          email: `sim-${plan.index}-${runTag}@example.com`,
          payeeVpa: `seller${plan.index}@okhdfc`,
        },
        'in.localhost',
      );
      const { code } = await devices.mintPairingCode(t.tenant_id, 'sim phone');
      const paired = await devices.pair(code, undefined, 'android');
      return { index: plan.index, id: t.tenant_id, deviceId: paired.device_id, links: new Map() };
    },
    async createOrder(t, listPaise, viaLink) {
      if (!viaLink) return (await intents.create(t.id, { list_paise: listPaise })).body.intent_id as string;
      let made = t.links.get(listPaise);
      if (!made) {
        const name = `sim-${runTag}-t${t.index}-${listPaise}`;
        made = links.create(t.id, { slug: name, list_paise: listPaise }).then(() => name);
        t.links.set(listPaise, made);
      }
      const slug = await made;
      // As the service's /pr/{slug} tap: the order is made with its amount reserved (issue 30).
      return (await intents.createForLinkTap(t.id, slug, { list_paise: listPaise })).intent_id as string;
    },
    async tap(t, intentId): Promise<TapResult> {
      try {
        const body = await intents.reserve(t.id, intentId);
        return { ok: true, amountPaise: body.amount_paise as number };
      } catch (err) {
        if (err instanceof DomainError) return { ok: false, reason: err.code };
        throw err;
      }
    },
    async deliver(t, d: WireDelivery) {
      const device = { tenantId: t.id, source: 'device' as const, deviceId: t.deviceId };
      const outcome =
        d.kind === 'sms'
          ? // As POST /v1/reports takes a relayed SMS: the sender picks the parser, the phone's time is kept.
            await intake.sms(device, { sender: d.sender, body: d.body, receivedAt: d.receivedAt })
          : d.kind === 'email'
            ? await intake.message(
                { tenantId: t.id, source: 'email' },
                HDFC,
                readMail(HDFC, { text: d.text }),
                d.signedDate,
              )
            : await intake.report(device, {
                amountPaise: d.amountPaise,
                rrn: d.rrn,
                payerVpa: d.payerVpa,
                payerName: d.payerName,
              });
      return outcome.kind === 'recorded' ? outcome.credit.status : outcome.kind;
    },
    async observe(tenants) {
      const indexOf = new Map([...tenants.values()].map((t) => [t.id, t.index]));
      const ids = [...indexOf.keys()];
      const creditRows = await db.rows(
        `select tenant_id, rrn, status, intent_id, candidates, received_at, note from credits where tenant_id = any($1::text[])`,
        [ids],
      );
      const credits: ObservedCredit[] = creditRows.map((r) => ({
        tenant: indexOf.get(String(r.tenant_id)) as number,
        rrn: String(r.rrn),
        status: String(r.status),
        intentId: (r.intent_id as string | null) ?? undefined,
        candidates: (r.candidates as string[] | null) ?? [],
        receivedAt: Number(r.received_at),
        note: (r.note as string | null) ?? undefined,
      }));
      const orderRows = await db.rows(
        `select id, status, confirmed_at, evidence from intents where tenant_id = any($1::text[])`,
        [ids],
      );
      const orders: ObservedOrder[] = orderRows.map((r) => ({
        intentId: String(r.id),
        status: String(r.status),
        confirmedAt: r.confirmed_at === null ? undefined : Number(r.confirmed_at),
        evidence: (r.evidence as string | null) ?? undefined,
      }));
      return { credits, orders };
    },
    close: () => orm.close(),
  };
}
