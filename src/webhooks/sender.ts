// One webhook attempt (SPEC §5-§6): POST the stored bytes, signed with a fresh `t`, 5 s for the whole
// exchange, redirects not followed (a failure like any other non-2xx), every connection checked
// against private addresses at connect time (webhooks/target.ts).
import http from 'node:http';
import https from 'node:https';
import { signatureHeader } from '../domain/signature.js';
import { WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMEOUT_MS, WEBHOOK_USER_AGENT } from '../domain/rules.js';
import { RefusedTarget, type WebhookTargets } from './target.js';

export interface AttemptResult {
  ok: boolean;
  /** The receiver's status, when it answered. */
  status?: number;
  /** Why the attempt failed, for the deliveries list: never the receiver's body. */
  error?: string;
  result: 'success' | 'http_error' | 'timeout' | 'network' | 'refused';
  durationMs: number;
}

/** Answers bodies are drained up to this much and discarded: we only need the status. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Connections to a receiver are kept between attempts (issue 28): a new TCP connection, and in
 * production a TLS handshake, per webhook cost more CPU than the attempt itself. Every connection is
 * still checked when it is made (`lookup`, target.ts), so a kept one goes to an address that passed;
 * DNS rebinding gains nothing. An idle connection is closed after 4 s, before the 5 s that Node's own
 * servers (and most receivers) keep one open, so we seldom send on a connection the receiver closes.
 */
const KEEP_ALIVE = { keepAlive: true, maxFreeSockets: 16, timeout: 4_000, scheduling: 'lifo' } as const;

export class WebhookSender {
  private readonly agents = {
    'http:': new http.Agent(KEEP_ALIVE),
    'https:': new https.Agent(KEEP_ALIVE),
  };

  constructor(private readonly targets: WebhookTargets) {}

  async send(
    urlText: string,
    secret: string,
    payload: string,
    nowSeconds = Math.floor(Date.now() / 1000),
  ): Promise<AttemptResult> {
    const started = Date.now();
    const done = (r: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
      ...r,
      durationMs: Date.now() - started,
    });
    let url: URL;
    try {
      url = new URL(urlText);
      this.targets.assertLiteralAllowed(url);
    } catch (err) {
      return done({
        ok: false,
        result: 'refused',
        error: err instanceof RefusedTarget ? err.message : 'invalid webhook URL',
      });
    }
    const body = Buffer.from(payload, 'utf8');
    const secure = url.protocol === 'https:';
    const transport = secure ? https : http;
    return new Promise<AttemptResult>((resolve) => {
      let settled = false;
      const finish = (r: Omit<AttemptResult, 'durationMs'>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(done(r));
      };
      const req = transport.request(
        url,
        {
          method: 'POST',
          lookup: this.targets.lookup,
          agent: secure ? this.agents['https:'] : this.agents['http:'],
          headers: {
            'content-type': 'application/json',
            'content-length': body.length,
            'user-agent': WEBHOOK_USER_AGENT,
            [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, nowSeconds, body),
          },
        },
        (res) => {
          const status = res.statusCode ?? 0;
          let seen = 0;
          res.on('data', (chunk: Buffer) => {
            seen += chunk.length;
            if (seen > MAX_ANSWER_BYTES) res.destroy();
          });
          const answered = (): void =>
            finish(
              status >= 200 && status < 300
                ? { ok: true, status, result: 'success' }
                : {
                    ok: false,
                    status,
                    result: 'http_error',
                    error:
                      status >= 300 && status < 400 ? `redirect ${status} (not followed)` : `HTTP ${status}`,
                  },
            );
          res.on('end', answered);
          res.on('close', answered);
          res.on('error', answered);
        },
      );
      // The 5 s cover connecting, sending and the whole answer.
      const timer = setTimeout(() => {
        finish({ ok: false, result: 'timeout', error: `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` });
        req.destroy();
      }, WEBHOOK_TIMEOUT_MS);
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err instanceof RefusedTarget || err.code === 'EREFUSEDTARGET') {
          finish({ ok: false, result: 'refused', error: err.message });
        } else {
          finish({ ok: false, result: 'network', error: err.code ?? err.message });
        }
      });
      req.end(body);
    });
  }
}
