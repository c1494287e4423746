// An example MatchLedger webhook receiver on node:http, no framework:
//   WEBHOOK_SECRET=whsec_... RECEIVER_PORT=4000 npm run example:receiver
// (the npm script runs it on the Node.js the project pins; `import.meta.main` needs Node 24, so on an
// older node the file still starts when it is the script run, rather than exiting without a word).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { verifyWebhook } from './verify.js';

// MatchLedger's payloads are a few KiB; the cap only stops a stranger from filling memory.
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The body of `GET /v1/intents/{id}`. An absent value is an absent key, never a null. */
export interface Order {
  intent_id: string;
  status: 'open' | 'confirmed' | 'expired' | 'cancelled';
  list_paise: number;
  page_url: string;
  expires_at: number;
  created_at: number;
  description?: string;
  reference?: string;
  metadata?: Record<string, string>;
  amount_paise?: number;
  reserved_until?: number;
  paid_paise?: number;
  discount_paise?: number;
  evidence?: 'amount' | 'rrn' | 'late' | 'manual';
  rrn?: string;
  payer_vpa?: string;
  payer_name?: string;
  confirmed_at?: number;
  late?: true;
  cancelled_at?: number;
  expired_at?: number;
}

/** A parked credit. Payer details become null once the 90-day retention has passed. */
export interface Credit {
  credit_id: string;
  rrn?: string;
  amount_paise: number;
  payer_vpa?: string | null;
  payer_name?: string | null;
  source: 'email' | 'device';
  credited_at?: number;
  received_at: number;
  status: 'unplaced' | 'ambiguous' | 'duplicate' | 'stale' | 'late';
  note?: string;
}

interface Envelope {
  event_id: string;
  occurred_at: number;
}

export type IntentEvent = Envelope & {
  event: 'payment.confirmed' | 'intent.expired' | 'intent.cancelled';
} & Order;

export type CreditEvent = Envelope & {
  event: 'payment.late' | 'payment.unplaced' | 'payment.ambiguous' | 'payment.duplicate' | 'payment.stale';
  intent_id: null;
  credit: Credit;
  candidates: Order[];
};

export type WebhookEvent = IntentEvent | CreditEvent;

export type EventHandler = (event: WebhookEvent) => void | Promise<void>;

/** A server that is not yet listening; call `.listen(port)` on it. */
export function createReceiver(secret: string, onEvent: EventHandler): Server {
  // Every attempt and every replay of an event carries the same event_id. Production records it in a
  // table with a unique key on event_id, in the same transaction that queues the work and before the
  // 2xx, so a restart neither forgets what was seen nor drops an acknowledged event.
  const seen = new Set<string>();

  return createServer((req, res) => {
    // Only reading the request can fail here, which means the sender went away: no one to answer.
    receive(req, res, secret, seen, onEvent).catch(() => res.destroy());
  });
}

async function receive(
  req: IncomingMessage,
  res: ServerResponse,
  secret: string,
  seen: Set<string>,
  onEvent: EventHandler,
): Promise<void> {
  if (req.method !== 'POST') return reply(res, 405, 'method_not_allowed');

  const body = await readBody(req, BODY_LIMIT_BYTES);
  if (body === undefined) {
    // The rest of the oversized body is never read, so the connection cannot be reused.
    res.setHeader('connection', 'close');
    return reply(res, 413, 'payload_too_large');
  }

  // Verify the bytes as received, before parsing: re-serialised JSON need not match them.
  // Node folds a repeated header into one comma-joined string, which the verifier refuses.
  const header = req.headers['x-ml-signature'];
  const verdict = verifyWebhook(typeof header === 'string' ? header : undefined, body, secret);
  if (!verdict.ok) return reply(res, 400, verdict.reason);

  const event = parseEvent(body);
  if (!event) return reply(res, 400, 'malformed_payload');

  // A repeat is answered 2xx as well: a non-2xx would only make MatchLedger send it again.
  if (seen.has(event.event_id)) return reply(res, 200, 'duplicate');
  seen.add(event.event_id);

  // Acknowledge first: an attempt that takes over 5 s counts as failed and is retried.
  reply(res, 200, 'ok');
  setImmediate(() => {
    Promise.resolve()
      .then(() => onEvent(event))
      .catch((err: unknown) => console.error(`processing ${event.event_id} failed`, err));
  });
}

/** The raw body, or undefined once it passes `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) resolve(undefined);
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseEvent(body: Buffer): WebhookEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { event, event_id, intent_id } = value as Record<string, unknown>;
  const wellFormed =
    typeof event === 'string' &&
    typeof event_id === 'string' &&
    (intent_id === null || typeof intent_id === 'string');
  return wellFormed ? (value as WebhookEvent) : undefined;
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(text);
}

/** What a tenant's handler looks like; replace the logging with your own bookkeeping. */
function logEvent(event: WebhookEvent): void {
  // `intent_id: null` is the one discriminator SPEC §6 promises for credit-scoped events; branching on
  // whether a `credit` key is present is not.
  if (event.intent_id === null) {
    const { credit, candidates } = event;
    console.log(
      `${event.event}: credit ${credit.credit_id} of ${credit.amount_paise} paise parked, ` +
        `${candidates.length} candidate order(s); place or dismiss it in the dashboard`,
    );
    return;
  }
  if (event.event === 'payment.confirmed') {
    console.log(
      `order ${event.intent_id} paid ${event.paid_paise} paise, evidence ${event.evidence}` +
        (event.late ? ' (late)' : ''),
    );
    return;
  }
  console.log(`order ${event.intent_id} is now ${event.status}`);
}

const runAsScript =
  import.meta.main ??
  (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url));

if (runAsScript) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('WEBHOOK_SECRET is required (the whsec_... value from Settings, shown once)');
    process.exit(1);
  }
  const port = Number(process.env.RECEIVER_PORT ?? process.env.PORT ?? 4000);
  createReceiver(secret, logEvent).listen(port, () => console.log(`webhook receiver listening on :${port}`));
}
