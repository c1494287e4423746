// Webhook settings and deliveries (CONTRACT §8): the signing secret, the deliveries still pending
// or failed, replay, and the stored payload of any event.
import Router from '@koa/router';
import { z } from 'zod';
import { notFound, unavailable } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rotateWebhookSecret } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import { deliveryWorkflowId, sendNow, webhookDeliveryWorkflow } from '../../workflows/delivery.js';
import { DELIVERY_STATE, EVENT_KIND, INTENT_ID, TENANT_ID } from '../../workflows/search-attributes.js';
import { rateLimit, type Ctx } from '../middleware.js';
import { listQuery, parse, requireNoBody } from '../validate.js';
import type { RequestState } from '../state.js';

const deliveryQuery = listQuery.extend({ state: z.enum(['pending', 'failed']).optional() });

export function webhookRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/webhook-secret', async (ctx) => {
    requireNoBody(ctx.request.body);
    ctx.status = 201;
    ctx.body = await rotateWebhookSecret(s.orm.em.fork(), ctx.state.tenantId as string);
  });

  r.get('/v1/webhook-deliveries', async (ctx) => {
    const q = parse(deliveryQuery, ctx.query, 'query');
    ctx.body = await s.deliveries.list(ctx.state.tenantId as string, q.state, q.limit, q.cursor);
  });

  // A replay counts against the replay limit as well as the tenant's API limit (CONTRACT §12).
  r.post(
    '/v1/webhook-deliveries/:id/replay',
    rateLimit(s.rateLimits, 'replay', (ctx: Ctx) => ctx.state.tenantId as string),
    async (ctx) => {
      requireNoBody(ctx.request.body);
      const id = ctx.params.id;
      if (!id || !ID_PATTERNS.delivery.test(id)) throw notFound('delivery');
      const tenantId = ctx.state.tenantId as string;
      const d = await s.deliveries.replayable(tenantId, id);
      try {
        // Mid-schedule the running workflow sends at once; after the sixth failure this starts a
        // short run that sends once. Either way the event_id is the stored one.
        await s.temporal.client.workflow.signalWithStart(webhookDeliveryWorkflow, {
          workflowId: deliveryWorkflowId(id),
          taskQueue: s.temporal.taskQueue,
          args: [{ deliveryId: id, replayOnly: d.state === 'failed' }],
          signal: sendNow,
          workflowIdReusePolicy: 'ALLOW_DUPLICATE',
          typedSearchAttributes: [
            { key: TENANT_ID, value: tenantId },
            { key: EVENT_KIND, value: d.event },
            { key: DELIVERY_STATE, value: d.state },
            ...(d.intentId ? [{ key: INTENT_ID, value: d.intentId }] : []),
          ],
        });
      } catch (err) {
        ctx.state.log.warn({ err, delivery_id: id }, 'replay could not reach Temporal');
        throw unavailable('Temporal is unavailable; the replay was not sent. Try again shortly.');
      }
      ctx.status = 202;
      ctx.body = await s.deliveries.get(tenantId, id);
    },
  );

  r.get('/v1/events/:id', async (ctx) => {
    const id = ctx.params.id;
    if (!id || !ID_PATTERNS.event.test(id)) throw notFound('event');
    ctx.type = 'application/json';
    ctx.body = await s.deliveries.eventPayload(ctx.state.tenantId as string, id);
  });

  return r;
}
