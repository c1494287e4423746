// Operations: liveness, readiness (a real query and a real Temporal call), Prometheus metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import Router from '@koa/router';
import type { Services } from '../../services.js';
import { pingDatabase } from '../../db/orm.js';
import type { RequestState } from '../state.js';
import { unauthorized } from '../../domain/errors.js';

/** The scheme is case-insensitive; the token is compared in constant time. */
function bearerMatches(header: string, token: string): boolean {
  const given = /^Bearer +(\S+)$/i.exec(header)?.[1];
  if (given === undefined) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(token).digest();
  return timingSafeEqual(a, b);
}

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
    // How far Temporal is behind the database. Reported, never a reason for a 503: the backlog is
    // shared by every instance, so failing readiness on it would take all of them out of a load
    // balancer at once, refusing the orders and payments the database can still take, and would
    // not drain the backlog any faster. Nothing in it is lost (the sweep delivers it); the
    // operator is told by `behind`, the metrics and an alert (OUTBOX_BEHIND_SECONDS).
    const backlog = database === 'ok' ? await s.relay.backlog().catch(() => undefined) : undefined;
    ctx.body = {
      status: ready ? 'ready' : 'unavailable',
      database,
      temporal,
      ...(backlog
        ? {
            backlog: {
              intents: backlog.intents,
              deliveries: backlog.deliveries,
              age_seconds: backlog.ageSeconds,
              behind: backlog.behind,
            },
          }
        : {}),
    };
  });

  r.get('/metrics', async (ctx) => {
    // CONTRACT §10: open in local development; with METRICS_TOKEN set, only its bearer may read.
    const token = s.config.metricsToken;
    if (token !== undefined && !bearerMatches(ctx.get('authorization'), token)) {
      throw unauthorized('Send the metrics token as `Authorization: Bearer <METRICS_TOKEN>`.');
    }
    ctx.type = s.metrics.registry.contentType;
    ctx.body = await s.metrics.registry.metrics();
  });

  return r;
}
