// Reusable product links (CONTRACT §9): the tenant creates one with POST /v1/links. A visit (GET) makes
// an order and sends the payer to its pay page (303); a tap on the product page (POST) makes the order
// with its amount reserved. A link preview (a chat app's fetcher, or HEAD) is shown the product with
// Open Graph tags and makes nothing (issue 30).
import Router from '@koa/router';
import type Koa from 'koa';
import { notFound } from '../../domain/errors.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import { newLink, SLUG_PATTERN } from '../schemas/links.js';
import type { RequestState } from '../state.js';
import { productPageHtml } from '../pay-page-html.js';

export { SLUG_PATTERN };

type ProductLink = NonNullable<Awaited<ReturnType<Services['links']['forVisit']>>>;

/**
 * The fetchers chat apps and search engines send to unfurl a shared link (their own User-Agent words):
 * WhatsApp, Telegram, Facebook and Instagram, X, Slack, Discord, LinkedIn, Skype, Google, Bing, Apple
 * (iMessage), Pinterest, Reddit, VK and embed services; any self-declared bot, crawler or spider. A
 * payer's browser, in-app browsers included, names none of them.
 */
const LINK_PREVIEW =
  /whatsapp|telegrambot|facebookexternalhit|facebot|meta-externalagent|twitterbot|slackbot|discordbot|linkedinbot|skypeuripreview|googlebot|google-inspectiontool|bingbot|bingpreview|applebot|pinterestbot|embedly|iframely|redditbot|vkshare|bot\b|crawler|spider|preview/i;

export const isLinkPreview = (userAgent: string): boolean => userAgent !== '' && LINK_PREVIEW.test(userAgent);

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

  // A chat app that unfurls a shared link, or a HEAD, is no payer: it sees the product with Open Graph
  // tags and makes no order (issue 30: previews made real orders at every share).
  const productPage = (ctx: Koa.ParameterizedContext<RequestState>, slug: string, link: ProductLink) => {
    ctx.type = 'html';
    ctx.set('cache-control', 'no-store');
    const path = `/pr/${encodeURIComponent(slug)}`;
    ctx.body = productPageHtml(
      { lang: ctx.state.lang ?? 'en', switchPath: path },
      slug,
      link,
      `${s.config.publicBaseUrl}${path}`,
    );
  };

  // A visit makes an order and sends the payer to its pay page (CONTRACT §9).
  r.get('/pr/:slug', async (ctx) => {
    const { slug, link } = await linkOf(ctx);
    if (ctx.method === 'HEAD' || isLinkPreview(ctx.get('user-agent'))) return productPage(ctx, slug, link);
    // A visit makes an order, so it also takes from an API counter, keyed on the slug: never the
    // tenant's own, so anonymous visitors cannot lock the seller out of its API (CONTRACT §12).
    await s.rateLimits.take('productLinkApi', `slug:${slug}`);
    await s.relay.admitNewOrder();
    const body = await s.intents.createForLink(link.tenantId, slug, {
      list_paise: link.listPaise,
      ...(link.description !== undefined ? { description: link.description } : {}),
    });
    ctx.set('cache-control', 'no-store');
    ctx.status = 303;
    ctx.redirect(String(body.page_url));
  });

  // The tap: the order is made with its amount reserved, then the payer sees it on the pay page.
  r.post('/pr/:slug', async (ctx) => {
    const { slug, link } = await linkOf(ctx);
    // A tap makes an order, so it also takes from an API counter, keyed on the slug: never the
    // tenant's own, so anonymous visitors cannot lock the seller out of its API (CONTRACT §12).
    await s.rateLimits.take('productLinkApi', `slug:${slug}`);
    await s.relay.admitNewOrder();
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
