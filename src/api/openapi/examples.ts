// One example per request and response of the OpenAPI document; the unit tests check each against its schema.
import { z as zod } from 'zod';
import { type ErrorCode } from '../schemas/common.js';

export const ORDER_ID = 'int_3f9a1c0b7d2e4a6b8c1d';
export const CREDIT_ID = 'crd_9b1e2d3c4f5a6b7c8d9e';
export const DEVICE_ID = 'dev_5c2a9e1f0b3d4c6e7a8b';
export const EVENT_ID = 'evt_0a1b2c3d4e5f60718293a4b5';
export const DELIVERY_ID = 'dlv_1f2e3d4c5b6a79881726354a';
export const PAGE_TOKEN = 'q3Jx0v9Zb1Yc2Wd3Ve4Uf5';
export const BASE = 'https://pay.example.com';

export const exampleOrder = {
  intent_id: ORDER_ID,
  status: 'open',
  list_paise: 49900,
  page_url: `${BASE}/p/${PAGE_TOKEN}`,
  expires_at: 1_767_312_000,
  created_at: 1_767_225_600,
  description: 'Blue cotton kurta, size M',
  reference: 'ORD-1042',
  metadata: { channel: 'instagram' },
};
export const exampleReserved = { ...exampleOrder, amount_paise: 49899, reserved_until: 1_767_226_500 };
export const exampleConfirmed = {
  ...exampleOrder,
  status: 'confirmed',
  paid_paise: 49899,
  discount_paise: 1,
  evidence: 'amount',
  rrn: '512345678901',
  payer_vpa: 'asha@okaxis',
  payer_name: 'ASHA RAO',
  confirmed_at: 1_767_226_020,
};
export const exampleCancelled = { ...exampleOrder, status: 'cancelled', cancelled_at: 1_767_226_100 };
export const exampleCredit = {
  credit_id: CREDIT_ID,
  rrn: '512345678901',
  amount_paise: 49850,
  payer_vpa: 'asha@okaxis',
  payer_name: 'ASHA RAO',
  source: 'email',
  credited_at: 1_767_226_000,
  credited_until: 1_767_226_059,
  received_at: 1_767_226_030,
  status: 'unplaced',
  note: 'No live reservation of this amount.',
  candidates: [],
};
export const examplePlaced = {
  ...exampleCredit,
  status: 'placed',
  intent_id: ORDER_ID,
  delta_paise: -50,
  resolved_at: 1_767_226_400,
};
export const exampleDismissed = { ...exampleCredit, status: 'dismissed', resolved_at: 1_767_226_400 };
export const exampleDevice = {
  device_id: DEVICE_ID,
  name: 'Counter phone',
  platform: 'android',
  created_at: 1_767_225_600,
  last_seen_at: 1_767_226_000,
  kind: 'forwarder',
  last_message: { at: 1_767_226_000, outcome: 'credited', credit_id: CREDIT_ID },
};
export const DEVICE_TOKEN = `dvt_${'4e'.repeat(24)}`;
export const exampleDelivery = {
  delivery_id: DELIVERY_ID,
  event_id: EVENT_ID,
  event: 'payment.confirmed',
  state: 'pending',
  attempts: 3,
  next_attempt_at: 1_767_226_200,
  last_status: 502,
  last_error: 'HTTP 502',
  created_at: 1_767_226_020,
};
export const exampleSettings = {
  tenant_id: 'tnt_7e6d5c4b3a291807f6e5',
  name: 'Asha Handlooms',
  payee_vpa: 'ashahandlooms@okhdfc',
  payee_name: 'Asha Handlooms',
  late_policy: 'confirm',
  rest_seconds: 3600,
  reservation_ttl_seconds: 900,
  late_horizon_seconds: 86_400,
  accounts: [],
  ingest_address: 'in3c9f2a1b7d6e5f40@in.example.com',
  webhook_url: 'https://shop.example.com/hooks/matchledger',
  webhook_secret_hint: 'whsec_...9f3a',
};

export const ERROR_EXAMPLES: Record<ErrorCode, Record<string, unknown>> = {
  invalid_request: {
    error: 'invalid_request',
    message: 'The request body is not valid.',
    details: [{ path: 'list_paise', issue: 'Too small: expected number to be >=100' }],
  },
  unauthorized: { error: 'unauthorized', message: 'That API key is well formed but unknown or revoked.' },
  forbidden: {
    error: 'forbidden',
    message:
      'The message carries no valid DKIM signature of a bank this address takes mail from; nothing was stored.',
  },
  not_found: { error: 'not_found', message: 'No such order.' },
  invalid_state: {
    error: 'invalid_state',
    message: 'Only an open order can be cancelled.',
    status: 'confirmed',
  },
  payload_too_large: { error: 'payload_too_large', message: 'The request body is over the size limit.' },
  unsupported_media_type: { error: 'unsupported_media_type', message: 'Send the body as application/json.' },
  idempotency_mismatch: {
    error: 'idempotency_mismatch',
    message: 'This Idempotency-Key was used with a different body.',
  },
  rate_limited: {
    error: 'rate_limited',
    message: 'Too many requests; retry after the given number of seconds.',
    retry_after_seconds: 12,
  },
  pool_exhausted: {
    error: 'pool_exhausted',
    message: 'Every amount in this order\u2019s discount band is reserved; try again shortly.',
  },
  unavailable: { error: 'unavailable', message: 'The database is unavailable; nothing was changed.' },
};

export const ERROR_STATUS: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  invalid_state: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_mismatch: 422,
  rate_limited: 429,
  pool_exhausted: 503,
  unavailable: 503,
};

export const ERROR_SUMMARY: Record<number, string> = {
  400: 'Invalid request (`invalid_request`, with `details` naming each field).',
  401: 'Missing, malformed, unknown or revoked credential.',
  403: 'Refused: nothing was stored.',
  404: 'Unknown id, or an id of another tenant.',
  409: 'Not allowed from the current status.',
  413: 'Body too large.',
  415: 'Unsupported content type.',
  422: 'Same Idempotency-Key, different body.',
  429: 'Rate limited.',
  503: 'Try again after `retry-after` seconds.',
};

export const retryAfter = zod.object({
  'retry-after': zod
    .string()
    .regex(/^\d+$/)
    .meta({ description: 'Seconds to wait before trying again.', example: '12' }),
});
