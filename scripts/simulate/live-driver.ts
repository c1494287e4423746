// Live mode: the same day as ledger mode, played against a running service through its public doors
// only, in real time (a time scale of 1: an event planned at minute 7 of the day happens 7 minutes
// after the run started). Orders through `POST /v1/intents` and product links (`/pr/{slug}`), taps
// through the pay page's JSON (`POST /p/{token}/reserve`), devices paired through the API (CONTRACT
// §7), SMS and structured reports through `POST /v1/reports` with the device token, bank alert
// e-mails over SMTP, DKIM-signed with a key the run's own DNS server publishes (the service must be
// started with DNS_SERVERS pointing at it; live-run.ts does that). The end state is read back through
// `GET /v1/credits` and `GET /v1/intents`.
//
// Tenants are created with the CLI's own code path (`createTenant`, what `npm run cli -- tenant create`
// runs) against the service's DATABASE_URL: there is no HTTP door for signing up a seller with an API
// key, and spawning the CLI once per seller would only add a Node start-up per tenant.
//
// An order is known to the runner by its pay-page token, not its id: a product link's visit answers
// with a redirect to the pay page and nothing else, as a payer's browser sees it. `observe` turns the
// ids the API reports back into tokens, so the classifier compares like with like.
import { randomBytes } from 'node:crypto';
import { dkimSign, type DKIMSignOptions } from 'mailauth';
import { databaseOf, openOrm } from '../../src/db/orm.js';
import { RESERVATION_TTL_SECONDS } from '../../src/domain/rules.js';
import { createTenant } from '../../src/ledger/tenants.js';
import { sendMail } from '../lib/smtp-client.js';
import type { TenantPlan } from './model.js';
import type { Driver, LaneClock, TapResult, WireDelivery } from './runner.js';
import type { ObservedCredit, ObservedOrder } from './truth.js';

export interface LiveTenant {
  index: number;
  id: string;
  key: string;
  deviceToken: string;
  ingestAddress: string;
  /** Product link slugs by list price; the promise, so two taps at once make one link. */
  links: Map<number, Promise<string>>;
}

export interface LiveTarget {
  baseUrl: string;
  smtpPort: number;
  databaseUrl: string;
  /** The bank's DKIM key: `hdfcbank.net`, selector `selector`, published by the run's DNS server. */
  dkim: { selector: string; privateKeyPem: string };
}

/** Waits for the wall clock: an event runs no earlier than its planned moment. */
export function wallClock(): LaneClock & { lagMs: number[] } {
  const lagMs: number[] = [];
  return {
    lagMs,
    run: (lane) =>
      lane(async (absMs) => {
        const wait = absMs - Date.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        lagMs.push(Date.now() - absMs);
      }),
  };
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** RFC 5322 date-time in India time, as the bank's mail servers write it. */
function indiaDateHeader(unixSeconds: number): string {
  const d = new Date((unixSeconds + 5.5 * 3600) * 1000);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0530`;
}

const tokenOf = (pageUrl: string): string => {
  const m = /\/p\/([^/?#]+)/.exec(pageUrl);
  if (!m?.[1]) throw new Error(`not a pay page URL: ${pageUrl}`);
  return m[1];
};

export async function liveDriver(
  target: LiveTarget,
): Promise<Driver<LiveTenant> & { rateLimited: () => Record<string, number>; close(): Promise<void> }> {
  const runTag = randomBytes(3).toString('hex');
  const orm = await openOrm({ url: target.databaseUrl, poolSize: 1, log: () => undefined });
  /** 429s answered, by route (its first path segment): waited out, retried and counted. */
  const rateLimited: Record<string, number> = {};

  /**
   * One HTTP exchange; a 429 is waited out and retried, and counted by route: during the day a wait
   * holds up the seller's later events, so a run that counts any then is not real time (live-run.ts
   * reports the day's count apart from the setup's, where pairing twenty phones from one address waits
   * on purpose: SPEC §8, 10 a minute per source).
   */
  const http = async (
    method: string,
    path: string,
    auth: string | undefined,
    body?: unknown,
    init: { redirect?: 'follow' | 'manual' } = {},
  ): Promise<Answer> => {
    for (;;) {
      const res = await fetch(`${target.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        redirect: init.redirect ?? 'follow',
      });
      const text = await res.text();
      const parsed = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
      if (res.status === 429) {
        const route = `${method} /${path.split('/')[1] ?? ''}${path.startsWith('/v1/') ? `/${path.split('/')[2]?.split('?')[0] ?? ''}` : ''}`;
        rateLimited[route] = (rateLimited[route] ?? 0) + 1;
        const after = Number(res.headers.get('retry-after') ?? 1);
        await new Promise((r) => setTimeout(r, Math.max(1, after) * 1000));
        continue;
      }
      return { status: res.status, body: parsed as Record<string, unknown>, headers: res.headers };
    }
  };
  const expect = (a: Answer, status: number, what: string): Record<string, unknown> => {
    if (a.status !== status) throw new Error(`${what}: ${a.status} ${JSON.stringify(a.body)}`);
    return a.body;
  };

  /** Every page of a list endpoint (CONTRACT §1). */
  const all = async (path: string, key: string): Promise<Record<string, unknown>[]> => {
    const out: Record<string, unknown>[] = [];
    let cursor: string | undefined;
    do {
      const page = expect(
        await http('GET', `${path}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, key),
        200,
        `GET ${path}`,
      );
      out.push(...(page.data as Record<string, unknown>[]));
      cursor = page.next_cursor as string | undefined;
    } while (cursor);
    return out;
  };

  const signed = async (raw: string, dateSigned: boolean): Promise<string> => {
    const options = {
      signatureData: [
        {
          signingDomain: 'hdfcbank.net',
          selector: target.dkim.selector,
          privateKey: target.dkim.privateKeyPem,
          // Without Date among the signed headers the mail's Date vouches for nothing: the service
          // treats the bank's timestamp as missing, which is the feed behaviour being played.
          ...(dateSigned ? {} : { headerList: 'From:To:Subject:Message-ID:MIME-Version:Content-Type' }),
        },
      ],
    };
    // mailauth's types ask for one signature's fields at the top level, but its signer reads `signatureData`.
    const { signatures, errors } = await dkimSign(raw, options as DKIMSignOptions);
    if (errors.length > 0) throw new Error(`DKIM signing failed: ${JSON.stringify(errors)}`);
    return `${signatures}${raw}`;
  };

  return {
    reservationTtlSeconds: RESERVATION_TTL_SECONDS.default,
    rateLimited: () => ({ ...rateLimited }),

    async setupTenant(plan: TenantPlan) {
      const t = await createTenant(
        await databaseOf(orm, false),
        {
          name: plan.name,
          email: `sim-${plan.index}-${runTag}@example.com`,
          payeeVpa: `seller${plan.index}@okhdfc`,
        },
        'in.localhost',
      );
      const key = t.api_key;
      const asked = await http('GET', '/v1/settings', key);
      if (asked.status === 401)
        throw new Error(
          `${target.baseUrl} does not know the seller just made on ${redacted(target.databaseUrl)}: ` +
            'that is not the database the service runs on (--database-url / --data-dir)',
        );
      const settings = expect(asked, 200, 'settings');
      const minted = expect(
        await http('POST', '/v1/devices/pairing-codes', key, { name: 'sim phone' }),
        201,
        'pairing code',
      );
      const paired = expect(
        await http('POST', '/v1/devices/pair', undefined, { code: minted.code, platform: 'android' }),
        201,
        'pair',
      );
      return {
        index: plan.index,
        id: t.tenant_id,
        key,
        deviceToken: paired.device_token as string,
        ingestAddress: settings.ingest_address as string,
        links: new Map(),
      };
    },

    async createOrder(t, listPaise, viaLink) {
      if (!viaLink) {
        const made = expect(
          await http('POST', '/v1/intents', t.key, { list_paise: listPaise }),
          201,
          'create order',
        );
        return tokenOf(made.page_url as string);
      }
      let made = t.links.get(listPaise);
      if (!made) {
        const slug = `sim-${runTag}-t${t.index}-${listPaise}`;
        made = http('POST', '/v1/links', t.key, { slug, list_paise: listPaise }).then((a) => {
          expect(a, 201, 'create link');
          return slug;
        });
        t.links.set(listPaise, made);
      }
      const slug = await made;
      // A payer's tap on the link's page: the order is made with its amount reserved, and the answer
      // is a redirect to its pay page (opening the link alone makes nothing, issue 30).
      const visit = await http('POST', `/pr/${slug}`, undefined, undefined, { redirect: 'manual' });
      if (visit.status !== 303) throw new Error(`visit /pr/${slug}: ${visit.status}`);
      return tokenOf(visit.headers.get('location') ?? '');
    },

    async tap(_t, token): Promise<TapResult> {
      const a = await http('POST', `/p/${token}/reserve`, undefined);
      if (a.status === 200) return { ok: true, amountPaise: a.body.amount_paise as number };
      if (typeof a.body.error === 'string') return { ok: false, reason: a.body.error };
      throw new Error(`tap: ${a.status} ${JSON.stringify(a.body)}`);
    },

    async deliver(t, d: WireDelivery) {
      if (d.kind === 'email') {
        // Unsigned Date (timestamp missing): the mail still has one, written by a server on the way.
        const date = d.signedDate ?? Math.floor(Date.now() / 1000);
        const raw = [
          'From: HDFC Bank InstaAlerts <alerts@hdfcbank.net>',
          `To: ${t.ingestAddress}`,
          'Subject: You have done a UPI txn. Check details!',
          `Date: ${indiaDateHeader(date)}`,
          `Message-ID: <${randomBytes(8).toString('hex')}@hdfcbank.net>`,
          'MIME-Version: 1.0',
          'Content-Type: text/plain; charset=utf-8',
          '',
          d.text,
        ].join('\r\n');
        const sent = await sendMail(
          target.smtpPort,
          { from: 'forwarder@shop.example', to: [t.ingestAddress] },
          await signed(raw, d.signedDate !== undefined),
        );
        if (sent.data?.code !== 250)
          throw new Error(`smtp: ${sent.rcpt.map((r) => r.code).join(',')} ${sent.data?.code ?? ''}`);
        return 'sent';
      }
      const body =
        d.kind === 'sms'
          ? { sms: { sender: d.sender, body: d.body, received_at: d.receivedAt } }
          : { amount_paise: d.amountPaise, rrn: d.rrn, payer_vpa: d.payerVpa, payer_name: d.payerName };
      const a = expect(await http('POST', '/v1/reports', t.deviceToken, body), 202, 'report');
      return String(a.status ?? 'recorded');
    },

    async observe(tenants) {
      const credits: ObservedCredit[] = [];
      const orders: ObservedOrder[] = [];
      for (const t of tenants.values()) {
        const tokenById = new Map<string, string>();
        for (const o of await all('/v1/intents', t.key)) {
          const token = tokenOf(o.page_url as string);
          tokenById.set(o.intent_id as string, token);
          orders.push({
            intentId: token,
            status: String(o.status),
            confirmedAt: o.confirmed_at === undefined ? undefined : seconds(o.confirmed_at),
            evidence: o.evidence as string | undefined,
          });
        }
        const asToken = (id: string): string => tokenById.get(id) ?? id;
        for (const c of await all('/v1/credits', t.key)) {
          const candidates = (c.candidates as (string | { intent_id: string })[] | undefined) ?? [];
          credits.push({
            tenant: t.index,
            rrn: String(c.rrn),
            status: String(c.status),
            intentId: c.intent_id === undefined ? undefined : asToken(c.intent_id as string),
            candidates: candidates.map((x) => asToken(typeof x === 'string' ? x : x.intent_id)),
            receivedAt: seconds(c.received_at),
            note: c.note as string | undefined,
          });
        }
      }
      return { credits, orders };
    },

    close: () => orm.close(),
  };
}

/** A connection string without its password, for an error message. */
function redacted(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(the given database)';
  }
}

/** The API's timestamps: unix seconds, or ISO 8601 text. */
const seconds = (v: unknown): number =>
  typeof v === 'number' ? v : Math.floor(Date.parse(String(v)) / 1000);
