// A real local HTTP receiver for webhook tests: records every request's raw bytes and headers, and
// answers as the test says (a status, a redirect, or silence past the 5 s timeout).
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Received {
  at: number;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  body: Record<string, unknown>;
}

export interface Answer {
  status?: number;
  location?: string;
  /** Wait this long before answering. */
  delayMs?: number;
}

export interface TestReceiver {
  url: string;
  received: Received[];
  /** How to answer the next requests (the last one given repeats). */
  answer(...answers: Answer[]): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<TestReceiver> {
  const received: Received[] = [];
  let plan: Answer[] = [{ status: 200 }];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      received.push({
        at: Date.now(),
        headers: req.headers,
        raw,
        body: JSON.parse(raw.toString('utf8')) as Record<string, unknown>,
      });
      const a = (plan.length > 1 ? plan.shift() : plan[0]) as Answer;
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(a.status ?? 200, a.location ? { location: a.location } : {});
        res.end('ok');
      }, a.delayMs ?? 0);
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...answers) => {
      plan = answers;
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
