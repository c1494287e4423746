// The Koa application: middleware in the order a request meets it, then the routers.
import Koa from 'koa';
import Router, { type RouterMiddleware } from '@koa/router';
import type { Services } from '../services.js';
import {
  deviceAuth,
  errorBodies,
  jsonBody,
  rateLimit,
  requestContext,
  tenantAuth,
  type Ctx,
} from './middleware.js';
import { creditRoutes } from './routes/credits.js';
import { docsHeaders, docsRoutes } from './routes/docs.js';
import { deviceRoutes, pairingRoute } from './routes/devices.js';
import { inboundEmailRoutes, rfc822Body } from './routes/inbound-email.js';
import { intentRoutes } from './routes/intents.js';
import { canonicalSlug, linkRoutes, productLinkRoutes } from './routes/links.js';
import { browserErrorPages, canonicalToken, payPageHeaders, payPageRoutes } from './routes/pay-page.js';
import { rawJsonBody, reportRoutes, smsGateRoutes } from './routes/reports.js';
import { opsRoutes } from './routes/ops.js';
import { settingsRoutes } from './routes/settings.js';
import { statementRoutes } from './routes/statements.js';
import { webhookRoutes } from './routes/webhooks.js';
import type { RequestState } from './state.js';
import { pageTokenExists, slugExists } from '../db/payer-paths.js';
import { ID_PATTERNS } from '../domain/ids.js';
import { SLUG_PATTERN } from './schemas/links.js';
import { language } from './language.js';
import {
  assetRoutes,
  csrfGuard,
  dashboardErrorPages,
  dashboardHeaders,
  dashboardPages,
  requireSession,
  signInRoutes,
  joinRoutes,
  countUnreadLogins,
  signOutRoutes,
  statementFormBody,
  statementsRoutes,
} from './dashboard/index.js';

export function createApp(s: Services): Koa<RequestState> {
  const app = new Koa<RequestState>({
    proxy: s.config.trustedProxyHops > 0,
    maxIpsCount: s.config.trustedProxyHops,
  });
  // Errors are answered by errorBodies; Koa's own handler would only log them twice.
  app.silent = true;

  app.use(requestContext(s.log, s.metrics));
  // Served over https: browsers are told to use nothing else (issue 30), errors and redirects included.
  if (s.config.publicBaseUrl.startsWith('https:')) {
    app.use(async (ctx, next) => {
      ctx.set('strict-transport-security', 'max-age=31536000');
      await next();
    });
  }
  app.use(errorBodies());

  app.use(routeNames());
  const ops = opsRoutes(s);
  app.use(ops.routes());
  // The API's own description (issue 13): open to anyone, as it holds no tenant's data.
  mount(app, docsRoutes(), [docsHeaders()]);

  // Each group has its own credential and its own rate limit (SPEC §8, CONTRACT §12).
  // What a payer's browser reaches (the pay page, a product link): browser headers and error pages,
  // form bodies, and a pay-page counter keyed on what the path names.
  const secure = s.config.publicBaseUrl.startsWith('https:');
  const payerFacing = (counter: Koa.Middleware<RequestState>): Koa.Middleware<RequestState>[] => [
    payPageHeaders(),
    // Hindi or English (CONTRACT §9), before anything that may answer with a page.
    language({ secure }),
    browserErrorPages(),
    jsonBody({ forms: true }),
    counter,
  ];
  // Keyed on the token as the router decodes it (CONTRACT §12): `/p/%41bc` and `/p/Abc` are one.
  mount(
    app,
    payPageRoutes(s),
    payerFacing(
      // An order's page made or seen by this process is known to exist without a query (page-tokens.ts).
      payerPathCounter(s, /^\/p\/([^/]+)/i, canonicalToken, 'token', (raw) =>
        ID_PATTERNS.pageToken.test(raw)
          ? s.intents.knownPages.orderOf(raw) !== undefined || pageTokenExists(s.db, raw)
          : false,
      ),
    ),
  );
  // A product link's visit takes one from a pay-page counter keyed on its slug, then (in the route)
  // one from an API counter keyed on the slug, never the tenant's own (CONTRACT §12).
  mount(
    app,
    productLinkRoutes(s),
    payerFacing(
      payerPathCounter(s, /^\/pr\/([^/]+)/i, canonicalSlug, 'slug', (raw) => {
        const slug = raw.toLowerCase();
        return SLUG_PATTERN.test(slug) ? slugExists(s.db, slug) : false;
      }),
    ),
  );
  mount(app, pairingRoute(s), [
    jsonBody(),
    // Pairing has no identity yet: its source is the caller's address, the only limit keyed so.
    rateLimit(s.rateLimits, 'pairPerSource', (ctx) => ctx.ip),
    rateLimit(s.rateLimits, 'pairAggregate', () => 'all'),
  ]);
  // No tenant credential: the bank's DKIM signature is checked on the message itself (CONTRACT §3).
  mount(app, inboundEmailRoutes(s.emailFeed, s.config.ingestDomain), [rfc822Body(s.emailFeed)]);
  mount(app, reportRoutes(s), [
    jsonBody(),
    deviceAuth(s.devices),
    rateLimit(s.rateLimits, 'reports', (ctx) => `${ctx.state.tenantId}:${ctx.state.deviceId}`),
  ]);
  // SMSGate signs the raw body: no token, and the body is read as bytes. The route authenticates the
  // device from the signature, then counts the report against the device's limit.
  mount(app, smsGateRoutes(s), [rawJsonBody()]);
  // The dashboard (CONTRACT §13): a session instead of a key, and no count against the API limit.
  mount(app, assetRoutes(), [dashboardHeaders()]);
  const dashboard = [
    dashboardHeaders(),
    language({ secure }),
    dashboardErrorPages(),
    jsonBody({ forms: true }),
  ];
  // Sign-in counts its own limits (per address, then aggregate) inside its route.
  mount(app, signInRoutes(s), [
    dashboardHeaders(),
    language({ secure }),
    dashboardErrorPages(),
    countUnreadLogins(s),
    jsonBody({ forms: true }),
  ]);
  mount(app, joinRoutes(s), dashboard);
  mount(app, signOutRoutes(s), [...dashboard, requireSession(s), csrfGuard()]);
  for (const routes of dashboardPages(s)) {
    mount(app, routes, [...dashboard, requireSession(s), csrfGuard()]);
  }
  // The statement upload is a file: its form body is read only once the session is known.
  mount(app, statementsRoutes(s), [
    dashboardHeaders(),
    language({ secure }),
    dashboardErrorPages(),
    requireSession(s),
    statementFormBody(),
    csrfGuard(),
  ]);
  // The rest of /v1 is tenant-scoped and counted per tenant, whichever of its keys is used.
  for (const routes of [
    settingsRoutes(s),
    intentRoutes(s),
    creditRoutes(s),
    deviceRoutes(s),
    webhookRoutes(s),
    linkRoutes(s),
  ]) {
    mount(app, routes, [
      jsonBody(),
      tenantAuth(s.apiKeys),
      rateLimit(s.rateLimits, 'api', (ctx) => ctx.state.tenantId as string),
    ]);
  }
  // A statement is the file as downloaded, read raw by its route (CONTRACT §14), and counts against
  // the tenant's API limit like any /v1 call.
  mount(app, statementRoutes(s), [
    tenantAuth(s.apiKeys),
    rateLimit(s.rateLimits, 'api', (ctx) => ctx.state.tenantId as string),
  ]);
  return app;
}

/** Only /healthz, /readyz and /metrics: for processes that run no API role. */
export function createOpsApp(s: Services): Koa<RequestState> {
  const app = new Koa<RequestState>();
  app.silent = true;
  app.use(requestContext(s.log, s.metrics));
  app.use(errorBodies());
  app.use(opsRoutes(s).routes());
  return app;
}

/**
 * Mounts `routes` with `guards` in front of them. The guards run only for requests one of these
 * routes matches (Router#use semantics), so a group's credential never gates another group's paths.
 */
function mount(
  app: Koa<RequestState>,
  routes: Router<RequestState>,
  guards: Koa.Middleware<RequestState>[],
): void {
  const guarded = new Router<RequestState>();
  guarded.use(...(guards as RouterMiddleware<RequestState>[]));
  guarded.use(routes.routes(), routes.allowedMethods());
  app.use(guarded.routes());
  app.use(guarded.allowedMethods());
}

/** Records the matched route template once routing is done, for metrics and the access log. */
function routeNames() {
  return async (ctx: Ctx, next: Koa.Next): Promise<void> => {
    try {
      await next();
    } finally {
      // Also when a route answered with an error, which the error middleware turns into a body.
      // A guard that refused the request (401, 429) ran before the route did, so _matchedRoute names
      // the guard's catch-all pattern; the route layer the router matched names the template.
      const routed = ctx as unknown as {
        _matchedRoute?: string | RegExp;
        matched?: { path: string | RegExp; methods: string[] }[];
      };
      const template = (p: unknown): p is string => typeof p === 'string' && p.startsWith('/');
      const route = template(routed._matchedRoute)
        ? routed._matchedRoute
        : routed.matched?.findLast((l) => l.methods.length > 0 && template(l.path))?.path;
      if (template(route)) ctx.state.route = route;
    }
  };
}

/**
 * The pay-page counter of a payer's path (CONTRACT §12): one per token or slug that exists; every
 * visit of one that does not shares one counter (issue 30: a made-up token cost a stored row each).
 */
function payerPathCounter(
  s: Services,
  pattern: RegExp,
  canonical: (raw: string) => string,
  kind: 'token' | 'slug',
  exists: (decoded: string) => boolean | Promise<boolean>,
): Koa.Middleware<RequestState> {
  // Tokens and slugs seen to exist, so a payer's page, its status polls and the tap cost no
  // existence query each (issue 28: two of an order's round trips). Neither an order nor a link is
  // ever deleted, so a remembered one stays true.
  const known = new Set<string>();
  return async (ctx, next) => {
    const raw = pattern.exec(ctx.path)?.[1] ?? '';
    let decoded: string | undefined;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      decoded = undefined;
    }
    if (decoded !== undefined && (known.has(decoded) || (await exists(decoded)))) {
      remember(known, decoded);
      await s.rateLimits.take('payPage', `${kind}:${canonical(raw)}`);
    } else {
      await s.rateLimits.take('payPageUnknown', 'all');
    }
    await next();
  };
}

/** How many payer paths each counter remembers as existing; the oldest are forgotten first. */
const KNOWN_PATHS = 20_000;

function remember(known: Set<string>, path: string): void {
  if (known.has(path)) return;
  if (known.size >= KNOWN_PATHS) known.delete(known.values().next().value as string);
  known.add(path);
}
