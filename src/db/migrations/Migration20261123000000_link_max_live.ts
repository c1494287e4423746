import { Migration } from '@mikro-orm/migrations';

/**
 * A product link holds at most `max_live` live reservations at once (CONTRACT §9): anyone can open a
 * link, so its visitors must never take the whole band of amounts from the seller's other orders.
 * Orders made by a visit remember their link, so a tap can count the link's live reservations.
 */
export class Migration20261123000000_link_max_live extends Migration {
  override name = 'Migration20261123000000_link_max_live';

  override up(): void {
    this.addSql(
      `alter table product_links add column max_live integer not null default 20 check (max_live between 1 and 99)`,
    );
    this.addSql(`alter table intents add column link_slug text references product_links (slug)`);
    this.addSql(`create index intents_link_slug_idx on intents (link_slug) where link_slug is not null`);
  }
}
