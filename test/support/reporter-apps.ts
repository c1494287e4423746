// The Android SMS forwarders sellers already have (CONTRACT §7), as each app builds its request: SMSGate's
// signed webhook (Gson with its HTML escaping and ISO dates, signed over body + timestamp) and the
// "Incoming SMS to URL forwarder" template (%text% escaped by StringEscapeUtils.escapeJson, sent chunked).
// Shared by the reporter-apps test and the corpus-through-every-feed test.
import { createHmac } from 'node:crypto';
import { expect } from '@jest/globals';
import type { TestService, TestTenant } from './service.js';

type Body = Record<string, unknown>;
const now = (): number => Math.floor(Date.now() / 1000);
let envelopeSeq = 0;
export const nextEnvelopeId = (): string => `V1StGXR8_Z5jdHi6B-my${envelopeSeq++}`;

/** India wall-clock parts of a moment: bank SMS state India time. */
export function india(at: number) {
  const iso = new Date((at + 19_800) * 1000).toISOString();
  const [date, time] = [iso.slice(0, 10), iso.slice(11, 19)];
  const [yyyy, mm, dd] = date.split('-') as [string, string, string];
  return { ddmmyy: `${dd}-${mm}-${yyyy.slice(2)}`, time, iso: `${date}T${time}.000+05:30` };
}

// --- SMSGate, as the app builds its webhook ----------------------------------------------------------

/** Gson's toJson: HTML-safe escaping of < > & = ' (on by default), nulls left out. */
export const gson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&=']/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function smsReceivedEnvelope(
  sms: { sender: string; message: string; at: number },
  id = nextEnvelopeId(),
) {
  // WebHookEventDTO(id, webhookId, event, deviceId, payload); SmsReceived's own fields, then its parent's.
  return gson({
    id,
    webhookId: 'matchledger',
    event: 'sms:received',
    deviceId: 'ffffffffceb0b1db0000018e937c815b',
    payload: {
      message: sms.message,
      receivedAt: india(sms.at).iso,
      messageId: 'a1b2c3d4',
      sender: sms.sender,
      simNumber: 1,
      phoneNumber: sms.sender,
    },
  });
}

export const heartbeat = (event: string, id = nextEnvelopeId()) =>
  gson({
    id,
    webhookId: 'matchledger-ping',
    event,
    deviceId: 'ffffffffceb0b1db0000018e937c815b',
    payload: event === 'system:ping' ? { health: { status: 'pass' } } : { simCards: [] },
  });

/** PayloadSingingPlugin: HMAC-SHA256 (key = the key's text) over the body text followed by the timestamp. */
export async function postSmsGate(
  webhookUrl: string,
  key: string,
  body: string,
  opts: { timestamp?: number; signature?: string } = {},
) {
  const timestamp = String(opts.timestamp ?? now());
  const signature =
    opts.signature ??
    createHmac('sha256', key)
      .update(body + timestamp)
      .digest('hex');
  const res = await fetch(webhookUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=UTF-8',
      'user-agent': 'me.capcom.smsgateway/1.40.0',
      'x-signature': signature,
      'x-timestamp': timestamp,
    },
    body,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

export async function smsGateDevice(
  svc: TestService,
  t: TestTenant,
): Promise<{ id: string; url: string; key: string }> {
  const created = await svc.api<{ device_id: string; setup: { webhook_url: string; signing_key: string } }>(
    t.key,
    'POST',
    '/v1/devices',
    { kind: 'smsgate', name: 'Shop phone' },
  );
  expect(created.status).toBe(201);
  return {
    id: created.body.device_id,
    url: created.body.setup.webhook_url,
    key: created.body.setup.signing_key,
  };
}

// --- The forwarder, as the app fills its template -------------------------------------------------------

/** Apache Commons Text StringEscapeUtils.escapeJson, as the app applies it to %text%. */
export function escapeJson(text: string): string {
  const named: Record<string, string> = {
    '"': '\\"',
    '\\': '\\\\',
    '/': '\\/',
    '\b': '\\b',
    '\f': '\\f',
    '\n': '\\n',
    '\r': '\\r',
    '\t': '\\t',
  };
  return [...text]
    .map((c) => {
      if (named[c] !== undefined) return named[c];
      const code = c.codePointAt(0) as number;
      if (code >= 32 && code <= 0x7f) return c;
      return c
        .split('')
        .map((u) => `\\u${u.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
        .join('');
    })
    .join('');
}

export interface ForwarderSetup {
  device_token: string;
  url: string;
  headers: Record<string, string>;
  json_template: string;
}

export async function forwarderDevice(
  svc: TestService,
  t: TestTenant,
): Promise<{ id: string; setup: ForwarderSetup }> {
  const created = await svc.api<{ device_id: string; setup: ForwarderSetup }>(t.key, 'POST', '/v1/devices', {
    kind: 'forwarder',
  });
  expect(created.status).toBe(201);
  return { id: created.body.device_id, setup: created.body.setup };
}

/** ForwardingConfig.prepareMessage + Request.execute (chunked mode, the app's default). */
export async function forward(
  setup: ForwarderSetup,
  sms: { from: string; text: string; sentAt: number; receivedAt: number },
) {
  const payload = setup.json_template
    .replaceAll('%from%', sms.from)
    .replaceAll('%sentStamp%', String(sms.sentAt * 1000 + 417))
    .replaceAll('%receivedStamp%', String(sms.receivedAt * 1000 + 902))
    .replaceAll('%sim%', 'sim1')
    .replaceAll('%text%', escapeJson(sms.text));
  const bytes = new TextEncoder().encode(payload);
  const res = await fetch(setup.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...setup.headers },
    body: new ReadableStream({
      start(controller) {
        // Two chunks, as a chunked stream may arrive.
        controller.enqueue(bytes.slice(0, 40));
        controller.enqueue(bytes.slice(40));
        controller.close();
      },
    }),
    duplex: 'half',
  } as RequestInit);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Body };
}
