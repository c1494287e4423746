// OpenAPI paths: Credits: list, read, place, dismiss.
import { creditQuery, creditPage, credit, dismissal, placement } from '../schemas/credits.js';
import { creditId } from '../schemas/common.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { ORDER_ID, exampleCredit, examplePlaced, exampleDismissed } from './examples.js';
import { json, answer, pathId, tenantOp } from './blocks.js';

export const creditsPaths: ZodOpenApiPathsObject = {
  '/v1/credits': {
    get: tenantOp({
      tags: ['Credits'],
      operationId: 'listCredits',
      summary: 'List credits, newest first',
      requestParams: { query: creditQuery },
      ok: { '200': answer('A page of credits.', creditPage, { data: [exampleCredit] }) },
    }),
  },
  '/v1/credits/{id}': {
    get: tenantOp({
      tags: ['Credits'],
      operationId: 'getCredit',
      summary: 'Read a credit',
      requestParams: { path: pathId('id', creditId) },
      errors: ['not_found'],
      ok: { '200': answer('The credit.', credit, exampleCredit) },
    }),
  },
  '/v1/credits/{id}/place': {
    post: tenantOp({
      tags: ['Credits'],
      operationId: 'placeCredit',
      summary: 'Place a parked credit on an open or expired order',
      description: 'The order is confirmed with evidence `manual` and `payment.confirmed` is emitted.',
      requestParams: { path: pathId('id', creditId) },
      requestBody: { required: true, content: json(placement, { intent_id: ORDER_ID }) },
      body: true,
      errors: ['not_found', 'invalid_state'],
      ok: { '200': answer('The credit, placed.', credit, examplePlaced) },
    }),
  },
  '/v1/credits/{id}/dismiss': {
    post: tenantOp({
      tags: ['Credits'],
      operationId: 'dismissCredit',
      summary: 'Dismiss a parked credit (the row stays for audit)',
      requestParams: { path: pathId('id', creditId) },
      requestBody: { content: json(dismissal, { reason: 'A refund from our supplier, not a sale.' }) },
      body: true,
      errors: ['not_found', 'invalid_state'],
      ok: { '200': answer('The credit, dismissed.', credit, exampleDismissed) },
    }),
  },
};
