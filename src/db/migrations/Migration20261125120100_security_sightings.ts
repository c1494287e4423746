import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30, forged alerts: the order page says which feed proved each payment and whether a second
 * feed (another phone, the e-mail feed, a statement) saw the same payment. A repeat of a credit from
 * another feed changes nothing else, so until now it left no trace; this is that trace. One row per
 * credit and feed (`email`, `device:<id>`, `statement`); never a payer detail.
 */
export class Migration20261125120100_security_sightings extends Migration {
  override name = 'Migration20261125120100_security_sightings';

  override up(): void {
    this.addSql(`
      create table credit_sightings (
        credit_id text not null references credits (id) on delete cascade,
        feed text not null,
        device_id text references devices (id),
        seen_at bigint not null,
        primary key (credit_id, feed)
      )`);
  }
}
