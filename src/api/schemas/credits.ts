// Credits (CONTRACT §6): the list's filters, placing and dismissing, and the credit every answer carries.
import { z } from 'zod';
import { CREDIT_STATUSES } from '../../domain/credit.js';
import { RRN_PATTERN } from '../../domain/validation.js';
import { creditId, intentId, listQuery, pageOf, paise, unixTime } from './common.js';

export const creditQuery = listQuery.extend({
  status: z
    .string()
    .transform((s) => s.split(',').map((x) => x.trim()))
    .pipe(z.array(z.enum(CREDIT_STATUSES)).min(1))
    .optional()
    .meta({
      description: `One status or a comma list of: ${CREDIT_STATUSES.join(', ')}.`,
      example: 'unplaced,ambiguous',
    }),
  since: z.coerce
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: 'Only credits received at or after this unix time.' }),
});

export const placement = z.strictObject({ intent_id: intentId }).meta({ id: 'Placement' });
export const dismissal = z.strictObject({ reason: z.string().max(200).optional() }).meta({ id: 'Dismissal' });

/** CONTRACT §6's credit. `payer_vpa` and `payer_name` are null (not absent) once retention removed them. */
export const creditFields = {
  credit_id: creditId,
  rrn: z.string().regex(RRN_PATTERN).optional(),
  amount_paise: paise,
  payer_vpa: z.string().nullable().optional(),
  payer_name: z.string().nullable().optional(),
  source: z.enum(['email', 'device', 'statement']),
  credited_at: unixTime
    .optional()
    .meta({ description: 'The start of the span the payment lies in (CONTRACT §6).' }),
  credited_until: unixTime.optional().meta({
    description:
      'The end of that span: equal to credited_at for a time stated to the second; 59 s later for one stated to the minute; the time of the evidence for the SMS centre, the phone and the e-mail Date; 23:59:59 India time for a statement line with a date only.',
  }),
  received_at: unixTime,
  status: z.enum(CREDIT_STATUSES),
  note: z.string().optional(),
  intent_id: intentId.optional(),
  statement_id: z.string().optional().meta({ description: 'The statement that proved or found it.' }),
  delta_paise: z.number().int().optional(),
  resolved_at: unixTime.optional(),
};

export const credit = z
  .strictObject({ ...creditFields, candidates: z.array(intentId) })
  .meta({ id: 'Credit' });

export const creditPage = pageOf(credit).meta({ id: 'CreditPage' });
