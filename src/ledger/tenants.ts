// Tenants, their API keys and their settings (CONTRACT §8, §11).
import { insertApiKey, liveApiKeys, revokeApiKeyRow } from '../db/api-keys.js';
import { insertSignInAddress } from '../db/sign-in.js';
import { PG_UNIQUE_VIOLATION, pgErrorCode, type Database, type Queryable } from '../db/sql.js';
import {
  insertTenant,
  setWebhookSecret,
  tenantById,
  updateTenantSettings,
  type TenantRecord,
} from '../db/tenants.js';
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
  late_horizon_seconds: number;
  accounts: string[];
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
  lateHorizonSeconds?: number | undefined;
  accounts?: string[] | undefined;
  webhookUrl?: string | null | undefined;
}

export async function createTenant(
  db: Database,
  input: TenantCreation,
  ingestDomain: string,
): Promise<{ tenant_id: string; api_key: string; ingest_address: string }> {
  const now = unixNow();
  const tenantId = newTenantId();
  const apiKey = newApiKey();
  const ingestId = newIngestId();
  try {
    await db.transaction(async (tx) => {
      await insertTenant(tx, {
        id: tenantId,
        name: input.name,
        email: input.email.toLowerCase(),
        payeeVpa: input.payeeVpa,
        payeeName: input.payeeName ?? null,
        latePolicy: 'confirm',
        restSeconds: REST_SECONDS.default,
        reservationTtlSeconds: RESERVATION_TTL_SECONDS.default,
        ingestId,
        createdAt: now,
      });
      await addApiKey(tx, tenantId, apiKey, now);
      // The address given at creation is the first that may sign in to the dashboard (CONTRACT §13).
      await insertSignInAddress(tx, input.email.toLowerCase(), tenantId, now);
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
      throw invalidRequest('A tenant with this e-mail address exists already.', [
        { path: 'email', issue: 'already in use' },
      ]);
    }
    throw err;
  }
  return { tenant_id: tenantId, api_key: apiKey, ingest_address: `${ingestId}@${ingestDomain}` };
}

const addApiKey = (
  q: Queryable,
  tenantId: string,
  apiKey: string,
  now: number,
  createdBy?: string,
): Promise<void> =>
  insertApiKey(q, {
    tenantId,
    prefix: apiKeyPrefix(apiKey),
    hash: secretDigest(apiKey),
    createdAt: now,
    createdBy,
  });

/** A new key; `createdBy`, the dashboard address that asked for it (shown beside the key). */
export async function createApiKey(
  db: Database,
  tenantId: string,
  createdBy?: string,
): Promise<{ api_key: string }> {
  await getTenant(db, tenantId);
  const apiKey = newApiKey();
  await addApiKey(db, tenantId, apiKey, unixNow(), createdBy);
  return { api_key: apiKey };
}

/**
 * Revokes the live key with this prefix (`sk_` and 8 hex characters, all that is kept in clear), or,
 * when two keys happen to share a prefix, the key given whole. The dashboard passes its tenant, so
 * a seller can revoke only keys of their own.
 */
export async function revokeApiKey(
  db: Database,
  prefixOrKey: string,
  tenantId?: string,
): Promise<{ revoked: string; tenant_id: string }> {
  const whole = ID_PATTERNS.apiKey.test(prefixOrKey);
  const prefix = apiKeyPrefix(prefixOrKey);
  return db.transaction(async (tx) => {
    const keys = await liveApiKeys(tx, whole ? { hash: secretDigest(prefixOrKey) } : { prefix }, tenantId);
    if (keys.length === 0) throw notFound('live API key with that prefix');
    if (keys.length > 1) {
      throw invalidRequest('That prefix names more than one live key; give the whole key instead.');
    }
    const [key] = keys as [(typeof keys)[number]];
    // Every API process drops the key from its authentication cache when this commits.
    await revokeApiKeyRow(tx, key.id, unixNow());
    return { revoked: prefix, tenant_id: key.tenantId };
  });
}

export const webhookSecretHint = (secret: string): string => `whsec_...${secret.slice(-4)}`;

/** CONTRACT §8's key order; absent values are absent keys. */
export function renderSettings(t: TenantRecord, ingestDomain: string): Settings {
  return {
    tenant_id: t.id,
    name: t.name,
    payee_vpa: t.payeeVpa,
    ...(t.payeeName ? { payee_name: t.payeeName } : {}),
    late_policy: t.latePolicy,
    rest_seconds: t.restSeconds,
    reservation_ttl_seconds: t.reservationTtlSeconds,
    late_horizon_seconds: t.lateHorizonSeconds,
    accounts: t.accounts,
    ingest_address: `${t.ingestId}@${ingestDomain}`,
    ...(t.webhookUrl ? { webhook_url: t.webhookUrl } : {}),
    ...(t.webhookSecret ? { webhook_secret_hint: webhookSecretHint(t.webhookSecret) } : {}),
  };
}

export async function getTenant(db: Queryable, tenantId: string): Promise<TenantRecord> {
  const t = await tenantById(db, tenantId);
  if (!t) throw notFound('tenant');
  return t;
}

export async function updateSettings(
  db: Database,
  tenantId: string,
  change: SettingsChange,
): Promise<TenantRecord> {
  // An empty name or URL clears the setting.
  const t = await updateTenantSettings(db, tenantId, {
    ...change,
    payeeName: change.payeeName === undefined ? undefined : change.payeeName || null,
    webhookUrl: change.webhookUrl === undefined ? undefined : change.webhookUrl || null,
    // One account listed twice is one account.
    accounts: change.accounts === undefined ? undefined : [...new Set(change.accounts)],
  });
  if (!t) throw notFound('tenant');
  return t;
}

/** Mints the tenant's webhook signing secret, replacing the old one; the caller shows it once. */
export async function rotateWebhookSecret(
  db: Database,
  tenantId: string,
): Promise<{ webhook_secret: string }> {
  const secret = newWebhookSecret();
  await setWebhookSecret(db, tenantId, secret);
  return { webhook_secret: secret };
}
