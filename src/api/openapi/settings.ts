// OpenAPI paths: Settings, the webhook secret, deliveries, stored events and product links.
import { RATE_LIMITS } from '../../domain/rules.js';
import { deliveryId, eventId } from '../schemas/common.js';
import { link, newLink } from '../schemas/links.js';
import { settings, settingsChange } from '../schemas/settings.js';
import { delivery, deliveryPage, deliveryQuery, eventPayload, webhookSecret } from '../schemas/webhooks.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { EVENT_ID, BASE, exampleConfirmed, exampleDelivery, exampleSettings } from './examples.js';
import { json, answer, pathId, tenantOp, NO_BODY } from './blocks.js';

export const settingsPaths: ZodOpenApiPathsObject = {
  '/v1/settings': {
    get: tenantOp({
      tags: ['Settings'],
      operationId: 'getSettings',
      summary: 'Read the settings',
      ok: { '200': answer('The settings.', settings, exampleSettings) },
    }),
    patch: tenantOp({
      tags: ['Settings'],
      operationId: 'updateSettings',
      summary: 'Change some settings',
      description:
        'A webhook URL that is not https, carries credentials, or resolves to a private, loopback or link-local address is a 400.',
      requestBody: {
        required: true,
        content: json(settingsChange, {
          late_policy: 'park',
          reservation_ttl_seconds: 600,
          accounts: ['4821'],
        }),
      },
      body: true,
      ok: {
        '200': answer('The settings after the change.', settings, {
          ...exampleSettings,
          late_policy: 'park',
          reservation_ttl_seconds: 600,
          accounts: ['4821'],
        }),
      },
    }),
  },
  '/v1/webhook-secret': {
    post: tenantOp({
      tags: ['Webhooks'],
      operationId: 'rotateWebhookSecret',
      summary: 'Mint a new signing secret (replaces the old one)',
      ...NO_BODY,
      ok: {
        '201': answer('The secret, shown once.', webhookSecret, {
          webhook_secret: `whsec_${'9f'.repeat(32)}`,
        }),
      },
    }),
  },
  '/v1/webhook-deliveries': {
    get: tenantOp({
      tags: ['Webhooks'],
      operationId: 'listDeliveries',
      summary: 'List deliveries still pending or failed',
      requestParams: { query: deliveryQuery },
      ok: { '200': answer('A page of deliveries.', deliveryPage, { data: [exampleDelivery] }) },
    }),
  },
  '/v1/webhook-deliveries/{id}/replay': {
    post: tenantOp({
      tags: ['Webhooks'],
      operationId: 'replayDelivery',
      summary: 'Send a delivery once more, now',
      description: `A delivery that got a 2xx is a 404. At most ${RATE_LIMITS.replay.points} per ${RATE_LIMITS.replay.duration} s per tenant.`,
      requestParams: { path: pathId('id', deliveryId) },
      ...NO_BODY,
      errors: ['not_found'],
      ok: {
        '202': answer('The delivery after the attempt.', delivery, { ...exampleDelivery, attempts: 4 }),
      },
    }),
  },
  '/v1/events/{id}': {
    get: tenantOp({
      tags: ['Webhooks'],
      operationId: 'getEvent',
      summary: 'The stored payload of an event, as its deliveries send it',
      requestParams: { path: pathId('id', eventId) },
      errors: ['not_found'],
      ok: {
        '200': answer('The payload.', eventPayload, {
          event: 'payment.confirmed',
          event_id: EVENT_ID,
          occurred_at: 1_767_226_020,
          ...exampleConfirmed,
        }),
      },
    }),
  },
  '/v1/links': {
    post: tenantOp({
      tags: ['Product links'],
      operationId: 'createLink',
      summary: 'Create a reusable product link',
      description:
        "Each visit of `/pr/{slug}` makes an order at this price and redirects (303) to its pay page; a link preview (a chat app's fetcher) or a HEAD is shown the product with Open Graph tags and makes none. A visit's order joins `GET /v1/intents` and starts its workflow when its payer taps Pay; one never tapped is deleted once it expires. A slug taken is a 400.",
      requestBody: {
        required: true,
        content: json(newLink, {
          slug: 'blue-kurta-m',
          list_paise: 49900,
          description: 'Blue cotton kurta, size M',
        }),
      },
      body: true,
      ok: {
        '201': answer('The link.', link, {
          slug: 'blue-kurta-m',
          url: `${BASE}/pr/blue-kurta-m`,
          list_paise: 49900,
          max_live: 20,
          description: 'Blue cotton kurta, size M',
          created_at: 1_767_225_600,
        }),
      },
    }),
  },
};
