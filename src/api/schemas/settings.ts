// Tenant settings (CONTRACT §8): the change PATCH /v1/settings (and the dashboard's form) accepts, and
// the settings every answer carries.
import { z } from 'zod';
import {
  ACCOUNTS_MAX,
  LATE_HORIZON_SECONDS,
  REST_SECONDS,
  RESERVATION_TTL_SECONDS,
} from '../../domain/rules.js';
import { vpa } from '../../domain/validation.js';
import { tenantId } from './common.js';

export const settingsChange = z
  .strictObject({
    payee_vpa: vpa.optional(),
    payee_name: z.string().trim().min(1).max(100).nullable().optional(),
    late_policy: z.enum(['confirm', 'park']).optional(),
    rest_seconds: z.number().int().min(REST_SECONDS.min).max(REST_SECONDS.max).optional(),
    reservation_ttl_seconds: z
      .number()
      .int()
      .min(RESERVATION_TTL_SECONDS.min)
      .max(RESERVATION_TTL_SECONDS.max)
      .optional(),
    late_horizon_seconds: z
      .number()
      .int()
      .min(LATE_HORIZON_SECONDS.min)
      .max(LATE_HORIZON_SECONDS.max)
      .optional()
      .meta({
        description:
          'How long an amount whose reservation ended unpaid stays marked: handed out after unmarked ones, and a credit of it within this lists that order too.',
      }),
    accounts: z
      .array(z.string().regex(/^\d{4}$/, 'four digits'))
      .max(ACCOUNTS_MAX)
      .optional()
      .meta({
        description:
          'The last four digits of each account that receives payments; [] for any. Alerts for other accounts are ignored (other_account).',
      }),
    webhook_url: z
      .string()
      .max(2048)
      .nullable()
      .optional()
      .meta({ description: 'https, no credentials, a public address; null or "" removes it.' }),
  })
  .meta({ id: 'SettingsChange' });

export const settings = z
  .strictObject({
    tenant_id: tenantId,
    name: z.string(),
    payee_vpa: z.string(),
    payee_name: z.string().optional(),
    late_policy: z.enum(['confirm', 'park']),
    rest_seconds: z.number().int(),
    reservation_ttl_seconds: z.number().int(),
    late_horizon_seconds: z.number().int(),
    accounts: z.array(z.string()),
    ingest_address: z.string(),
    webhook_url: z.string().optional(),
    webhook_secret_hint: z.string().optional(),
  })
  .meta({ id: 'Settings' });
