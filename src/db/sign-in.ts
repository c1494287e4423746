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

const ADD_ADDRESS = statement(
  'add-sign-in-address',
  `insert into sign_in_addresses (email, tenant_id, created_at) values ($1, $2, $3)
       on conflict (email) do nothing returning email`,
);

/** Adds an address to a tenant's team: false when it is taken already (here or elsewhere). */
export async function addSignInAddress(
  q: Queryable,
  email: string,
  tenantId: string,
  now: UnixSeconds,
): Promise<boolean> {
  return (await q.rows(ADD_ADDRESS, [email, tenantId, now])).length > 0;
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
  `delete from sign_in_addresses where email = $1 and tenant_id = $2`,
);
const DELETE_SESSIONS_OF_ADDRESS = statement(
  'delete-sessions-of-address',
  `delete from sessions where email = $1 and tenant_id = $2`,
);
const DELETE_LINKS_OF_ADDRESS = statement(
  'delete-sign-in-links-of-address',
  `delete from sign_in_links where email = $1 and tenant_id = $2`,
);

/** Removes the address, voids its unused links and signs out whoever signed in with it. */
export async function deleteSignInAddress(tx: Queryable, email: string, tenantId: string): Promise<void> {
  await tx.rows(DELETE_ADDRESS, [email, tenantId]);
  await tx.rows(DELETE_LINKS_OF_ADDRESS, [email, tenantId]);
  await tx.rows(DELETE_SESSIONS_OF_ADDRESS, [email, tenantId]);
}

// A link or session counts only while its address is, at that moment, one of its shop's: an address
// removed or moved by any path (the team page, an operator's SQL) signs no one in there any more.
const STILL_ON_TEAM = `exists (select 1 from sign_in_addresses a where a.email = %.email and a.tenant_id = %.tenant_id)`;
const stillOnTeam = (alias: string): string => STILL_ON_TEAM.replaceAll('%', alias);

const ADDRESS_OWNER = statement(
  'sign-in-address-owner',
  `select a.tenant_id, t.name from sign_in_addresses a join tenants t on t.id = a.tenant_id where a.email = $1`,
);

/** The tenant this address signs in to, with its name. */
export async function addressOwner(
  q: Queryable,
  email: string,
): Promise<{ tenantId: string; name: string } | undefined> {
  const [owner] = await q.rows<{ tenant_id: string; name: string }>(ADDRESS_OWNER, [email]);
  return owner && { tenantId: owner.tenant_id, name: owner.name };
}

const INSERT_LINK = statement(
  'insert-sign-in-link',
  `insert into sign_in_links (token_hash, tenant_id, email, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
);

export async function insertSignInLink(
  q: Queryable,
  l: { tokenHash: string; tenantId: string; email: string; createdAt: UnixSeconds; expiresAt: UnixSeconds },
): Promise<void> {
  await q.rows(INSERT_LINK, [l.tokenHash, l.tenantId, l.email, l.createdAt, l.expiresAt]);
}

const LIVE_LINK = statement(
  'live-sign-in-link',
  `select tenant_id from sign_in_links l where token_hash = $1 and used_at is null and expires_at > $2
      and ${stillOnTeam('l')}`,
);

export async function signInLinkIsLive(q: Queryable, tokenHash: string, now: UnixSeconds): Promise<boolean> {
  return (await q.rows(LIVE_LINK, [tokenHash, now])).length > 0;
}

// The update is the arbiter of "single use": of two clicks at once, one row comes back.
const USE_LINK = statement(
  'use-sign-in-link',
  `update sign_in_links l set used_at = $2 where token_hash = $1 and used_at is null and expires_at > $2
      and ${stillOnTeam('l')}
   returning tenant_id, email`,
);

/** Marks a live link used: whom it signs in, or undefined for a used, expired or unknown link. */
export async function useSignInLink(
  tx: Queryable,
  tokenHash: string,
  now: UnixSeconds,
): Promise<{ tenantId: string; email: string } | undefined> {
  const [link] = await tx.rows<{ tenant_id: string; email: string }>(USE_LINK, [tokenHash, now]);
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
