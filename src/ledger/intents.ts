// Orders and their amounts (CONTRACT §4-§5). Each operation is one transaction; the database's
// timestamps decide, so nothing here waits on a workflow timer having fired.
import { createHash } from 'node:crypto';
import { intentFromRow, intentWithHoldSql, lockTenant, type TenantPolicy } from '../db/queries.js';
import { statement, type Database, type Queryable } from '../db/sql.js';
import { DomainError, invalidState, linkBusy, notFound, poolExhausted } from '../domain/errors.js';
import { intentEventPayload, type IntentEventKind } from '../domain/events.js';
import { ID_PATTERNS, newIntentId, newPageToken } from '../domain/ids.js';
import {
  renderOrder,
  type HeldAmount,
  type IntentSnapshot,
  type IntentStatus,
  type OrderBody,
} from '../domain/intent.js';
import { bandOf, chooseAmount, type PoolHold, type PoolOrder } from '../domain/pool.js';
import { EXPIRES_IN_SECONDS, IDEMPOTENCY_KEY_TTL_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Metrics } from '../metrics.js';
import { Filter, newestFirst, type Page } from './pages.js';
import { OutboxNotes, recordEvent, touchIntent, type OutboxWaker } from './outbox.js';

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

type IntentRow = ReturnType<typeof intentFromRow>;

const INTENT_BODY = statement(
  'intent-body',
  `${intentWithHoldSql('$1')} where i.id = $2 and i.tenant_id = $3`,
);

const INSERT_INTENT = statement(
  'insert-intent',
  `insert into intents (id, tenant_id, list_paise, page_token, expires_at, created_at, description, reference,
                        metadata, sync_requested_at, link_slug)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $6, $10) returning *`,
);

export const POOL_HOLDS = statement(
  'pool-holds',
  // The holds that matter to the choice, and the order's own latest reservation.
  `select amount_paise, intent_id, reserved_at, held_until, rest_until from reservations
    where tenant_id = $1 and rest_until > $2 and amount_paise between $3 and $4
   union
   select * from (select amount_paise, intent_id, reserved_at, held_until, rest_until from reservations
                   where intent_id = $5 order by reserved_at desc limit 1) own`,
);

const INSERT_RESERVATION = statement(
  'insert-reservation',
  `with reserved as (
     insert into reservations (tenant_id, intent_id, amount_paise, reserved_at, lapses_at, held_until, rest_until)
     values ($1, $2, $3, $4, $5, $5, $6) returning intent_id
   )
   update intents set sync_version = sync_version + 1, sync_requested_at = $4
    where id = (select intent_id from reserved)`,
);

/** A product link's cap and how many live reservations its orders hold now (CONTRACT §9). */
const LINK_LIVE = statement(
  'link-live-reservations',
  `select l.max_live, count(r.id)::int as live, min(r.held_until) as soonest_lapse
     from product_links l
     left join intents i on i.link_slug = l.slug
     left join reservations r on r.intent_id = i.id and r.held_until > $2
    where l.slug = $1
    group by l.max_live`,
);

const SNAPSHOT = statement(
  'intent-snapshot',
  `select i.id, i.tenant_id, i.status, i.expires_at, i.sync_version, r.amount_paise, r.held_until, r.rest_until
     from intents i
     left join lateral (
       select amount_paise, held_until, rest_until from reservations
        where intent_id = i.id order by reserved_at desc limit 1
     ) r on true
    where i.id = $1`,
);

/** What the pay page shows: the order, the amount it holds now, and whom to pay. */
export interface PayPageView {
  order: OrderBody;
  tenantId: string;
  payeeVpa: string;
  payeeName: string;
}

const PAY_PAGE = statement(
  'pay-page-view',
  `select i.*, h.amount_paise as held_amount_paise, h.held_until as held_until,
          t.payee_vpa, coalesce(t.payee_name, t.name) as payee_display_name
     from intents i
     join tenants t on t.id = i.tenant_id
     left join lateral (
       select r.amount_paise, r.held_until from reservations r
        where r.intent_id = i.id and r.held_until > $1
        order by r.reserved_at desc limit 1
     ) h on true
    where i.page_token = $2`,
);

export class IntentLedger {
  constructor(private readonly deps: LedgerDeps) {}

  /** An order row, with the amount it holds if the row was read with one, as the API shows it. */
  renderRow(row: Record<string, unknown>, now: UnixSeconds): OrderBody {
    const held =
      row.held_amount_paise !== null && row.held_amount_paise !== undefined
        ? { amountPaise: Number(row.held_amount_paise), heldUntil: Number(row.held_until) }
        : undefined;
    return renderOrder(intentFromRow(row), held, this.deps.publicBaseUrl, now);
  }

  /** The order body as it stands, read on `q` (inside a transaction, it sees that transaction's writes). */
  async body(q: Queryable, tenantId: string, intentId: string, now = unixNow()): Promise<OrderBody> {
    const rows = await q.rows(INTENT_BODY, [now, intentId, tenantId]);
    if (!rows[0]) throw notFound('order');
    return this.renderRow(rows[0], now);
  }

  /** GET /v1/intents/{id}. */
  async get(tenantId: string, intentId: string): Promise<OrderBody> {
    return this.body(this.deps.db, tenantId, intentId);
  }

  list(tenantId: string, q: IntentQuery): Promise<Page<OrderBody>> {
    const now = unixNow();
    const filter = new Filter(now, tenantId).and('i.tenant_id = $2');
    // The same view of status as the bodies: an open order past expires_at lists as expired.
    if (q.status === 'open') filter.and(`i.status = 'open' and i.expires_at > $1`);
    else if (q.status === 'expired')
      filter.and(`(i.status = 'expired' or (i.status = 'open' and i.expires_at <= $1))`);
    else if (q.status) filter.and(`i.status = ${filter.param(q.status)}`);
    if (q.reference) filter.and(`i.reference = ${filter.param(q.reference)}`);
    return newestFirst(
      this.deps.db,
      intentWithHoldSql('$1'),
      filter,
      { time: 'i.created_at', id: 'i.seq' },
      q.limit,
      q.cursor,
      (r) => this.renderRow(r, now),
    );
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
      return { status: 201, body: await this.insertIntent(this.deps.db, tenantId, input, now) };
    }
    const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
    return this.deps.db.transaction(async (tx) => {
      const replay = await claimIdempotencyKey(tx, tenantId, idempotencyKey, fingerprint, now);
      if (replay) return replay;
      const body = await this.insertIntent(tx, tenantId, input, now);
      await tx.rows(`update idempotency_keys set response_body = $3 where tenant_id = $1 and key = $2`, [
        tenantId,
        idempotencyKey,
        JSON.stringify(body),
      ]);
      return { status: 201, body };
    });
  }

  /** A visit of `/pr/{slug}`: an ordinary order that remembers its link, whose cap its taps obey. */
  async createForLink(tenantId: string, slug: string, input: NewIntent): Promise<OrderBody> {
    return this.insertIntent(this.deps.db, tenantId, { ...input, link_slug: slug }, unixNow());
  }

  private async insertIntent(
    q: Queryable,
    tenantId: string,
    input: NewIntent,
    now: UnixSeconds,
  ): Promise<OrderBody> {
    const rows = await q.rows(INSERT_INTENT, [
      newIntentId(),
      tenantId,
      input.list_paise,
      newPageToken(),
      now + (input.expires_in_seconds ?? EXPIRES_IN_SECONDS.default),
      now,
      input.description ?? null,
      input.reference ?? null,
      input.metadata ? JSON.stringify(input.metadata) : null,
      input.link_slug ?? null,
    ]);
    return this.renderRow(rows[0] as Record<string, unknown>, now);
  }

  /** POST /v1/intents/{id}/reserve: the payer tapped Pay (CONTRACT §5). */
  async reserve(tenantId: string, intentId: string): Promise<OrderBody> {
    const now = unixNow();
    const notes = new OutboxNotes();
    // Five round trips in all (begin, lock and read, pool, write, commit): the tenant's lock is held
    // for as short a time as the choice allows.
    const outcome = await this.deps.db.transaction(async (tx) => {
      const { tenant, intent } = await this.lockTenantAndIntent(tx, tenantId, intentId);
      const refusal = await this.refuseUnlessOpen(tx, tenant, intent, now, notes);
      if (refusal) return { refusal };

      const { lowPaise, highPaise } = bandOf(intent.listPaise);
      const rows = await tx.rows(POOL_HOLDS, [tenantId, now, lowPaise, highPaise, intentId]);
      const holds: (PoolHold & { reservedAt: number })[] = rows.map((r) => ({
        amountPaise: Number(r.amount_paise),
        intentId: String(r.intent_id),
        reservedAt: Number(r.reserved_at),
        heldUntil: Number(r.held_until),
        restUntil: Number(r.rest_until),
      }));
      const own = holds.filter((h) => h.intentId === intentId).sort((a, b) => b.reservedAt - a.reservedAt)[0];
      // A reservation still live is returned unchanged: tapping Pay twice shows the same amount.
      if (own && own.heldUntil > now) return { body: this.renderHeld(intent, own, now) };
      // A product link's visitors are anonymous: they may hold at most max_live amounts at once, so
      // they can never take the whole band from the seller's other orders (CONTRACT §9). Counted
      // under the tenant lock, so concurrent taps cannot overshoot the cap.
      if (intent.linkSlug !== null) {
        const link = (await tx.rows(LINK_LIVE, [intent.linkSlug, now]))[0];
        if (link && Number(link.live) >= Number(link.max_live)) {
          return { refusal: linkBusy(Math.max(1, Number(link.soonest_lapse) - now)) };
        }
      }

      const choice = chooseAmount({
        listPaise: intent.listPaise,
        now,
        previousAmountPaise: own?.amountPaise,
        holds,
        order: this.deps.poolOrder,
      });
      if (choice.kind === 'exhausted') {
        this.deps.metrics.poolExhausted.inc();
        throw poolExhausted(choice.retryAfterSeconds);
      }
      const lapsesAt = Math.min(now + tenant.reservationTtlSeconds, intent.expiresAt);
      await tx.rows(INSERT_RESERVATION, [
        tenantId,
        intentId,
        choice.amountPaise,
        now,
        lapsesAt,
        lapsesAt + tenant.restSeconds,
      ]);
      notes.intents.add(intentId);
      return { body: this.renderHeld(intent, { amountPaise: choice.amountPaise, heldUntil: lapsesAt }, now) };
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
    const now = unixNow();
    const notes = new OutboxNotes();
    const outcome = await this.deps.db.transaction(async (tx) => {
      const { tenant, intent } = await this.lockTenantAndIntent(tx, tenantId, intentId);
      const refusal = await this.refuseUnlessOpen(tx, tenant, intent, now, notes);
      if (refusal) return { refusal };
      const cancelled = await tx.rows(
        `update intents set status = 'cancelled', cancelled_at = $2 where id = $1 and status = 'open' returning id`,
        [intentId, now],
      );
      // The tenant lock makes this impossible; were it ever to happen, nothing of this is kept.
      if (cancelled.length !== 1) throw new Error(`order ${intentId} could not be cancelled`);
      await endLiveReservation(tx, intentId, 'cancelled', now, tenant.restSeconds);
      await touchIntent(tx, intentId, now, notes);
      return { body: await this.recordIntentEvent(tx, tenant, intentId, 'intent.cancelled', now, notes) };
    });
    this.deps.outbox.wake(notes);
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.body;
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
      const rows = await tx.rows<{ tenant_id: string }>(`select tenant_id from intents where id = $1`, [
        intentId,
      ]);
      if (!rows[0]) return undefined;
      const tenant = await lockTenant(tx, rows[0].tenant_id);
      await this.expireIfDueLocked(tx, tenant, intentId, now, notes);
      const snap = await this.snapshotOn(tx, intentId);
      if (!snap) return undefined;
      // The workflow reads this snapshot from our return value; no need to push it again.
      await tx.rows(`update intents set synced_version = greatest(synced_version, $2) where id = $1`, [
        intentId,
        snap.version,
      ]);
      notes.intents.delete(intentId);
      return snap;
    });
    this.deps.outbox.wake(notes);
    return snapshot;
  }

  /** The pay page of `pageToken` (CONTRACT §9), or a 404. */
  async payPage(pageToken: string): Promise<PayPageView> {
    // A token of another shape was never handed out: the same 404, without a query.
    if (!ID_PATTERNS.pageToken.test(pageToken)) throw notFound('payment page');
    const now = unixNow();
    const row = (await this.deps.db.rows(PAY_PAGE, [now, pageToken]))[0];
    if (!row) throw notFound('payment page');
    return {
      order: this.renderRow(row, now),
      tenantId: String(row.tenant_id),
      payeeVpa: String(row.payee_vpa),
      payeeName: String(row.payee_display_name),
    };
  }

  /** POST /p/{token}/reserve: the payer tapped Pay. */
  async reserveByPage(pageToken: string): Promise<OrderBody> {
    const view = await this.payPage(pageToken);
    return this.reserve(view.tenantId, view.order.intent_id);
  }

  /** The UPI reference the payer typed on the pay page of an open order (CONTRACT §9). */
  async recordPayerUtr(pageToken: string, utr: string): Promise<{ status: IntentStatus }> {
    if (!ID_PATTERNS.pageToken.test(pageToken)) throw notFound('payment page');
    const updated = await this.deps.db.rows<{ status: IntentStatus }>(
      `update intents set payer_utr = $2 where page_token = $1 and status = 'open' returning status`,
      [pageToken, utr],
    );
    if (updated[0]) return updated[0];
    const rows = await this.deps.db.rows<{ status: IntentStatus }>(
      `select status from intents where page_token = $1`,
      [pageToken],
    );
    if (!rows[0]) throw notFound('payment page');
    throw invalidState(`The order is ${rows[0].status}.`, rows[0].status);
  }

  /** What the intent workflow is told of its order. */
  snapshot(intentId: string): Promise<IntentSnapshot | undefined> {
    return this.snapshotOn(this.deps.db, intentId);
  }

  private async snapshotOn(q: Queryable, intentId: string): Promise<IntentSnapshot | undefined> {
    const r = (await q.rows(SNAPSHOT, [intentId]))[0];
    if (!r) return undefined;
    return {
      version: Number(r.sync_version),
      intentId: String(r.id),
      tenantId: String(r.tenant_id),
      status: r.status as IntentStatus,
      expiresAt: Number(r.expires_at),
      amount:
        r.amount_paise === null
          ? undefined
          : {
              amountPaise: Number(r.amount_paise),
              heldUntil: Number(r.held_until),
              restUntil: Number(r.rest_until),
            },
    };
  }

  /** The order, which the caller's tenant lock keeps from changing under it. */
  async lockedIntent(tx: Queryable, tenantId: string, intentId: string): Promise<IntentRow> {
    const rows = await tx.rows(`select * from intents where id = $1 and tenant_id = $2`, [
      intentId,
      tenantId,
    ]);
    if (!rows[0]) throw notFound('order');
    return intentFromRow(rows[0]);
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
    const expired = await tx.rows(
      `update intents set status = 'expired', expired_at = expires_at where id = $1 and status = 'open' returning id`,
      [intent.id],
    );
    if (expired.length === 0) return;
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

async function claimIdempotencyKey(
  tx: Queryable,
  tenantId: string,
  key: string,
  fingerprint: string,
  now: UnixSeconds,
): Promise<{ status: number; body: Record<string, unknown> } | undefined> {
  await tx.rows(`delete from idempotency_keys where tenant_id = $1 and key = $2 and created_at < $3`, [
    tenantId,
    key,
    now - IDEMPOTENCY_KEY_TTL_SECONDS,
  ]);
  // Another request holding the same key blocks here until it commits, then is answered its response.
  const inserted = await tx.rows(
    `insert into idempotency_keys (tenant_id, key, fingerprint, response_status, response_body, created_at)
     values ($1, $2, $3, 201, '', $4) on conflict (tenant_id, key) do nothing returning 1`,
    [tenantId, key, fingerprint, now],
  );
  if (inserted.length > 0) return undefined;
  const prior = (
    await tx.rows<{ fingerprint: string; response_status: number; response_body: string }>(
      `select fingerprint, response_status, response_body from idempotency_keys where tenant_id = $1 and key = $2`,
      [tenantId, key],
    )
  )[0];
  if (!prior)
    // CONTRACT §1 lists no code of its own for this; the request is refused as a state that does not
    // allow it yet, and the caller retries once the first request has answered.
    throw invalidState(
      'That Idempotency-Key is in use by a request still in flight; retry shortly.',
      'in_flight',
    );
  if (prior.fingerprint !== fingerprint) {
    throw new DomainError(
      422,
      'idempotency_mismatch',
      'This Idempotency-Key was used with a different request body.',
    );
  }
  return {
    status: Number(prior.response_status),
    body: JSON.parse(prior.response_body) as Record<string, unknown>,
  };
}

/**
 * Ends the order's live reservation now (a confirmation or a cancellation), so its amount starts
 * resting from this moment. A lapsed one keeps the rest it already had.
 */
export async function endLiveReservation(
  tx: Queryable,
  intentId: string,
  reason: 'confirmed' | 'cancelled',
  now: UnixSeconds,
  restSeconds: number,
): Promise<void> {
  await tx.rows(
    `update reservations
        set held_until = greatest(reserved_at, $2), rest_until = greatest(reserved_at, $2) + $3, end_reason = $4
      where intent_id = $1 and held_until > $2`,
    [intentId, now, restSeconds, reason],
  );
}
