// The reporter tables (CONTRACT §7): pairing codes, devices (our app, forwarders, SMSGate) and the
// SMSGate envelopes taken in. Codes and tokens arrive here as digests; SMSGate's signing key is the one
// secret kept as written (see the reporter_apps migration for why).
import { statement, type Queryable } from './sql.js';
import { BY_CREATED_AT, Filter, newestFirst, type Page, type PageRequest } from './pages.js';
import type { UnixSeconds } from '../domain/time.js';

export type DeviceKind = 'app' | 'forwarder' | 'smsgate' | 'shortcut';

/** The reporter apps a seller already has, created with their setup (CONTRACT §7). */
export type ReporterKind = Exclude<DeviceKind, 'app'>;

/** What became of the last message a device relayed (feed health, beyond CONTRACT §7's list). */
export type MessageOutcome = 'credited' | 'repeat' | 'ignored' | 'unparseable';

export interface DeviceBody {
  device_id: string;
  name?: string;
  platform: 'android' | 'ios';
  created_at: number;
  last_seen_at?: number;
  revoked_at?: number;
  kind: DeviceKind;
  last_message?: { at: number; outcome: MessageOutcome; credit_id?: string; reason?: string };
}

const DEVICE_COLUMNS =
  'id, tenant_id, name, platform, created_at, last_seen_at, revoked_at, kind, last_message_at, last_message_outcome, last_message_credit_id, last_message_reason';

function deviceFromRow(r: Record<string, unknown>): DeviceBody {
  return {
    device_id: String(r.id),
    ...(r.name ? { name: String(r.name) } : {}),
    platform: r.platform as DeviceBody['platform'],
    created_at: Number(r.created_at),
    ...(r.last_seen_at !== null ? { last_seen_at: Number(r.last_seen_at) } : {}),
    ...(r.revoked_at !== null ? { revoked_at: Number(r.revoked_at) } : {}),
    kind: r.kind as DeviceKind,
    ...(r.last_message_at !== null
      ? {
          last_message: {
            at: Number(r.last_message_at),
            outcome: r.last_message_outcome as MessageOutcome,
            ...(r.last_message_credit_id !== null ? { credit_id: String(r.last_message_credit_id) } : {}),
            ...(r.last_message_reason !== null ? { reason: String(r.last_message_reason) } : {}),
          },
        }
      : {}),
  };
}

const INSERT_PAIRING_CODE = statement(
  'insert-pairing-code',
  `insert into pairing_codes (code_hash, tenant_id, name, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
);

export async function insertPairingCode(
  q: Queryable,
  c: {
    codeHash: string;
    tenantId: string;
    name: string | null;
    createdAt: UnixSeconds;
    expiresAt: UnixSeconds;
  },
): Promise<void> {
  await q.rows(INSERT_PAIRING_CODE, [c.codeHash, c.tenantId, c.name, c.createdAt, c.expiresAt]);
}

const CLAIM_PAIRING_CODE = statement(
  'claim-pairing-code',
  `update pairing_codes set used_at = $1 where code_hash = $2 and used_at is null and expires_at > $3
         returning tenant_id, name`,
);

/** Uses a live, unused code: its tenant and the name it was minted with, or undefined. */
export async function claimPairingCode(
  tx: Queryable,
  codeHash: string,
  now: UnixSeconds,
): Promise<{ tenantId: string; name: string | null } | undefined> {
  const [r] = await tx.rows<{ tenant_id: string; name: string | null }>(CLAIM_PAIRING_CODE, [
    now,
    codeHash,
    now,
  ]);
  return r && { tenantId: r.tenant_id, name: r.name };
}

const INSERT_PAIRED_DEVICE = statement(
  'insert-paired-device',
  `insert into devices (id, tenant_id, name, platform, token_hash, created_at) values ($1, $2, $3, $4, $5, $6)`,
);

export async function insertPairedDevice(
  tx: Queryable,
  d: {
    id: string;
    tenantId: string;
    name: string | null;
    platform: 'android' | 'ios';
    tokenHash: string;
    createdAt: UnixSeconds;
  },
): Promise<void> {
  await tx.rows(INSERT_PAIRED_DEVICE, [d.id, d.tenantId, d.name, d.platform, d.tokenHash, d.createdAt]);
}

const INSERT_REPORTER = statement(
  'insert-reporter-device',
  `insert into devices (id, tenant_id, name, platform, kind, token_hash, signing_key, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
);

/** A forwarder or an iPhone shortcut (with a token digest), or an SMSGate device (with its signing key). */
export async function insertReporter(
  q: Queryable,
  d: {
    id: string;
    tenantId: string;
    name: string | null;
    kind: ReporterKind;
    tokenHash: string | null;
    signingKey: string | null;
    createdAt: UnixSeconds;
  },
): Promise<void> {
  const platform = d.kind === 'shortcut' ? 'ios' : 'android';
  await q.rows(INSERT_REPORTER, [
    d.id,
    d.tenantId,
    d.name,
    platform,
    d.kind,
    d.tokenHash,
    d.signingKey,
    d.createdAt,
  ]);
}

/** One page of the tenant's devices, newest first. */
export function listDevices(q: Queryable, tenantId: string, page: PageRequest): Promise<Page<DeviceBody>> {
  const filter = new Filter().where`tenant_id = ${tenantId}`;
  // The page's cursor names its last row's seq (BY_CREATED_AT's tie-breaker), so the select carries it.
  return newestFirst(
    q,
    `select ${DEVICE_COLUMNS}, seq from devices`,
    filter,
    BY_CREATED_AT,
    page,
    deviceFromRow,
  );
}

const DEVICE_OF_TENANT = statement(
  'device-of-tenant',
  `select ${DEVICE_COLUMNS} from devices where id = $1 and tenant_id = $2`,
);

/** The tenant's device of that id, revoked or not. */
export async function deviceOfTenant(
  q: Queryable,
  tenantId: string,
  deviceId: string,
): Promise<DeviceBody | undefined> {
  const [r] = await q.rows(DEVICE_OF_TENANT, [deviceId, tenantId]);
  return r && deviceFromRow(r);
}

const REVOKE_DEVICE = statement(
  'revoke-device',
  `update devices set revoked_at = coalesce(revoked_at, $1) where id = $2 and tenant_id = $3
       returning ${DEVICE_COLUMNS}`,
);

/** Revokes the tenant's device (once: a second revocation keeps the first time). */
export async function revokeDevice(
  q: Queryable,
  tenantId: string,
  deviceId: string,
  now: UnixSeconds,
): Promise<DeviceBody | undefined> {
  const [r] = await q.rows(REVOKE_DEVICE, [now, deviceId, tenantId]);
  return r && deviceFromRow(r);
}

const SMSGATE_DEVICE = statement(
  'smsgate-device',
  `select id, tenant_id, signing_key from devices
          where id = $1 and kind = 'smsgate' and revoked_at is null`,
);

/** The live SMSGate device of that id and its signing key. */
export async function liveSmsGateDevice(
  q: Queryable,
  deviceId: string,
): Promise<{ deviceId: string; tenantId: string; signingKey: string } | undefined> {
  const [r] = await q.rows<{ id: string; tenant_id: string; signing_key: string }>(SMSGATE_DEVICE, [
    deviceId,
  ]);
  return r && { deviceId: r.id, tenantId: r.tenant_id, signingKey: r.signing_key };
}

export const DEVICE_HEARD = statement(
  'device-heard',
  `update devices set last_seen_at = $1 where id = $2 and (last_seen_at is null or last_seen_at < $3)`,
);

/** The device was heard from at `now`: last_seen_at moves if it is older than `staleBefore`. */
export async function markDeviceHeard(
  q: Queryable,
  deviceId: string,
  now: UnixSeconds,
  staleBefore: UnixSeconds,
): Promise<void> {
  await q.rows(DEVICE_HEARD, [now, deviceId, staleBefore]);
}

export const DEVICE_LAST_MESSAGE = statement(
  'device-last-message',
  `update devices set last_message_at = $2, last_message_outcome = $3, last_message_credit_id = $4,
                      last_message_reason = $5
          where id = $1`,
);

export async function noteLastMessage(
  q: Queryable,
  deviceId: string,
  m: { at: UnixSeconds; outcome: MessageOutcome; creditId: string | null; reason?: string | undefined },
): Promise<void> {
  await q.rows(DEVICE_LAST_MESSAGE, [deviceId, m.at, m.outcome, m.creditId, m.reason ?? null]);
}

const ENVELOPE_TAKEN = statement(
  'smsgate-envelope-taken',
  `select 1 from smsgate_envelopes where device_id = $1 and envelope_id = $2`,
);
const MARK_ENVELOPE = statement(
  'smsgate-envelope-mark',
  `insert into smsgate_envelopes (device_id, envelope_id, received_at) values ($1, $2, $3)
         on conflict do nothing`,
);

export async function envelopeTaken(q: Queryable, deviceId: string, envelopeId: string): Promise<boolean> {
  return (await q.rows(ENVELOPE_TAKEN, [deviceId, envelopeId])).length > 0;
}

export async function markEnvelope(
  q: Queryable,
  deviceId: string,
  envelopeId: string,
  now: UnixSeconds,
): Promise<void> {
  await q.rows(MARK_ENVELOPE, [deviceId, envelopeId, now]);
}

export const AUTHENTICATE = statement(
  'authenticate-device',
  `select id, tenant_id, platform, last_seen_at from devices where token_hash = $1 and revoked_at is null`,
);

/** The live device with this token digest. */
export async function deviceByToken(
  q: Queryable,
  tokenHash: string,
): Promise<
  { id: string; tenantId: string; platform: 'android' | 'ios'; lastSeenAt: number | null } | undefined
> {
  const [r] = await q.rows(AUTHENTICATE, [tokenHash]);
  return (
    r && {
      id: String(r.id),
      tenantId: String(r.tenant_id),
      platform: r.platform as 'android' | 'ios',
      lastSeenAt: r.last_seen_at === null ? null : Number(r.last_seen_at),
    }
  );
}

const DEVICE_SEEN = statement('device-seen', `update devices set last_seen_at = $1 where id = $2`);

export async function markDeviceSeen(q: Queryable, deviceId: string, now: UnixSeconds): Promise<void> {
  await q.rows(DEVICE_SEEN, [now, deviceId]);
}
