// OpenAPI paths: The payer's pay page, its JSON answers.
import { payPageReservation, payPageStatus, payPageUtr, utrForm } from '../schemas/pay-page.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { json, answer, errorAnswers, pageToken, ALWAYS, BODY, pathId } from './blocks.js';

export const payPagePaths: ZodOpenApiPathsObject = {
  '/p/{token}/status': {
    get: {
      tags: ['Pay page'],
      operationId: 'payPageStatus',
      summary: 'The status the pay page polls',
      security: [],
      requestParams: { path: pathId('token', pageToken) },
      responses: {
        '200': answer('The order\u2019s status, and its amount while reserved.', payPageStatus, {
          status: 'open',
          amount_paise: 49899,
          reserved_until: 1_767_226_500,
        }),
        ...errorAnswers([...ALWAYS, 'not_found']),
      },
    },
  },
  '/p/{token}/reserve': {
    post: {
      tags: ['Pay page'],
      operationId: 'payPageReserve',
      summary: 'The tap on Pay: reserve the exact amount',
      description: 'A browser form gets a 303 to the page; a caller asking for JSON gets the amount.',
      security: [],
      requestParams: { path: pathId('token', pageToken) },
      responses: {
        '200': answer('The amount to pay and until when it is held.', payPageReservation, {
          status: 'open',
          amount_paise: 49899,
          reserved_until: 1_767_226_500,
        }),
        '303': { description: 'A browser form: back to the page, which shows the amount.' },
        ...errorAnswers([...ALWAYS, ...BODY, 'not_found', 'invalid_state', 'pool_exhausted']),
      },
    },
  },
  '/p/{token}/utr': {
    post: {
      tags: ['Pay page'],
      operationId: 'payPageReference',
      summary: "The payer's UPI reference number, used as `rrn` evidence",
      security: [],
      requestParams: { path: pathId('token', pageToken) },
      requestBody: {
        required: true,
        content: {
          ...json(utrForm, { utr: '512345678901' }),
          'application/x-www-form-urlencoded': { schema: utrForm, example: { utr: '512345678901' } },
        },
      },
      responses: {
        '200': answer('Recorded.', payPageUtr, { status: 'open', utr: '512345678901' }),
        '303': { description: 'A browser form: back to the page.' },
        ...errorAnswers([...ALWAYS, ...BODY, 'not_found', 'invalid_state']),
      },
    },
  },
};
