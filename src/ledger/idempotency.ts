// Idempotency-Key on POST /v1/intents (Stripe semantics, 24 h): the same key and body answer the
// first response again; the same key with another body is refused. The key is claimed in the
// transaction that creates the order, so two requests with one key never both create one.
import type { Queryable } from '../db/sql.js';
import { DomainError, invalidState } from '../domain/errors.js';
import { IDEMPOTENCY_KEY_TTL_SECONDS } from '../domain/rules.js';
import type { UnixSeconds } from '../domain/time.js';

/** A response answered again for a key used before. */
export interface IdempotentReplay {
  status: number;
  body: Record<string, unknown>;
}

/**
 * Claims `key` for this request, or answers the response the key's first request got (undefined
 * when the claim is ours: the caller does the work and stores its answer with `storeResponse`).
 */
export async function claimIdempotencyKey(
  tx: Queryable,
  tenantId: string,
  key: string,
  fingerprint: string,
  now: UnixSeconds,
): Promise<IdempotentReplay | undefined> {
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

/** Stores the answer of the request that claimed `key`, for its repeats. */
export async function storeIdempotentResponse(
  tx: Queryable,
  tenantId: string,
  key: string,
  body: unknown,
): Promise<void> {
  await tx.rows(`update idempotency_keys set response_body = $3 where tenant_id = $1 and key = $2`, [
    tenantId,
    key,
    JSON.stringify(body),
  ]);
}
