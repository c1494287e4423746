// The statement upload form's body (multipart/form-data): its text fields and the one file, read with
// busboy into memory (at most 10 MiB, never written anywhere), so the CSRF guard reads `csrf` as for
// any other form. Only for the upload route; every other form stays urlencoded.
import busboy from 'busboy';
import type { Next } from 'koa';
import { DomainError } from '../../domain/errors.js';
import { MAX_STATEMENT_BYTES } from '../../ingest/statements/upload.js';
import type { Ctx } from '../middleware.js';

export interface StatementForm {
  csrf?: string;
  bank?: string;
  file?: Buffer;
}

const tooLarge = () => new DomainError(413, 'payload_too_large', 'A statement file may be at most 10 MiB.');

export function statementFormBody() {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (ctx.method !== 'POST') return next();
    if (!ctx.is('multipart/form-data')) {
      // The Place buttons of a statement's page post ordinary forms.
      if (ctx.is('application/x-www-form-urlencoded')) {
        ctx.request.body = Object.fromEntries(
          new URLSearchParams((await readAll(ctx, 64 * 1024)).toString('utf8')),
        );
        return next();
      }
      throw new DomainError(415, 'unsupported_media_type', 'Send the form as the page does.');
    }
    if (Number(ctx.get('content-length') || 0) > MAX_STATEMENT_BYTES + 64 * 1024) throw tooLarge();
    ctx.request.body = await parseMultipart(ctx);
    await next();
  };
}

async function readAll(ctx: Ctx, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseMultipart(ctx: Ctx): Promise<StatementForm> {
  return new Promise((resolve, reject) => {
    const form: StatementForm = {};
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { files: 1, fields: 4, fieldSize: 1024, fileSize: MAX_STATEMENT_BYTES, parts: 6 },
      });
    } catch {
      reject(new DomainError(400, 'invalid_request', 'The form could not be read.'));
      return;
    }
    let failed: DomainError | undefined;
    parser.on('field', (name, value) => {
      if (name === 'csrf' || name === 'bank') form[name] = value;
    });
    parser.on('file', (_name, stream) => {
      const chunks: Buffer[] = [];
      // A body cut short fails the file's stream as well as the parser: unheard, that 'error' ended the
      // whole process (E11-9).
      stream.on('error', () => {
        failed ??= new DomainError(400, 'invalid_request', 'The form could not be read.');
      });
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failed = tooLarge();
      });
      stream.on('end', () => {
        form.file = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => reject(new DomainError(400, 'invalid_request', 'The form could not be read.')));
    parser.on('close', () => (failed ? reject(failed) : resolve(form)));
    ctx.req.pipe(parser);
  });
}
