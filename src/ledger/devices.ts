// Reporter devices (CONTRACT §7): a pairing code the tenant mints, exchanged once by the device for
// its token. Codes and tokens are stored only as digests.
import type { Orm } from '../db/orm.js';
import { invalidRequest, notFound } from '../domain/errors.js';
import { newDeviceId, newDeviceToken, newPairingCode, secretDigest } from '../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';
import { decodeCursor, encodeCursor, type Page } from './pages.js';

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
  constructor(private readonly orm: Orm) {}

  async mintPairingCode(
    tenantId: string,
    name: string | undefined,
  ): Promise<{ code: string; expires_at: number }> {
    const now = unixNow();
    const code = newPairingCode();
    await this.orm.em
      .fork()
      .execute(
        `insert into pairing_codes (code_hash, tenant_id, name, created_at, expires_at) values (?, ?, ?, ?, ?)`,
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
    return this.orm.em.fork().transactional(async (tx) => {
      // Claiming the code and creating the device commit together: a code is used exactly once.
      const claimed = await tx.execute<{ tenant_id: string; name: string | null }[]>(
        `update pairing_codes set used_at = ? where code_hash = ? and used_at is null and expires_at > ?
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
      await tx.execute(
        `insert into devices (id, tenant_id, name, platform, token_hash, created_at) values (?, ?, ?, ?, ?, ?)`,
        [deviceId, claim.tenant_id, name ?? claim.name, platform, secretDigest(token), now],
      );
      return { device_id: deviceId, device_token: token };
    });
  }

  async list(tenantId: string, limit: number, cursor: string | undefined): Promise<Page<DeviceBody>> {
    const params: unknown[] = [tenantId];
    let where = 'tenant_id = ?';
    const after = cursor ? decodeCursor(cursor) : undefined;
    if (after) {
      where += ' and (created_at, id) < (?, ?)';
      params.push(after.at, after.id);
    }
    params.push(limit + 1);
    const rows = await this.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `select * from devices where ${where} order by created_at desc, id desc limit ?`,
        params,
      );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map(render),
      ...(rows.length > limit && last
        ? { next_cursor: encodeCursor(Number(last.created_at), String(last.id)) }
        : {}),
    };
  }

  async revoke(tenantId: string, deviceId: string): Promise<DeviceBody> {
    const rows = await this.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `update devices set revoked_at = coalesce(revoked_at, ?) where id = ? and tenant_id = ? returning *`,
        [unixNow(), deviceId, tenantId],
      );
    if (!rows[0]) throw notFound('device');
    return render(rows[0]);
  }

  /** The live device a token belongs to; undefined for an unknown or revoked token (SPEC: 401). */
  async authenticate(token: string): Promise<AuthenticatedDevice | undefined> {
    const em = this.orm.em.fork();
    const rows = await em.execute<Record<string, unknown>[]>(
      `select id, tenant_id, platform, last_seen_at from devices where token_hash = ? and revoked_at is null`,
      [secretDigest(token)],
    );
    const r = rows[0];
    if (!r) return undefined;
    const now = unixNow();
    if (r.last_seen_at === null || Number(r.last_seen_at) < now - LAST_SEEN_RESOLUTION_SECONDS) {
      await em.execute(`update devices set last_seen_at = ? where id = ?`, [now, r.id]);
    }
    return {
      deviceId: String(r.id),
      tenantId: String(r.tenant_id),
      platform: r.platform as 'android' | 'ios',
    };
  }
}
