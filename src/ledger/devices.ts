// Reporter devices (CONTRACT §7): a pairing code the tenant mints, exchanged once by the device for
// its token. Codes and tokens are stored only as digests.
import { statement, type Database } from '../db/sql.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { newDeviceId, newDeviceToken, newPairingCode, secretDigest } from '../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
import { Filter, newestFirst, type Page } from './pages.js';

export interface DeviceBody {
  device_id: string;
  name?: string;
  platform: 'android' | 'ios';
  created_at: number;
  last_seen_at?: number;
  revoked_at?: number;
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
    const filter = new Filter(tenantId).and('tenant_id = $1');
    return newestFirst(
      this.db,
      'select * from devices',
      filter,
      { time: 'created_at', id: 'seq' },
      limit,
      cursor,
      render,
    );
  }

  async revoke(tenantId: string, deviceId: string): Promise<DeviceBody> {
    const rows = await this.db.rows<Record<string, unknown>>(
      `update devices set revoked_at = coalesce(revoked_at, $1) where id = $2 and tenant_id = $3 returning *`,
      [unixNow(), deviceId, tenantId],
    );
    if (!rows[0]) throw notFound('device');
    return render(rows[0]);
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
