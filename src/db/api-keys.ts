// The api_keys table: keys are kept as a digest and an 8-hex prefix (all that is kept in clear), and
// revocations are announced on a PostgreSQL channel every API process listens to.
import type { PoolClient } from 'pg';
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

/** The channel a revocation is announced on (its payload: the key's digest). */
export const API_KEY_REVOCATIONS_CHANNEL = 'matchledger_api_key_revoked';

export interface ApiKeyRow {
  id: string;
  prefix: string;
  createdAt: number;
  revokedAt?: number;
  /** The dashboard address that created it (absent: at sign-up, the CLI, or before this was kept). */
  createdBy?: string;
  /** True when that address is no longer on the team: its key outlived its access. */
  creatorRemoved?: boolean;
}

const INSERT_API_KEY = statement(
  'insert-api-key',
  `insert into api_keys (tenant_id, key_prefix, key_hash, created_at, created_by) values ($1, $2, $3, $4, $5)`,
);

export async function insertApiKey(
  q: Queryable,
  k: {
    tenantId: string;
    prefix: string;
    hash: string;
    createdAt: UnixSeconds;
    createdBy?: string | undefined;
  },
): Promise<void> {
  await q.rows(INSERT_API_KEY, [k.tenantId, k.prefix, k.hash, k.createdAt, k.createdBy ?? null]);
}

const LIVE_KEYS_BY_HASH = statement(
  'live-api-keys-by-hash',
  `select id, tenant_id, key_hash from api_keys
    where key_hash = $1 and revoked_at is null and ($2::text is null or tenant_id = $2)`,
);
const LIVE_KEYS_BY_PREFIX = statement(
  'live-api-keys-by-prefix',
  `select id, tenant_id, key_hash from api_keys
    where key_prefix = $1 and revoked_at is null and ($2::text is null or tenant_id = $2)`,
);

export interface LiveApiKey {
  id: string;
  tenantId: string;
  hash: string;
}

/** The live keys of this digest or prefix, of one tenant when `tenantId` is given. */
export async function liveApiKeys(
  q: Queryable,
  by: { hash: string } | { prefix: string },
  tenantId: string | undefined,
): Promise<LiveApiKey[]> {
  const rows = await q.rows<{ id: string; tenant_id: string; key_hash: string }>(
    'hash' in by ? LIVE_KEYS_BY_HASH : LIVE_KEYS_BY_PREFIX,
    ['hash' in by ? by.hash : by.prefix, tenantId ?? null],
  );
  return rows.map((r) => ({ id: String(r.id), tenantId: r.tenant_id, hash: r.key_hash }));
}

// The notification is sent when the revoking transaction commits, never before.
const REVOKE_API_KEY = statement(
  'revoke-api-key',
  `with revoked as (update api_keys set revoked_at = $2 where id = $1 returning key_hash)
   select pg_notify($3, key_hash) from revoked`,
);

/** Revokes the key and tells every listening process to forget it, once the transaction commits. */
export async function revokeApiKeyRow(tx: Queryable, keyId: string, now: UnixSeconds): Promise<void> {
  await tx.rows(REVOKE_API_KEY, [keyId, now, API_KEY_REVOCATIONS_CHANNEL]);
}

const AUTHENTICATE = statement(
  'authenticate-api-key',
  'select tenant_id from api_keys where key_hash = $1 and revoked_at is null',
);

/** The tenant of a live key with this digest. */
export async function tenantOfLiveKey(q: Queryable, hash: string): Promise<string | undefined> {
  const rows = await q.rows<{ tenant_id: string }>(AUTHENTICATE, [hash]);
  return rows[0]?.tenant_id;
}

const KEYS_OF_TENANT = statement(
  'api-keys-of-tenant',
  `select k.id, k.key_prefix, k.created_at, k.revoked_at, k.created_by,
          k.created_by is not null and not exists (select 1 from sign_in_addresses a
                                                     where a.email = k.created_by and a.tenant_id = k.tenant_id)
            as creator_removed
     from api_keys k where k.tenant_id = $1
    order by k.revoked_at is not null, k.created_at desc, k.id desc limit 200`,
);

/** The dashboard's list: live keys first, newest first. */
export async function apiKeysOfTenant(q: Queryable, tenantId: string): Promise<ApiKeyRow[]> {
  const rows = await q.rows(KEYS_OF_TENANT, [tenantId]);
  return rows.map((r) => ({
    id: String(r.id),
    prefix: String(r.key_prefix),
    createdAt: Number(r.created_at),
    ...(r.revoked_at !== null ? { revokedAt: Number(r.revoked_at) } : {}),
    ...(r.created_by !== null
      ? { createdBy: String(r.created_by), creatorRemoved: r.creator_removed === true }
      : {}),
  }));
}

const LIVE_KEY_PREFIX = statement(
  'live-api-key-prefix',
  `select key_prefix from api_keys where id = $1 and tenant_id = $2 and revoked_at is null`,
);

export async function liveKeyPrefix(
  q: Queryable,
  tenantId: string,
  keyId: string,
): Promise<string | undefined> {
  const [row] = await q.rows<{ key_prefix: string }>(LIVE_KEY_PREFIX, [keyId, tenantId]);
  return row?.key_prefix;
}

/** Subscribes `client` (a connection of its own, held open) to revocations. */
export async function listenForRevocations(client: PoolClient): Promise<void> {
  // LISTEN takes no parameters; the channel is our constant.
  await client.query(`listen ${API_KEY_REVOCATIONS_CHANNEL}`);
}
