// Reusable product links (CONTRACT §9): the tenant creates one with POST /v1/links; each visit of
// /pr/{slug} (GET, or POST from a form) makes an order and sends the payer to its pay page (303).
import Router, { type RouterMiddleware } from '@koa/router';
import { z } from 'zod';
import { notFound } from '../../domain/errors.js';
import { LIST_PAISE } from '../../domain/rules.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import type { RequestState } from '../state.js';

/** URL-safe without escaping, so the printed link is the one a payer types. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const newLink = z.strictObject({
  slug: z
    .string()
    .regex(SLUG_PATTERN, 'letters, digits, "-" and "_", 1 to 64, starting with a letter or digit'),
  list_paise: z.number().int().min(LIST_PAISE.min).max(LIST_PAISE.max),
  description: z.string().max(140).optional(),
});

export function linkRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  r.post('/v1/links', async (ctx) => {
    const input = parse(newLink, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await s.links.create(ctx.state.tenantId as string, input);
  });
  return r;
}

export function productLinkRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const visit: RouterMiddleware<RequestState> = async (ctx) => {
    const slug = ctx.params.slug as string;
    const link = SLUG_PATTERN.test(slug) ? await s.links.forVisit(slug) : undefined;
    if (!link) throw notFound('product link');
    // A visit makes an order, so it also counts against the tenant's API limit (CONTRACT §12).
    await s.rateLimits.take('api', link.tenantId);
    const { body } = await s.intents.create(link.tenantId, {
      list_paise: link.listPaise,
      ...(link.description !== undefined ? { description: link.description } : {}),
    });
    ctx.set('cache-control', 'no-store');
    ctx.status = 303;
    ctx.redirect(String(body.page_url));
  };
  r.get('/pr/:slug', visit);
  r.post('/pr/:slug', visit);
  return r;
}
