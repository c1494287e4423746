// A webhook receiver for benchmarks and kill scripts: verifies every delivery with the example
// verifier (examples/webhook-receiver/verify.ts), acknowledges at once, and records when each
// event_id first arrived and how many times it came. With `refuseFirst`, the first arrival of each
// event is answered 503, so every delivery needs its workflow's retry (kill scripts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhook } from '../../examples/webhook-receiver/verify.js';

export interface Arrival {
  firstAtMs: number;
  times: number;
  body: Record<string, unknown>;
}

export interface BenchReceiver {
  url: string;
  arrivals: Map<string, Arrival>;
  badSignatures: number;
  /** First arrivals answered 503 (with `refuseFirst`). */
  refused: number;
  close(): Promise<void>;
}

export async function startBenchReceiver(
  secretOf: (tenantHint: string) => string | undefined,
  opts: { refuseFirst?: boolean } = {},
): Promise<BenchReceiver> {
  const arrivals = new Map<string, Arrival>();
  const refusedIds = new Set<string>();
  const state = { badSignatures: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const tenant = (req.url ?? '').split('/').pop() ?? '';
      const secret = secretOf(tenant);
      const verdict = secret
        ? verifyWebhook(req.headers['x-ml-signature'] as string | undefined, raw, secret)
        : undefined;
      if (!verdict?.ok) {
        state.badSignatures++;
        res.writeHead(400).end();
        return;
      }
      const body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
      const id = String(body.event_id);
      if (opts.refuseFirst && !refusedIds.has(id)) {
        refusedIds.add(id);
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200).end();
      const seen = arrivals.get(id);
      if (seen) seen.times++;
      else arrivals.set(id, { firstAtMs: Date.now(), times: 1, body });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    arrivals,
    get badSignatures() {
      return state.badSignatures;
    },
    get refused() {
      return refusedIds.size;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
