// POST /inbound/email/{ingest_id} (CONTRACT §7): the e-mail feed for mail relays that speak HTTP rather
// than SMTP. Same checks and the same verdicts as the SMTP listener, as HTTP statuses. There is no tenant
// credential: the bank's DKIM signature vouches for the message, and the ingest id only says whose it is.
import Router from '@koa/router';
import type { Next } from 'koa';
import { DomainError, rateLimited, unavailable } from '../../domain/errors.js';
import { MAX_EMAIL_BYTES, readMessage, type EmailFeed } from '../../ingest/email.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';

/** The raw message as the body (else 415), at most MAX_EMAIL_BYTES (else 413, counted as a refusal). */
export function rfc822Body(feed: EmailFeed) {
  return async (ctx: Ctx, next: Next): Promise<void> => {
    if (!ctx.is('message/rfc822')) {
      throw new DomainError(415, 'unsupported_media_type', 'Send the raw message as message/rfc822.');
    }
    // A declared length over the limit is refused before a byte of it is read.
    const declared = Number(ctx.get('content-length') || 0);
    const raw = declared > MAX_EMAIL_BYTES ? undefined : await readMessage(ctx.req);
    if (raw === undefined) {
      feed.tooLarge();
      throw new DomainError(413, 'payload_too_large', `A message may be at most ${MAX_EMAIL_BYTES} bytes.`);
    }
    ctx.request.body = raw;
    await next();
  };
}

export function inboundEmailRoutes(feed: EmailFeed, ingestDomain: string): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/inbound/email/:ingestId', async (ctx) => {
    // rfc822Body put the raw message there.
    const raw = ctx.request.body as Buffer;
    const verdict = await feed.receive(raw, `${ctx.params.ingestId}@${ingestDomain}`);
    switch (verdict.kind) {
      case 'accepted':
        ctx.status = 202;
        ctx.body = { status: 'accepted' };
        return;
      case 'throttled':
        throw rateLimited(verdict.retryAfterSeconds);
      case 'retry':
        throw unavailable("The bank's DKIM key could not be fetched; nothing was stored. Try again shortly.");
      case 'rejected':
        // CONTRACT §7: the same answers as SMTP, where an unknown recipient is a 550 too.
        if (verdict.reason === 'unknown_recipient') {
          throw new DomainError(403, 'forbidden', 'No ingest address here has that id; nothing was stored.');
        }
        throw new DomainError(
          403,
          'forbidden',
          'The message carries no valid DKIM signature of a bank this address takes mail from; nothing was stored.',
        );
    }
  });

  return r;
}
