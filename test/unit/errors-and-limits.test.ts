// The error answers of CONTRACT §1 and the constants SPEC §8 and CONTRACT name. A constant here is
// the promise written down twice on purpose: changing one without the other fails this file.
import { describe, expect, test } from '@jest/globals';
import {
  DomainError,
  invalidRequest,
  invalidState,
  notFound,
  poolExhausted,
  rateLimited,
  unauthorized,
  unavailable,
} from '../../src/domain/errors.js';
import * as rules from '../../src/domain/rules.js';

const shape = (e: DomainError) => ({
  status: e.status,
  code: e.code,
  message: e.message,
  extra: e.extra,
  headers: e.headers,
});

describe('error answers (CONTRACT §1)', () => {
  test.each<[string, DomainError, ReturnType<typeof shape>]>([
    [
      '400 invalid_request with its details',
      invalidRequest('Bad body.', [{ path: 'list_paise', issue: 'too small' }]),
      {
        status: 400,
        code: 'invalid_request',
        message: 'Bad body.',
        extra: { details: [{ path: 'list_paise', issue: 'too small' }] },
        headers: {},
      },
    ],
    [
      '400 invalid_request: details present even when empty',
      invalidRequest('Bad body.'),
      { status: 400, code: 'invalid_request', message: 'Bad body.', extra: { details: [] }, headers: {} },
    ],
    [
      '401 unauthorized',
      unauthorized(),
      {
        status: 401,
        code: 'unauthorized',
        message: 'A valid credential is required.',
        extra: {},
        headers: {},
      },
    ],
    [
      '404 not_found',
      notFound('order'),
      { status: 404, code: 'not_found', message: 'No such order.', extra: {}, headers: {} },
    ],
    [
      '409 invalid_state with the current status',
      invalidState('Only an open order can be reserved.', 'confirmed'),
      {
        status: 409,
        code: 'invalid_state',
        message: 'Only an open order can be reserved.',
        extra: { status: 'confirmed' },
        headers: {},
      },
    ],
    [
      '503 pool_exhausted with retry-after',
      poolExhausted(42),
      {
        status: 503,
        code: 'pool_exhausted',
        message: 'Every amount in this order\u2019s discount band is reserved; try again shortly.',
        extra: {},
        headers: { 'retry-after': '42' },
      },
    ],
    [
      '503 unavailable, retry after 5 s unless told',
      unavailable('The database is down.'),
      {
        status: 503,
        code: 'unavailable',
        message: 'The database is down.',
        extra: {},
        headers: { 'retry-after': '5' },
      },
    ],
    [
      '429 rate_limited: retry_after_seconds and the header carry the same N',
      rateLimited(17),
      {
        status: 429,
        code: 'rate_limited',
        message: 'Too many requests; retry after the given number of seconds.',
        extra: { retry_after_seconds: 17 },
        headers: { 'retry-after': '17' },
      },
    ],
  ])('%s', (_name, error, expected) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(shape(error)).toEqual(expected);
  });

  test('unavailable takes another retry-after when given one', () => {
    expect(unavailable('Temporal is down.', 30).headers).toEqual({ 'retry-after': '30' });
  });
});

describe('constants (SPEC §8, CONTRACT §2, §5, §12)', () => {
  test('the matching rules', () => {
    expect(rules.DISCOUNT_BAND_PAISE).toBe(99);
    expect(rules.DUPLICATE_WINDOW_SECONDS).toBe(1800);
    expect(rules.STALE_THRESHOLD_SECONDS).toBe(1800);
    expect(rules.FUTURE_TOLERANCE_SECONDS).toBe(120);
    expect(rules.REST_SECONDS).toEqual({ default: 3600, min: 3600, max: 7200 });
    expect(rules.RESERVATION_TTL_SECONDS).toEqual({ default: 900, min: 120, max: 3600 });
  });

  test('orders', () => {
    expect(rules.EXPIRES_IN_SECONDS).toEqual({ default: 86_400, min: 300, max: 604_800 });
    expect(rules.LIST_PAISE).toEqual({ min: 100, max: 50_000_000 });
  });

  test('webhooks', () => {
    expect(rules.WEBHOOK_RETRY_DELAYS_SECONDS).toEqual([0, 1, 5, 30, 120, 600]);
    expect(rules.WEBHOOK_ATTEMPTS).toBe(6);
    expect(rules.WEBHOOK_TIMEOUT_MS).toBe(5000);
    expect(rules.WEBHOOK_USER_AGENT).toBe('matchledger-webhooks/1');
    expect(rules.WEBHOOK_SIGNATURE_HEADER).toBe('X-ML-Signature');
  });

  test('retention and lifetimes', () => {
    expect(rules.PAYER_RETENTION_SECONDS).toBe(90 * 24 * 3600);
    expect(rules.PAIRING_CODE_TTL_SECONDS).toBe(600);
    expect(rules.IDEMPOTENCY_KEY_TTL_SECONDS).toBe(86_400);
  });

  test('rate limits (SPEC §8): points per 60 s', () => {
    expect(rules.RATE_LIMITS).toEqual({
      api: { points: 120, duration: 60 },
      payPage: { points: 60, duration: 60 },
      // Issue 30: visits of pay pages and product links that do not exist share one counter.
      payPageUnknown: { points: 120, duration: 60 },
      pairPerSource: { points: 10, duration: 60 },
      pairAggregate: { points: 60, duration: 60 },
      reports: { points: 60, duration: 60 },
      replay: { points: 10, duration: 60 },
      // CONTRACT §12: a product link's visits take from a counter of their own, keyed on the slug.
      productLinkApi: { points: 120, duration: 60 },
      // Beyond SPEC (issue 10): inbound mail per address and in aggregate.
      emailPerAddress: { points: 120, duration: 60 },
      emailAggregate: { points: 1200, duration: 60 },
      // SPEC §8 / CONTRACT §13: sign-in requests per address, then in aggregate.
      loginPerAddress: { points: 60, duration: 60 },
      loginAggregate: { points: 30, duration: 60 },
    });
  });

  test('dashboard lifetimes (CONTRACT §13): a sign-in link 15 minutes, a session 12 hours', () => {
    expect(rules.SIGN_IN_LINK_TTL_SECONDS).toBe(900);
    expect(rules.SESSION_TTL_SECONDS).toBe(43_200);
  });

  test('product links and credits (CONTRACT §9, the ledger\u2019s integer column)', () => {
    expect(rules.LINK_MAX_LIVE).toEqual({ default: 20, min: 1, max: 99 });
    expect(rules.CREDIT_PAISE).toEqual({ min: 1, max: 2_147_483_647 });
  });
});

describe('validation failures as CONTRACT §1 details', () => {
  test('each problem named by its path; an unknown key at the key itself; a root problem as (body)', async () => {
    const { z } = await import('zod');
    const { issuesOf } = await import('../../src/domain/validation.js');
    const schema = z.strictObject({ a: z.number(), b: z.strictObject({ c: z.string() }) });
    const r = schema.safeParse({ a: 'x', b: { c: 1, typo: 2 }, extra: 3 });
    if (r.success) throw new Error('should fail');
    expect(issuesOf(r.error)).toEqual(
      expect.arrayContaining([
        { path: 'a', issue: expect.any(String) },
        { path: 'b.c', issue: expect.any(String) },
        { path: 'b.typo', issue: 'unknown field' },
        { path: 'extra', issue: 'unknown field' },
      ]),
    );
    const root = z.string().safeParse(5);
    if (root.success) throw new Error('should fail');
    expect(issuesOf(root.error)).toEqual([{ path: '(body)', issue: expect.any(String) }]);
  });
});

describe('silent reporters (issue 12)', () => {
  test('an SMSGate heartbeat every 30 minutes; an SMS every 6 hours while the tenant makes 3+ reservations', async () => {
    const { REPORTER_SILENCE, FEED_SILENCE } = await import('../../src/domain/feeds.js');
    expect(REPORTER_SILENCE).toEqual({ heartbeatSeconds: 1800, smsSeconds: 21_600, minReservations: 3 });
    expect(FEED_SILENCE).toEqual({ windowSeconds: 3600, minReservations: 3 });
  });
});
