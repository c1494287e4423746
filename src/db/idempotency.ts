// The idempotency_keys table (POST /v1/intents, Stripe semantics, 24 h): a key is claimed in the
// transaction that creates the order, with the request's fingerprint, and later holds its response.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

const DELETE_EXPIRED_KEY = statement(
  'delete-expired-idempotency-key',
  `delete from idempotency_keys where tenant_id = $1 and key = $2 and created_at < $3`,
);
// Another request holding the same key blocks here until it commits.
const CLAIM_KEY = statement(
  'claim-idempotency-key',
  `insert into idempotency_keys (tenant_id, key, fingerprint, response_status, response_body, created_at)
     values ($1, $2, $3, 201, '', $4) on conflict (tenant_id, key) do nothing returning 1`,
);
const PRIOR_CLAIM = statement(
  'prior-idempotency-key',
  `select fingerprint, response_status, response_body from idempotency_keys where tenant_id = $1 and key = $2`,
);
const STORE_RESPONSE = statement(
  'store-idempotent-response',
  `update idempotency_keys set response_body = $3 where tenant_id = $1 and key = $2`,
);

/** Claims the key (dropping its claim of before `expiredBefore`, if any): true when the claim is ours. */
export async function claimKey(
  tx: Queryable,
  k: { tenantId: string; key: string; fingerprint: string; now: UnixSeconds; expiredBefore: UnixSeconds },
): Promise<boolean> {
  await tx.rows(DELETE_EXPIRED_KEY, [k.tenantId, k.key, k.expiredBefore]);
  return (await tx.rows(CLAIM_KEY, [k.tenantId, k.key, k.fingerprint, k.now])).length > 0;
}

export interface PriorClaim {
  fingerprint: string;
  responseStatus: number;
  responseBody: string;
}

/** The claim another request made of the key, if it committed. */
export async function priorClaim(
  tx: Queryable,
  tenantId: string,
  key: string,
): Promise<PriorClaim | undefined> {
  const [r] = await tx.rows<{ fingerprint: string; response_status: number; response_body: string }>(
    PRIOR_CLAIM,
    [tenantId, key],
  );
  return (
    r && {
      fingerprint: r.fingerprint,
      responseStatus: Number(r.response_status),
      responseBody: r.response_body,
    }
  );
}

export async function storeResponse(
  tx: Queryable,
  tenantId: string,
  key: string,
  body: string,
): Promise<void> {
  await tx.rows(STORE_RESPONSE, [tenantId, key, body]);
}
