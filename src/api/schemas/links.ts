// Reusable product links (CONTRACT §9).
import { z } from 'zod';
import { LINK_MAX_LIVE, LIST_PAISE } from '../../domain/rules.js';
import { paise, unixTime } from './common.js';

/** CONTRACT §9: lowercase, URL-safe without escaping, so the printed link is the one a payer types. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,64}$/;

export const newLink = z
  .strictObject({
    slug: z.string().regex(SLUG_PATTERN, 'lowercase letters, digits and "-", 1 to 64 characters'),
    list_paise: z.number().int().min(LIST_PAISE.min).max(LIST_PAISE.max),
    description: z.string().max(140).optional(),
    max_live: z
      .number()
      .int()
      .min(LINK_MAX_LIVE.min)
      .max(LINK_MAX_LIVE.max)
      .optional()
      .meta({
        description: `Live reservations the link may hold at once; default ${LINK_MAX_LIVE.default}.`,
      }),
  })
  .meta({ id: 'NewLink' });

export const link = z
  .strictObject({
    slug: z.string(),
    url: z.string(),
    list_paise: paise,
    max_live: z.number().int(),
    description: z.string().optional(),
    created_at: unixTime,
  })
  .meta({ id: 'Link' });
