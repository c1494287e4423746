// Operations: liveness, readiness (a real query and a real Temporal call), Prometheus metrics.
import Router from '@koa/router';
import type { Services } from '../../services.js';
import { pingDatabase } from '../../db/orm.js';
import type { RequestState } from '../state.js';

export function opsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/healthz', (ctx) => {
    ctx.body = { status: 'ok' };
  });

  r.get('/readyz', async (ctx) => {
    const [database, temporal] = await Promise.all([
      pingDatabase(s.orm).then(
        () => 'ok',
        (err: unknown) => {
          ctx.state.log.warn({ err }, 'readiness: database unreachable');
          return 'unreachable';
        },
      ),
      s.temporal.ping(2000).then(
        () => 'ok',
        (err: unknown) => {
          ctx.state.log.warn({ err }, 'readiness: Temporal unreachable');
          return 'unreachable';
        },
      ),
    ]);
    const ready = database === 'ok' && temporal === 'ok';
    ctx.status = ready ? 200 : 503;
    if (!ready) ctx.set('retry-after', '5');
    ctx.body = { status: ready ? 'ready' : 'unavailable', database, temporal };
  });

  r.get('/metrics', async (ctx) => {
    ctx.type = s.metrics.registry.contentType;
    ctx.body = await s.metrics.registry.metrics();
  });

  return r;
}
