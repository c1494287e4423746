// Reports of reporter devices (CONTRACT §7): a credit's fields, or the bank's SMS; SMSGate's envelope.
import { z } from 'zod';
import { CREDIT_STATUSES } from '../../domain/credit.js';
import { CREDIT_PAISE } from '../../domain/rules.js';
import { feedTimeSeconds } from '../../domain/time.js';
import { rrn, unixSeconds, vpa } from '../../domain/validation.js';
import { smsGateEnvelope } from '../../ingest/smsgate.js';
import { creditId } from './common.js';

export const structuredReport = z
  .strictObject({
    amount_paise: z.number().int().min(CREDIT_PAISE.min).max(CREDIT_PAISE.max),
    credited_at: unixSeconds.optional(),
    rrn: rrn.optional(),
    payer_vpa: vpa.optional(),
    payer_name: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'CreditReport' });

/**
 * A relayed SMS's own time, where a forwarder app fills it (`%sentStamp%`, an app's date format): one that
 * does not read as a time is taken as absent, never refused (E9-6). The app retries every non-2xx with the
 * same bytes, so a 400 for an unreplaced `%sentStamp%` or an empty `smsc_at` would lose the payment for
 * good; read without that time, the credit takes its span from what remains (CONTRACT §6), or is parked
 * for the seller when nothing remains.
 */
const relayedTime = z
  .union([z.number(), z.string().max(64)])
  .transform((value) => feedTimeSeconds(typeof value === 'string' ? value.trim() : value))
  .meta({
    description:
      'Unix seconds or milliseconds (a number or a string of digits), ISO 8601 with an offset, or YYYY-MM-DD HH:mm:ss read as India time; a value that reads as none of these is taken as absent.',
  });

// Unknown fields inside `sms` are dropped, not refused: forwarder apps add their own (CONTRACT §7).
export const smsReport = z
  .strictObject({
    sms: z.object({
      sender: z.string().trim().min(2).max(32),
      body: z.string().min(1).max(2000),
      received_at: relayedTime.optional(),
      smsc_at: relayedTime.optional(),
    }),
  })
  .meta({ id: 'SmsReport' });

/** POST /v1/reports takes either form; the route tells them apart by the `sms` key. */
export const report = z.union([structuredReport, smsReport]);

/** An SMSGate webhook envelope (the app's WebHookEventDTO); the payload is read per event. */
export const smsGateWebhook = smsGateEnvelope.meta({ id: 'SmsGateEnvelope' });

/** 202: a credit was recorded, or the message was not a credit (reporters retry every non-2xx). */
export const reportAnswer = z
  .union([
    z.strictObject({ credit_id: creditId, status: z.enum(CREDIT_STATUSES) }),
    z.strictObject({ status: z.literal('ignored'), reason: z.string() }),
    // `uncertain`: read as money in, but its amount, direction or account not with certainty (operators
    // were alerted).
    z.strictObject({ status: z.literal('unparseable'), reason: z.literal('uncertain') }),
  ])
  .meta({ id: 'ReportAnswer' });

/** 200 from the SMSGate webhook: a repeat of an envelope already taken, a heartbeat, another event. */
export const smsGateAnswer = z
  .strictObject({ status: z.enum(['repeat', 'ok', 'ignored']) })
  .meta({ id: 'SmsGateAnswer' });
