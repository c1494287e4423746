// Reporter devices (CONTRACT §7): pairing codes, pairing, the device list, revocation.
import Router from '@koa/router';
import { notFound } from '../../domain/errors.js';
import { ID_PATTERNS } from '../../domain/ids.js';
import { reporterSetup } from '../../ingest/reporters.js';
import type { Services } from '../../services.js';
import { parse, requireNoBody } from '../validate.js';
import { listQuery } from '../schemas/common.js';
import { mint, pairing, reporterApp } from '../schemas/devices.js';
import type { RequestState } from '../state.js';

/** Tenant-scoped device management. */
export function deviceRoutes(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();

  r.post('/v1/devices/pairing-codes', async (ctx) => {
    const { name } = parse(mint, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await s.devices.mintPairingCode(ctx.state.tenantId as string, name);
  });

  // A reporter app the seller already has: the device and the settings to paste into it, shown once.
  r.post('/v1/devices', async (ctx) => {
    const { kind, name } = parse(reporterApp, ctx.request.body ?? {});
    const { deviceId, secret } = await s.devices.createReporter(ctx.state.tenantId as string, kind, name);
    ctx.status = 201;
    ctx.body = {
      device_id: deviceId,
      kind,
      setup: reporterSetup(kind, deviceId, secret, s.config.publicBaseUrl),
    };
  });

  r.get('/v1/devices', async (ctx) => {
    const q = parse(listQuery, ctx.query, 'query');
    ctx.body = await s.devices.list(ctx.state.tenantId as string, q.limit, q.cursor);
  });

  r.post('/v1/devices/:id/revoke', async (ctx) => {
    requireNoBody(ctx.request.body);
    const id = ctx.params.id;
    if (!id || !ID_PATTERNS.device.test(id)) throw notFound('device');
    ctx.body = await s.devices.revoke(ctx.state.tenantId as string, id);
  });

  return r;
}

/** POST /v1/devices/pair: unauthenticated, the body carries the code the tenant minted. */
export function pairingRoute(s: Services): Router<RequestState> {
  const r = new Router<RequestState>();
  r.post('/v1/devices/pair', async (ctx) => {
    const body = parse(pairing, ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = await s.devices.pair(body.code, body.name, body.platform);
  });
  return r;
}
