// Orders (CONTRACT §4-§5): create, read, list, reserve, cancel, expire. Each operation is one
// transaction; the database's timestamps decide, so nothing here waits on a workflow timer having
// fired. The amount pool is reservations.ts, the Idempotency-Key idempotency.ts, the pay page
// pay-page.ts; the statements are db/intents.ts.
import { createHash } from 'node:crypto';
import {
  cancelOpenIntent,
  expireOpenIntent,
  insertIntent,
  intentOfTenant,
  intentSnapshot,
  listIntents,
  markIntentSynced,
  orderOfTenant,
  tenantOfIntent,
  type IntentRow,
  type OrderRow,
} from '../db/intents.js';
import type { Page } from '../db/pages.js';
import { endReservations } from '../db/reservations.js';
import type { Database, Queryable } from '../db/sql.js';
import { lockTenant, type TenantPolicy } from '../db/tenants.js';
import { invalidState, notFound, type DomainError } from '../domain/errors.js';
import { intentEventPayload, type IntentEventKind } from '../domain/events.js';
import { newIntentId, newPageToken } from '../domain/ids.js';
import {
  renderOrder,
  type HeldAmount,
  type IntentSnapshot,
  type IntentStatus,
  type OrderBody,
} from '../domain/intent.js';
import type { PoolOrder } from '../domain/pool.js';
import { EXPIRES_IN_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';
import { claimIdempotencyKey, storeIdempotentResponse } from './idempotency.js';
import { OutboxNotes, recordEvent, touchIntent, type OutboxWaker } from './outbox.js';
import { KnownPages } from './page-tokens.js';
import { reserveAmount } from './reservations.js';

export interface LedgerDeps {
  db: Database;
  publicBaseUrl: string;
  outbox: OutboxWaker;
  metrics: Metrics;
  /**
   * The pool's offer order; absent means CONTRACT §5 (below the list price first). Only the
   * simulator sets `highest`, to measure the rule §5 replaced; the service never does.
   */
  poolOrder?: PoolOrder | undefined;
}

export interface NewIntent {
  list_paise: number;
  expires_in_seconds?: number | undefined;
  description?: string | undefined;
  reference?: string | undefined;
  metadata?: Record<string, string> | undefined;
  /** Set only for an order made by a product link's visit (createForLink), never from a request. */
  link_slug?: string | undefined;
}

export interface IntentQuery {
  status?: IntentStatus | undefined;
  reference?: string | undefined;
  limit: number;
  cursor?: string | undefined;
}

export class IntentLedger {
  /** Pay-page tokens of orders made or seen here (page-tokens.ts), for the pay page and its counter. */
  readonly knownPages = new KnownPages();

  constructor(private readonly deps: LedgerDeps) {}

  /** An order, with the amount it holds if it was read with one, as the API shows it. */
  render(order: OrderRow, now: UnixSeconds): OrderBody {
    return renderOrder(order.intent, order.held, this.deps.publicBaseUrl, now);
  }

  /** The order body as it stands, read on `q` (inside a transaction, it sees that transaction's writes). */
  async body(q: Queryable, tenantId: string, intentId: string, now = unixNow()): Promise<OrderBody> {
    const order = await orderOfTenant(q, tenantId, intentId, now);
    if (!order) throw notFound('order');
    return this.render(order, now);
  }

  /** GET /v1/intents/{id}. */
  async get(tenantId: string, intentId: string): Promise<OrderBody> {
    return this.body(this.deps.db, tenantId, intentId);
  }

  list(tenantId: string, q: IntentQuery): Promise<Page<OrderBody>> {
    const now = unixNow();
    return listIntents(this.deps.db, tenantId, q, now, q, (order) => this.render(order, now));
  }

  /**
   * POST /v1/intents. With an Idempotency-Key (Stripe semantics, 24 h): the same key and body answer
   * the first response again; the same key with another body is refused.
   */
  async create(
    tenantId: string,
    input: NewIntent,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: OrderBody | Record<string, unknown> }> {
    const now = unixNow();
    if (input.link_slug !== undefined) throw new Error('orders of a product link are made by createForLink');
    // Without a key, the order is one INSERT. Its workflow is started by the relay's sweep, which
    // finds every order Temporal has not been told of.
    if (idempotencyKey === undefined) {
      const made = await this.insertIntent(this.deps.db, tenantId, input, now);
      this.rememberPage(tenantId, made);
      return { status: 201, body: made.body };
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    let made: { body: OrderBody; pageToken: string } | undefined;
    const answer = await this.deps.db.transaction(async (tx) => {
      const replay = await claimIdempotencyKey(tx, tenantId, idempotencyKey, fingerprint, now);
      if (replay) return replay;
      made = await this.insertIntent(tx, tenantId, input, now);
      await storeIdempotentResponse(tx, tenantId, idempotencyKey, made.body);
      return { status: 201, body: made.body };
    });
    // Only once committed: a token rolled back never existed.
    if (made) this.rememberPage(tenantId, made);
    return answer;
  }

  private rememberPage(tenantId: string, made: { body: OrderBody; pageToken: string }): void {
    this.knownPages.remember(made.pageToken, { tenantId, intentId: made.body.intent_id });
  }

  /**
   * A product link's visit (CONTRACT §9): an open order that remembers its link, its amount reserved
   * when the payer taps Pay. Until then it is an untapped visit (db/intents.ts): unlisted, no workflow.
   */
  async createForLink(tenantId: string, slug: string, input: NewIntent): Promise<OrderBody> {
    const made = await this.insertIntent(this.deps.db, tenantId, { ...input, link_slug: slug }, unixNow());
    this.rememberPage(tenantId, made);
    return made.body;
  }

  /**
   * A tap on the product page (issue 30): the order is made and its amount reserved in one transaction,
   * so a refused tap (the link's cap, its share of the band) leaves no order behind.
   */
  async createForLinkTap(tenantId: string, slug: string, input: NewIntent): Promise<OrderBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const body = await this.deps.db.transaction(async (tx) => {
      const tenant = await lockTenant(tx, tenantId);
      const made = await this.insertIntent(tx, tenantId, { ...input, link_slug: slug }, now);
      const intentId = String(made.body.intent_id);
      const intent = await this.lockedIntent(tx, tenantId, intentId);
      const reserved = await reserveAmount(tx, {
        tenant,
        intent,
        now,
        poolOrder: this.deps.poolOrder,
        metrics: this.deps.metrics,
      });
      if ('refusal' in reserved) throw reserved.refusal;
      notes.intents.add(intentId);
      return this.renderHeld(intent, reserved.held, now);
    });
    this.deps.outbox.wake(notes);
    return body;
  }

  private async insertIntent(
    q: Queryable,
    tenantId: string,
    input: NewIntent,
    now: UnixSeconds,
  ): Promise<{ body: OrderBody; pageToken: string }> {
    const pageToken = newPageToken();
    const order = await insertIntent(q, {
      id: newIntentId(),
      tenantId,
      listPaise: input.list_paise,
      pageToken,
      expiresAt: now + (input.expires_in_seconds ?? EXPIRES_IN_SECONDS.default),
      createdAt: now,
      description: input.description ?? null,
      reference: input.reference ?? null,
      metadata: input.metadata ?? null,
      linkSlug: input.link_slug ?? null,
    });
    return { body: this.render(order, now), pageToken };
  }

  /** POST /v1/intents/{id}/reserve: the payer tapped Pay (CONTRACT §5). */
  async reserve(tenantId: string, intentId: string): Promise<OrderBody> {
    // Five round trips in all (begin, lock and read, pool, write, commit): the tenant's lock is held
    // for as short a time as the choice allows.
    return this.onOpenOrder(tenantId, intentId, async (tx, tenant, intent, now, notes) => {
      const reserved = await reserveAmount(tx, {
        tenant,
        intent,
        now,
        poolOrder: this.deps.poolOrder,
        metrics: this.deps.metrics,
      });
      if ('refusal' in reserved) return reserved;
      if (reserved.fresh) notes.intents.add(intentId);
      return { body: this.renderHeld(intent, reserved.held, now) };
    });
  }

  /**
   * One transaction on an open order: the tenant's lock, the order read under it, a refusal unless it
   * is open, then `act`; the outbox is woken after the commit and a refusal thrown.
   */
  private async onOpenOrder(
    tenantId: string,
    intentId: string,
    act: (
      tx: Queryable,
      tenant: TenantPolicy,
      intent: IntentRow,
      now: UnixSeconds,
      notes: OutboxNotes,
    ) => Promise<{ body: OrderBody } | { refusal: DomainError }>,
  ): Promise<OrderBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const { tenant, intent } = await this.lockTenantAndIntent(tx, tenantId, intentId);
      const refusal = await this.refuseUnlessOpen(tx, tenant, intent, now, notes);
      if (refusal) return { refusal };
      return act(tx, tenant, intent, now, notes);
    });
    this.deps.outbox.wake(notes);
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.body;
  }

  private renderHeld(intent: IntentRow, held: HeldAmount, now: UnixSeconds): OrderBody {
    return renderOrder(intent, held, this.deps.publicBaseUrl, now);
  }

  /** Takes the tenant's lock, then reads the order as it stands once the lock is ours. */
  private async lockTenantAndIntent(
    tx: Queryable,
    tenantId: string,
    intentId: string,
  ): Promise<{ tenant: TenantPolicy; intent: IntentRow }> {
    const tenant = await lockTenant(tx, tenantId);
    return { tenant, intent: await this.lockedIntent(tx, tenantId, intentId) };
  }

  /** POST /v1/intents/{id}/cancel (SPEC §3): only an open order; its amount then rests. */
  async cancel(tenantId: string, intentId: string): Promise<OrderBody> {
    return this.onOpenOrder(tenantId, intentId, async (tx, tenant, _intent, now, notes) => {
      // The tenant lock makes a refusal impossible; were it ever to happen, nothing of this is kept.
      if (!(await cancelOpenIntent(tx, intentId, now)))
        throw new Error(`order ${intentId} could not be cancelled`);
      await endReservations(tx, intentId, 'cancelled', now, tenant.restSeconds);
      await touchIntent(tx, intentId, now, notes);
      return { body: await this.recordIntentEvent(tx, tenant, intentId, 'intent.cancelled', now, notes) };
    });
  }

  /**
   * Expires the order if it is open and due: the intent workflow's timer calls this at expires_at.
   * Returns the snapshot after the change (undefined if there is no such order), and marks it as
   * already known to the workflow.
   */
  async expireIfDue(intentId: string): Promise<IntentSnapshot | undefined> {
    const now = unixNow();
    const notes = new OutboxNotes();
    const snapshot = await this.deps.db.transaction(async (tx) => {
      const tenantId = await tenantOfIntent(tx, intentId);
      if (tenantId === undefined) return undefined;
      const tenant = await lockTenant(tx, tenantId);
      await this.expireIfDueLocked(tx, tenant, intentId, now, notes);
      const snap = await intentSnapshot(tx, intentId);
      if (!snap) return undefined;
      // The workflow reads this snapshot from our return value; no need to push it again.
      await markIntentSynced(tx, intentId, snap.version);
      notes.intents.delete(intentId);
      return snap;
    });
    this.deps.outbox.wake(notes);
    return snapshot;
  }

  /** The order, which the caller's tenant lock keeps from changing under it. */
  async lockedIntent(tx: Queryable, tenantId: string, intentId: string): Promise<IntentRow> {
    const intent = await intentOfTenant(tx, tenantId, intentId);
    if (!intent) throw notFound('order');
    return intent;
  }

  /**
   * Why the order cannot change, or undefined when it is open. An open order past expires_at is
   * expired on the spot (and that is committed even though the caller is refused): the timestamps
   * decide, whether or not the workflow's timer has fired yet.
   */
  private async refuseUnlessOpen(
    tx: Queryable,
    tenant: TenantPolicy,
    intent: IntentRow,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<DomainError | undefined> {
    if (intent.status === 'open' && now >= intent.expiresAt) {
      await this.expire(tx, tenant, intent, now, notes);
      return invalidState('The order has expired.', 'expired');
    }
    if (intent.status !== 'open') return invalidState(`The order is ${intent.status}.`, intent.status);
    return undefined;
  }

  /** The order under the caller's tenant lock, expired first if it is open and past expires_at. */
  async expireIfDueLocked(
    tx: Queryable,
    tenant: TenantPolicy,
    intentId: string,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<IntentRow> {
    const intent = await this.lockedIntent(tx, tenant.id, intentId);
    if (intent.status !== 'open' || now < intent.expiresAt) return intent;
    await this.expire(tx, tenant, intent, now, notes);
    return this.lockedIntent(tx, tenant.id, intentId);
  }

  /** Expires the order if it is still open; records intent.expired only when it did. */
  private async expire(
    tx: Queryable,
    tenant: TenantPolicy,
    intent: IntentRow,
    now: UnixSeconds,
    notes: OutboxNotes,
  ): Promise<void> {
    // The order expired at expires_at, whenever we got round to recording it.
    if (!(await expireOpenIntent(tx, intent.id))) return;
    await touchIntent(tx, intent.id, now, notes);
    await this.recordIntentEvent(tx, tenant, intent.id, 'intent.expired', now, notes);
  }

  /** Records an intent-scoped event carrying the order as it now stands; returns that order body. */
  async recordIntentEvent(
    tx: Queryable,
    tenant: TenantPolicy,
    intentId: string,
    kind: IntentEventKind,
    now: UnixSeconds,
    notes: OutboxNotes,
    /** The order as it now stands, when the caller has it already. */
    known?: OrderBody,
  ): Promise<OrderBody> {
    const order = known ?? (await this.body(tx, tenant.id, intentId, now));
    await recordEvent(
      tx,
      {
        tenant,
        kind,
        intentId,
        occurredAt: now,
        payload: (eventId) => intentEventPayload(kind, eventId, now, order),
      },
      notes,
    );
    return order;
  }
}
