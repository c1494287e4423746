// SPEC §8 rate limits, keyed on identities, never on IP (the pairing source is the one exception,
// CONTRACT §12). With a server database the counters live in PostgreSQL, shared by every API
// process; the embedded database serves exactly one process, whose memory then suffices.
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { rateLimited, unavailable } from '../domain/errors.js';
import { RATE_LIMITS, type RateLimitName } from '../domain/rules.js';

/** Each limiter's points a window and the window in seconds: RATE_LIMITS (SPEC §8) unless a test says otherwise. */
export type RateLimitTable = Record<RateLimitName, { points: number; duration: number }>;

export class RateLimits {
  private constructor(
    private readonly limits: RateLimitTable,
    private readonly limiters: Record<RateLimitName, RateLimiterAbstract>,
  ) {}

  static inPostgres(pool: Pool, namespace = '', limits: RateLimitTable = RATE_LIMITS): RateLimits {
    return RateLimits.build(
      limits,
      (name) =>
        new RateLimiterPostgres({
          storeClient: pool,
          storeType: 'pool',
          tableName: 'rate_limits',
          tableCreated: true,
          keyPrefix: `${namespace}${name}`,
          ...limits[name],
        }),
    );
  }

  static inMemory(limits: RateLimitTable = RATE_LIMITS): RateLimits {
    return RateLimits.build(limits, (name) => new RateLimiterMemory({ keyPrefix: name, ...limits[name] }));
  }

  private static build(
    limits: RateLimitTable,
    make: (name: RateLimitName) => RateLimiterAbstract,
  ): RateLimits {
    const names = Object.keys(limits) as RateLimitName[];
    return new RateLimits(
      limits,
      Object.fromEntries(names.map((n) => [n, make(n)])) as Record<RateLimitName, RateLimiterAbstract>,
    );
  }

  /** Takes one point from `name` for `key`, or throws the SPEC §7 429. */
  async take(name: RateLimitName, key: string): Promise<void> {
    try {
      await this.limiters[name].consume(storableKey(key), 1);
    } catch (res) {
      if (res instanceof RateLimiterRes) {
        const seconds = Math.min(this.limits[name].duration, Math.max(1, Math.ceil(res.msBeforeNext / 1000)));
        throw rateLimited(seconds);
      }
      throw unavailable('The rate limiter could not be reached.');
    }
  }
}

/**
 * A counter's key must fit the table's varchar(255) beside its namespace and name: a long identity (a
 * typed e-mail address of 254 characters, say) is counted under its digest, never refused as a 503.
 */
export function storableKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
const MAX_PLAIN_KEY = 128;
