// GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (it, rendered): no credential, since they
// describe the API and hold no tenant's data.
import { readFile } from 'node:fs/promises';
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import type { Next } from 'koa';
import { DOCS_CSP, docsHtml } from '../docs-html.js';
import type { Ctx } from '../middleware.js';
import { openApiDocument } from '../openapi.js';
import type { RequestState } from '../state.js';

export function docsRoutes(): Router<RequestState> {
  const r = new Router<RequestState>();
  let page: string | undefined;

  r.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });

  r.get('/docs', (ctx: Ctx) => {
    // The document is fixed for the life of the process, and so is its page.
    page ??= docsHtml(openApiDocument());
    ctx.type = 'html';
    ctx.body = page;
  });

  // A browser that opens the bare address finds its way; an API client asking for JSON keeps the 404.
  r.get('/', (ctx: Ctx) => {
    if (ctx.accepts('json', 'html') !== 'html' || !/text\/html/.test(ctx.get('accept'))) return;
    ctx.set(
      'content-security-policy',
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    ctx.type = 'html';
    ctx.body = ROOT_PAGE;
  });

  // The seller guides of docs/, linked from the dashboard: served as the Markdown they are written in
  // (plain text reads well on a phone), by a fixed list of names, never a path from the request.
  r.get('/docs/guides/:name', async (ctx: Ctx) => {
    const file = GUIDES.has(ctx.params.name ?? '') ? ctx.params.name : undefined;
    if (file === undefined) throw notFound('guide');
    ctx.type = 'text/markdown; charset=utf-8';
    ctx.body = await readFile(new URL(`../../../docs/${file}.md`, import.meta.url), 'utf8');
  });

  return r;
}

const ROOT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>MatchLedger</title></head>
<body><main>
<h1>MatchLedger</h1>
<p>UPI payments matched to orders by their exact amount, straight into the seller's own bank account.</p>
<ul>
<li><a href="/app">Sellers: sign in to your dashboard</a></li>
<li><a href="/docs">Developers: the API reference</a> (and <a href="/openapi.json">/openapi.json</a>)</li>
</ul>
</main></body></html>`;

const GUIDES = new Set([
  'reporter-smsgate',
  'reporter-forwarder',
  'reporter-shortcuts',
  'email-forwarding',
  'receiving-webhooks',
]);

/** The page is never framed and loads nothing but its own inline style (by hash). */
export function docsHeaders() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    await next();
    if (ctx.path === '/docs') ctx.set('content-security-policy', DOCS_CSP);
    ctx.set('x-frame-options', 'DENY');
    ctx.set('x-content-type-options', 'nosniff');
  };
}
