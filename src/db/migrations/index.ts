import { Migration20261122000000_initial } from './Migration20261122000000_initial.js';
import { Migration20261122010000_product_links } from './Migration20261122010000_product_links.js';
import { Migration20261122020000_delivery_claims } from './Migration20261122020000_delivery_claims.js';
import { Migration20261125000000_dashboard } from './Migration20261125000000_dashboard.js';

/** Listed explicitly so migrations run the same from TypeScript sources and from a build. */
export const MIGRATIONS = [
  Migration20261122000000_initial,
  Migration20261122010000_product_links,
  Migration20261122020000_delivery_claims,
  Migration20261125000000_dashboard,
];
