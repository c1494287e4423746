import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30, the team page: an address may sign in to several shops (sign-in asks which), and an address
 * joins a team only by opening a confirmation link mailed to it.
 * - `sign_in_addresses` is keyed on (email, tenant) instead of email alone;
 * - a sign-in link of an address with several shops names no shop until it is used;
 * - a `join` link is the confirmation: a row of `sign_in_links` (single use, stored as a digest,
 *   pruned with them), whose address is not on the team yet.
 */
export class Migration20261125120000_security_team extends Migration {
  override name = 'Migration20261125120000_security_team';

  override up(): void {
    this.addSql(`alter table sign_in_addresses drop constraint sign_in_addresses_pkey`);
    this.addSql(`alter table sign_in_addresses add primary key (email, tenant_id)`);
    this.addSql(`alter table sign_in_links alter column tenant_id drop not null`);
    this.addSql(
      `alter table sign_in_links add column kind text not null default 'sign_in' check (kind in ('sign_in', 'join'))`,
    );
    this.addSql(
      `alter table sign_in_links add constraint sign_in_links_join_names_shop check (kind = 'sign_in' or tenant_id is not null)`,
    );
    // Removing an address voids its links, and the team page lists the confirmations still waiting.
    this.addSql(`create index sign_in_links_tenant_email_idx on sign_in_links (tenant_id, email)`);
  }
}
