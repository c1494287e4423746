// Shapes every part of the API shares: identifiers, list paging, CONTRACT §1's error bodies. Routes
// validate with these and the OpenAPI document (../openapi.ts) is generated from them, so a field
// cannot exist in one and not the other.
import { z } from 'zod';
import { ID_PATTERNS } from '../../domain/ids.js';

/** A string matching one of CONTRACT §2's identifier patterns, with an example of one. */
const id = (pattern: RegExp, what: string, example: string) =>
  z.string().regex(pattern, `must be ${what}`).meta({ example });

export const intentId = id(ID_PATTERNS.intent, 'an order id (int_...)', 'int_3f9a1c0b7d2e4a6b8c1d');
export const creditId = id(ID_PATTERNS.credit, 'a credit id (crd_...)', 'crd_9b1e2d3c4f5a6b7c8d9e');
export const deviceId = id(ID_PATTERNS.device, 'a device id (dev_...)', 'dev_5c2a9e1f0b3d4c6e7a8b');
export const eventId = id(ID_PATTERNS.event, 'an event id (evt_...)', 'evt_0a1b2c3d4e5f60718293a4b5');
export const deliveryId = id(ID_PATTERNS.delivery, 'a delivery id (dlv_...)', 'dlv_1f2e3d4c5b6a79881726354a');
export const tenantId = id(ID_PATTERNS.tenant, 'a tenant id (tnt_...)', 'tnt_7e6d5c4b3a291807f6e5');

/** Integer unix seconds (CONTRACT §1). */
export const unixTime = z.number().int().meta({ example: 1_767_225_600 });
/** Integer paise (CONTRACT §1). */
export const paise = z.number().int();

/** `?limit=1..100` (default 50) and `?cursor=` of every list (CONTRACT §1); unknown parameters are refused. */
export const listQuery = z.strictObject({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({ description: 'Page size, 1 to 100.', example: 20 }),
  cursor: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .meta({ description: 'The `next_cursor` of the previous page.', example: 'eyJ0IjoxNzY3MjI1NjAwfQ' }),
});

/** `{"data": [...], "next_cursor"?}`, newest first; `next_cursor` absent on the last page. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    next_cursor: z.string().optional(),
  });

// CONTRACT §1's errors: `{"error", "message", ...extra}`, one schema per code.
const errorOf = <C extends string, E extends z.ZodRawShape>(code: C, extra: E, description: string) =>
  z
    .strictObject({ error: z.literal(code), message: z.string(), ...extra })
    .meta({ id: `Error_${code}`, description });

export const errors = {
  invalid_request: errorOf(
    'invalid_request',
    {
      details: z.array(z.strictObject({ path: z.string(), issue: z.string() })),
    },
    'The body, query or a header fails validation; `details` names each problem by its path.',
  ),
  unauthorized: errorOf('unauthorized', {}, 'Missing, malformed, unknown or revoked credential.'),
  forbidden: errorOf(
    'forbidden',
    {},
    'The message is not one this ingest address takes (no valid bank DKIM signature, unknown ingest id).',
  ),
  not_found: errorOf('not_found', {}, 'Unknown id, or an id of another tenant.'),
  invalid_state: errorOf(
    'invalid_state',
    { status: z.string() },
    'The transition is not allowed from the current status, which `status` gives.',
  ),
  payload_too_large: errorOf('payload_too_large', {}, 'The body is over 64 KiB (1 MiB for raw e-mail).'),
  unsupported_media_type: errorOf('unsupported_media_type', {}, 'The body is not of the content type asked.'),
  idempotency_mismatch: errorOf(
    'idempotency_mismatch',
    {},
    'The same Idempotency-Key came with a different body.',
  ),
  rate_limited: errorOf(
    'rate_limited',
    { retry_after_seconds: z.number().int().min(1) },
    'Over the rate limit; `retry_after_seconds` and the `retry-after` header say when to try again.',
  ),
  pool_exhausted: errorOf(
    'pool_exhausted',
    {},
    "Every amount of the order's band (or the product link's live reservations) is taken; see `retry-after`.",
  ),
  unavailable: errorOf(
    'unavailable',
    {},
    'A dependency (the database, Temporal, a DKIM key server) is down; nothing was half-done; see `retry-after`.',
  ),
} as const;

export type ErrorCode = keyof typeof errors;
