import { Migration } from '@mikro-orm/migrations';

/**
 * Tables the daily pruning now keeps from growing, each read by an index (db/housekeeping.ts):
 * - `sign_in_links` past their 15 minutes (a used link is among them at most 15 minutes after its use);
 * - `smsgate_envelopes` older than a week (SMSGate retries for about two days).
 * Expired `sessions` are read by `sessions_expires_idx`, made with the table.
 */
export class Migration20261125010000_pruning_indexes extends Migration {
  override name = 'Migration20261125010000_pruning_indexes';

  override up(): void {
    this.addSql(`create index sign_in_links_expires_idx on sign_in_links (expires_at)`);
    this.addSql(`create index smsgate_envelopes_received_idx on smsgate_envelopes (received_at)`);
  }
}
