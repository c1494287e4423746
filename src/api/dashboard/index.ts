// The seller's dashboard (CONTRACT §13): its routers and the guards in front of each group.
import Router from '@koa/router';
import type { Services } from '../../services.js';
import type { RequestState } from '../state.js';
import { APP_CSS, APP_JS } from './assets.js';
import { creditsRoutes } from './credits-page.js';
import { developersRoutes } from './developers-page.js';
import { devicesRoutes } from './devices-page.js';
import { feedsRoutes } from './feeds-page.js';
import { homeRoutes } from './home-page.js';
import { orderRoutes } from './orders.js';
import { settingsRoutes } from './settings-page.js';
import { teamRoutes } from './team-page.js';
import { webhooksRoutes } from './webhooks-page.js';

export { countUnreadLogins, signInRoutes, signOutRoutes } from './sign-in.js';
export { joinRoutes } from './join-page.js';
// Mounted apart: its upload form is multipart (dashboard/statement-form.ts).
export { statementsRoutes } from './statements-page.js';
export { statementFormBody } from './statement-form.js';
export { csrfGuard, dashboardErrorPages, dashboardHeaders, requireSession } from './guards.js';

/** Every page behind the session: each router a part of the dashboard. */
export function dashboardPages(s: Services): Router<RequestState>[] {
  return [
    homeRoutes(s),
    orderRoutes(s),
    creditsRoutes(s),
    settingsRoutes(s),
    webhooksRoutes(s),
    devicesRoutes(s),
    feedsRoutes(s),
    developersRoutes(s),
    teamRoutes(s),
  ];
}

/** The stylesheet and script, the same for everyone (no session needed: the sign-in page uses them). */
export function assetRoutes(): Router<RequestState> {
  const r = new Router<RequestState>();
  r.get('/app/assets/app.css', (ctx) => {
    ctx.type = 'text/css; charset=utf-8';
    ctx.set('cache-control', 'public, max-age=3600');
    ctx.body = APP_CSS;
  });
  r.get('/app/assets/app.js', (ctx) => {
    ctx.type = 'text/javascript; charset=utf-8';
    ctx.set('cache-control', 'public, max-age=3600');
    ctx.body = APP_JS;
  });
  return r;
}
