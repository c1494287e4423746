// The pay page's JSON answers (CONTRACT §9, §12), for callers that ask for JSON rather than a page.
import { z } from 'zod';
import { INTENT_STATUSES } from '../../domain/intent.js';
import { rrn } from '../../domain/validation.js';
import { paise, unixTime } from './common.js';

export const utrForm = z
  .strictObject({ utr: z.string().trim().pipe(rrn) })
  .meta({ id: 'PayerReference', description: "The payer's 12-digit UPI reference number (UTR)." });

export const payPageStatus = z
  .strictObject({
    status: z.enum(INTENT_STATUSES),
    amount_paise: paise.optional(),
    reserved_until: unixTime.optional(),
  })
  .meta({ id: 'PayPageStatus' });

export const payPageReservation = z
  .strictObject({ status: z.enum(INTENT_STATUSES), amount_paise: paise, reserved_until: unixTime })
  .meta({ id: 'PayPageReservation' });

export const payPageUtr = z
  .strictObject({ status: z.enum(INTENT_STATUSES), utr: z.string() })
  .meta({ id: 'PayPageReference' });
