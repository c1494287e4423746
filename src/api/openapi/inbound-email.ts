// OpenAPI paths: Bank alert e-mail over HTTP for mail relays.
import { z as zod } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { answer, errorAnswers } from './blocks.js';

export const inboundEmailPaths: ZodOpenApiPathsObject = {
  '/inbound/email/{ingest_id}': {
    post: {
      tags: ['Inbound e-mail'],
      operationId: 'inboundEmail',
      summary: 'A bank alert e-mail, raw, from a mail relay',
      description:
        'The same checks and answers as the SMTP listener: the message must carry a DKIM signature of the bank\u2019s sending domain. No tenant credential: the signature vouches for the message.',
      security: [],
      requestParams: {
        path: zod.object({
          ingest_id: zod.string().meta({
            description: 'The local part of the tenant\u2019s ingest address.',
            example: 'in3c9f2a1b7d6e5f40',
          }),
        }),
      },
      requestBody: {
        required: true,
        content: {
          'message/rfc822': {
            schema: zod.string().meta({ description: 'The raw message (RFC 5322), at most 1 MiB.' }),
            example:
              'DKIM-Signature: v=1; a=rsa-sha256; d=hdfcbank.net; ...\r\nFrom: alerts@hdfcbank.net\r\nSubject: You have received a UPI payment\r\n\r\nRs.498.99 has been credited...',
          },
        },
      },
      responses: {
        '202': answer(
          'Authentic: taken in (a repeat, a debit alert or an unparseable alert alike).',
          zod.strictObject({ status: zod.literal('accepted') }).meta({ id: 'EmailAccepted' }),
          { status: 'accepted' },
        ),
        ...errorAnswers([
          'forbidden',
          'payload_too_large',
          'unsupported_media_type',
          'rate_limited',
          'unavailable',
        ]),
      },
    },
  },
};
