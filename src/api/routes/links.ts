// Reusable product links (CONTRACT §9): the tenant creates one with POST /v1/links; each visit of
// /pr/{slug} (GET, or POST from a form) makes an order and sends the payer to its pay page (303).
import Router, { type RouterMiddleware } from '@koa/router';
import { notFound } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import { newLink, SLUG_PATTERN } from '../schemas/links.js';
import type { RequestState } from '../state.js';

export { SLUG_PATTERN };

/**
 * The slug a visit names, as the router matches it (CONTRACT §12): decoded and case-folded, so
 * `/PR/Shoe`, `/pr/%73hoe` and `/pr/shoe` are one slug, for the lookup and for every counter.
 */
export function canonicalSlug(raw: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(raw).toLowerCase());
  } catch {
    // A malformed escape names no slug we issue; it is still counted under its own spelling.
    return raw.toLowerCase();
  }
}

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
    // The router has decoded the parameter; case-folding makes it the slug we issued (CONTRACT §12).
    const slug = (ctx.params.slug as string).toLowerCase();
    const link = SLUG_PATTERN.test(slug) ? await s.links.forVisit(slug) : undefined;
    if (!link) throw notFound('product link');
    // A visit makes an order, so it also takes from an API counter, keyed on the slug: never the
    // tenant's own, so anonymous visitors cannot lock the seller out of its API (CONTRACT §12).
    await s.rateLimits.take('productLinkApi', `slug:${slug}`);
    const body = await s.intents.createForLink(link.tenantId, slug, {
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
