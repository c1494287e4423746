// OpenAPI paths: Orders: create, read, list, reserve, cancel.
import { z as zod } from 'zod';
import { intentId } from '../schemas/common.js';
import { idempotencyKey, intentQuery, newIntent, order, orderPage } from '../schemas/intents.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { exampleOrder, exampleReserved, exampleConfirmed, exampleCancelled } from './examples.js';
import { json, answer, pathId, tenantOp, NO_BODY } from './blocks.js';

export const ordersPaths: ZodOpenApiPathsObject = {
  '/v1/intents': {
    post: tenantOp({
      tags: ['Orders'],
      operationId: 'createOrder',
      summary: 'Create an order',
      description:
        'With an `Idempotency-Key`, the same key and body answer the first response again for 24 h; the same key with another body is 422.',
      requestParams: {
        header: zod.object({
          'idempotency-key': idempotencyKey.optional().meta({
            description: 'Makes a retry safe (Stripe semantics, 24 h).',
            example: 'order-1042-try',
          }),
        }),
      },
      requestBody: {
        required: true,
        content: json(newIntent, {
          list_paise: 49900,
          expires_in_seconds: 86400,
          description: 'Blue cotton kurta, size M',
          reference: 'ORD-1042',
          metadata: { channel: 'instagram' },
        }),
      },
      body: true,
      errors: ['idempotency_mismatch'],
      ok: {
        '201': answer(
          'The order (or, for a repeated Idempotency-Key, the first answer).',
          order,
          exampleOrder,
        ),
      },
    }),
    get: tenantOp({
      tags: ['Orders'],
      operationId: 'listOrders',
      summary: 'List orders, newest first',
      description:
        "A product link's visit whose payer has not tapped Pay yet is left out (it is listed from the tap on; fetch it by id meanwhile).",
      requestParams: { query: intentQuery },
      ok: {
        '200': answer('A page of orders.', orderPage, {
          data: [exampleOrder],
          next_cursor: 'eyJ0IjoxNzY3MjI1NjAwfQ',
        }),
      },
    }),
  },
  '/v1/intents/{id}': {
    get: tenantOp({
      tags: ['Orders'],
      operationId: 'getOrder',
      summary: 'Read an order',
      requestParams: { path: pathId('id', intentId) },
      errors: ['not_found'],
      ok: { '200': answer('The order.', order, exampleConfirmed) },
    }),
  },
  '/v1/intents/{id}/reserve': {
    post: tenantOp({
      tags: ['Orders'],
      operationId: 'reserveOrder',
      summary: 'Reserve the exact amount the payer pays',
      description:
        'Answers the order with `amount_paise` and `reserved_until`; reserving an order that holds a live reservation returns it unchanged.',
      requestParams: { path: pathId('id', intentId) },
      ...NO_BODY,
      errors: ['not_found', 'invalid_state', 'pool_exhausted'],
      ok: { '200': answer('The order, reserved.', order, exampleReserved) },
    }),
  },
  '/v1/intents/{id}/cancel': {
    post: tenantOp({
      tags: ['Orders'],
      operationId: 'cancelOrder',
      summary: 'Cancel an open order',
      requestParams: { path: pathId('id', intentId) },
      ...NO_BODY,
      errors: ['not_found', 'invalid_state'],
      ok: { '200': answer('The order, cancelled.', order, exampleCancelled) },
    }),
  },
};
