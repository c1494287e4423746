// Dashboard sign-in (CONTRACT §3, §13): single-use links mailed to the addresses of a tenant, and
// the server-side sessions they open. Link tokens and session cookies are stored only as digests,
// so a copy of the database signs no one in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { statement, type Database } from '../db/sql.js';
import { newSessionSecret, newSignInToken, secretDigest } from '../domain/ids.js';
import { SESSION_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import { queueMail } from './mail-outbox.js';
import { signInMail } from './mail-messages.js';

export interface Session {
  tenantId: string;
  tenantName: string;
  email: string;
  /** The form token tied to this session (CONTRACT §13: every state-changing form carries it). */
  csrf: string;
  expiresAt: UnixSeconds;
}

const ADDRESS_OWNER = statement(
  'sign-in-address-owner',
  `select a.tenant_id, t.name from sign_in_addresses a join tenants t on t.id = a.tenant_id where a.email = $1`,
);
const INSERT_LINK = statement(
  'insert-sign-in-link',
  `insert into sign_in_links (token_hash, tenant_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
);
const LIVE_LINK = statement(
  'live-sign-in-link',
  `select tenant_id from sign_in_links where token_hash = $1 and used_at is null and expires_at > $2`,
);
// The update is the arbiter of "single use": of two clicks at once, one row comes back.
const USE_LINK = statement(
  'use-sign-in-link',
  `update sign_in_links set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2
   returning tenant_id, email`,
);
const INSERT_SESSION = statement(
  'insert-session',
  `insert into sessions (id_hash, tenant_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
);
const SESSION = statement(
  'session',
  `select s.tenant_id, s.email, s.expires_at, t.name from sessions s join tenants t on t.id = s.tenant_id
    where s.id_hash = $1 and s.expires_at > $2`,
);

/** The CSRF token of a session: derived from its cookie, so it needs no storage and no one else can make it. */
export const csrfTokenOf = (cookie: string): string =>
  createHmac('sha256', cookie).update('matchledger dashboard csrf').digest('base64url');

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class SignInLedger {
  /** Injectable so tests can step past a link's 15 minutes without waiting for them. */
  clock: () => UnixSeconds = unixNow;

  constructor(
    private readonly db: Database,
    private readonly publicBaseUrl: string,
  ) {}

  /**
   * Queues a sign-in mail when `email` may sign in; the mail's id, for dispatch once committed, or
   * undefined. The caller answers the same either way (CONTRACT §13).
   */
  async requestLink(email: string): Promise<string | undefined> {
    const address = email.toLowerCase();
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [owner] = await tx.rows<{ tenant_id: string; name: string }>(ADDRESS_OWNER, [address]);
      if (!owner) return undefined;
      const token = newSignInToken();
      await tx.rows(INSERT_LINK, [
        secretDigest(token),
        owner.tenant_id,
        address,
        now,
        now + SIGN_IN_LINK_TTL_SECONDS,
      ]);
      const link = `${this.publicBaseUrl}/app/login/${token}`;
      return queueMail(tx, signInMail(address, owner.name, link, SIGN_IN_LINK_TTL_SECONDS / 60));
    });
  }

  /** True while the link can still sign someone in; looking does not use it (a mail scanner's GET). */
  async linkIsLive(token: string): Promise<boolean> {
    const rows = await this.db.rows(LIVE_LINK, [secretDigest(token), this.clock()]);
    return rows.length > 0;
  }

  /** Uses the link: a new session's cookie value, or undefined for a used, expired or unknown link. */
  async useLink(token: string): Promise<string | undefined> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const [link] = await tx.rows<{ tenant_id: string; email: string }>(USE_LINK, [
        secretDigest(token),
        now,
      ]);
      if (!link) return undefined;
      const cookie = newSessionSecret();
      await tx.rows(INSERT_SESSION, [
        secretDigest(cookie),
        link.tenant_id,
        link.email,
        now,
        now + SESSION_TTL_SECONDS,
      ]);
      return cookie;
    });
  }

  async session(cookie: string): Promise<Session | undefined> {
    const [s] = await this.db.rows<Record<string, unknown>>(SESSION, [secretDigest(cookie), this.clock()]);
    if (!s) return undefined;
    return {
      tenantId: String(s.tenant_id),
      tenantName: String(s.name),
      email: String(s.email),
      csrf: csrfTokenOf(cookie),
      expiresAt: Number(s.expires_at),
    };
  }

  /** Sign-out: the session ends at once, whatever copies of the cookie exist. */
  async endSession(cookie: string): Promise<void> {
    await this.db.rows(`delete from sessions where id_hash = $1`, [secretDigest(cookie)]);
  }
}
