import { Migration20261122000000_initial } from './Migration20261122000000_initial.js';
import { Migration20261122010000_product_links } from './Migration20261122010000_product_links.js';
import { Migration20261122020000_delivery_claims } from './Migration20261122020000_delivery_claims.js';
import { Migration20261123000000_link_max_live } from './Migration20261123000000_link_max_live.js';
import { Migration20261123010000_list_order } from './Migration20261123010000_list_order.js';
import { Migration20261123020000_scale_and_pruning } from './Migration20261123020000_scale_and_pruning.js';
import { Migration20261123030000_email_feed_log } from './Migration20261123030000_email_feed_log.js';
import { Migration20261123040000_reporter_apps } from './Migration20261123040000_reporter_apps.js';
import { Migration20261123050000_reporter_silence } from './Migration20261123050000_reporter_silence.js';
import { Migration20261125000000_dashboard } from './Migration20261125000000_dashboard.js';
import { Migration20261125010000_pruning_indexes } from './Migration20261125010000_pruning_indexes.js';
import { Migration20261125120000_security_team } from './Migration20261125120000_security_team.js';
import { Migration20261125120100_security_sightings } from './Migration20261125120100_security_sightings.js';
import { Migration20261125120200_security_key_creator } from './Migration20261125120200_security_key_creator.js';
import { Migration20261125140000_spans_marks } from './Migration20261125140000_spans_marks.js';
import { Migration20261125150000_newcomer_shortcut_devices } from './Migration20261125150000_newcomer_shortcut_devices.js';
import { Migration20261125150000_statements_reconcile } from './Migration20261125150000_statements_reconcile.js';
import { Migration20261125170000_statement_lines_unlinked } from './Migration20261125170000_statement_lines_unlinked.js';
import { Migration20261125171000_untapped_link_visits } from './Migration20261125171000_untapped_link_visits.js';
import { Migration20261126100000_same_sms_two_feeds } from './Migration20261126100000_same_sms_two_feeds.js';
import { Migration20261126130000_credit_account_digits } from './Migration20261126130000_credit_account_digits.js';

/** Listed explicitly so migrations run the same from TypeScript sources and from a build. */
export const MIGRATIONS = [
  Migration20261122000000_initial,
  Migration20261122010000_product_links,
  Migration20261122020000_delivery_claims,
  Migration20261123000000_link_max_live,
  Migration20261123010000_list_order,
  Migration20261123020000_scale_and_pruning,
  Migration20261123030000_email_feed_log,
  Migration20261123040000_reporter_apps,
  Migration20261123050000_reporter_silence,
  Migration20261125000000_dashboard,
  Migration20261125010000_pruning_indexes,
  Migration20261125120000_security_team,
  Migration20261125120100_security_sightings,
  Migration20261125120200_security_key_creator,
  Migration20261125140000_spans_marks,
  Migration20261125150000_newcomer_shortcut_devices,
  Migration20261125150000_statements_reconcile,
  Migration20261125170000_statement_lines_unlinked,
  Migration20261125171000_untapped_link_visits,
  Migration20261126100000_same_sms_two_feeds,
  Migration20261126130000_credit_account_digits,
];
