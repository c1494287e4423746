// SPEC §5's outbound webhook signature, a test per rule, named after it. The known-answer vector was
// computed with OpenSSL, outside this codebase, so the sender is held to the rules rather than to itself.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, test } from '@jest/globals';
import { signatureDigest, signatureHeader } from '../../src/domain/signature.js';
import { verifyWebhook } from '../../examples/webhook-receiver/verify.js';
import { createReceiver, type WebhookEvent } from '../../examples/webhook-receiver/server.js';

interface Vector {
  secret: string;
  t: number;
  body: string;
  v1: string;
  header: string;
}

const vector = JSON.parse(
  readFileSync(new URL('../fixtures/webhook-signature-vector.json', import.meta.url), 'utf8'),
) as Vector;
const { secret, t, body, v1, header } = vector;
const at = (nowSeconds: number) => ({ nowSeconds });

describe('sender (src/domain/signature.ts)', () => {
  test('SPEC §5 rules 2-4: reproduces the known-answer vector', () => {
    expect(signatureDigest(secret, t, body)).toBe(v1);
    expect(signatureDigest(secret, t, Buffer.from(body, 'utf8'))).toBe(v1);
    expect(signatureHeader(secret, t, body)).toBe(header);
  });

  test('SPEC §5 rule 6: moving characters across the dot changes the signed material', () => {
    const tText = String(t);
    const shifted = Number(tText.slice(0, -1));
    expect(signatureDigest(secret, shifted, `${tText.slice(-1)}${body}`)).not.toBe(v1);
  });
});

describe('example verifier (examples/webhook-receiver/verify.ts)', () => {
  test('SPEC §5 rules 2-4: accepts the known-answer vector, as a Buffer or as a string', () => {
    expect(verifyWebhook(header, Buffer.from(body, 'utf8'), secret, at(t))).toEqual({ ok: true, t });
    expect(verifyWebhook(header, body, secret, at(t))).toEqual({ ok: true, t });
  });

  test('SPEC §5 rule 7: rejects a missing header', () => {
    expect(verifyWebhook(undefined, body, secret, at(t))).toEqual({ ok: false, reason: 'missing_header' });
  });

  test.each([
    ['nothing in it', ''],
    ['uppercase hex', `t=${t},v1=${v1.toUpperCase()}`],
    ['63 hex digits', `t=${t},v1=${v1.slice(1)}`],
    ['65 hex digits', `t=${t},v1=${v1}0`],
    ['a space after the comma', `t=${t}, v1=${v1}`],
    ['a leading space', ` ${header}`],
    ['a trailing space', `${header} `],
    ['spaces around =', `t = ${t},v1 = ${v1}`],
    ['v0= instead of v1=', `t=${t},v0=${v1}`],
    ['a missing t', `v1=${v1}`],
    ['an empty t', `t=,v1=${v1}`],
    ['a non-digit t', `t=abc,v1=${v1}`],
    ['a negative t', `t=-${t},v1=${v1}`],
    ['a fractional t', `t=${t}.0,v1=${v1}`],
    ['the fields reversed', `v1=${v1},t=${t}`],
    ['an extra field after', `${header},v0=${v1}`],
    ['an extra field before', `v0=${v1},${header}`],
    ['a repeated v1', `${header},v1=${v1}`],
  ])('SPEC §5 rule 7: rejects a header with %s', (_name, value) => {
    expect(verifyWebhook(value, body, secret, at(t))).toEqual({ ok: false, reason: 'malformed_header' });
  });

  test('SPEC §5 rules 2 and 5: rejects a body that differs by one byte', () => {
    const tampered = Buffer.from(body, 'utf8');
    const i = tampered.indexOf('49987');
    tampered[i] = '5'.charCodeAt(0);
    expect(verifyWebhook(header, tampered, secret, at(t))).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
    const oneMore = Buffer.concat([Buffer.from(body, 'utf8'), Buffer.from('\n')]);
    expect(verifyWebhook(header, oneMore, secret, at(t))).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    });
  });

  test('SPEC §5 rule 5: rejects the same JSON re-serialised with different whitespace', () => {
    const parsed: unknown = JSON.parse(body);
    expect(JSON.stringify(parsed)).toBe(body);
    for (const reserialised of [JSON.stringify(parsed, null, 2), JSON.stringify(parsed, null, 1)]) {
      expect(verifyWebhook(header, reserialised, secret, at(t))).toEqual({
        ok: false,
        reason: 'signature_mismatch',
      });
    }
  });

  test('SPEC §5 rule 4: rejects the wrong secret', () => {
    const wrong = `whsec_${'0'.repeat(64)}`;
    expect(verifyWebhook(header, body, wrong, at(t))).toEqual({ ok: false, reason: 'signature_mismatch' });
  });

  test('SPEC §5 rule 4: rejects the secret with its whsec_ prefix stripped, or hex-decoded', () => {
    const hex = secret.slice('whsec_'.length);
    expect(verifyWebhook(header, body, hex, at(t))).toEqual({ ok: false, reason: 'signature_mismatch' });
    const hexDecodedKey = createHmac('sha256', Buffer.from(hex, 'hex')).update(`${t}.${body}`).digest('hex');
    expect(hexDecodedKey).not.toBe(v1);
  });

  test('SPEC §5 rule 8: rejects t 301 s behind or ahead of the receiver clock', () => {
    const outside = { ok: false, reason: 'timestamp_out_of_tolerance' };
    expect(verifyWebhook(header, body, secret, at(t + 301))).toEqual(outside);
    expect(verifyWebhook(header, body, secret, at(t - 301))).toEqual(outside);
  });

  test('SPEC §5 rule 8: accepts t exactly 300 s behind or ahead of the receiver clock', () => {
    expect(verifyWebhook(header, body, secret, at(t + 300))).toEqual({ ok: true, t });
    expect(verifyWebhook(header, body, secret, at(t - 300))).toEqual({ ok: true, t });
  });

  test('SPEC §5 rule 8: a tolerance option narrows the window, and a clock that is not a number fails', () => {
    const outside = { ok: false, reason: 'timestamp_out_of_tolerance' };
    expect(verifyWebhook(header, body, secret, { nowSeconds: t + 61, toleranceSeconds: 60 })).toEqual(
      outside,
    );
    expect(verifyWebhook(header, body, secret, at(Number.NaN))).toEqual(outside);
  });
});

describe('example receiver (examples/webhook-receiver/server.ts)', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  async function start(onEvent: (event: WebhookEvent) => void): Promise<string> {
    server = createReceiver(secret, onEvent);
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}/`;
  }

  // Signed now, as each real attempt is (rule 1): the vector's own t is outside the receiver's window.
  const post = (url: string, payload: string, signature = signatureHeader(secret, nowSeconds(), payload)) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ml-signature': signature },
      body: payload,
    });
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const afterProcessing = () => new Promise((resolve) => setImmediate(resolve));

  test('SPEC §5 rule 10: answers 2xx to a correctly signed delivery and 400 to a tampered one', async () => {
    const events: WebhookEvent[] = [];
    const url = await start((event) => void events.push(event));

    const signed = await post(url, body);
    expect(signed.status).toBe(200);

    const tampered = await post(
      url,
      body.replace('49987', '59987'),
      signatureHeader(secret, nowSeconds(), body),
    );
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toBe('signature_mismatch');

    await afterProcessing();
    expect(events).toEqual([JSON.parse(body)]);
    expect(events[0]?.intent_id).not.toBeNull();
  });

  test('SPEC §6 delivery: the same event_id twice is processed once, both answered 2xx', async () => {
    const events: WebhookEvent[] = [];
    const url = await start((event) => void events.push(event));

    const first = await post(url, body);
    const retry = await post(url, body); // a retry: same bytes, a new t
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);

    await afterProcessing();
    expect(events.map((e) => e.event_id)).toEqual([(JSON.parse(body) as WebhookEvent).event_id]);
  });
});
