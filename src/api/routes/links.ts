// Reusable product links (CONTRACT §9): the tenant creates one with POST /v1/links. GET /pr/{slug}
// shows the product and a Pay button; the tap (POST) makes an order with its amount reserved and
// sends the payer to its pay page (303).
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import { newLink, SLUG_PATTERN } from '../schemas/links.js';
import type { RequestState } from '../state.js';
import { productPageHtml } from '../pay-page-html.js';

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
  const linkOf = async (ctx: { params: Record<string, string> }) => {
    // The router has decoded the parameter; case-folding makes it the slug we issued (CONTRACT §12).
    const slug = (ctx.params.slug as string).toLowerCase();
    const link = SLUG_PATTERN.test(slug) ? await s.links.forVisit(slug) : undefined;
    if (!link) throw notFound('product link');
    return { slug, link };
  };

  // Opening the link (a payer, a chat app's link preview, a HEAD) shows the product and a Pay button
  // and makes nothing (issue 30): an order that nobody taps would clutter the seller's list and keep
  // a day-long workflow.
  r.get('/pr/:slug', async (ctx) => {
    const { slug, link } = await linkOf(ctx);
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    const path = `/pr/${encodeURIComponent(slug)}`;
    ctx.body = productPageHtml(
      { lang: ctx.state.lang ?? 'en', switchPath: path },
      slug,
      link,
      `${s.config.publicBaseUrl}${path}`,
    );
  });

  // The tap: the order is made with its amount reserved, then the payer sees it on the pay page.
  r.post('/pr/:slug', async (ctx) => {
    const { slug, link } = await linkOf(ctx);
    // A tap makes an order, so it also takes from an API counter, keyed on the slug: never the
    // tenant's own, so anonymous visitors cannot lock the seller out of its API (CONTRACT §12).
    await s.rateLimits.take('productLinkApi', `slug:${slug}`);
    const body = await s.intents.createForLinkTap(link.tenantId, slug, {
      list_paise: link.listPaise,
      ...(link.description !== undefined ? { description: link.description } : {}),
    });
    ctx.set('cache-control', 'no-store');
    ctx.status = 303;
    ctx.redirect(String(body.page_url));
  });
  return r;
}
