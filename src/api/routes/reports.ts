// POST /v1/reports (CONTRACT §7): the reporter app on the seller's phone submits a credit, either as
// fields it read or as the bank's SMS, which the bank's parser reads here.
import Router from '@koa/router';
import { z } from 'zod';
import { CREDIT_PAISE } from '../../domain/rules.js';
import { rrn, unixSeconds } from '../../domain/validation.js';
import { smsParserFor } from '../../ingest/parsers/registry.js';
import type { Services } from '../../services.js';
import { parse } from '../validate.js';
import type { RequestState } from '../state.js';

const structured = z.strictObject({
  amount_paise: z.number().int().min(CREDIT_PAISE.min).max(CREDIT_PAISE.max),
  credited_at: unixSeconds.optional(),
  rrn: rrn.optional(),
  payer_vpa: z.string().trim().min(3).max(255).regex(/@/, 'must be a UPI handle').optional(),
  payer_name: z.string().trim().min(1).max(100).optional(),
});

const smsReport = z.strictObject({
  sms: z.strictObject({
    sender: z.string().trim().min(2).max(32),
    body: z.string().min(1).max(2000),
    received_at: unixSeconds,
  }),
});

export function reportRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/reports', async (ctx) => {
    const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
    const origin = {
      tenantId: ctx.state.tenantId as string,
      source: 'device' as const,
      deviceId: ctx.state.deviceId,
    };
    ctx.status = 202;
    if ('sms' in raw) {
      const { sms } = parse(smsReport, raw);
      const parser = smsParserFor(sms.sender);
      if (!parser) {
        ctx.body = { status: 'ignored', reason: 'not a sender any bank parser reads' };
        return;
      }
      const outcome = await s.intake.message(origin, parser.bank, parser.parse(sms.body), sms.received_at);
      ctx.body =
        outcome.kind === 'recorded'
          ? { credit_id: outcome.credit.creditId, status: outcome.credit.status }
          : outcome.kind === 'ignored'
            ? { status: 'ignored', reason: `not a credit (${outcome.what})` }
            : { status: 'unparseable' };
      return;
    }
    const report = parse(structured, raw);
    const outcome = await s.intake.report(origin, {
      amountPaise: report.amount_paise,
      creditedAt: report.credited_at,
      rrn: report.rrn,
      payerVpa: report.payer_vpa,
      payerName: report.payer_name,
    });
    if (outcome.kind === 'recorded')
      ctx.body = { credit_id: outcome.credit.creditId, status: outcome.credit.status };
  });

  return r;
}
