// OpenAPI paths: This document and its rendered page.
import { z as zod } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { htmlPage, HTML_EXAMPLE } from './blocks.js';

export const referencePaths: ZodOpenApiPathsObject = {
  '/openapi.json': {
    get: {
      tags: ['Reference'],
      operationId: 'openApiDocument',
      summary: 'This document (OpenAPI 3.1)',
      security: [],
      responses: {
        '200': {
          description: 'The document.',
          content: {
            'application/json': {
              schema: zod.looseObject({ openapi: zod.string() }),
              example: { openapi: '3.1.0', info: { title: 'MatchLedger API', version: '1' } },
            },
          },
        },
      },
    },
  },
  '/docs': {
    get: {
      tags: ['Reference'],
      operationId: 'apiReference',
      summary: 'This document, rendered as a page',
      security: [],
      responses: {
        '200': {
          description: 'The page.',
          content: { 'text/html': { schema: htmlPage, example: HTML_EXAMPLE } },
        },
      },
    },
  },
};
