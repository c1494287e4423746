// Setting up the shop (CONTRACT §13): reporter devices (pairing code, revoke), the e-mail feed,
// API keys and product links, and the addresses that may sign in.
import Router from '@koa/router';
import { z } from 'zod';
import { DomainError, notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { parseRupees, rupees } from '../../domain/money.js';
import { LINK_MAX_LIVE, LIST_PAISE, PAIRING_CODE_TTL_SECONDS } from '../../domain/rules.js';
import { unixNow } from '../../domain/time.js';
import { BANKS } from '../../ingest/alerts/banks.js';
import type { Session } from '../../ledger/sign-in.js';
import { createApiKey, getTenant, renderSettings, revokeApiKey } from '../../ledger/tenants.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import { SLUG_PATTERN } from '../routes/links.js';
import type { RequestState } from '../state.js';
import { html } from './html.js';
import { age, badge, csrfField, field, page, when } from './layout.js';
import { qrSvg } from './orders.js';

const text = (body: unknown, k: string): string => {
  const v = (body as Record<string, unknown> | undefined)?.[k];
  return typeof v === 'string' ? v.trim() : '';
};

const MAIL_OUTCOME_WORDS: Record<string, string> = {
  credited: 'Payment recorded',
  repeat: 'Already recorded (the same alert again)',
  forwarding_confirmation: 'Gmail forwarding confirmation',
  ignored: 'Not a payment to you (ignored)',
  unparseable: 'From your bank, but we could not read it (our team is told)',
  rejected: 'Refused',
};
/** Parsers name banks by a short id; a seller reads the bank's own name. */
const BANK_NAMES: Record<string, string> = { hdfc: 'HDFC Bank', axis: 'Axis Bank' };
const bankName = (id: string): string => BANK_NAMES[id] ?? id.toUpperCase();

const REJECTION_WORDS: Record<string, string> = {
  unsigned: 'it carried no bank signature',
  not_a_bank: 'it was not signed by a bank we read',
  too_large: 'it was too large',
  dkim_failed: 'its bank signature did not verify',
};

export function setupRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  const tenantOf = (ctx: Ctx): string => ctx.state.tenantId as string;
  const sessionOf = (ctx: Ctx): Session => ctx.state.session as Session;

  // ---- Devices ----

  const devicesPage = async (ctx: Ctx, minted?: { code: string; expires_at: number; name?: string }) => {
    const session = sessionOf(ctx);
    const devices = await s.devices.list(tenantOf(ctx), 100, undefined);
    const now = unixNow();
    return page({
      title: 'Devices',
      session,
      current: '/app/devices',
      body: html`<h1>Phones that report payments</h1>
        ${
          minted
            ? html`<div class="card">
                <h2>Pairing code${minted.name ? html` for ${minted.name}` : ''}</h2>
                <p>In the reporter app, choose <b>Pair</b> and type this code, or scan it:</p>
                <p class="code" id="pairing-code">${minted.code}</p>
                <div class="qr">${await qrSvg(minted.code)}</div>
                <p class="muted">
                  It works once, for ${PAIRING_CODE_TTL_SECONDS / 60} minutes (until
                  ${when(minted.expires_at)}):
                  <b data-until="${minted.expires_at}">10:00</b> left.
                </p>
              </div>`
            : ''
        }
        <form class="card" method="post" action="/app/devices" novalidate>
          ${csrfField(session)}
          ${field({ name: 'name', label: 'Name of the phone (optional)', hint: 'Like "Counter phone".' })}
          <button type="submit">Add a phone</button>
        </form>
        <h2>Paired phones</h2>
        ${devices.data.length === 0 ? html`<p class="card">None yet.</p>` : ''}
        <ul class="list">
          ${devices.data.map(
            (d) =>
              html`<li>
                <div class="row">
                  <b>${d.name ?? d.device_id}</b>${
                    d.revoked_at !== undefined
                      ? badge('revoked', 'Revoked')
                      : badge('open', d.platform === 'ios' ? 'iPhone' : 'Android')
                  }
                </div>
                <div class="muted">
                  Paired ${when(d.created_at)} ·
                  ${d.last_seen_at !== undefined ? html`last seen ${age(d.last_seen_at, now)}` : 'not seen yet'}
                </div>
                ${
                  d.revoked_at === undefined
                    ? html`<form method="post" action="/app/devices/${d.device_id}/revoke">
                        ${csrfField(session)}<button class="danger" type="submit">
                          Revoke ${d.name ?? 'this phone'}
                        </button>
                      </form>`
                    : ''
                }
              </li>`,
          )}
        </ul>`,
    }).value;
  };

  r.get('/app/devices', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await devicesPage(ctx);
  });

  r.post('/app/devices', async (ctx) => {
    const name = text(ctx.request.body, 'name').slice(0, 100) || undefined;
    const minted = await s.devices.mintPairingCode(tenantOf(ctx), name);
    ctx.type = 'html';
    ctx.body = await devicesPage(ctx, { ...minted, ...(name ? { name } : {}) });
  });

  r.post('/app/devices/:id/revoke', async (ctx) => {
    const id = ctx.params.id;
    if (!id || !ID_PATTERNS.device.test(id)) throw notFound('device');
    await s.devices.revoke(tenantOf(ctx), id);
    ctx.status = 303;
    ctx.redirect('/app/devices');
  });

  // ---- Feeds ----

  r.get('/app/feeds', async (ctx) => {
    const tenantId = tenantOf(ctx);
    const settings = renderSettings(await getTenant(s.db, tenantId), s.config.ingestDomain);
    const outcomes = await s.dashboard.mailOutcomes(tenantId, 10);
    const gmail = await s.emailFeed.latestForwardingConfirmation(tenantId);
    const banks = BANKS.flatMap((b) => (b.mailDomains ? [{ bank: b.id, domains: b.mailDomains }] : []));
    ctx.type = 'html';
    ctx.body = page({
      title: 'Feeds',
      session: sessionOf(ctx),
      current: '/app/feeds',
      body: html`<h1>Where payments come from</h1>
        <div class="card">
          <h2>Bank alert e-mail</h2>
          <p>Forward your bank's credit alerts to this address:</p>
          <code class="secret" id="ingest-address">${settings.ingest_address}</code>
          <button class="secondary" type="button" data-copy="${settings.ingest_address}" hidden>
            Copy address
          </button>
          <p class="muted">
            Only mail your bank signed is read; anything else is refused and nothing is kept.
          </p>
        </div>
        ${
          gmail
            ? html`<div class="card" id="gmail-confirmation">
                <h2>Finish turning on Gmail forwarding</h2>
                <p>
                  Gmail asked us to confirm forwarding from
                  <b>${gmail.requested_by}</b> (${when(gmail.received_at)}). Open this link and click
                  <b>Confirm</b>, or type the code in Gmail's forwarding settings.
                </p>
                <p>
                  <a class="button" href="${gmail.confirm_url}" rel="noreferrer noopener"
                    >Confirm forwarding</a
                  >
                </p>
                <p>Confirmation code: <code id="gmail-code">${gmail.code}</code></p>
              </div>`
            : ''
        }
        ${banks.map(
          (b) =>
            html`<div class="card">
              <h2>${bankName(b.bank)}</h2>
              <ol class="steps">
                <li>In Gmail on a computer, open Settings, then <b>Forwarding and POP/IMAP</b>.</li>
                <li>
                  Choose <b>Add a forwarding address</b> and paste <code>${settings.ingest_address}</code>.
                </li>
                <li>
                  Create a filter for mail from
                  <code>${b.domains.map((d, i) => html`${i > 0 ? ' OR ' : ''}@${d}`)}</code> with
                  <b>Forward it to</b> the address above.
                </li>
                <li>
                  Ask ${bankName(b.bank)} to send an e-mail alert for every UPI credit (net banking, alert
                  settings).
                </li>
              </ol>
            </div>`,
        )}
        <h2>Last mails received</h2>
        ${outcomes.length === 0 ? html`<p class="card">No mail has arrived yet.</p>` : ''}
        <ul class="list">
          ${outcomes.map(
            (o) =>
              html`<li>
                <div class="row">
                  <span>${when(o.receivedAt)}</span
                  >${badge(o.outcome, MAIL_OUTCOME_WORDS[o.outcome] ?? o.outcome)}
                </div>
                ${
                  o.detail
                    ? html`<div class="muted">
                        ${o.outcome === 'rejected' ? `because ${REJECTION_WORDS[o.detail] ?? o.detail.replace(/_/g, ' ')}` : o.detail}
                      </div>`
                    : ''
                }
              </li>`,
          )}
        </ul>
        <p class="muted">
          Phones that forward bank SMS are on the <a href="/app/devices">Devices</a> page.
        </p>`,
    }).value;
  });

  // ---- Developers ----

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
                  <div class="muted">Created ${when(k.createdAt)}</div>
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
            A link that makes a fresh order at a fixed price on each visit: for a menu, a poster, a bio.
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
    const { api_key } = await createApiKey(s.db, tenantOf(ctx));
    ctx.type = 'html';
    ctx.body = await developersPage(ctx, { newKey: api_key });
  });

  r.post('/app/developers/keys/:id/revoke', async (ctx) => {
    const id = ctx.params.id as string;
    if (!/^\d{1,18}$/.test(id)) throw notFound('API key');
    const tenantId = tenantOf(ctx);
    await revokeApiKey(s.db, await s.dashboard.liveKeyPrefix(tenantId, id), tenantId);
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

  // ---- Team ----

  const teamPage = async (ctx: Ctx, typed = '', error?: string): Promise<string> => {
    const session = sessionOf(ctx);
    const addresses = await s.team.addresses(tenantOf(ctx));
    return page({
      title: 'Team',
      session,
      current: '/app/team',
      body: html`<h1>Who may sign in</h1>
        <ul class="list">
          ${addresses.map(
            (a) =>
              html`<li>
                <div class="row">
                  <span>${a.email}</span
                  >${a.email === session.email ? html`<span class="muted">you</span>` : ''}
                </div>
                ${
                  addresses.length > 1
                    ? html`<form method="post" action="/app/team/remove">
                        ${csrfField(session)}<input type="hidden" name="email" value="${a.email}" />
                        <button class="secondary" type="submit">Remove ${a.email}</button>
                      </form>`
                    : html`<div class="muted">The last address cannot be removed.</div>`
                }
              </li>`,
          )}
        </ul>
        <form class="card" method="post" action="/app/team" novalidate>
          ${csrfField(session)}
          ${field({ name: 'email', label: 'Add an address', type: 'email', value: typed, error, autocomplete: 'off', hint: 'They sign in with a link mailed to it.' })}
          <button type="submit">Add</button>
        </form>`,
    }).value;
  };

  r.get('/app/team', async (ctx) => {
    ctx.type = 'html';
    ctx.body = await teamPage(ctx);
  });

  r.post('/app/team', async (ctx) => {
    const typed = text(ctx.request.body, 'email');
    const parsed = z.email().max(254).safeParse(typed);
    let error: string | undefined;
    if (!parsed.success) error = 'Type an e-mail address, like name@example.com.';
    else {
      try {
        await s.team.add(tenantOf(ctx), parsed.data);
      } catch (err) {
        if (!(err instanceof DomainError) || err.status !== 400) throw err;
        error = 'That address already signs in to a shop.';
      }
    }
    if (error) {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.body = await teamPage(ctx, typed, error);
      return;
    }
    ctx.status = 303;
    ctx.redirect('/app/team');
  });

  r.post('/app/team/remove', async (ctx) => {
    await s.team.remove(tenantOf(ctx), text(ctx.request.body, 'email').toLowerCase());
    ctx.status = 303;
    ctx.redirect('/app/team');
  });

  return r;
}
