import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 30: the developers page shows who created each API key, and flags keys whose creator's address
 * has since been removed from the team (a key outlives the session that made it). Null: made at
 * `tenant create` or by the CLI, before this column, or by an operator.
 */
export class Migration20261125120200_security_key_creator extends Migration {
  override name = 'Migration20261125120200_security_key_creator';

  override up(): void {
    this.addSql(`alter table api_keys add column created_by text`);
  }
}
