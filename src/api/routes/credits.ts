// Credits (CONTRACT §6): list, read, place on an order, dismiss.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import { creditQuery, dismissal, placement } from '../schemas/credits.js';
import type { RequestState } from '../state.js';

function creditIdParam(id: string | undefined): string {
  if (!id || !ID_PATTERNS.credit.test(id)) throw notFound('credit');
  return id;
}

export function creditRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/v1/credits', async (ctx) => {
    const q = parse(creditQuery, ctx.query, 'query');
    ctx.body = await s.credits.list(ctx.state.tenantId as string, {
      statuses: q.status,
      since: q.since,
      limit: q.limit,
      cursor: q.cursor,
    });
  });

  r.get('/v1/credits/:id', async (ctx) => {
    ctx.body = await s.credits.get(ctx.state.tenantId as string, creditIdParam(ctx.params.id));
  });

  r.post('/v1/credits/:id/place', async (ctx) => {
    const creditId = creditIdParam(ctx.params.id);
    const { intent_id } = parse(placement, ctx.request.body ?? {});
    ctx.body = await s.credits.place(ctx.state.tenantId as string, creditId, intent_id);
  });

  r.post('/v1/credits/:id/dismiss', async (ctx) => {
    const creditId = creditIdParam(ctx.params.id);
    const { reason } = parse(dismissal, ctx.request.body ?? {});
    ctx.body = await s.credits.dismiss(ctx.state.tenantId as string, creditId, reason);
  });

  return r;
}
