import { Migration } from '@mikro-orm/migrations';

/**
 * A scheduled webhook attempt is claimed before it is sent (webhooks/attempts.ts): the relay of one
 * process, the sweep of another and a workflow started by a replay may all reach attempt n at once,
 * and only the claimant sends. A claim older than the lease is taken over: its process died.
 */
export class Migration20261122020000_delivery_claims extends Migration {
  override name = 'Migration20261122020000_delivery_claims';

  override up(): void {
    this.addSql(`alter table deliveries add column claimed_attempt integer not null default 0`);
    this.addSql(`alter table deliveries add column claimed_at_ms bigint`);
  }
}
