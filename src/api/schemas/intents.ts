// Orders (CONTRACT §4): what POST /v1/intents and the list accept, and the order every answer carries.
import { z } from 'zod';
import { INTENT_STATUSES } from '../../domain/intent.js';
import { EXPIRES_IN_SECONDS, LIST_PAISE } from '../../domain/rules.js';
import { RRN_PATTERN } from '../../domain/validation.js';
import { intentId, listQuery, pageOf, paise, unixTime } from './common.js';

export const newIntent = z
  .strictObject({
    list_paise: z.number().int().min(LIST_PAISE.min).max(LIST_PAISE.max),
    expires_in_seconds: z
      .number()
      .int()
      .min(EXPIRES_IN_SECONDS.min)
      .max(EXPIRES_IN_SECONDS.max)
      .optional()
      .meta({ description: `Default ${EXPIRES_IN_SECONDS.default}.` }),
    description: z.string().max(140).optional(),
    reference: z.string().min(1).max(64).optional(),
    metadata: z
      .record(z.string().min(1).max(40), z.string().max(500))
      .refine((m) => Object.keys(m).length <= 20, 'at most 20 keys')
      // The refinement is not expressible by the generator: the bound is stated here instead.
      .meta({ override: { maxProperties: 20 } })
      .optional(),
  })
  .meta({ id: 'NewOrder' });

export const intentQuery = listQuery.extend({
  status: z.enum(INTENT_STATUSES).optional(),
  reference: z.string().min(1).max(64).optional(),
});

/** Beyond SPEC: Stripe's Idempotency-Key semantics for 24 hours. */
export const idempotencyKey = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');

/** CONTRACT §4's order; absent values are absent keys. */
export const order = z
  .strictObject({
    intent_id: intentId,
    status: z.enum(INTENT_STATUSES),
    list_paise: paise,
    page_url: z.string(),
    expires_at: unixTime,
    created_at: unixTime,
    description: z.string().optional(),
    reference: z.string().optional(),
    metadata: z.record(z.string(), z.string()).optional(),
    amount_paise: paise
      .optional()
      .meta({ description: 'The exact amount to pay, while a reservation is live.' }),
    reserved_until: unixTime.optional(),
    paid_paise: paise.optional(),
    discount_paise: paise.optional(),
    evidence: z.enum(['amount', 'rrn', 'late', 'manual']).optional(),
    rrn: z.string().regex(RRN_PATTERN).optional(),
    payer_vpa: z.string().optional(),
    payer_name: z.string().optional(),
    confirmed_at: unixTime.optional(),
    late: z.literal(true).optional(),
    cancelled_at: unixTime.optional(),
    expired_at: unixTime.optional(),
  })
  .meta({ id: 'Order' });

export const orderPage = pageOf(order).meta({ id: 'OrderPage' });
