import { Migration } from '@mikro-orm/migrations';

/**
 * The e-mail feed's health, for the seller (CONTRACT §13 feeds page): each message that reached a
 * tenant's ingest address and what became of it (credited, an ignored debit, unparseable, refused and
 * why). Never the body, the subject or the payer. And Gmail's forwarding confirmations (CONTRACT §7):
 * the code and link a seller needs to finish turning on auto-forwarding; never a credit.
 */
export class Migration20261123030000_email_feed_log extends Migration {
  override name = 'Migration20261123030000_email_feed_log';

  override up(): void {
    this.addSql(`
      create table inbound_mail (
        id bigserial primary key,
        tenant_id text not null references tenants (id),
        received_at bigint not null,
        outcome text not null check (outcome in
          ('credited', 'repeat', 'ignored', 'unparseable', 'rejected', 'forwarding_confirmation')),
        reason text,
        signing_domain text,
        credit_id text
      )`);
    this.addSql(
      `create index inbound_mail_tenant_idx on inbound_mail (tenant_id, received_at desc, id desc)`,
    );
    this.addSql(`create index inbound_mail_received_idx on inbound_mail (received_at)`);
    this.addSql(`
      create table forwarding_confirmations (
        id bigserial primary key,
        tenant_id text not null references tenants (id),
        received_at bigint not null,
        requested_by text not null,
        code text not null,
        confirm_url text not null
      )`);
    this.addSql(
      `create index forwarding_confirmations_tenant_idx on forwarding_confirmations (tenant_id, received_at desc)`,
    );
  }
}
