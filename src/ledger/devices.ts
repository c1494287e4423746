// Reporter devices (CONTRACT §7): a pairing code the tenant mints, exchanged once by the device for
// its token; and the reporter apps sellers already have, created directly with their setup. Codes and
// tokens are stored only as digests; SMSGate's signing key is the one secret kept as written (see the
// reporter_apps migration for why).
import { randomBytes } from 'node:crypto';
import { statement, type Database } from '../db/sql.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { newDeviceId, newDeviceToken, newPairingCode, secretDigest } from '../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
import { Filter, newestFirst, type Page } from './pages.js';

export type DeviceKind = 'app' | 'forwarder' | 'smsgate';

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
  last_message?: { at: number; outcome: MessageOutcome; credit_id?: string };
}

/** A live SMSGate device and the key its webhooks are signed with. */
export interface SmsGateDevice {
  deviceId: string;
  tenantId: string;
  signingKey: string;
}

export interface AuthenticatedDevice {
  deviceId: string;
  tenantId: string;
  platform: 'android' | 'ios';
}

/** last_seen_at is refreshed at most this often: a report must not cost a write for bookkeeping. */
const LAST_SEEN_RESOLUTION_SECONDS = 60;

function render(r: Record<string, unknown>): DeviceBody {
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
          },
        }
      : {}),
  };
}

export class DeviceLedger {
  constructor(private readonly db: Database) {}

  async mintPairingCode(
    tenantId: string,
    name: string | undefined,
  ): Promise<{ code: string; expires_at: number }> {
    const now = unixNow();
    const code = newPairingCode();
    await this.db.rows(
      `insert into pairing_codes (code_hash, tenant_id, name, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
      [secretDigest(code), tenantId, name ?? null, now, now + PAIRING_CODE_TTL_SECONDS],
    );
    return { code, expires_at: now + PAIRING_CODE_TTL_SECONDS };
  }

  /** Exchanges a live, unused code for a device and its token (shown once). */
  async pair(
    code: string,
    name: string | undefined,
    platform: 'android' | 'ios',
  ): Promise<{ device_id: string; device_token: string }> {
    const now = unixNow();
    return this.db.transaction(async (tx) => {
      // Claiming the code and creating the device commit together: a code is used exactly once.
      const claimed = await tx.rows<{ tenant_id: string; name: string | null }>(
        `update pairing_codes set used_at = $1 where code_hash = $2 and used_at is null and expires_at > $3
         returning tenant_id, name`,
        [now, secretDigest(code), now],
      );
      const claim = claimed[0];
      if (!claim) {
        throw invalidRequest('That pairing code is unknown, expired or already used.', [
          { path: 'code', issue: 'unknown, expired or already used' },
        ]);
      }
      const deviceId = newDeviceId();
      const token = newDeviceToken();
      await tx.rows(
        `insert into devices (id, tenant_id, name, platform, token_hash, created_at) values ($1, $2, $3, $4, $5, $6)`,
        [deviceId, claim.tenant_id, name ?? claim.name, platform, secretDigest(token), now],
      );
      return { device_id: deviceId, device_token: token };
    });
  }

  list(tenantId: string, limit: number, cursor: string | undefined): Promise<Page<DeviceBody>> {
    const filter = new Filter().where`tenant_id = ${tenantId}`;
    return newestFirst(
      this.db,
      'select id, tenant_id, name, platform, created_at, last_seen_at, revoked_at, kind, last_message_at, last_message_outcome, last_message_credit_id from devices',
      filter,
      { time: 'created_at', id: 'seq' },
      limit,
      cursor,
      render,
    );
  }

  async revoke(tenantId: string, deviceId: string): Promise<DeviceBody> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `update devices set revoked_at = coalesce(revoked_at, $1) where id = $2 and tenant_id = $3
       returning id, tenant_id, name, platform, created_at, last_seen_at, revoked_at, kind, last_message_at,
                 last_message_outcome, last_message_credit_id`,
      [unixNow(), deviceId, tenantId],
    );
    if (!rows[0]) throw notFound('device');
    return render(rows[0]);
  }

  /**
   * A reporter app the seller already has (CONTRACT §7), with the settings to paste into it, shown once:
   * a forwarder gets a device token like our own app's; SMSGate gets a signing key (64 hex characters).
   */
  async createReporter(
    tenantId: string,
    kind: 'forwarder' | 'smsgate',
    name: string | undefined,
  ): Promise<{ deviceId: string; secret: string }> {
    const deviceId = newDeviceId();
    const secret = kind === 'forwarder' ? newDeviceToken() : randomBytes(32).toString('hex');
    await this.db.rows(
      `insert into devices (id, tenant_id, name, platform, kind, token_hash, signing_key, created_at)
       values ($1, $2, $3, 'android', $4, $5, $6, $7)`,
      [
        deviceId,
        tenantId,
        name ?? null,
        kind,
        kind === 'forwarder' ? secretDigest(secret) : null,
        kind === 'smsgate' ? secret : null,
        unixNow(),
      ],
    );
    return { deviceId, secret };
  }

  /** The live SMSGate device of that id; undefined for an unknown, revoked or other kind of device (401). */
  async smsGateDevice(deviceId: string): Promise<SmsGateDevice | undefined> {
    const rows = await this.db.rows<{ id: string; tenant_id: string; signing_key: string }>(
      statement(
        'smsgate-device',
        `select id, tenant_id, signing_key from devices
          where id = $1 and kind = 'smsgate' and revoked_at is null`,
      ),
      [deviceId],
    );
    const r = rows[0];
    return r === undefined ? undefined : { deviceId: r.id, tenantId: r.tenant_id, signingKey: r.signing_key };
  }

  /** The device was heard from: last_seen_at moves (at most once a minute, see LAST_SEEN_RESOLUTION_SECONDS). */
  async seen(deviceId: string): Promise<void> {
    const now = unixNow();
    await this.db.rows(
      statement(
        'device-heard',
        `update devices set last_seen_at = $1 where id = $2 and (last_seen_at is null or last_seen_at < $3)`,
      ),
      [now, deviceId, now - LAST_SEEN_RESOLUTION_SECONDS],
    );
  }

  /** Feed health: the last message the device relayed, and what became of it. */
  async noteMessage(deviceId: string, outcome: MessageOutcome, creditId: string | undefined): Promise<void> {
    await this.db.rows(
      statement(
        'device-last-message',
        `update devices set last_message_at = $2, last_message_outcome = $3, last_message_credit_id = $4
          where id = $1`,
      ),
      [deviceId, unixNow(), outcome, creditId ?? null],
    );
  }

  /** True when this SMSGate envelope id was taken in before (the app retries until it hears a 2xx). */
  async envelopeTaken(deviceId: string, envelopeId: string): Promise<boolean> {
    const rows = await this.db.rows(
      statement(
        'smsgate-envelope-taken',
        `select 1 from smsgate_envelopes where device_id = $1 and envelope_id = $2`,
      ),
      [deviceId, envelopeId],
    );
    return rows.length > 0;
  }

  /**
   * Marks an envelope taken in, once its effect is recorded: marking it first would turn a crash between
   * the two into a lost credit, while a repeat that slips in between is caught by the credit's own dedupe.
   */
  async markEnvelope(deviceId: string, envelopeId: string): Promise<void> {
    await this.db.rows(
      statement(
        'smsgate-envelope-mark',
        `insert into smsgate_envelopes (device_id, envelope_id, received_at) values ($1, $2, $3)
         on conflict do nothing`,
      ),
      [deviceId, envelopeId, unixNow()],
    );
  }

  /** The live device a token belongs to; undefined for an unknown or revoked token (SPEC: 401). */
  async authenticate(token: string): Promise<AuthenticatedDevice | undefined> {
    const rows = await this.db.rows<Record<string, unknown>>(
      statement(
        'authenticate-device',
        `select id, tenant_id, platform, last_seen_at from devices where token_hash = $1 and revoked_at is null`,
      ),
      [secretDigest(token)],
    );
    const r = rows[0];
    if (!r) return undefined;
    const now = unixNow();
    if (r.last_seen_at === null || Number(r.last_seen_at) < now - LAST_SEEN_RESOLUTION_SECONDS) {
      await this.db.rows(statement('device-seen', `update devices set last_seen_at = $1 where id = $2`), [
        now,
        r.id,
      ]);
    }
    return {
      deviceId: String(r.id),
      tenantId: String(r.tenant_id),
      platform: r.platform as 'android' | 'ios',
    };
  }
}
