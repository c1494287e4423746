// Statements (CONTRACT §14): the statement and line objects, the upload's query and the lines' filter.
import { z } from 'zod';
import { LINE_OUTCOMES, STATEMENT_BANKS } from '../../domain/reconcile.js';
import { creditFields } from './credits.js';
import { creditId, eventId, listQuery, pageOf, paise, unixTime } from './common.js';

export const statementIdPattern = /^stm_[0-9a-f]{20}$/;
const statementId = z.string().regex(statementIdPattern).meta({ example: 'stm_4d3c2b1a09f8e7d6c5b4' });
const indiaDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ example: '2026-09-01' });

export const uploadQuery = z.strictObject({
  bank: z
    .enum(STATEMENT_BANKS)
    .optional()
    .meta({ description: 'The bank whose layout to read the file as, instead of detecting it.' }),
});

const outcomeList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(LINE_OUTCOMES)));

export const lineQuery = listQuery.extend({
  outcome: outcomeList.optional().meta({ description: 'One outcome or a comma list.', example: 'found' }),
});

export const statement = z
  .strictObject({
    statement_id: statementId,
    bank: z.enum(STATEMENT_BANKS),
    account_last4: z
      .string()
      .regex(/^\d{4}$/)
      .optional(),
    period_from: indiaDate,
    period_to: indiaDate,
    uploaded_at: unixTime,
    lines: z.strictObject({ credit: z.number().int(), debit: z.number().int() }),
    outcomes: z.strictObject({
      proved: z.number().int(),
      found: z.number().int(),
      not_a_payment: z.number().int(),
      repeat: z.number().int(),
    }),
    not_in_statement: z.array(creditId),
  })
  .meta({
    id: 'Statement',
    description:
      'A reconciled bank statement: its credit lines by outcome and the confirmations it does not show.',
  });

export const statementPage = pageOf(statement).meta({ id: 'StatementPage' });

export const statementLine = z
  .strictObject({
    line_no: z.number().int(),
    date: indiaDate,
    amount_paise: paise,
    rrn: z.string().optional(),
    payer_vpa: z.string().nullable().optional(),
    payer_name: z.string().nullable().optional(),
    outcome: z.enum(LINE_OUTCOMES).meta({
      description:
        '`proved`: a credit on file (a confirmed order is thereby proved paid). `found`: a payment the feeds missed, a new credit ' +
        '`source: "statement"`; or (beyond CONTRACT \u00a714) a credit on file parked `stale`, which the line gave its time and which ' +
        'was decided again with the line\u2019s span (`credit_id` names that same credit). `not_a_payment`, `repeat`: no credit decided.',
    }),
    credit_id: creditId
      .optional()
      .meta({ description: 'The credit the line proves, found or (a repeat) shows.' }),
    credit_status: z.string().optional(),
  })
  .meta({
    id: 'StatementLine',
    description: 'A credit line of the statement, as the file shows it, and its outcome.',
  });

export const statementLinePage = pageOf(statementLine).meta({ id: 'StatementLinePage' });

export const statementEvent = z
  .strictObject({
    event: z.literal('statement.reconciled'),
    event_id: eventId,
    occurred_at: unixTime,
    intent_id: z.null(),
    statement,
    not_in_statement: z.array(z.strictObject(creditFields)),
  })
  .meta({ id: 'StatementEvent', description: 'Sent once per new statement.' });
