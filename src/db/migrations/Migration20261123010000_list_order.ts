import { Migration } from '@mikro-orm/migrations';

/**
 * Lists are newest first (CONTRACT §1). Times are whole seconds and ids are random, so rows made in
 * one second came back in a random order. Each listed table gets an insertion sequence that breaks
 * ties in creation order; the list indexes follow it.
 */
export class Migration20261123010000_list_order extends Migration {
  override name = 'Migration20261123010000_list_order';

  override up(): void {
    for (const table of ['intents', 'credits', 'devices', 'deliveries']) {
      this.addSql(`alter table ${table} add column seq bigint generated always as identity`);
    }
    this.addSql(`drop index intents_tenant_created_idx`);
    this.addSql(`create index intents_tenant_created_idx on intents (tenant_id, created_at desc, seq desc)`);
    this.addSql(`drop index credits_tenant_received_idx`);
    this.addSql(
      `create index credits_tenant_received_idx on credits (tenant_id, received_at desc, seq desc)`,
    );
    this.addSql(`drop index devices_tenant_idx`);
    this.addSql(`create index devices_tenant_idx on devices (tenant_id, created_at desc, seq desc)`);
    this.addSql(`drop index deliveries_tenant_idx`);
    this.addSql(
      `create index deliveries_tenant_idx on deliveries (tenant_id, state, created_at desc, seq desc)`,
    );
  }
}
