// The dashboard's sign-in tables (CONTRACT §13): the addresses that may sign in to a tenant, the
// single-use links mailed to them and the sessions those open. Tokens and cookies arrive here as digests.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

const INSERT_ADDRESS = statement(
  'insert-sign-in-address',
  `insert into sign_in_addresses (email, tenant_id, created_at) values ($1, $2, $3)`,
);

/** An address of a new tenant; a taken address is the caller's unique violation. */
export async function insertSignInAddress(
  q: Queryable,
  email: string,
  tenantId: string,
  now: UnixSeconds,
): Promise<void> {
  await q.rows(INSERT_ADDRESS, [email, tenantId, now]);
}

const JOIN_TEAM = statement(
  'join-sign-in-address',
  `insert into sign_in_addresses (email, tenant_id, created_at) values ($1, $2, $3) on conflict do nothing`,
);

/** Puts a confirmed address on a team (a second confirmation changes nothing). */
export async function joinTeam(
  q: Queryable,
  email: string,
  tenantId: string,
  now: UnixSeconds,
): Promise<void> {
  await q.rows(JOIN_TEAM, [email, tenantId, now]);
}

const ADDRESSES = statement(
  'sign-in-addresses',
  `select email, created_at from sign_in_addresses where tenant_id = $1 order by created_at, email`,
);

export async function signInAddresses(
  q: Queryable,
  tenantId: string,
): Promise<{ email: string; createdAt: number }[]> {
  const rows = await q.rows<{ email: string; created_at: string }>(ADDRESSES, [tenantId]);
  return rows.map((r) => ({ email: r.email, createdAt: Number(r.created_at) }));
}

const LOCK_ADDRESSES = statement(
  'lock-sign-in-addresses',
  `select email from sign_in_addresses where tenant_id = $1 for update`,
);

/** The tenant's addresses, locked against a concurrent removal for the rest of the transaction. */
export async function lockSignInAddresses(tx: Queryable, tenantId: string): Promise<string[]> {
  return (await tx.rows<{ email: string }>(LOCK_ADDRESSES, [tenantId])).map((r) => r.email);
}

const DELETE_ADDRESS = statement(
  'delete-sign-in-address',
  `delete from sign_in_addresses where email = $1 and tenant_id = $2 returning 1`,
);
const DELETE_SESSIONS_OF_ADDRESS = statement(
  'delete-sessions-of-address',
  `delete from sessions where email = $1 and tenant_id = $2`,
);
const DELETE_LINKS_OF_ADDRESS = statement(
  'delete-sign-in-links-of-address',
  `delete from sign_in_links where email = $1 and tenant_id = $2 returning 1`,
);

/**
 * Removes the address, voids its links (sign-in links and a confirmation still waiting) and signs out
 * whoever signed in with it. Whether there was anything of it to remove.
 */
export async function deleteSignInAddress(tx: Queryable, email: string, tenantId: string): Promise<boolean> {
  const address = await tx.rows(DELETE_ADDRESS, [email, tenantId]);
  const links = await tx.rows(DELETE_LINKS_OF_ADDRESS, [email, tenantId]);
  await tx.rows(DELETE_SESSIONS_OF_ADDRESS, [email, tenantId]);
  return address.length + links.length > 0;
}

// A link or session counts only while its address is, at that moment, one of its shop's: an address
// removed or moved by any path (the team page, an operator's SQL) signs no one in there any more.
const STILL_ON_TEAM = `exists (select 1 from sign_in_addresses a where a.email = %.email and a.tenant_id = %.tenant_id)`;
const stillOnTeam = (alias: string): string => STILL_ON_TEAM.replaceAll('%', alias);

const ADDRESS_SHOPS = statement(
  'sign-in-address-shops',
  `select a.tenant_id, t.name from sign_in_addresses a join tenants t on t.id = a.tenant_id
    where a.email = $1 order by t.name, a.tenant_id`,
);

export interface Shop {
  tenantId: string;
  name: string;
}

/** The shops this address signs in to, by name. */
export async function addressShops(q: Queryable, email: string): Promise<Shop[]> {
  const rows = await q.rows<{ tenant_id: string; name: string }>(ADDRESS_SHOPS, [email]);
  return rows.map((r) => ({ tenantId: r.tenant_id, name: r.name }));
}

const INSERT_LINK = statement(
  'insert-sign-in-link',
  `insert into sign_in_links (token_hash, tenant_id, email, created_at, expires_at, kind)
       values ($1, $2, $3, $4, $5, $6)`,
);

/**
 * A single-use link: `sign_in` (its shop, or null when the address has several and will choose), or
 * `join`, the confirmation that puts the address on its shop's team.
 */
export async function insertSignInLink(
  q: Queryable,
  l: {
    tokenHash: string;
    tenantId: string | null;
    email: string;
    createdAt: UnixSeconds;
    expiresAt: UnixSeconds;
    kind?: 'sign_in' | 'join';
  },
): Promise<void> {
  await q.rows(INSERT_LINK, [
    l.tokenHash,
    l.tenantId,
    l.email,
    l.createdAt,
    l.expiresAt,
    l.kind ?? 'sign_in',
  ]);
}

const PENDING_JOINS = statement(
  'pending-join-links',
  `select email, expires_at from sign_in_links
    where tenant_id = $1 and kind = 'join' and used_at is null and expires_at > $2
    order by created_at, email`,
);

/** The confirmations a shop is waiting for. */
export async function pendingJoins(
  q: Queryable,
  tenantId: string,
  now: UnixSeconds,
): Promise<{ email: string; expiresAt: number }[]> {
  const rows = await q.rows<{ email: string; expires_at: string }>(PENDING_JOINS, [tenantId, now]);
  return rows.map((r) => ({ email: r.email, expiresAt: Number(r.expires_at) }));
}

const LIVE_JOIN = statement(
  'live-join-link',
  `select l.tenant_id, t.name from sign_in_links l join tenants t on t.id = l.tenant_id
    where l.token_hash = $1 and l.kind = 'join' and l.used_at is null and l.expires_at > $2`,
);

/** The shop a live confirmation link joins; looking does not use it. */
export async function liveJoinLink(
  q: Queryable,
  tokenHash: string,
  now: UnixSeconds,
): Promise<Shop | undefined> {
  const [r] = await q.rows<{ tenant_id: string; name: string }>(LIVE_JOIN, [tokenHash, now]);
  return r && { tenantId: r.tenant_id, name: r.name };
}

const USE_JOIN = statement(
  'use-join-link',
  `update sign_in_links set used_at = $2
    where token_hash = $1 and kind = 'join' and used_at is null and expires_at > $2
   returning tenant_id, email`,
);

export async function useJoinLink(
  tx: Queryable,
  tokenHash: string,
  now: UnixSeconds,
): Promise<{ tenantId: string; email: string } | undefined> {
  const [r] = await tx.rows<{ tenant_id: string; email: string }>(USE_JOIN, [tokenHash, now]);
  return r && { tenantId: r.tenant_id, email: r.email };
}

const LIVE_LINK = statement(
  'live-sign-in-link',
  // A link of one shop offers it while the address is still on its team; a link of an address with
  // several shops offers each shop the address is on now.
  `select a.tenant_id, t.name from sign_in_links l
     join sign_in_addresses a on a.email = l.email and a.tenant_id = coalesce(l.tenant_id, a.tenant_id)
     join tenants t on t.id = a.tenant_id
    where l.token_hash = $1 and l.kind = 'sign_in' and l.used_at is null and l.expires_at > $2
    order by t.name, a.tenant_id`,
);

/** The shops a live sign-in link may open ([] for a used, expired or unknown one); looking does not use it. */
export async function signInLinkShops(q: Queryable, tokenHash: string, now: UnixSeconds): Promise<Shop[]> {
  const rows = await q.rows<{ tenant_id: string; name: string }>(LIVE_LINK, [tokenHash, now]);
  return rows.map((r) => ({ tenantId: r.tenant_id, name: r.name }));
}

// The update is the arbiter of "single use": of two clicks at once, one row comes back.
const USE_LINK = statement(
  'use-sign-in-link',
  // The shop is the link's own, or (a link of several shops) the one chosen, which must be one of them.
  `update sign_in_links l set used_at = $2
    where token_hash = $1 and kind = 'sign_in' and used_at is null and expires_at > $2
      and (l.tenant_id is null or $3::text is null or l.tenant_id = $3)
      and exists (select 1 from sign_in_addresses a
                   where a.email = l.email and a.tenant_id = coalesce(l.tenant_id, $3))
   returning coalesce(tenant_id, $3) as tenant_id, email`,
);

/**
 * Marks a live link used: whom it signs in and to which shop, or undefined for a used, expired or
 * unknown link, an address no longer on the shop's team, or a chosen shop not among the address's.
 */
export async function useSignInLink(
  tx: Queryable,
  tokenHash: string,
  now: UnixSeconds,
  chosenTenantId: string | null = null,
): Promise<{ tenantId: string; email: string } | undefined> {
  const [link] = await tx.rows<{ tenant_id: string; email: string }>(USE_LINK, [
    tokenHash,
    now,
    chosenTenantId,
  ]);
  return link && { tenantId: link.tenant_id, email: link.email };
}

const INSERT_SESSION = statement(
  'insert-session',
  `insert into sessions (id_hash, tenant_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
);

export async function insertSession(
  q: Queryable,
  s: { idHash: string; tenantId: string; email: string; createdAt: UnixSeconds; expiresAt: UnixSeconds },
): Promise<void> {
  await q.rows(INSERT_SESSION, [s.idHash, s.tenantId, s.email, s.createdAt, s.expiresAt]);
}

const SESSION = statement(
  'session',
  `select s.tenant_id, s.email, s.expires_at, t.name from sessions s join tenants t on t.id = s.tenant_id
    where s.id_hash = $1 and s.expires_at > $2 and ${stillOnTeam('s')}`,
);

export interface SessionRow {
  tenantId: string;
  tenantName: string;
  email: string;
  expiresAt: UnixSeconds;
}

/** The live session with this digest. */
export async function liveSession(
  q: Queryable,
  idHash: string,
  now: UnixSeconds,
): Promise<SessionRow | undefined> {
  const [s] = await q.rows(SESSION, [idHash, now]);
  if (!s) return undefined;
  return {
    tenantId: String(s.tenant_id),
    tenantName: String(s.name),
    email: String(s.email),
    expiresAt: Number(s.expires_at),
  };
}

const DELETE_SESSION = statement('delete-session', `delete from sessions where id_hash = $1`);

export async function deleteSession(q: Queryable, idHash: string): Promise<void> {
  await q.rows(DELETE_SESSION, [idHash]);
}
