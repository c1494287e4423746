// Tenant settings (CONTRACT §8): the change PATCH /v1/settings (and the dashboard's form) accepts, and
// the settings every answer carries.
import { z } from 'zod';
import { REST_SECONDS, RESERVATION_TTL_SECONDS } from '../../domain/rules.js';
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
    ingest_address: z.string(),
    webhook_url: z.string().optional(),
    webhook_secret_hint: z.string().optional(),
  })
  .meta({ id: 'Settings' });
