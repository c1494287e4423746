// Idempotency-Key on POST /v1/intents (Stripe semantics, 24 h): the same key and body answer the
// first response again; the same key with another body is refused. The key is claimed in the
// transaction that creates the order, so two requests with one key never both create one.
import { claimKey, priorClaim, storeResponse } from '../db/idempotency.js';
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
  // Another request holding the same key blocks here until it commits, then is answered its response.
  const ours = await claimKey(tx, {
    tenantId,
    key,
    fingerprint,
    now,
    expiredBefore: now - IDEMPOTENCY_KEY_TTL_SECONDS,
  });
  if (ours) return undefined;
  const prior = await priorClaim(tx, tenantId, key);
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
    status: prior.responseStatus,
    body: JSON.parse(prior.responseBody) as Record<string, unknown>,
  };
}

/** Stores the answer of the request that claimed `key`, for its repeats. */
export async function storeIdempotentResponse(
  tx: Queryable,
  tenantId: string,
  key: string,
  body: unknown,
): Promise<void> {
  await storeResponse(tx, tenantId, key, JSON.stringify(body));
}
