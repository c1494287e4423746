// OpenAPI paths: Reporter devices: pairing codes, pairing, reporter apps, revoke.
import { RATE_LIMITS } from '../../domain/rules.js';
import { deviceId, listQuery } from '../schemas/common.js';
import {
  device,
  devicePage,
  mint,
  pairedDevice,
  pairing,
  pairingCode,
  reporterApp,
  reporterDevice,
} from '../schemas/devices.js';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { SHORTCUT_BODY } from '../../ingest/reporters.js';
import { DEVICE_ID, BASE, exampleDevice, DEVICE_TOKEN } from './examples.js';
import { json, answer, errorAnswers, ALWAYS, BODY, pathId, tenantOp, NO_BODY } from './blocks.js';

export const devicesPaths: ZodOpenApiPathsObject = {
  '/v1/devices/pairing-codes': {
    post: tenantOp({
      tags: ['Devices'],
      operationId: 'createPairingCode',
      summary: 'Mint a pairing code (10 minutes, single use)',
      requestBody: { content: json(mint, { name: 'Counter phone' }) },
      body: true,
      ok: { '201': answer('The code.', pairingCode, { code: 'K7M2Q9XH', expires_at: 1_767_226_200 }) },
    }),
  },
  '/v1/devices/pair': {
    post: {
      tags: ['Devices'],
      operationId: 'pairDevice',
      summary: 'Pair a device with a pairing code',
      description:
        `Unauthenticated: the code is the credential. Limited per caller address (${RATE_LIMITS.pairPerSource.points} per ` +
        `${RATE_LIMITS.pairPerSource.duration} s) and in aggregate. A bad, expired or used code is a 400.`,
      security: [],
      requestBody: {
        required: true,
        content: json(pairing, { code: 'K7M2Q9XH', name: 'Counter phone', platform: 'android' }),
      },
      responses: {
        '201': answer('The device and its token, shown once.', pairedDevice, {
          device_id: DEVICE_ID,
          device_token: DEVICE_TOKEN,
        }),
        ...errorAnswers([...ALWAYS, ...BODY]),
      },
    },
  },
  '/v1/devices': {
    post: tenantOp({
      tags: ['Devices'],
      operationId: 'createReporterApp',
      summary: 'Add a reporter app the seller already has (SMSGate, SMS forwarder, iPhone Shortcuts)',
      description:
        'A `shortcut` device is an iPhone Shortcuts automation (trigger Message, action Get Contents of URL): its `setup.body` names each JSON field and the Shortcuts variable that fills it.',
      requestBody: {
        required: true,
        content: json(reporterApp, { kind: 'shortcut', name: 'Shop iPhone' }),
      },
      body: true,
      ok: {
        '201': answer('The device and the settings to paste into the app, shown once.', reporterDevice, {
          device_id: DEVICE_ID,
          kind: 'shortcut',
          setup: {
            device_token: DEVICE_TOKEN,
            url: `${BASE}/v1/reports`,
            headers: { Authorization: `Bearer ${DEVICE_TOKEN}` },
            body: SHORTCUT_BODY,
          },
        }),
      },
    }),
    get: tenantOp({
      tags: ['Devices'],
      operationId: 'listDevices',
      summary: 'List devices, newest first',
      requestParams: { query: listQuery },
      ok: { '200': answer('A page of devices.', devicePage, { data: [exampleDevice] }) },
    }),
  },
  '/v1/devices/{id}/revoke': {
    post: tenantOp({
      tags: ['Devices'],
      operationId: 'revokeDevice',
      summary: 'Revoke a device; its reports are refused from now on',
      requestParams: { path: pathId('id', deviceId) },
      ...NO_BODY,
      errors: ['not_found'],
      ok: {
        '200': answer('The device, revoked.', device, { ...exampleDevice, revoked_at: 1_767_226_600 }),
      },
    }),
  },
};
