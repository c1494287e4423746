// Reporter phones (CONTRACT §13 /app/devices): pairing codes, the list, revoke.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { PAIRING_CODE_TTL_SECONDS } from '../../domain/rules.js';
import { unixNow } from '../../domain/time.js';
import type { Services } from '../../services.js';
import type { Ctx } from '../middleware.js';
import type { RequestState } from '../state.js';
import { html } from './html.js';
import { age, badge, csrfField, field, page, when } from './layout.js';
import { qrSvg } from './orders.js';
import { formText, sessionOf, tenantOf } from './forms.js';

const text = (body: unknown, k: string): string => formText(body, k).trim();

export function devicesRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

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

  return r;
}
