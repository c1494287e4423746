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
