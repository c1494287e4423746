// API keys (shown once) and product links (CONTRACT §13 /app/developers).
import Router from '@koa/router';
import { DomainError, notFound } from '../../domain/errors.js';
import { parseRupees } from '../../domain/money.js';
import { rupeesIn, t } from '../../i18n/index.js';
import { LINK_MAX_LIVE, LIST_PAISE } from '../../domain/rules.js';
import { createApiKey, revokeApiKey } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { SLUG_PATTERN } from '../routes/links.js';
import type { RequestState } from '../state.js';
import { askToConfirm, confirmed } from './confirm.js';
import { html, type Html } from './html.js';
import { badge, csrfField, field, when } from './layout.js';
import { say } from './say.js';
import { appPage, formText, langOf, sessionOf, tenantOf } from './forms.js';

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
    const lang = langOf(ctx);
    const c = (v: string): Html => html`<code>${v}</code>`;
    return appPage(ctx, {
      title: t(lang, 'dev.title'),
      current: '/app/developers',
      switchPath: '/app/developers',
      body: html`<h1>${say(lang, 'dev.title')}</h1>
        <div class="card">
          <h2>${say(lang, 'dev.keys')}</h2>
          ${
            o.newKey
              ? html`<p class="notice" role="alert">${say(lang, 'dev.key_once')}</p>
                  <code class="secret" id="new-key">${o.newKey}</code>
                  <button class="secondary" type="button" data-copy="${o.newKey}" hidden>
                    ${say(lang, 'dev.copy_key')}
                  </button>`
              : ''
          }
          <ul class="list">
            ${keys.map(
              (k) =>
                html`<li>
                  <div class="row">
                    <code>${k.prefix}…</code>${
                      k.revokedAt !== undefined
                        ? badge('revoked', t(lang, 'devices.revoked'))
                        : badge('confirmed', t(lang, 'dev.live'))
                    }
                  </div>
                  <div class="muted">
                    ${
                      k.createdBy
                        ? say(lang, 'dev.created_by', { time: when(k.createdAt, lang), email: k.createdBy })
                        : say(lang, 'dev.creator_unknown', { time: when(k.createdAt, lang) })
                    }
                  </div>
                  ${
                    k.creatorRemoved && k.revokedAt === undefined
                      ? html`<p class="notice">
                          ${say(lang, 'dev.creator_gone', { email: k.createdBy ?? '' })}
                        </p>`
                      : ''
                  }
                  ${
                    k.revokedAt === undefined
                      ? html`<form method="post" action="/app/developers/keys/${k.id}/revoke">
                          ${csrfField(session)}<button class="danger" type="submit">
                            ${say(lang, 'dev.revoke', { prefix: k.prefix })}
                          </button>
                        </form>`
                      : ''
                  }
                </li>`,
            )}
          </ul>
          <form method="post" action="/app/developers/keys">
            ${csrfField(session)}<button type="submit">${say(lang, 'dev.create_key')}</button>
          </form>
        </div>
        <div class="card">
          <h2>${say(lang, 'dev.links')}</h2>
          <p class="muted">${say(lang, 'dev.links_why')}</p>
          <ul class="list">
            ${links.map(
              (l) =>
                html`<li>
                  <div class="row">
                    <b>${rupeesIn(l.listPaise, lang)}</b><span>${l.description ?? ''}</span>
                  </div>
                  <a class="url" href="${base}/pr/${l.slug}">${base}/pr/${l.slug}</a>
                  <div class="muted">${say(lang, 'dev.at_once', { n: l.maxLive })}</div>
                </li>`,
            )}
          </ul>
          <form method="post" action="/app/developers/links" novalidate>
            ${csrfField(session)}
            ${field({ name: 'slug', label: t(lang, 'dev.slug'), value: o.typed?.slug, error: e.slug, hint: t(lang, 'dev.slug_hint') })}
            ${field({ name: 'price', label: t(lang, 'dev.price'), value: o.typed?.price, error: e.price, inputmode: 'decimal' })}
            ${field({ name: 'description', label: t(lang, 'dev.description'), value: o.typed?.description, error: e.description })}
            ${field({ name: 'max_live', label: t(lang, 'dev.max_live'), value: o.typed?.max_live ?? String(LINK_MAX_LIVE.default), error: e.max_live, inputmode: 'numeric', hint: t(lang, 'dev.max_live_hint', { min: LINK_MAX_LIVE.min, max: LINK_MAX_LIVE.max }) })}
            <button type="submit">${say(lang, 'dev.create_link')}</button>
          </form>
        </div>
        <div class="card">
          <h2>${say(lang, 'dev.receiving')}</h2>
          <ol class="steps">
            <li>
              ${say(lang, 'dev.step.settings', { settings: html`<a href="/app/settings">${say(lang, 'nav.settings')}</a>` })}
            </li>
            <li>${say(lang, 'dev.step.signature', { header: c('X-ML-Signature: t=…,v1=…'), t: c('t') })}</li>
            <li>${say(lang, 'dev.step.check', { t: c('t') })}</li>
            <li>${say(lang, 'dev.step.answer', { id: c('event_id') })}</li>
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
      const lang = langOf(ctx);
      return askToConfirm(ctx, {
        current: '/app/developers',
        question: t(lang, 'dev.revoke.question', { prefix }),
        consequence: t(lang, 'dev.revoke.consequence'),
        action: `/app/developers/keys/${id}/revoke`,
        yes: t(lang, 'dev.revoke.yes'),
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
    const lang = langOf(ctx);
    const errors: Record<string, string> = {};
    if (!SLUG_PATTERN.test(typed.slug)) errors.slug = t(lang, 'dev.error.slug');
    const paise = parseRupees(typed.price);
    if (paise === undefined || paise < LIST_PAISE.min || paise > LIST_PAISE.max) {
      errors.price = t(lang, 'dev.error.price', {
        min: rupeesIn(LIST_PAISE.min, lang),
        max: rupeesIn(LIST_PAISE.max, lang),
      });
    }
    if (typed.description.length > 140) errors.description = t(lang, 'common.at_most', { n: 140 });
    // Empty means the default, as in the API (CONTRACT §9).
    const maxLive = typed.max_live.trim() === '' ? LINK_MAX_LIVE.default : Number(typed.max_live.trim());
    if (
      !/^\d{0,2}$/.test(typed.max_live.trim()) ||
      maxLive < LINK_MAX_LIVE.min ||
      maxLive > LINK_MAX_LIVE.max
    ) {
      errors.max_live = t(lang, 'dev.error.max_live', { min: LINK_MAX_LIVE.min, max: LINK_MAX_LIVE.max });
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
        errors.slug = /taken/.test(err.message) ? t(lang, 'dev.error.slug_taken') : t(lang, 'dev.error.slug');
      }
    }
    ctx.status = 400;
    ctx.type = 'html';
    ctx.body = await developersPage(ctx, { typed, errors });
  });

  return r;
}
