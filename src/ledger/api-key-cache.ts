// API key authentication with a short-lived cache. A revocation reaches every API process at once
// through PostgreSQL NOTIFY (sent in the revoking transaction); entries also expire after a minute,
// and while the listening connection is down the cache is bypassed, so a revoked key never
// outlives its revocation by more than the notification's delivery.
import type { Pool, PoolClient } from 'pg';
import { secretDigest } from '../domain/ids.js';
import { listenForRevocations, tenantOfLiveKey } from '../db/api-keys.js';
import type { Database } from '../db/sql.js';
import type { Logger } from '../logger.js';

export { API_KEY_REVOCATIONS_CHANNEL } from '../db/api-keys.js';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

export class ApiKeyAuthenticator {
  private readonly cache = new Map<string, { tenantId: string; until: number }>();
  /** Bumped by every revocation heard: a lookup that raced one is not cached. */
  private revocations = 0;
  private listener: { client: PoolClient; release: () => void } | undefined;
  private retrying: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
  ) {}

  /** Listens for revocations; without this nothing is cached. */
  async listen(pool: Pool): Promise<void> {
    let client: PoolClient;
    try {
      client = await pool.connect();
    } catch (err) {
      this.log.warn({ err }, 'cannot listen for API key revocations; authenticating without a cache');
      this.relisten(pool);
      return;
    }
    // pg reports a lost connection as 'error' and then 'end', and stop() ends it too: the connection
    // is given back once, and a lost one is replaced once.
    let released = false;
    const release = (): void => {
      if (released) return;
      released = true;
      client.release(true);
    };
    const lost = (): void => {
      if (this.listener?.client === client) this.listener = undefined;
      release();
      this.relisten(pool);
    };
    client.on('notification', (n) => {
      this.revocations++;
      if (n.payload) this.cache.delete(n.payload);
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await listenForRevocations(client);
    } catch (err) {
      this.log.warn({ err }, 'cannot listen for API key revocations; authenticating without a cache');
      lost();
      return;
    }
    if (this.stopped) release();
    else this.listener = { client, release };
  }

  /** Forgets everything cached (revocations may have been missed) and listens again shortly. */
  private relisten(pool: Pool): void {
    this.cache.clear();
    this.revocations++;
    if (this.stopped || this.retrying) return;
    this.retrying = setTimeout(() => {
      this.retrying = undefined;
      if (!this.listener) void this.listen(pool);
    }, 1000).unref();
  }

  stop(): void {
    this.stopped = true;
    this.cache.clear();
    if (this.retrying) clearTimeout(this.retrying);
    const listener = this.listener;
    this.listener = undefined;
    listener?.release();
  }

  async tenantFor(apiKey: string): Promise<string | undefined> {
    const hash = secretDigest(apiKey);
    const now = Date.now();
    const hit = this.cache.get(hash);
    if (hit && hit.until > now && this.listener) return hit.tenantId;
    const seen = this.revocations;
    const tenantId = await tenantOfLiveKey(this.db, hash);
    if (tenantId && this.listener && seen === this.revocations) {
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
      this.cache.set(hash, { tenantId, until: now + TTL_MS });
    }
    return tenantId;
  }
}
