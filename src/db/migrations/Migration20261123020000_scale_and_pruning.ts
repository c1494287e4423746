import { Migration } from '@mikro-orm/migrations';

/**
 * Queries that stay fast at a million rows, and tables that stop growing:
 * - the repeat check on every incoming credit (same amount and bank time) reads an index instead of
 *   the tenant's every credit while the tenant lock is held;
 * - the feed-silence watch (every 5 minutes) reads the last hour's reservations by index;
 * - the daily housekeeping prunes idempotency keys, used or expired pairing codes, old delivery
 *   attempts and old operator alerts by index;
 * - an order's metadata is kept as the tenant sent it: `json` keeps key order, `jsonb` sorts keys.
 */
export class Migration20261123020000_scale_and_pruning extends Migration {
  override name = 'Migration20261123020000_scale_and_pruning';

  override up(): void {
    this.addSql(
      `create index credits_tenant_amount_time_idx on credits (tenant_id, amount_paise, credited_at)`,
    );
    this.addSql(`create index reservations_reserved_at_idx on reservations (reserved_at)`);
    this.addSql(`create index idempotency_keys_created_idx on idempotency_keys (created_at)`);
    this.addSql(`create index pairing_codes_expires_idx on pairing_codes (expires_at)`);
    this.addSql(`create index delivery_attempts_started_idx on delivery_attempts (started_at_ms)`);
    this.addSql(`create index ops_alerts_created_idx on ops_alerts (created_at)`);
    this.addSql(`alter table intents alter column metadata type json using metadata::json`);
  }
}
