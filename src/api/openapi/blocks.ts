// The OpenAPI document's building blocks: answers, error answers, security, path parameters.
import type { z } from 'zod';
import {
  type ZodOpenApiOperationObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { z as zod } from 'zod';
import { errors, type ErrorCode } from '../schemas/common.js';
import { PAGE_TOKEN, ERROR_EXAMPLES, ERROR_STATUS, ERROR_SUMMARY, retryAfter } from './examples.js';

type Schema = z.ZodType;
type Example = unknown;

export const json = (schema: Schema, example: Example) => ({ 'application/json': { schema, example } });

export const answer = (description: string, schema: Schema, example: Example): ZodOpenApiResponseObject => ({
  description,
  content: json(schema, example),
});

/** The error answers of `codes`, grouped by status; with `html`, a browser may get a page instead. */
export function errorAnswers(codes: ErrorCode[], opts: { html?: boolean } = {}): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const out: ZodOpenApiResponsesObject = {};
  for (const [status, group] of byStatus) {
    const [first, ...rest] = group as [ErrorCode, ...ErrorCode[]];
    const schema = rest.length === 0 ? errors[first] : zod.union(group.map((c) => errors[c]));
    const response: ZodOpenApiResponseObject = {
      description: ERROR_SUMMARY[status] ?? 'Error.',
      content: {
        ...json(schema, ERROR_EXAMPLES[first]),
        ...(opts.html ? { 'text/html': { schema: htmlPage, example: HTML_EXAMPLE } } : {}),
      },
      ...(status === 429 || status === 503 ? { headers: retryAfter } : {}),
    };
    out[`${status}` as `4${string}`] = response;
  }
  return out;
}

export const pageToken = zod
  .string()
  .meta({ description: 'The pay page token from the order\u2019s `page_url`.', example: PAGE_TOKEN });

export const htmlPage = zod.string().meta({ description: 'An HTML page.' });
export const HTML_EXAMPLE =
  '<!doctype html><html lang="en"><head><title>Sign in</title></head><body>…</body></html>';

/** Every route under jsonBody(): a bad query string is a 400; a dependency down is a 503. */
export const ALWAYS: ErrorCode[] = ['invalid_request', 'rate_limited', 'unavailable'];
/** An operation with a body: too large, or not JSON. */
export const BODY: ErrorCode[] = ['payload_too_large', 'unsupported_media_type'];
export const TENANT: ErrorCode[] = [...ALWAYS, 'unauthorized'];

export const API_KEY = [{ ApiKey: [] }];
export const DEVICE_TOKEN_AUTH = [{ DeviceToken: [] }];

export const pathId = (name: string, schema: Schema) => zod.object({ [name]: schema });

export function tenantOp(
  op: Omit<ZodOpenApiOperationObject, 'responses' | 'security'> & {
    ok: ZodOpenApiResponsesObject;
    errors?: ErrorCode[];
    body?: boolean;
  },
): ZodOpenApiOperationObject {
  const { ok, errors: extra = [], body = false, ...rest } = op;
  return {
    ...rest,
    security: API_KEY,
    responses: { ...ok, ...errorAnswers([...TENANT, ...(body ? BODY : []), ...extra]) },
  };
}

/** A POST that takes no body: a stray one is refused (400), a non-JSON one 415. */
export const NO_BODY = { body: true } as const;
