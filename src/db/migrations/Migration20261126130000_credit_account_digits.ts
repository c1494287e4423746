import { Migration } from '@mikro-orm/migrations';

/**
 * E11-10: CONTRACT §14 lists as `not_in_statement` the confirmed credits of the statement's account. A
 * credit keeps the account digits its alert showed (at most the last four, as masked), so a seller with
 * two accounts sees the other account's payments as no warning on this one's statement.
 */
export class Migration20261126130000_credit_account_digits extends Migration {
  override name = 'Migration20261126130000_credit_account_digits';

  override up(): void {
    this.addSql(`alter table credits add column account_digits text check (account_digits ~ '^[0-9]{1,4}$')`);
  }
}
