// OpenAPI paths: What reporter devices send: reports and the SMSGate webhook.
import { z as zod } from 'zod';
import { deviceId } from '../schemas/common.js';
import { report, reportAnswer, smsGateAnswer, smsGateWebhook } from '../schemas/reports.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { CREDIT_ID } from './examples.js';
import { json, answer, errorAnswers, ALWAYS, BODY, DEVICE_TOKEN_AUTH, pathId } from './blocks.js';

export const reportsPaths: ZodOpenApiPathsObject = {
  '/v1/reports': {
    post: {
      tags: ['Reports'],
      operationId: 'report',
      summary: "Report a credit's fields, or relay the bank's SMS",
      description:
        'Either the fields of a credit, or `{"sms": {...}}` read server-side by the bank\u2019s parser. An SMS that is not a credit is still a 202, so reporter apps do not retry it.',
      security: DEVICE_TOKEN_AUTH,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: report,
            examples: {
              fields: {
                summary: 'The fields of a credit',
                value: {
                  amount_paise: 49899,
                  credited_at: 1_767_226_000,
                  rrn: '512345678901',
                  payer_vpa: 'asha@okaxis',
                  payer_name: 'ASHA RAO',
                },
              },
              sms: {
                summary: "The bank's SMS",
                value: {
                  sms: {
                    sender: 'AX-HDFCBK',
                    body: 'Rs.498.99 credited to a/c XX1234 on 01-01-26 by a/c linked to VPA asha@okaxis (UPI Ref No 512345678901).',
                    received_at: 1_767_226_005,
                  },
                },
              },
              shortcut: {
                summary: 'The SMS as an iPhone Shortcuts automation sends it (every value text)',
                value: {
                  sms: {
                    sender: 'AX-HDFCBK',
                    body: 'Rs.498.99 credited to a/c XX1234 on 01-01-26 by a/c linked to VPA asha@okaxis (UPI Ref No 512345678901).',
                    received_at: '2026-01-01T05:36:45+05:30',
                  },
                },
              },
            },
          },
        },
      },
      responses: {
        '202': answer('Taken in.', reportAnswer, { credit_id: CREDIT_ID, status: 'matched' }),
        ...errorAnswers([...ALWAYS, ...BODY, 'unauthorized']),
      },
    },
  },
  '/v1/reports/smsgate/{device_id}': {
    post: {
      tags: ['Reports'],
      operationId: 'smsGateWebhook',
      summary: "SMSGate's signed webhook",
      description:
        '`X-Signature` is the lowercase hex HMAC-SHA256 of the raw body followed by `X-Timestamp`, keyed with the signing key\u2019s text. Unknown or revoked device, bad or stale signature: 401, nothing stored.',
      security: [],
      requestParams: {
        path: pathId('device_id', deviceId),
        header: zod.object({
          'x-signature': zod
            .string()
            .meta({ description: 'Lowercase hex HMAC-SHA256.', example: 'ab'.repeat(32) }),
          'x-timestamp': zod
            .string()
            .meta({ description: 'Unix seconds, within 15 minutes of ours.', example: '1767226005' }),
        }),
      },
      requestBody: {
        required: true,
        content: json(smsGateWebhook, {
          id: 'Ffi6v2zdk3KkAE8Wm2jNC',
          webhookId: 'LreFUt-Z3sSq0JufY9uWB',
          event: 'sms:received',
          deviceId: 'zXDYfTmTVf3iMd16zzdBj',
          payload: {
            message: 'Rs.498.99 credited to a/c XX1234 on 01-01-26 (UPI Ref No 512345678901).',
            phoneNumber: 'AX-HDFCBK',
            receivedAt: '2026-01-01T05:46:40.000+05:30',
          },
        }),
      },
      responses: {
        '200': answer('A heartbeat, another event, or a repeat of an envelope taken.', smsGateAnswer, {
          status: 'ok',
        }),
        '202': answer('An SMS taken in.', reportAnswer, { credit_id: CREDIT_ID, status: 'matched' }),
        ...errorAnswers([...ALWAYS, ...BODY, 'unauthorized']),
      },
    },
  },
};
