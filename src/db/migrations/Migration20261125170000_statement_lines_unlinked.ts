import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 27 (speed). A credit's proof by a statement is the line that names it: `credit_id` is indexed,
 * so a credit's `statement_id` (the first statement that proved it) is read from its lines rather than
 * written onto every proved credit (49,000 credit rows rewritten in all seven of their indexes for the
 * 50,000-line bench). And `credit_id` loses its foreign key. The check ran per inserted
 * line and took a row lock on each credit it names: on the 50,000-line bench that was 50,000 lock writes
 * on credits rows (about 1.7 s of a 3.1 s insert, measured on a copy of the table), and the statement
 * needs those rows only to read them. The ids are never dangling: a line names a credit read or created
 * in the same transaction, under the tenant's statement lock, and credits are never deleted (retention
 * only nulls their payer fields).
 */
export class Migration20261125170000_statement_lines_unlinked extends Migration {
  override name = 'Migration20261125170000_statement_lines_unlinked';

  override up(): void {
    this.addSql(`alter table statement_lines drop constraint statement_lines_credit_id_fkey`);
    this.addSql(
      `create index statement_lines_credit_idx on statement_lines (credit_id) where credit_id is not null`,
    );
  }
}
