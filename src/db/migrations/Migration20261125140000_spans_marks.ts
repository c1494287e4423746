import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 25 (CONTRACT §5, §6, §8, §14):
 * - a credit's time is a span: `credited_until` beside `credited_at` (rows before it were exact times);
 * - a credit found in a bank statement has `source = 'statement'` and the `statement_id` that found it;
 * - the tenant settings `late_horizon_seconds` (how long an amount that ended unpaid stays marked) and
 *   `accounts` (the last four digits of the seller's accounts; empty: any);
 * - the list-price rule and the suggestions read a tenant's unconfirmed orders of one list price by an
 *   index, and the suggestions a tenant's recent reservations by amount range (the existing
 *   reservations_tenant_amount_idx).
 */
export class Migration20261125140000_spans_marks extends Migration {
  override name = 'Migration20261125140000_spans_marks';

  override up(): void {
    this.addSql(`alter table credits add column credited_until bigint`);
    this.addSql(`update credits set credited_until = credited_at where credited_at is not null`);
    this.addSql(
      `alter table credits add constraint credits_span_ordered check (credited_until >= credited_at)`,
    );
    this.addSql(`alter table credits add column statement_id text`);
    this.addSql(`alter table credits drop constraint credits_source_check`);
    this.addSql(
      `alter table credits add constraint credits_source_check check (source in ('email', 'device', 'statement'))`,
    );
    this.addSql(
      `alter table tenants add column late_horizon_seconds integer not null default 86400
         check (late_horizon_seconds between 3600 and 604800)`,
    );
    this.addSql(
      `alter table tenants add column accounts text[] not null default '{}'
         check (cardinality(accounts) <= 10)`,
    );
    this.addSql(
      `create index intents_tenant_list_price_idx on intents (tenant_id, list_paise, created_at)
         where status <> 'confirmed'`,
    );
  }
}
