import { Migration } from '@mikro-orm/migrations';

/**
 * Reusable product links (CONTRACT §9): `/pr/{slug}` carries no tenant, so a slug is unique across
 * tenants. Each visit makes an ordinary order; the link only holds what that order is made from.
 */
export class Migration20261122010000_product_links extends Migration {
  override name = 'Migration20261122010000_product_links';

  override up(): void {
    this.addSql(`
      create table product_links (
        slug text primary key,
        tenant_id text not null references tenants (id),
        list_paise bigint not null check (list_paise between 100 and 50000000),
        description text,
        created_at bigint not null
      )`);
    this.addSql(
      `create index product_links_tenant_idx on product_links (tenant_id, created_at desc, slug desc)`,
    );
  }

  override down(): void {
    this.addSql(`drop table product_links`);
  }
}
