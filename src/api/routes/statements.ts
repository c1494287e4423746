// Statements (CONTRACT §14): upload the file exactly as netbanking gave it, then read the statement,
// its lines by outcome, and the lines as CSV.
import Router from '@koa/router';
import { DomainError, notFound } from '../../domain/errors.js';
import { readMessage } from '../../ingest/email.js';
import { MAX_STATEMENT_BYTES } from '../../ingest/statements/upload.js';
import type { Services } from '../../services.js';
import { lineQuery, statementIdPattern, uploadQuery } from '../schemas/statements.js';
import type { Ctx } from '../middleware.js';
import { parse } from '../validate.js';
import { listQuery } from '../schemas/common.js';
import type { RequestState } from '../state.js';
import { linesCsv } from './statements-csv.js';

/** The types a bank's download arrives as; the bytes decide what it really is. */
export const STATEMENT_TYPES = [
  'text/csv',
  'text/plain',
  'text/html',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
];

function statementIdParam(id: string | undefined): string {
  if (!id || !statementIdPattern.test(id)) throw notFound('statement');
  return id;
}

/** The raw body, at most 10 MiB (a declared length over it is refused before a byte is read). */
export async function statementFile(ctx: Ctx): Promise<Buffer> {
  if (!ctx.is(STATEMENT_TYPES)) {
    throw new DomainError(
      415,
      'unsupported_media_type',
      'Send the statement file as downloaded: CSV, text, HTML, XLS or XLSX (or application/octet-stream).',
    );
  }
  // The bytes are the file as downloaded (E11-7): a compressed body would be read as if it were the file.
  if (!/^\s*(identity)?\s*$/i.test(ctx.get('content-encoding'))) {
    throw new DomainError(
      415,
      'unsupported_media_type',
      'Send the statement file uncompressed, exactly as downloaded (no Content-Encoding).',
    );
  }
  const declared = Number(ctx.get('content-length') || 0);
  const file = declared > MAX_STATEMENT_BYTES ? undefined : await readMessage(ctx.req, MAX_STATEMENT_BYTES);
  if (file === undefined) {
    throw new DomainError(413, 'payload_too_large', 'A statement file may be at most 10 MiB.');
  }
  return file;
}

export function statementRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/statements', async (ctx) => {
    const { bank } = parse(uploadQuery, ctx.query, 'query');
    const file = await statementFile(ctx);
    const { statement, created } = await s.statementUploads.upload(ctx.state.tenantId as string, file, bank);
    ctx.status = created ? 201 : 200;
    ctx.body = statement;
  });

  r.get('/v1/statements', async (ctx) => {
    const q = parse(listQuery, ctx.query, 'query');
    ctx.body = await s.statements.list(ctx.state.tenantId as string, q);
  });

  r.get('/v1/statements/:id', async (ctx) => {
    ctx.body = await s.statements.get(ctx.state.tenantId as string, statementIdParam(ctx.params.id));
  });

  r.get('/v1/statements/:id/lines', async (ctx) => {
    const q = parse(lineQuery, ctx.query, 'query');
    ctx.body = await s.statements.lines(
      ctx.state.tenantId as string,
      statementIdParam(ctx.params.id),
      q.outcome,
      {
        limit: q.limit,
        cursor: q.cursor,
      },
    );
  });

  r.get('/v1/statements/:id/lines.csv', async (ctx) => {
    const id = statementIdParam(ctx.params.id);
    const { data } = await s.statements.lines(ctx.state.tenantId as string, id, undefined, {});
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('content-disposition', `attachment; filename="${id}-lines.csv"`);
    ctx.body = linesCsv(data);
  });

  return r;
}
