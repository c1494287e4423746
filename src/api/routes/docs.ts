// GET /openapi.json (the OpenAPI 3.1 document) and GET /docs (it, rendered): no credential, since they
// describe the API and hold no tenant's data.
import Router from '@koa/router';
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

  return r;
}

/** The page is never framed and loads nothing but its own inline style (by hash). */
export function docsHeaders() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    await next();
    if (ctx.path === '/docs') ctx.set('content-security-policy', DOCS_CSP);
    ctx.set('x-frame-options', 'DENY');
    ctx.set('x-content-type-options', 'nosniff');
  };
}
