// Dashboard sign-in (CONTRACT §3, §13): single-use links mailed to the addresses of a tenant, and
// the server-side sessions they open. Link tokens and session cookies are stored only as digests,
// so a copy of the database signs no one in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  addressOwner,
  deleteSession,
  insertSession,
  insertSignInLink,
  liveSession,
  signInLinkIsLive,
  useSignInLink,
} from '../db/sign-in.js';
import type { Database } from '../db/sql.js';
import { newSessionSecret, newSignInToken, secretDigest } from '../domain/ids.js';
import { SESSION_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from '../domain/rules.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Lang } from '../i18n/index.js';
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
   * undefined. The caller answers the same either way (CONTRACT §13). The mail speaks `lang`, the
   * language of the page it was asked from.
   */
  async requestLink(email: string, lang: Lang = 'en'): Promise<string | undefined> {
    const address = email.toLowerCase();
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const owner = await addressOwner(tx, address);
      if (!owner) return undefined;
      const token = newSignInToken();
      await insertSignInLink(tx, {
        tokenHash: secretDigest(token),
        tenantId: owner.tenantId,
        email: address,
        createdAt: now,
        expiresAt: now + SIGN_IN_LINK_TTL_SECONDS,
      });
      const link = `${this.publicBaseUrl}/app/login/${token}`;
      return queueMail(tx, signInMail(address, owner.name, link, SIGN_IN_LINK_TTL_SECONDS / 60, lang));
    });
  }

  /** True while the link can still sign someone in; looking does not use it (a mail scanner's GET). */
  async linkIsLive(token: string): Promise<boolean> {
    return signInLinkIsLive(this.db, secretDigest(token), this.clock());
  }

  /** Uses the link: a new session's cookie value, or undefined for a used, expired or unknown link. */
  async useLink(token: string): Promise<string | undefined> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const link = await useSignInLink(tx, secretDigest(token), now);
      if (!link) return undefined;
      const cookie = newSessionSecret();
      await insertSession(tx, {
        idHash: secretDigest(cookie),
        tenantId: link.tenantId,
        email: link.email,
        createdAt: now,
        expiresAt: now + SESSION_TTL_SECONDS,
      });
      return cookie;
    });
  }

  async session(cookie: string): Promise<Session | undefined> {
    const s = await liveSession(this.db, secretDigest(cookie), this.clock());
    return s && { ...s, csrf: csrfTokenOf(cookie) };
  }

  /** Sign-out: the session ends at once, whatever copies of the cookie exist. */
  async endSession(cookie: string): Promise<void> {
    await deleteSession(this.db, secretDigest(cookie));
  }
}
