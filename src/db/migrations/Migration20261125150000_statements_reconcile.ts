import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27 (CONTRACT §14): bank statements and their credit lines. The uploaded file is never stored
 * (only its SHA-256, so the same file again is known); debit lines are only counted and balances never
 * kept. Lines keep their payer fields until the 90-day retention nulls them (`payers_redacted_at`).
 * `line_key` identifies a line across overlapping statements (domain/reconcile.ts `lineKeys`).
 * Runs after the spans migration, which adds `credits.statement_id` and the `statement` source.
 */
export class Migration20261125150000_statements_reconcile extends Migration {
  override name = 'Migration20261125150000_statements_reconcile';

  override up(): void {
    this.addSql(`
      create table statements (
        id text primary key,
        tenant_id text not null references tenants (id),
        sha256 text not null,
        bank text not null check (bank in ('hdfc', 'sbi', 'icici', 'axis', 'kotak', 'generic')),
        account_last4 text check (account_last4 ~ '^[0-9]{4}$'),
        period_from text not null check (period_from ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        period_to text not null check (period_to ~ '^\\d{4}-\\d{2}-\\d{2}$'),
        uploaded_at bigint not null,
        seq bigint generated always as identity,
        credit_lines integer not null,
        debit_lines integer not null,
        state text not null default 'reconciling' check (state in ('reconciling', 'reconciled')),
        not_in_statement text[] not null default '{}',
        payers_redacted_at bigint,
        unique (tenant_id, sha256)
      )`);
    this.addSql(`create index statements_tenant_idx on statements (tenant_id, uploaded_at desc, seq desc)`);
    this.addSql(
      `create index statements_retention_idx on statements (uploaded_at) where payers_redacted_at is null`,
    );
    this.addSql(`
      create table statement_lines (
        statement_id text not null references statements (id),
        -- The statement's tenant, copied for the repeat lookup by key (no foreign key: the statement's holds).
        tenant_id text not null,
        line_no integer not null,
        line_date text not null,
        line_time text,
        amount_paise bigint not null check (amount_paise > 0),
        rrn text,
        payer_vpa text,
        payer_name text,
        outcome text not null check (outcome in ('proved', 'found', 'not_a_payment', 'repeat')),
        credit_id text references credits (id),
        line_key text not null,
        primary key (statement_id, line_no)
      )`);
    this.addSql(`create index statement_lines_key_idx on statement_lines (tenant_id, line_key)`);
    this.addSql(`alter table events drop constraint events_kind_check`);
    this.addSql(`
      alter table events add constraint events_kind_check check (kind in ('payment.confirmed', 'payment.late',
        'payment.unplaced', 'payment.ambiguous', 'payment.duplicate', 'payment.stale', 'intent.expired',
        'intent.cancelled', 'statement.reconciled'))`);
  }
}
