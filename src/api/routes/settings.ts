// GET and PATCH /v1/settings (CONTRACT §8).
import Router from '@koa/router';
import type { z } from 'zod';
import { getTenant, renderSettings, updateSettings, type Settings } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import { settingsChange } from '../schemas/settings.js';
import type { RequestState } from '../state.js';

export { settingsChange };

/**
 * Applies a change already validated by `settingsChange`: PATCH /v1/settings and the dashboard's
 * settings form both come here, so the rules (a webhook URL's checks among them) are one.
 */
export async function saveSettings(
  s: Services,
  tenantId: string,
  body: z.infer<typeof settingsChange>,
): Promise<Settings> {
  // Absent: unchanged; null or "": removed (the schema's promise); anything else: checked, then kept.
  const webhookUrl =
    body.webhook_url === undefined
      ? undefined
      : body.webhook_url === null || body.webhook_url === ''
        ? null
        : await s.webhookTargets.checkOnSave(body.webhook_url);
  const tenant = await updateSettings(s.db, tenantId, {
    payeeVpa: body.payee_vpa,
    payeeName: body.payee_name,
    latePolicy: body.late_policy,
    restSeconds: body.rest_seconds,
    reservationTtlSeconds: body.reservation_ttl_seconds,
    lateHorizonSeconds: body.late_horizon_seconds,
    accounts: body.accounts,
    webhookUrl,
  });
  return renderSettings(tenant, s.config.ingestDomain);
}

export function settingsRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.get('/v1/settings', async (ctx) => {
    const tenant = await getTenant(s.db, ctx.state.tenantId as string);
    ctx.body = renderSettings(tenant, s.config.ingestDomain);
  });

  r.patch('/v1/settings', async (ctx) => {
    const body = parse(settingsChange, ctx.request.body ?? {});
    ctx.body = await saveSettings(s, ctx.state.tenantId as string, body);
  });

  return r;
}
