// API keys (shown once) and product links (CONTRACT §13 /app/developers).
import Router from '@koa/router';
import { DomainError, notFound } from '../../domain/errors.js';
import { parseRupees, rupees } from '../../domain/money.js';
import { LINK_MAX_LIVE, LIST_PAISE } from '../../domain/rules.js';
import { createApiKey, revokeApiKey } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { SLUG_PATTERN } from '../routes/links.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import { html } from './html.js';
import { badge, csrfField, field, page, when } from './layout.js';
import { formText, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

export function developersRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  const developersPage = async (
    ctx: Ctx,
    o: { newKey?: string; typed?: Record<string, string>; errors?: Record<string, string> } = {},
  ): Promise<string> => {
    const session = sessionOf(ctx);
    const tenantId = tenantOf(ctx);
    const keys = await s.dashboard.apiKeys(tenantId);
    const links = await s.dashboard.links(tenantId);
    const e = o.errors ?? {};
    const base = s.config.publicBaseUrl;
    return page({
      title: 'Developers',
      session,
      current: '/app/developers',
      body: html`<h1>Developers</h1>
        <div class="card">
          <h2>API keys</h2>
          ${
            o.newKey
              ? html`<p class="notice" role="alert">Copy this key now: it is shown only this once.</p>
                  <code class="secret" id="new-key">${o.newKey}</code>
                  <button class="secondary" type="button" data-copy="${o.newKey}" hidden>Copy key</button>`
              : ''
          }
          <ul class="list">
            ${keys.map(
              (k) =>
                html`<li>
                  <div class="row">
                    <code>${k.prefix}…</code>${
                      k.revokedAt !== undefined ? badge('revoked', 'Revoked') : badge('confirmed', 'Live')
                    }
                  </div>
                  <div class="muted">
                    Created
                    ${when(k.createdAt)}${k.createdBy ? html` by ${k.createdBy}` : ' (creator not recorded)'}
                  </div>
                  ${
                    k.creatorRemoved && k.revokedAt === undefined
                      ? html`<p class="notice">
                          ${k.createdBy} is no longer on the team, but this key still works. Revoke it unless
                          you still need it.
                        </p>`
                      : ''
                  }
                  ${
                    k.revokedAt === undefined
                      ? html`<form method="post" action="/app/developers/keys/${k.id}/revoke">
                          ${csrfField(session)}<button class="danger" type="submit">
                            Revoke ${k.prefix}…
                          </button>
                        </form>`
                      : ''
                  }
                </li>`,
            )}
          </ul>
          <form method="post" action="/app/developers/keys">
            ${csrfField(session)}<button type="submit">Create API key</button>
          </form>
        </div>
        <div class="card">
          <h2>Product links</h2>
          <p class="muted">
            A link that makes a fresh order at a fixed price each time a payer taps Pay on it: for a menu, a
            poster, a bio.
          </p>
          <ul class="list">
            ${links.map(
              (l) =>
                html`<li>
                  <div class="row"><b>${rupees(l.listPaise)}</b><span>${l.description ?? ''}</span></div>
                  <a href="${base}/pr/${l.slug}">${base}/pr/${l.slug}</a>
                  <div class="muted">Up to ${l.maxLive} payers at once</div>
                </li>`,
            )}
          </ul>
          <form method="post" action="/app/developers/links" novalidate>
            ${csrfField(session)}
            ${field({ name: 'slug', label: 'Link name', value: o.typed?.slug, error: e.slug, hint: 'Letters, digits and "-", like masala-chai.' })}
            ${field({ name: 'price', label: 'Price in rupees', value: o.typed?.price, error: e.price, inputmode: 'decimal' })}
            ${field({ name: 'description', label: 'What it is for (optional)', value: o.typed?.description, error: e.description })}
            ${field({ name: 'max_live', label: 'Payers at once', value: o.typed?.max_live ?? String(LINK_MAX_LIVE.default), error: e.max_live, inputmode: 'numeric', hint: `How many visitors may hold an amount at the same time (${LINK_MAX_LIVE.min} to ${LINK_MAX_LIVE.max}). Each holds one for a few minutes; more are asked to try again shortly.` })}
            <button type="submit">Create product link</button>
          </form>
        </div>
        <div class="card">
          <h2>Receiving webhooks</h2>
          <ol class="steps">
            <li>
              Set your webhook URL and create a signing secret on the
              <a href="/app/settings">Settings</a> page.
            </li>
            <li>
              Each POST carries <code>X-ML-Signature: t=…,v1=…</code>: HMAC-SHA256 of <code>t</code>, a dot
              and the raw body, keyed with the whole secret.
            </li>
            <li>
              Check it against the raw body before parsing, reject a <code>t</code> more than 300 s off your
              clock.
            </li>
            <li>Answer 2xx at once, then work; deduplicate on <code>event_id</code>.</li>
          </ol>
        </div>`,
    }).value;
  };

  r.get('/app/developers', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await developersPage(ctx);
  });

  r.post('/app/developers/keys', async (ctx) => {
    const { api_key } = await createApiKey(s.db, tenantOf(ctx), sessionOf(ctx).email);
    ctx.type = 'html';
    ctx.body = await developersPage(ctx, { newKey: api_key });
  });

  r.post('/app/developers/keys/:id/revoke', async (ctx) => {
    const id = ctx.params.id as string;
    if (!/^\d{1,18}$/.test(id)) throw notFound('API key');
    const tenantId = tenantOf(ctx);
    const prefix = await s.dashboard.liveKeyPrefix(tenantId, id);
    if (!confirmed(ctx)) {
      return askToConfirm(ctx, {
        current: '/app/developers',
        question: `Revoke the key ${prefix}…?`,
        consequence: 'Every program using this key is refused from now on. This cannot be undone.',
        action: `/app/developers/keys/${id}/revoke`,
        yes: 'Yes, revoke the key',
        back: '/app/developers',
      });
    }
    await revokeApiKey(s.db, prefix, tenantId);
    ctx.status = 303;
    ctx.redirect('/app/developers');
  });

  r.post('/app/developers/links', async (ctx) => {
    const typed = {
      slug: text(ctx.request.body, 'slug'),
      price: text(ctx.request.body, 'price'),
      description: text(ctx.request.body, 'description'),
      max_live: text(ctx.request.body, 'max_live'),
    };
    const errors: Record<string, string> = {};
    if (!SLUG_PATTERN.test(typed.slug)) errors.slug = 'Use letters, digits, "-" and "_" (up to 64).';
    const paise = parseRupees(typed.price);
    if (paise === undefined || paise < LIST_PAISE.min || paise > LIST_PAISE.max) {
      errors.price = `Type a price from ${rupees(LIST_PAISE.min)} to ${rupees(LIST_PAISE.max)}, like 499.`;
    }
    if (typed.description.length > 140) errors.description = 'At most 140 characters.';
    // Empty means the default, as in the API (CONTRACT §9).
    const maxLive = typed.max_live.trim() === '' ? LINK_MAX_LIVE.default : Number(typed.max_live.trim());
    if (
      !/^\d{0,2}$/.test(typed.max_live.trim()) ||
      maxLive < LINK_MAX_LIVE.min ||
      maxLive > LINK_MAX_LIVE.max
    ) {
      errors.max_live = `Type a whole number from ${LINK_MAX_LIVE.min} to ${LINK_MAX_LIVE.max}.`;
    }
    if (Object.keys(errors).length === 0) {
      try {
        await s.links.create(tenantOf(ctx), {
          slug: typed.slug,
          list_paise: paise as number,
          max_live: maxLive,
          ...(typed.description ? { description: typed.description } : {}),
        });
        ctx.status = 303;
        ctx.redirect('/app/developers');
        return;
      } catch (err) {
        if (!(err instanceof DomainError) || err.status !== 400) throw err;
        errors.slug = err.message;
      }
    }
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = await developersPage(ctx, { typed, errors });
  });

  return r;
}
