import { Migration } from '@mikro-orm/migrations';

/**
 * E9-1: one SMS without rrn relayed by two devices of a seller is one credit (docs/architecture.md, "One
 * SMS, two devices"). A credit keeps the digest of the SMS text that proved it (never the text), and each
 * sighting the span start of the report it absorbed, so a device's retry of that report is known as the
 * same report. The index finds a tenant's credits of one text.
 */
export class Migration20261126100000_same_sms_two_feeds extends Migration {
  override name = 'Migration20261126100000_same_sms_two_feeds';

  override up(): void {
    this.addSql(`alter table credits add column text_digest text`);
    this.addSql(`alter table credit_sightings add column credited_at bigint`);
    this.addSql(
      `create index credits_tenant_text_digest_idx on credits (tenant_id, text_digest) where text_digest is not null`,
    );
  }
}
