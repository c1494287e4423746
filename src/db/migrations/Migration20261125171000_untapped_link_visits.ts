import { Migration } from '@mikro-orm/migrations';

/**
 * Untapped product-link visits (issue 30, db/intents.ts): housekeeping deletes those that expired, by
 * this index of their own, so the pruning never reads the whole intents table.
 */
export class Migration20261125171000_untapped_link_visits extends Migration {
  override name = 'Migration20261125171000_untapped_link_visits';

  override up(): void {
    this.addSql(`
      create index intents_untapped_visits_idx on intents (expires_at)
        where link_slug is not null and sync_version = 0 and status = 'open'`);
  }
}
