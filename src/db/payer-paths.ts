// Whether a pay page's token or a product link's slug exists (issue 30): a visit of one that does not
// is counted on a shared counter, so made-up paths cost no stored row each.
import { statement, type Queryable } from './sql.js';

const PAGE_TOKEN_EXISTS = statement('page-token-exists', `select 1 from intents where page_token = $1`);
const SLUG_EXISTS = statement('product-link-slug-exists', `select 1 from product_links where slug = $1`);

export async function pageTokenExists(q: Queryable, token: string): Promise<boolean> {
  return (await q.rows(PAGE_TOKEN_EXISTS, [token])).length > 0;
}

export async function slugExists(q: Queryable, slug: string): Promise<boolean> {
  return (await q.rows(SLUG_EXISTS, [slug])).length > 0;
}
