// Reporter devices (CONTRACT §7): a pairing code the tenant mints, exchanged once by the device for
// its token; and the reporter apps sellers already have, created directly with their setup. Codes and
// tokens are stored only as digests; SMSGate's signing key is the one secret kept as written (see the
// reporter_apps migration for why).
import { randomBytes } from 'node:crypto';
import {
  claimPairingCode,
  deviceByToken,
  deviceOfTenant,
  envelopeTaken,
  insertPairedDevice,
  insertPairingCode,
  insertReporter,
  listDevices,
  liveSmsGateDevice,
  markDeviceHeard,
  markDeviceSeen,
  markEnvelope,
  noteLastMessage,
  revokeDevice,
  type DeviceBody,
  type MessageOutcome,
  type ReporterKind,
} from '../db/devices.js';
import type { Page } from '../db/pages.js';
import type { Database } from '../db/sql.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { newDeviceId, newDeviceToken, newPairingCode, secretDigest } from '../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';

export type { DeviceBody, DeviceKind, MessageOutcome, ReporterKind } from '../db/devices.js';

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

export class DeviceLedger {
  constructor(private readonly db: Database) {}

  async mintPairingCode(
    tenantId: string,
    name: string | undefined,
  ): Promise<{ code: string; expires_at: number }> {
    const now = unixNow();
    const code = newPairingCode();
    await insertPairingCode(this.db, {
      codeHash: secretDigest(code),
      tenantId,
      name: name ?? null,
      createdAt: now,
      expiresAt: now + PAIRING_CODE_TTL_SECONDS,
    });
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
      const claim = await claimPairingCode(tx, secretDigest(code), now);
      if (!claim) {
        throw invalidRequest('That pairing code is unknown, expired or already used.', [
          { path: 'code', issue: 'unknown, expired or already used' },
        ]);
      }
      const deviceId = newDeviceId();
      const token = newDeviceToken();
      await insertPairedDevice(tx, {
        id: deviceId,
        tenantId: claim.tenantId,
        name: name ?? claim.name,
        platform,
        tokenHash: secretDigest(token),
        createdAt: now,
      });
      return { device_id: deviceId, device_token: token };
    });
  }

  list(tenantId: string, limit: number, cursor: string | undefined): Promise<Page<DeviceBody>> {
    return listDevices(this.db, tenantId, { limit, cursor });
  }

  /** The tenant's device, revoked or not; undefined for another tenant's or no device. */
  get(tenantId: string, deviceId: string): Promise<DeviceBody | undefined> {
    return deviceOfTenant(this.db, tenantId, deviceId);
  }

  async revoke(tenantId: string, deviceId: string): Promise<DeviceBody> {
    const device = await revokeDevice(this.db, tenantId, deviceId, unixNow());
    if (!device) throw notFound('device');
    return device;
  }

  /**
   * A reporter app the seller already has (CONTRACT §7), with the settings to paste into it, shown once:
   * a forwarder or an iPhone shortcut gets a device token like our own app's; SMSGate gets a signing key
   * (64 hex characters).
   */
  async createReporter(
    tenantId: string,
    kind: ReporterKind,
    name: string | undefined,
  ): Promise<{ deviceId: string; secret: string }> {
    const deviceId = newDeviceId();
    const secret = kind === 'smsgate' ? randomBytes(32).toString('hex') : newDeviceToken();
    await insertReporter(this.db, {
      id: deviceId,
      tenantId,
      name: name ?? null,
      kind,
      tokenHash: kind === 'smsgate' ? null : secretDigest(secret),
      signingKey: kind === 'smsgate' ? secret : null,
      createdAt: unixNow(),
    });
    return { deviceId, secret };
  }

  /** The live SMSGate device of that id; undefined for an unknown, revoked or other kind of device (401). */
  async smsGateDevice(deviceId: string): Promise<SmsGateDevice | undefined> {
    return liveSmsGateDevice(this.db, deviceId);
  }

  /** The device was heard from: last_seen_at moves (at most once a minute, see LAST_SEEN_RESOLUTION_SECONDS). */
  async seen(deviceId: string): Promise<void> {
    const now = unixNow();
    await markDeviceHeard(this.db, deviceId, now, now - LAST_SEEN_RESOLUTION_SECONDS);
  }

  /** Feed health: the last message the device relayed, and what became of it. */
  async noteMessage(
    deviceId: string,
    outcome: MessageOutcome,
    creditId: string | undefined,
    reason?: string,
  ): Promise<void> {
    await noteLastMessage(this.db, deviceId, { at: unixNow(), outcome, creditId: creditId ?? null, reason });
  }

  /** True when this SMSGate envelope id was taken in before (the app retries until it hears a 2xx). */
  async envelopeTaken(deviceId: string, envelopeId: string): Promise<boolean> {
    return envelopeTaken(this.db, deviceId, envelopeId);
  }

  /**
   * Marks an envelope taken in, once its effect is recorded: marking it first would turn a crash between
   * the two into a lost credit, while a repeat that slips in between is caught by the credit's own dedupe.
   */
  async markEnvelope(deviceId: string, envelopeId: string): Promise<void> {
    await markEnvelope(this.db, deviceId, envelopeId, unixNow());
  }

  /** The live device a token belongs to; undefined for an unknown or revoked token (SPEC: 401). */
  async authenticate(token: string): Promise<AuthenticatedDevice | undefined> {
    const d = await deviceByToken(this.db, secretDigest(token));
    if (!d) return undefined;
    const now = unixNow();
    if (d.lastSeenAt === null || d.lastSeenAt < now - LAST_SEEN_RESOLUTION_SECONDS) {
      await markDeviceSeen(this.db, d.id, now);
    }
    return { deviceId: d.id, tenantId: d.tenantId, platform: d.platform };
  }
}
