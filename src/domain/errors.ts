// Domain failures, each with the HTTP answer CONTRACT §1 gives it. One middleware turns them into
// `{"error", "message", ...extra}` bodies; nothing else writes an error response.

export interface IssueDetail {
  path: string;
  issue: string;
}

export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalidRequest = (message: string, details: IssueDetail[] = []): DomainError =>
  new DomainError(400, 'invalid_request', message, { details });

export const unauthorized = (message = 'A valid credential is required.'): DomainError =>
  new DomainError(401, 'unauthorized', message);

export const notFound = (what: string): DomainError => new DomainError(404, 'not_found', `No such ${what}.`);

export const invalidState = (message: string, status: string): DomainError =>
  new DomainError(409, 'invalid_state', message, { status });

export const poolExhausted = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    503,
    'pool_exhausted',
    'Every amount in this order\u2019s discount band is reserved; try again shortly.',
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

/** CONTRACT §9: a product link already holds `max_live` live reservations. */
export const linkBusy = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    503,
    'pool_exhausted',
    'Many people are paying right now: try again in a minute.',
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

export const unavailable = (message: string, retryAfterSeconds = 5): DomainError =>
  new DomainError(503, 'unavailable', message, {}, { 'retry-after': String(retryAfterSeconds) });

export const rateLimited = (retryAfterSeconds: number): DomainError =>
  new DomainError(
    429,
    'rate_limited',
    'Too many requests; retry after the given number of seconds.',
    { retry_after_seconds: retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );
