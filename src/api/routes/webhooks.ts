// Webhook settings and deliveries (CONTRACT §8): the signing secret, the deliveries still pending
// or failed, replay, and the stored payload of any event.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { rotateWebhookSecret } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import { replayDelivery } from '../../webhooks/replay.js';
import { rateLimit, type Ctx } from '../middleware.js';
import { parse, requireNoBody } from '../validate.js';
import { deliveryQuery } from '../schemas/webhooks.js';
import type { RequestState } from '../state.js';

export function webhookRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/webhook-secret', async (ctx) => {
    requireNoBody(ctx.request.body);
    ctx.status = 201;
    ctx.body = await rotateWebhookSecret(s.db, ctx.state.tenantId as string);
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
      const delivery = await replayDelivery(s, ctx.state.tenantId as string, ctx.params.id, ctx.state.log);
      ctx.status = 202;
      ctx.body = delivery;
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
