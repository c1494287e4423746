// Reusable product links (CONTRACT §9): a tenant names a price once; every tap on Pay at `/pr/{slug}`
// makes a fresh order at that price with its amount held, and the payer lands on its pay page.
import { insertLink, linkForVisit } from '../db/links.js';
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
  /** Whom the payer pays, as the pay page names them. */
  payeeName: string;
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
    const createdAt = await insertLink(this.db, {
      slug: input.slug,
      tenantId,
      listPaise: input.list_paise,
      description: input.description ?? null,
      now,
      maxLive,
    });
    if (createdAt === undefined) {
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
      created_at: createdAt,
    };
  }

  async forVisit(slug: string): Promise<LinkForVisit | undefined> {
    const r = await linkForVisit(this.db, slug);
    if (!r) return undefined;
    return {
      tenantId: r.tenantId,
      listPaise: r.listPaise,
      payeeName: r.payeeName,
      ...(r.description !== null ? { description: r.description } : {}),
    };
  }
}
