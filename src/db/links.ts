// The product_links table (CONTRACT §9): a price a tenant names once, under a slug unique across tenants.
import { statement, type Queryable } from './sql.js';
import type { UnixSeconds } from '../domain/time.js';

export interface LinkRow {
  slug: string;
  listPaise: number;
  description?: string;
  createdAt: number;
  /** Live reservations the link may hold at once (CONTRACT §9). */
  maxLive: number;
}

const INSERT_LINK = statement(
  'insert-product-link',
  `insert into product_links (slug, tenant_id, list_paise, description, created_at, max_live)
       values ($1, $2, $3, $4, $5, $6) on conflict (slug) do nothing returning created_at`,
);

/** A new link; its created_at, or undefined when the slug is taken. */
export async function insertLink(
  q: Queryable,
  l: {
    slug: string;
    tenantId: string;
    listPaise: number;
    description: string | null;
    now: UnixSeconds;
    maxLive: number;
  },
): Promise<number | undefined> {
  const [r] = await q.rows<{ created_at: string }>(INSERT_LINK, [
    l.slug,
    l.tenantId,
    l.listPaise,
    l.description,
    l.now,
    l.maxLive,
  ]);
  return r && Number(r.created_at);
}

const LINK_FOR_VISIT = statement(
  'product-link-for-visit',
  `select l.tenant_id, l.list_paise, l.description, coalesce(t.payee_name, t.name) as payee_name
     from product_links l join tenants t on t.id = l.tenant_id where l.slug = $1`,
);

export async function linkForVisit(
  q: Queryable,
  slug: string,
): Promise<
  { tenantId: string; listPaise: number; description: string | null; payeeName: string } | undefined
> {
  const [r] = await q.rows<{
    tenant_id: string;
    list_paise: string;
    description: string | null;
    payee_name: string;
  }>(LINK_FOR_VISIT, [slug]);
  return (
    r && {
      tenantId: r.tenant_id,
      listPaise: Number(r.list_paise),
      description: r.description,
      payeeName: r.payee_name,
    }
  );
}

const LINKS_OF_TENANT = statement(
  'product-links-of-tenant',
  `select slug, list_paise, description, created_at, max_live from product_links where tenant_id = $1
        order by created_at desc, slug limit 200`,
);

/** The dashboard's list, newest first. */
export async function linksOfTenant(q: Queryable, tenantId: string): Promise<LinkRow[]> {
  const rows = await q.rows(LINKS_OF_TENANT, [tenantId]);
  return rows.map((r) => ({
    slug: String(r.slug),
    listPaise: Number(r.list_paise),
    ...(r.description !== null ? { description: String(r.description) } : {}),
    createdAt: Number(r.created_at),
    maxLive: Number(r.max_live),
  }));
}
