// Koa middleware, each doing one thing: request ids and the access log, error bodies, JSON bodies,
// tenant authentication, rate limits.
import { randomBytes } from 'node:crypto';
import { apiKeyProblem, deviceTokenProblem } from './credential-words.js';
import type Koa from 'koa';
import type { Next, ParameterizedContext } from 'koa';
import { bodyParser } from '@koa/bodyparser';
import { ConnectionException } from '@mikro-orm/core';
import { DomainError, invalidRequest, unauthorized } from '../domain/errors.js';
import { ID_PATTERNS } from '../domain/ids.js';
import type { RateLimitName } from '../domain/rules.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { ApiKeyAuthenticator } from '../ledger/api-key-cache.js';
import type { DeviceLedger } from '../ledger/devices.js';
import type { RateLimits } from '../db/rate-limits.js';
import type { RequestState } from './state.js';

export type Ctx = ParameterizedContext<RequestState>;

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Echoes a sane `x-request-id` or mints one; logs one line per request, with no body. */
export function requestContext(log: Logger, metrics: Metrics) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const given = ctx.get('x-request-id');
    const requestId = REQUEST_ID.test(given) ? given : `req_${randomBytes(8).toString('hex')}`;
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ request_id: requestId });
    ctx.set('x-request-id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Only route templates: a raw path would carry page tokens into logs and grow metric series without end.
      const route = ctx.state.route ?? 'unmatched';
      metrics.httpRequests.inc({ method: ctx.method, route, status: String(ctx.status) });
      metrics.httpDuration.observe({ method: ctx.method, route }, seconds);
      ctx.state.log.info(
        {
          method: ctx.method,
          route,
          status: ctx.status,
          ms: Math.round(seconds * 1000 * 10) / 10,
        },
        'request',
      );
    }
  };
}

/** Connection-level failures: the database went away (refused, reset, terminated), not a bad query. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
]);
// pg reports a socket closed under it with a message and no code.
const DATABASE_DOWN_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Connection ended/i;

function isDatabaseDown(err: unknown): boolean {
  if (err instanceof ConnectionException) return true;
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return DATABASE_DOWN_CODES.has(code ?? '') || DATABASE_DOWN_MESSAGE.test(message ?? '');
}

/** An error as a log may carry it: its kind, code and stack, never the data it quotes. */
function faultOf(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { type: typeof err };
  const { code, routine } = err as { code?: unknown; routine?: unknown };
  return { type: err.name, code, routine, stack: err.stack?.split('\n').slice(1, 8).join('\n') };
}

/** The one place that writes error bodies: CONTRACT §1's `{"error", "message", ...extra}`. */
export function errorBodies() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        ctx.status = 404;
        ctx.body = { error: 'not_found', message: 'No such resource.' };
      } else if ((ctx.status === 405 || ctx.status === 501) && ctx.body === undefined) {
        // The router answers 501 for a method it has no routes for at all (TRACE, say). The path
        // exists and the method is simply not one it takes: a 405 with `Allow`, never a server error.
        ctx.status = 405;
        ctx.body = { error: 'method_not_allowed', message: `${ctx.method} is not allowed here.` };
      }
    } catch (err) {
      if (err instanceof DomainError) {
        ctx.status = err.status;
        ctx.set(err.headers);
        ctx.body = { error: err.code, message: err.message, ...err.extra };
        return;
      }
      const status = (err as { status?: number }).status;
      const type = (err as { type?: string }).type;
      if (status === 413 || type === 'entity.too.large') {
        ctx.status = 413;
        ctx.body = { error: 'payload_too_large', message: 'The request body is over the size limit.' };
      } else if (status === 415) {
        ctx.status = 415;
        ctx.body = { error: 'unsupported_media_type', message: 'Send the body as application/json.' };
      } else if (status === 400 || type === 'entity.parse.failed' || err instanceof SyntaxError) {
        ctx.status = 400;
        ctx.body = { error: 'invalid_request', message: 'The body is not valid JSON.', details: [] };
      } else if (isDatabaseDown(err)) {
        ctx.state.log.error({ err }, 'database unavailable');
        ctx.status = 503;
        ctx.set('retry-after', '5');
        ctx.body = { error: 'unavailable', message: 'The database is unavailable; nothing was changed.' };
      } else {
        // Only what names the fault: a driver's `detail` or `where` can quote the values sent.
        ctx.state.log.error({ err: faultOf(err) }, 'unhandled error');
        ctx.status = 500;
        ctx.body = { error: 'internal_error', message: 'Something went wrong on our side.' };
      }
    }
  };
}

/**
 * JSON bodies only (else 415; the pay page also takes forms), at most `limit` (else 413). A request with no body passes with `{}`
 * left undefined, so handlers of body-less operations can refuse a stray body themselves.
 */
export function jsonBody(opts: { limit?: string; forms?: boolean } = {}) {
  const limit = opts.limit ?? '64kb';
  const parse = bodyParser({
    enableTypes: opts.forms ? ['json', 'form'] : ['json'],
    jsonLimit: limit,
    formLimit: limit,
    encoding: 'utf-8',
  });
  const accepted = opts.forms
    ? ['application/json', 'application/x-www-form-urlencoded']
    : ['application/json'];
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const hasBody = Number(ctx.get('content-length') || 0) > 0 || ctx.get('transfer-encoding') !== '';
    if (hasBody && ['POST', 'PUT', 'PATCH'].includes(ctx.method) && !ctx.is(accepted)) {
      throw Object.assign(new Error('unsupported media type'), { status: 415 });
    }
    let parsed = false;
    try {
      await parse(ctx as unknown as Koa.Context, async () => {
        parsed = true;
        refuseUnstorableText(ctx.query, 'query');
        refuseUnstorableText(ctx.request.body, 'body');
        await next();
      });
    } catch (err) {
      // A body that is not what its Content-Encoding says (zlib or brotli fails on it, with no status
      // of its own) is the caller's fault: 400, never a 500 (CONTRACT §1).
      const status = (err as { status?: number }).status;
      if (parsed || status !== undefined || err instanceof DomainError) throw err;
      if (!/^\s*(identity)?\s*$/i.test(ctx.get('content-encoding'))) {
        throw invalidRequest('The body could not be decoded as its Content-Encoding says.', [
          { path: '(body)', issue: 'does not match its Content-Encoding' },
        ]);
      }
      throw err;
    }
  };
}

/**
 * CONTRACT §1: text PostgreSQL cannot store (a NUL character) or that is not valid Unicode (a lone
 * surrogate, which would otherwise be stored as U+FFFD) is a 400 naming where it was, before any
 * route sees it: one check for every field of every body and query, keys included.
 */
export function refuseUnstorableText(value: unknown, where: 'body' | 'query'): void {
  const bad = (path: string[]): never => {
    throw invalidRequest(`The request ${where} holds text that cannot be stored.`, [
      {
        path: path.join('.') || `(${where})`,
        issue: 'must be valid Unicode text without NUL characters',
      },
    ]);
  };
  const unstorable = (s: string): boolean => s.includes('\u0000') || !s.isWellFormed();
  const walk = (v: unknown, path: string[], depth: number): void => {
    if (depth > 64) bad(path);
    if (typeof v === 'string') {
      if (unstorable(v)) bad(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, String(i)], depth + 1));
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        // The path names a bad key by its position, never by its text: the key is what is wrong.
        if (unstorable(k)) bad([...path, '(key)']);
        walk(item, [...path, k], depth + 1);
      }
    }
  };
  walk(value, [], 0);
}

/** `Authorization: Bearer sk_...` (CONTRACT §3): any failure is the same 401. */
export function tenantAuth(keys: ApiKeyAuthenticator) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    // The scheme name is case-insensitive (RFC 9110, CONTRACT §1); the credential itself is exact.
    const m = /^Bearer +(\S+)$/i.exec(ctx.get('authorization'));
    const key = m?.[1];
    if (!key || !ID_PATTERNS.apiKey.test(key)) throw unauthorized(apiKeyProblem(ctx.get('authorization')));
    const tenantId = await keys.tenantFor(key);
    if (!tenantId) throw unauthorized('That API key is well formed but unknown or revoked.');
    ctx.state.tenantId = tenantId;
    ctx.state.log = ctx.state.log.child({ tenant_id: tenantId });
    await next();
  };
}

/** `Authorization: Bearer dvt_...` of a paired reporter device; unknown or revoked: 401, nothing stored. */
export function deviceAuth(devices: DeviceLedger) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    const m = /^Bearer +(\S+)$/i.exec(ctx.get('authorization'));
    const token = m?.[1];
    if (!token || !ID_PATTERNS.deviceToken.test(token)) {
      throw unauthorized(deviceTokenProblem(ctx.get('authorization')));
    }
    const device = await devices.authenticate(token);
    if (!device) throw unauthorized('That device token is well formed but unknown or revoked.');
    ctx.state.tenantId = device.tenantId;
    ctx.state.deviceId = device.deviceId;
    ctx.state.log = ctx.state.log.child({ tenant_id: device.tenantId, device_id: device.deviceId });
    await next();
  };
}

/** Counts the request against `name`, keyed by what `key` picks from it. */
export function rateLimit(limits: RateLimits, name: RateLimitName, key: (ctx: Ctx) => string) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    await limits.take(name, key(ctx));
    await next();
  };
}
