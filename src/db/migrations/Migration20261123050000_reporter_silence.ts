import { Migration } from '@mikro-orm/migrations';

/**
 * A reporter that went silent (issue 12): an SMSGate device with no heartbeat for 30 minutes, or any
 * device with no SMS for 6 hours while its tenant reserves amounts, raises an operator alert once per
 * silent spell. The spell ends when the device is heard from after the alert.
 */
export class Migration20261123050000_reporter_silence extends Migration {
  override name = 'Migration20261123050000_reporter_silence';

  override up(): void {
    this.addSql(`alter table devices add column silence_alerted_at bigint`);
    this.addSql(`create index devices_live_idx on devices (tenant_id) where revoked_at is null`);
  }
}
