// Reports of reporter devices (CONTRACT §7): a credit's fields, or the bank's SMS; SMSGate's envelope.
import { z } from 'zod';
import { CREDIT_STATUSES } from '../../domain/credit.js';
import { CREDIT_PAISE } from '../../domain/rules.js';
import { feedTimeSeconds } from '../../domain/time.js';
import { rrn, unixSeconds, vpa, wholeNumberOrDigits } from '../../domain/validation.js';
import { smsGateEnvelope } from '../../ingest/smsgate.js';
import { creditId } from './common.js';

// Its numbers may come as text (CONTRACT §7: a Shortcut sends every value as text), digits only.
export const structuredReport = z
  .strictObject({
    amount_paise: wholeNumberOrDigits(CREDIT_PAISE, 'integer paise (e.g. 49900 for ₹499)'),
    credited_at: unixSeconds.optional(),
    rrn: rrn.optional(),
    payer_vpa: vpa.optional(),
    payer_name: z.string().trim().min(1).max(100).optional(),
  })
  .meta({ id: 'CreditReport' });

/**
 * A relayed SMS's own time, where a forwarder app fills it. A slot the app left unfilled (an unreplaced
 * placeholder such as `%sentStamp%`, an empty string) is taken as absent, never refused (E9-6): the app
 * retries every non-2xx with the same bytes, so a 400 would lose the payment for good; read without that
 * time, the credit takes its span from what remains (CONTRACT §6). Any other value that reads as no time
 * (a date without its time, from a Shortcut set up without "Include ISO 8601 Time") is a 400 naming the
 * field, so the seller sees the set-up mistake at once.
 */
const relayedTime = z
  .union([z.number(), z.string().max(64)])
  .transform((value, ctx) => {
    if (typeof value === 'string' && UNFILLED.test(value)) return undefined;
    const seconds = feedTimeSeconds(typeof value === 'string' ? value.trim() : value);
    if (seconds === undefined) {
      ctx.addIssue({
        code: 'custom',
        message:
          'must be unix seconds, unix milliseconds, ISO 8601 with an offset, or YYYY-MM-DD HH:mm:ss (India time)',
      });
      return z.NEVER;
    }
    return seconds;
  })
  .meta({
    description:
      'Unix seconds or milliseconds (a number or a string of digits), ISO 8601 with an offset, or YYYY-MM-DD HH:mm:ss read as India time; an empty string or an unreplaced %placeholder% is taken as absent.',
  });

/** An app's slot left unfilled: nothing, or its own `%name%` placeholder as typed in its template. */
const UNFILLED = /^\s*(?:%[A-Za-z_]+%)?\s*$/;

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
