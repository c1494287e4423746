import { Migration } from '@mikro-orm/migrations';

/**
 * The seller's dashboard (CONTRACT §13): who may sign in, single-use sign-in links, server-side
 * sessions, outbound mail, and what the e-mail feed did with each message (the feeds page).
 * Secrets (link tokens, session cookies) are stored only as digests.
 */
export class Migration20261125000000_dashboard extends Migration {
  override name = 'Migration20261125000000_dashboard';

  override up(): void {
    // An address signs in to one tenant: the link's mail names it, and nothing has to be chosen.
    this.addSql(`
      create table sign_in_addresses (
        email text primary key,
        tenant_id text not null references tenants (id),
        created_at bigint not null
      )`);
    this.addSql(`create index sign_in_addresses_tenant_idx on sign_in_addresses (tenant_id, created_at)`);
    this.addSql(`insert into sign_in_addresses (email, tenant_id, created_at)
                 select lower(email), id, created_at from tenants on conflict do nothing`);
    this.addSql(`
      create table sign_in_links (
        token_hash text primary key,
        tenant_id text not null references tenants (id),
        email text not null,
        created_at bigint not null,
        expires_at bigint not null,
        used_at bigint
      )`);
    this.addSql(`
      create table sessions (
        id_hash text primary key,
        tenant_id text not null references tenants (id),
        email text not null,
        created_at bigint not null,
        expires_at bigint not null
      )`);
    this.addSql(`create index sessions_expires_idx on sessions (expires_at)`);
    // The outbox of outbound mail: written in the transaction that decides to send, sent by a
    // Temporal activity. Without MAIL_URL the row itself is the local outbox (`mail tail`); after an
    // SMTP send its text is dropped, so no sign-in link stays at rest.
    this.addSql(`
      create table outbound_mail (
        id bigserial primary key,
        to_address text not null,
        subject text not null,
        text_body text,
        html_body text,
        created_at bigint not null,
        dispatched boolean not null default false,
        sent_at bigint,
        sent_via text check (sent_via in ('smtp', 'outbox'))
      )`);
    this.addSql(
      `create index outbound_mail_undispatched_idx on outbound_mail (created_at) where not dispatched`,
    );
  }
}
