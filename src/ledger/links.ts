// Reusable product links (CONTRACT §9): a tenant names a price once; every visit of `/pr/{slug}`
// makes a fresh order at that price, and the payer lands on its pay page.
import type { Database } from '../db/sql.js';
import { invalidRequest } from '../domain/errors.js';
import { LINK_MAX_LIVE } from '../domain/rules.js';
import { unixNow } from '../domain/time.js';

export interface NewLink {
  slug: string;
  list_paise: number;
  description?: string | undefined;
  max_live?: number | undefined;
}

export interface LinkBody {
  slug: string;
  url: string;
  list_paise: number;
  max_live: number;
  description?: string;
  created_at: number;
}

export interface LinkForVisit {
  tenantId: string;
  listPaise: number;
  description?: string;
}

export class ProductLinks {
  constructor(
    private readonly db: Database,
    private readonly publicBaseUrl: string,
  ) {}

  /** A slug is unique across tenants: the path `/pr/{slug}` names no tenant. */
  async create(tenantId: string, input: NewLink): Promise<LinkBody> {
    const now = unixNow();
    const maxLive = input.max_live ?? LINK_MAX_LIVE.default;
    const rows = await this.db.rows<{ created_at: string }>(
      `insert into product_links (slug, tenant_id, list_paise, description, created_at, max_live)
       values ($1, $2, $3, $4, $5, $6) on conflict (slug) do nothing returning created_at`,
      [input.slug, tenantId, input.list_paise, input.description ?? null, now, maxLive],
    );
    if (!rows[0]) {
      throw invalidRequest('That slug is already taken; choose another.', [
        { path: 'slug', issue: 'already taken' },
      ]);
    }
    return {
      slug: input.slug,
      url: `${this.publicBaseUrl}/pr/${encodeURIComponent(input.slug)}`,
      list_paise: input.list_paise,
      max_live: maxLive,
      ...(input.description !== undefined ? { description: input.description } : {}),
      created_at: Number(rows[0].created_at),
    };
  }

  async forVisit(slug: string): Promise<LinkForVisit | undefined> {
    const rows = await this.db.rows<{ tenant_id: string; list_paise: string; description: string | null }>(
      `select tenant_id, list_paise, description from product_links where slug = $1`,
      [slug],
    );
    const r = rows[0];
    if (!r) return undefined;
    return {
      tenantId: r.tenant_id,
      listPaise: Number(r.list_paise),
      ...(r.description !== null ? { description: r.description } : {}),
    };
  }
}
