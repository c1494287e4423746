// The Koa application: middleware in the order a request meets it, then the routers.
import Koa from 'koa';
import Router from '@koa/router';
import type { Services } from '../services.js';
import { errorBodies, jsonBody, rateLimit, requestContext, tenantAuth, type Ctx } from './middleware.js';
import { intentRoutes } from './routes/intents.js';
import { opsRoutes } from './routes/ops.js';
import { settingsRoutes } from './routes/settings.js';
import type { RequestState } from './state.js';

export function createApp(s: Services): Koa<RequestState> {
  const app = new Koa<RequestState>({
    proxy: s.config.trustedProxyHops > 0,
    maxIpsCount: s.config.trustedProxyHops,
  });
  // Errors are answered by errorBodies; Koa's own handler would only log them twice.
  app.silent = true;

  app.use(requestContext(s.log, s.metrics));
  app.use(errorBodies());

  const ops = opsRoutes(s);
  app.use(ops.routes());

  // Everything under /v1 except the device feed is tenant-scoped and counted per tenant (SPEC §8).
  const tenantApi = new Router<RequestState>();
  tenantApi.use(jsonBody());
  tenantApi.use(tenantAuth(s.orm));
  tenantApi.use(rateLimit(s.rateLimits, 'api', (ctx: Ctx) => ctx.state.tenantId as string));
  for (const routes of [settingsRoutes(s), intentRoutes(s)]) {
    tenantApi.use(routes.routes(), routes.allowedMethods());
  }
  app.use(routeNames());
  app.use(tenantApi.routes());
  app.use(tenantApi.allowedMethods());
  return app;
}

/** Records the matched route template once routing is done, for metrics and the access log. */
function routeNames() {
  return async (ctx: Ctx, next: Koa.Next): Promise<void> => {
    await next();
    const matched = (ctx as unknown as { _matchedRoute?: string | RegExp })._matchedRoute;
    if (typeof matched === 'string') ctx.state.route = matched;
  };
}
