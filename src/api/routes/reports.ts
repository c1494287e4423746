// Reporter devices report here (CONTRACT §7). POST /v1/reports: our app and the forwarder apps, with a
// device token, either the fields of a credit or the bank's SMS (read by the bank's parser, server-side).
// POST /v1/reports/smsgate/{device_id}: SMSGate's signed webhook. Parsing and the rules live in ingest/.
import Router from '@koa/router';
import type { Next } from 'koa';
import { DomainError } from '../../domain/errors.js';
import { readMessage } from '../../ingest/email.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { parse } from '../validate.js';
import { smsReport, structuredReport } from '../schemas/reports.js';
import type { RequestState } from '../state.js';

/** Reports posted with a device token. */
export function reportRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/reports', async (ctx) => {
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    const origin = {
      tenantId: ctx.state.tenantId as string,
      source: 'device' as const,
      deviceId: ctx.state.deviceId,
    };
    if ('sms' in raw) {
      const { sms } = parse(smsReport, raw);
      const answer = await s.reporters.sms(
        { tenantId: origin.tenantId, deviceId: origin.deviceId as string },
        { sender: sms.sender, body: sms.body, receivedAt: sms.received_at, smscAt: sms.smsc_at },
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
      return;
    }
    const report = parse(structuredReport, raw);
    const outcome = await s.intake.report(origin, {
      amountPaise: report.amount_paise,
      creditedAt: report.credited_at,
      rrn: report.rrn,
      payerVpa: report.payer_vpa,
      payerName: report.payer_name,
    });
    ctx.status = 202;
    if (outcome.kind === 'recorded')
      ctx.body = { credit_id: outcome.credit.creditId, status: outcome.credit.status };
  });

  return r;
}

/** CONTRACT §1: a JSON body is at most 64 KiB. */
const MAX_REPORT_BYTES = 64 * 1024;

/** The body as the bytes received (SMSGate's signature covers them, not a re-serialisation): JSON only. */
export function rawJsonBody() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (!ctx.is('application/json')) {
      throw new DomainError(415, 'unsupported_media_type', 'Send the body as application/json.');
    }
    const declared = Number(ctx.get('content-length') || 0);
    const raw = declared > MAX_REPORT_BYTES ? undefined : await readMessage(ctx.req, MAX_REPORT_BYTES);
    if (raw === undefined) {
      throw new DomainError(413, 'payload_too_large', `A report may be at most ${MAX_REPORT_BYTES} bytes.`);
    }
    ctx.request.body = raw;
    await next();
  };
}

/** SMSGate's webhook: the device is named in the path and proven by the signature. */
export function smsGateRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  r.post('/v1/reports/smsgate/:deviceId', async (ctx) => {
    const raw = ctx.request.body as Buffer;
    const device = await s.reporters.authenticateSmsGate(ctx.params.deviceId ?? '', raw, {
      timestamp: ctx.get('x-timestamp') || undefined,
      signature: ctx.get('x-signature') || undefined,
    });
    ctx.state.tenantId = device.tenantId;
    ctx.state.deviceId = device.deviceId;
    ctx.state.log = ctx.state.log.child({ tenant_id: device.tenantId, device_id: device.deviceId });
    // SPEC §8: reports count per tenant and device, whichever way the device reports.
    await s.rateLimits.take('reports', `${device.tenantId}:${device.deviceId}`);
    const answer = await s.reporters.smsGate(device, raw);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });
  return r;
}
