// Webhook settings and deliveries (CONTRACT §8), and the stored payload of an event (SPEC §6).
import { z } from 'zod';
import { CREDIT_EVENT_KINDS, EVENT_KINDS, INTENT_EVENT_KINDS } from '../../domain/events.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { creditFields } from './credits.js';
import { deliveryId, eventId, listQuery, pageOf, unixTime } from './common.js';
import { order } from './intents.js';
import { statementEvent } from './statements.js';

export const deliveryQuery = listQuery.extend({ state: z.enum(['pending', 'failed']).optional() });

export const webhookSecret = z
  .strictObject({ webhook_secret: z.string().regex(ID_PATTERNS.webhookSecret) })
  .meta({ id: 'WebhookSecret', description: 'Shown this once; it replaces the old secret.' });

export const delivery = z
  .strictObject({
    delivery_id: deliveryId,
    event_id: eventId,
    event: z.enum(EVENT_KINDS as [string, ...string[]]),
    state: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    next_attempt_at: unixTime.optional(),
    last_status: z.number().int().optional(),
    last_error: z.string().optional(),
    created_at: unixTime,
  })
  .meta({ id: 'Delivery' });

export const deliveryPage = pageOf(delivery).meta({ id: 'DeliveryPage' });

// Stored payloads lose payer details to retention after 90 days (null, not absent), orders included.
const storedOrder = order.extend({
  payer_vpa: z.string().nullable().optional(),
  payer_name: z.string().nullable().optional(),
});

export const eventPayload = z
  .union([
    storedOrder
      .extend({
        event: z.enum(INTENT_EVENT_KINDS),
        event_id: eventId,
        occurred_at: unixTime,
      })
      .meta({ id: 'OrderEvent', description: 'An order-scoped event: the order after the change.' }),
    z
      .strictObject({
        event: z.enum(CREDIT_EVENT_KINDS),
        event_id: eventId,
        occurred_at: unixTime,
        intent_id: z.null(),
        credit: z.strictObject(creditFields),
        candidates: z.array(storedOrder),
      })
      .meta({
        id: 'CreditEvent',
        description: 'A credit-scoped event: `intent_id` is null; candidates are full orders.',
      }),
    statementEvent,
  ])
  .meta({ id: 'Event' });
