// Dashboard sign-in (CONTRACT §3, §13): single-use links mailed to the addresses of a tenant, and
// the server-side sessions they open. Link tokens and session cookies are stored only as digests,
// so a copy of the database signs no one in.
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  addressShops,
  deleteSession,
  insertSession,
  insertSignInLink,
  joinTeam,
  liveJoinLink,
  liveSession,
  pendingJoins,
  signInAddresses,
  signInLinkShops,
  useJoinLink,
  useSignInLink,
  type Shop,
} from '../db/sign-in.js';
import { getTenant } from './tenants.js';
import type { Database, Queryable } from '../db/sql.js';
import { newSessionSecret, newSignInToken, secretDigest } from '../domain/ids.js';
import {
  JOIN_LINK_TTL_SECONDS,
  JOIN_LINKS_PENDING_MAX,
  SESSION_TTL_SECONDS,
  SIGN_IN_LINK_TTL_SECONDS,
} from '../domain/rules.js';
import { invalidRequest } from '../domain/errors.js';
import { unixNow, type UnixSeconds } from '../domain/time.js';
import type { Lang } from '../i18n/index.js';
import { queueMail } from './mail-outbox.js';
import { joinMail, signInChoiceMail, signInMail } from './mail-messages.js';

export type { Shop };

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
   * undefined. The caller answers the same either way (CONTRACT §13). An address on several shops gets
   * one link whose page asks which shop. The mail speaks `lang`, the language of the page it was asked
   * from (the several-shops mail is in English only for now).
   */
  async requestLink(email: string, lang: Lang = 'en'): Promise<string | undefined> {
    const address = email.toLowerCase();
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const shops = await addressShops(tx, address);
      const [only] = shops;
      if (!only) return undefined;
      const token = newSignInToken();
      await insertSignInLink(tx, {
        tokenHash: secretDigest(token),
        tenantId: shops.length === 1 ? only.tenantId : null,
        email: address,
        createdAt: now,
        expiresAt: now + SIGN_IN_LINK_TTL_SECONDS,
      });
      const link = `${this.publicBaseUrl}/app/login/${token}`;
      const minutes = SIGN_IN_LINK_TTL_SECONDS / 60;
      return queueMail(
        tx,
        shops.length === 1
          ? signInMail(address, only.name, link, minutes, lang)
          : signInChoiceMail(
              address,
              shops.map((s) => s.name),
              link,
              minutes,
              lang,
            ),
      );
    });
  }

  /** The shops a live link may open, [] when it cannot sign in; looking does not use it (a mail scanner's GET). */
  async linkShops(token: string): Promise<Shop[]> {
    return signInLinkShops(this.db, secretDigest(token), this.clock());
  }

  /**
   * Uses the link: a new session's cookie value, or undefined for a used, expired or unknown link, or
   * a shop that is not the link's (the address's, for a link of several shops).
   */
  async useLink(token: string, chosenTenantId?: string): Promise<string | undefined> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const link = await useSignInLink(tx, secretDigest(token), now, chosenTenantId ?? null);
      if (!link) return undefined;
      return this.openSession(tx, link.tenantId, link.email, now);
    });
  }

  /**
   * Team page: mails `email` a link that puts it on the shop's team once opened. Nothing is said of
   * whether the address signs in elsewhere; one already on this team gets no mail. The mail's id, or
   * undefined.
   */
  async invite(tenantId: string, email: string, lang: Lang = 'en'): Promise<string | undefined> {
    const address = email.toLowerCase();
    const now = this.clock();
    const tenant = await getTenant(this.db, tenantId);
    return this.db.transaction(async (tx) => {
      if ((await signInAddresses(tx, tenantId)).some((a) => a.email === address)) return undefined;
      if ((await pendingJoins(tx, tenantId, now)).length >= JOIN_LINKS_PENDING_MAX) {
        throw invalidRequest(
          `${JOIN_LINKS_PENDING_MAX} confirmations are waiting already: remove some before adding more.`,
          [{ path: 'email', issue: 'too many waiting' }],
        );
      }
      const token = newSignInToken();
      await insertSignInLink(tx, {
        tokenHash: secretDigest(token),
        tenantId,
        email: address,
        createdAt: now,
        expiresAt: now + JOIN_LINK_TTL_SECONDS,
        kind: 'join',
      });
      const link = `${this.publicBaseUrl}/app/join/${token}`;
      return queueMail(tx, joinMail(address, tenant.name, link, JOIN_LINK_TTL_SECONDS / 3600, lang));
    });
  }

  async pendingJoins(tenantId: string): Promise<{ email: string; expiresAt: number }[]> {
    return pendingJoins(this.db, tenantId, this.clock());
  }

  /** The shop a live confirmation link joins; looking does not use it. */
  async joinShop(token: string): Promise<Shop | undefined> {
    return liveJoinLink(this.db, secretDigest(token), this.clock());
  }

  /** Uses a confirmation link: the address joins the team and is signed in; undefined when it cannot. */
  async acceptJoin(token: string): Promise<string | undefined> {
    const now = this.clock();
    return this.db.transaction(async (tx) => {
      const link = await useJoinLink(tx, secretDigest(token), now);
      if (!link) return undefined;
      await joinTeam(tx, link.email, link.tenantId, now);
      return this.openSession(tx, link.tenantId, link.email, now);
    });
  }

  private async openSession(
    tx: Queryable,
    tenantId: string,
    email: string,
    now: UnixSeconds,
  ): Promise<string> {
    const cookie = newSessionSecret();
    await insertSession(tx, {
      idHash: secretDigest(cookie),
      tenantId,
      email,
      createdAt: now,
      expiresAt: now + SESSION_TTL_SECONDS,
    });
    return cookie;
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
