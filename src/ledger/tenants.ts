// Tenants, their API keys and their settings (CONTRACT §8, §11).
import type { Em } from '../db/orm.js';
import { ApiKey, Tenant } from '../db/entities/index.js';
import {
  apiKeyPrefix,
  ID_PATTERNS,
  newApiKey,
  newIngestId,
  newTenantId,
  newWebhookSecret,
  secretDigest,
} from '../domain/ids.js';
import { REST_SECONDS, RESERVATION_TTL_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { Pool } from 'pg';
import { API_KEY_REVOCATIONS_CHANNEL } from './api-key-cache.js';

export interface TenantCreation {
  name: string;
  email: string;
  payeeVpa: string;
  payeeName?: string | undefined;
}

export interface Settings {
  tenant_id: string;
  name: string;
  payee_vpa: string;
  payee_name?: string;
  late_policy: 'confirm' | 'park';
  rest_seconds: number;
  reservation_ttl_seconds: number;
  ingest_address: string;
  webhook_url?: string;
  webhook_secret_hint?: string;
}

export interface SettingsChange {
  payeeVpa?: string | undefined;
  payeeName?: string | null | undefined;
  latePolicy?: 'confirm' | 'park' | undefined;
  restSeconds?: number | undefined;
  reservationTtlSeconds?: number | undefined;
  webhookUrl?: string | null | undefined;
}

export async function createTenant(
  em: Em,
  input: TenantCreation,
  ingestDomain: string,
): Promise<{ tenant_id: string; api_key: string; ingest_address: string }> {
  const now = unixNow();
  const tenantId = newTenantId();
  const apiKey = newApiKey();
  const ingestId = newIngestId();
  try {
    await em.transactional(async (tx) => {
      await tx.insert(Tenant, {
        id: tenantId,
        name: input.name,
        email: input.email.toLowerCase(),
        payeeVpa: input.payeeVpa,
        payeeName: input.payeeName ?? null,
        latePolicy: 'confirm',
        restSeconds: REST_SECONDS.default,
        reservationTtlSeconds: RESERVATION_TTL_SECONDS.default,
        ingestId,
        webhookUrl: null,
        webhookSecret: null,
        createdAt: now,
      });
      await tx.insert(ApiKey, {
        tenantId,
        keyPrefix: apiKeyPrefix(apiKey),
        keyHash: secretDigest(apiKey),
        createdAt: now,
        revokedAt: null,
      });
      // The address given at creation is the first that may sign in to the dashboard (CONTRACT §13).
      await tx.execute(`insert into sign_in_addresses (email, tenant_id, created_at) values (?, ?, ?)`, [
        input.email.toLowerCase(),
        tenantId,
        now,
      ]);
    });
  } catch (err) {
    if (err instanceof UniqueConstraintViolationException) {
      throw invalidRequest('A tenant with this e-mail address exists already.', [
        { path: 'email', issue: 'already in use' },
      ]);
    }
    throw err;
  }
  return { tenant_id: tenantId, api_key: apiKey, ingest_address: `${ingestId}@${ingestDomain}` };
}

export async function createApiKey(em: Em, tenantId: string): Promise<{ api_key: string }> {
  const tenant = await em.findOne(Tenant, { id: tenantId });
  if (!tenant) throw notFound('tenant');
  const apiKey = newApiKey();
  await em.insert(ApiKey, {
    tenantId,
    keyPrefix: apiKeyPrefix(apiKey),
    keyHash: secretDigest(apiKey),
    createdAt: unixNow(),
    revokedAt: null,
  });
  return { api_key: apiKey };
}

/**
 * Revokes the live key with this prefix (`sk_` and 8 hex characters, all that is kept in clear), or,
 * when two keys happen to share a prefix, the key given whole. The dashboard passes its tenant, so
 * a seller can revoke only keys of their own.
 */
export async function revokeApiKey(
  em: Em,
  prefixOrKey: string,
  tenantId?: string,
): Promise<{ revoked: string; tenant_id: string }> {
  const whole = ID_PATTERNS.apiKey.test(prefixOrKey);
  const prefix = apiKeyPrefix(prefixOrKey);
  return em.transactional(async (tx) => {
    const keys = await tx.find(
      ApiKey,
      whole
        ? { keyHash: secretDigest(prefixOrKey), revokedAt: null, ...(tenantId ? { tenantId } : {}) }
        : { keyPrefix: prefix, revokedAt: null, ...(tenantId ? { tenantId } : {}) },
    );
    if (keys.length === 0) throw notFound('live API key with that prefix');
    if (keys.length > 1) {
      throw invalidRequest('That prefix names more than one live key; give the whole key instead.');
    }
    const [key] = keys as [ApiKey];
    key.revokedAt = unixNow();
    await tx.flush();
    // Every API process drops the key from its authentication cache when this commits.
    await tx.execute(`select pg_notify(?, ?)`, [API_KEY_REVOCATIONS_CHANNEL, key.keyHash]);
    return { revoked: prefix, tenant_id: key.tenantId };
  });
}

export const webhookSecretHint = (secret: string): string => `whsec_...${secret.slice(-4)}`;

/** CONTRACT §8's key order; absent values are absent keys. */
export function renderSettings(t: Tenant, ingestDomain: string): Settings {
  return {
    tenant_id: t.id,
    name: t.name,
    payee_vpa: t.payeeVpa,
    ...(t.payeeName ? { payee_name: t.payeeName } : {}),
    late_policy: t.latePolicy,
    rest_seconds: t.restSeconds,
    reservation_ttl_seconds: t.reservationTtlSeconds,
    ingest_address: `${t.ingestId}@${ingestDomain}`,
    ...(t.webhookUrl ? { webhook_url: t.webhookUrl } : {}),
    ...(t.webhookSecret ? { webhook_secret_hint: webhookSecretHint(t.webhookSecret) } : {}),
  };
}

export async function getTenant(em: Em, tenantId: string): Promise<Tenant> {
  const t = await em.findOne(Tenant, { id: tenantId });
  if (!t) throw notFound('tenant');
  return t;
}

export async function updateSettings(em: Em, tenantId: string, change: SettingsChange): Promise<Tenant> {
  const t = await getTenant(em, tenantId);
  if (change.payeeVpa !== undefined) t.payeeVpa = change.payeeVpa;
  if (change.payeeName !== undefined) t.payeeName = change.payeeName || null;
  if (change.latePolicy !== undefined) t.latePolicy = change.latePolicy;
  if (change.restSeconds !== undefined) t.restSeconds = change.restSeconds;
  if (change.reservationTtlSeconds !== undefined) t.reservationTtlSeconds = change.reservationTtlSeconds;
  if (change.webhookUrl !== undefined) t.webhookUrl = change.webhookUrl || null;
  await em.flush();
  return t;
}

/** Mints the tenant's webhook signing secret, replacing the old one; the caller shows it once. */
export async function rotateWebhookSecret(em: Em, tenantId: string): Promise<{ webhook_secret: string }> {
  const secret = newWebhookSecret();
  // A bound parameter on the pg pool, not MikroORM's execute(), which writes values into the SQL text:
  // the secret must never reach PostgreSQL's statement log.
  const pool = (await (em.getConnection() as PostgreSqlConnection).getNativeClient()) as Pool;
  await pool.query(`update tenants set webhook_secret = $1 where id = $2`, [secret, tenantId]);
  return { webhook_secret: secret };
}
