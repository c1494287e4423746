// Orders (CONTRACT §4): create, read, list, reserve, cancel.
import Router from '@koa/router';
import { z } from 'zod';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import type { Services } from '../../services.js';
import { parse, requireNoBody } from '../validate.js';
import { idempotencyKey, intentQuery, newIntent } from '../schemas/intents.js';
import type { RequestState } from '../state.js';

/** An id of the wrong shape cannot exist: the same 404 as an unknown one. */
export function intentIdParam(id: string | undefined): string {
  if (!id || !ID_PATTERNS.intent.test(id)) throw notFound('order');
  return id;
}

// The header as an object, so that a refusal's `details` name the header, not the body (E11-4).
const idempotencyHeader = z.object({ 'Idempotency-Key': idempotencyKey });

export function intentRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/intents', async (ctx) => {
    const input = parse(newIntent, ctx.request.body ?? {});
    const keyHeader = ctx.get('idempotency-key');
    const key =
      keyHeader === ''
        ? undefined
        : parse(idempotencyHeader, { 'Idempotency-Key': keyHeader }, 'Idempotency-Key header')[
            'Idempotency-Key'
          ];
    await s.relay.admitNewOrder();
    const { status, body } = await s.intents.create(ctx.state.tenantId as string, input, key);
    ctx.status = status;
    ctx.body = body;
  });

  r.get('/v1/intents', async (ctx) => {
    const q = parse(intentQuery, ctx.query, 'query');
    ctx.body = await s.intents.list(ctx.state.tenantId as string, q);
  });

  r.get('/v1/intents/:id', async (ctx) => {
    ctx.body = await s.intents.get(ctx.state.tenantId as string, intentIdParam(ctx.params.id));
  });

  r.post('/v1/intents/:id/reserve', async (ctx) => {
    requireNoBody(ctx.request.body);
    ctx.body = await s.intents.reserve(ctx.state.tenantId as string, intentIdParam(ctx.params.id));
  });

  r.post('/v1/intents/:id/cancel', async (ctx) => {
    requireNoBody(ctx.request.body);
    ctx.body = await s.intents.cancel(ctx.state.tenantId as string, intentIdParam(ctx.params.id));
  });

  return r;
}
