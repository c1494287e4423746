// The tenants table: the tenant lock every ledger change takes first, and a tenant's settings.
import { statement, type Queryable } from './sql.js';
import type { LatePolicy } from '../domain/match.js';
import { notFound } from '../domain/errors.js';

export interface TenantPolicy {
  id: string;
  latePolicy: LatePolicy;
  restSeconds: number;
  reservationTtlSeconds: number;
  /** How long an amount whose reservation ended unpaid stays marked (CONTRACT §5). */
  lateHorizonSeconds: number;
  /** The last four digits of the seller's accounts; empty: any (CONTRACT §8). */
  accounts: string[];
  webhookUrl: string | null;
  webhookSecret: string | null;
}

/** A tenants row as the settings show it. */
export interface TenantRecord {
  id: string;
  name: string;
  email: string;
  payeeVpa: string;
  payeeName: string | null;
  latePolicy: LatePolicy;
  restSeconds: number;
  reservationTtlSeconds: number;
  lateHorizonSeconds: number;
  accounts: string[];
  ingestId: string;
  webhookUrl: string | null;
  /** Kept in clear because every attempt signs with it; shown once, never logged (SPEC §5). */
  webhookSecret: string | null;
  createdAt: number;
}

export const LOCK_TENANT = statement(
  'lock-tenant',
  `select id as tenant_id, late_policy, rest_seconds, reservation_ttl_seconds, late_horizon_seconds, accounts,
          webhook_url, webhook_secret
     from tenants where id = $1 for no key update`,
);

/**
 * Locks the tenant's row for the rest of the transaction and returns its policy. Every change to a
 * tenant's amount pool or ledger (reserve, cancel, expire, a credit's decision, place, dismiss)
 * takes this lock first, so their reads and writes never interleave. The database constraints
 * still hold on their own; the lock spares retries and keeps decisions simple.
 *
 * Read everything else in statements after this one: under READ COMMITTED a statement sees the data
 * as of its own start, so a row read by the locking statement itself could predate the commit of the
 * transaction it waited for.
 */
export async function lockTenant(tx: Queryable, tenantId: string): Promise<TenantPolicy> {
  const r = (await tx.rows(LOCK_TENANT, [tenantId]))[0];
  if (!r) throw notFound('tenant');
  return {
    id: String(r.tenant_id),
    latePolicy: r.late_policy as LatePolicy,
    restSeconds: Number(r.rest_seconds),
    reservationTtlSeconds: Number(r.reservation_ttl_seconds),
    lateHorizonSeconds: Number(r.late_horizon_seconds),
    accounts: (r.accounts as string[] | null) ?? [],
    webhookUrl: (r.webhook_url as string | null) ?? null,
    webhookSecret: (r.webhook_secret as string | null) ?? null,
  };
}

function tenantFromRow(r: Record<string, unknown>): TenantRecord {
  return {
    id: String(r.id),
    name: String(r.name),
    email: String(r.email),
    payeeVpa: String(r.payee_vpa),
    payeeName: (r.payee_name as string | null) ?? null,
    latePolicy: r.late_policy as LatePolicy,
    restSeconds: Number(r.rest_seconds),
    reservationTtlSeconds: Number(r.reservation_ttl_seconds),
    lateHorizonSeconds: Number(r.late_horizon_seconds),
    accounts: (r.accounts as string[] | null) ?? [],
    ingestId: String(r.ingest_id),
    webhookUrl: (r.webhook_url as string | null) ?? null,
    webhookSecret: (r.webhook_secret as string | null) ?? null,
    createdAt: Number(r.created_at),
  };
}

const INSERT_TENANT = statement(
  'insert-tenant',
  `insert into tenants (id, name, email, payee_vpa, payee_name, late_policy, rest_seconds,
                        reservation_ttl_seconds, ingest_id, created_at)
   values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
);

export async function insertTenant(
  tx: Queryable,
  // The newer settings start at their column defaults (CONTRACT §5, §8).
  t: Omit<TenantRecord, 'webhookUrl' | 'webhookSecret' | 'lateHorizonSeconds' | 'accounts'>,
): Promise<void> {
  await tx.rows(INSERT_TENANT, [
    t.id,
    t.name,
    t.email,
    t.payeeVpa,
    t.payeeName,
    t.latePolicy,
    t.restSeconds,
    t.reservationTtlSeconds,
    t.ingestId,
    t.createdAt,
  ]);
}

const TENANT = statement('tenant', `select * from tenants where id = $1`);

export async function tenantById(q: Queryable, tenantId: string): Promise<TenantRecord | undefined> {
  const [r] = await q.rows(TENANT, [tenantId]);
  return r === undefined ? undefined : tenantFromRow(r);
}

export interface SettingsUpdate {
  payeeVpa?: string | undefined;
  payeeName?: string | null | undefined;
  latePolicy?: LatePolicy | undefined;
  restSeconds?: number | undefined;
  reservationTtlSeconds?: number | undefined;
  lateHorizonSeconds?: number | undefined;
  accounts?: string[] | undefined;
  webhookUrl?: string | null | undefined;
}

// A setting left out (undefined) keeps its value; for the two that may be cleared, a flag says whether
// the value (possibly null) is given.
const UPDATE_SETTINGS = statement(
  'update-tenant-settings',
  `update tenants
      set payee_vpa = coalesce($2, payee_vpa),
          payee_name = case when $3::boolean then $4 else payee_name end,
          late_policy = coalesce($5, late_policy),
          rest_seconds = coalesce($6, rest_seconds),
          reservation_ttl_seconds = coalesce($7, reservation_ttl_seconds),
          webhook_url = case when $8::boolean then $9 else webhook_url end,
          late_horizon_seconds = coalesce($10, late_horizon_seconds),
          accounts = coalesce($11::text[], accounts)
    where id = $1 returning *`,
);

/** Changes the settings given; the tenant as it now stands, or undefined if there is none. */
export async function updateTenantSettings(
  q: Queryable,
  tenantId: string,
  u: SettingsUpdate,
): Promise<TenantRecord | undefined> {
  const [r] = await q.rows(UPDATE_SETTINGS, [
    tenantId,
    u.payeeVpa ?? null,
    u.payeeName !== undefined,
    u.payeeName ?? null,
    u.latePolicy ?? null,
    u.restSeconds ?? null,
    u.reservationTtlSeconds ?? null,
    u.webhookUrl !== undefined,
    u.webhookUrl ?? null,
    u.lateHorizonSeconds ?? null,
    u.accounts ?? null,
  ]);
  return r === undefined ? undefined : tenantFromRow(r);
}

// A bound parameter, never a value in the SQL text: the secret must not reach PostgreSQL's statement log.
const SET_WEBHOOK_SECRET = statement(
  'set-webhook-secret',
  `update tenants set webhook_secret = $1 where id = $2`,
);

export async function setWebhookSecret(q: Queryable, tenantId: string, secret: string): Promise<void> {
  await q.rows(SET_WEBHOOK_SECRET, [secret, tenantId]);
}

const TENANT_ACCOUNTS = statement('tenant-accounts', `select accounts from tenants where id = $1`);

/** The last four digits of the tenant's accounts (CONTRACT §8); empty: any account. */
export async function tenantAccounts(q: Queryable, tenantId: string): Promise<string[]> {
  const [r] = await q.rows<{ accounts: string[] | null }>(TENANT_ACCOUNTS, [tenantId]);
  return r?.accounts ?? [];
}

const TENANT_BY_INGEST_ID = statement(
  'email-tenant-by-ingest-id',
  `select id from tenants where ingest_id = $1`,
);

/** The tenant whose ingest address has this local part. */
export async function tenantIdByIngestId(q: Queryable, ingestId: string): Promise<string | undefined> {
  const [t] = await q.rows<{ id: string }>(TENANT_BY_INGEST_ID, [ingestId]);
  return t?.id;
}
