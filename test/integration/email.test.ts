// The bank alert e-mail feed end to end (SPEC §1 rows on e-mail; CONTRACT §7, §12): messages built from
// the fixtures in test/fixtures/hdfc/email, DKIM-signed here as hdfcbank.net with a key this test made,
// whose public half a DNS server of the test's own publishes; the service finds it through DNS_SERVERS.
// Delivered over SMTP and over HTTP, on the real PostgreSQL server and Temporal dev server.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { dkimSign, type DKIMSignOptions } from 'mailauth';
import { indiaDate } from '../../src/domain/time.js';
import { startTxtServer, type TxtDnsServer } from '../../scripts/lib/dns-server.js';
import { eventually, startTestService, type TestService, type TestTenant } from '../support/service.js';
import { sendMail, type SmtpExchange } from '../../scripts/lib/smtp-client.js';
import { datedRrn } from '../support/rrn.js';
import { ADDED_BANK_MAIL_DOMAINS } from '../support/bank-mail-domains.js';

type Body = Record<string, unknown>;

const SELECTOR = 'ml2026';
/** A selector whose key lookup fails (SERVFAIL), as when the bank's DNS is having trouble. */
const BROKEN_SELECTOR = 'flaky';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const DKIM_RECORD = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
// The same key is published for the bank and for domains that are not the bank's, so that a message
// signed by one of those verifies (`pass`) and is refused for its domain alone.
const SIGNING_DOMAINS = [
  'hdfcbank.net',
  'example.com',
  'evilhdfcbank.net',
  'mail.hdfcbank.net',
  'google.com',
  'axisbank.com',
];
SIGNING_DOMAINS.push(...ADDED_BANK_MAIL_DOMAINS.map(([d]) => d), 'custcomm.icicibank.com');

let dns: TxtDnsServer;
let svc: TestService;
let smtpPort: number;
beforeAll(async () => {
  dns = await startTxtServer(
    new Map(SIGNING_DOMAINS.map((d) => [`${SELECTOR}._domainkey.${d}`, DKIM_RECORD])),
    [`${BROKEN_SELECTOR}._domainkey.hdfcbank.net`],
  );
  svc = await startTestService({
    env: { DNS_SERVERS: dns.address, ROLES: 'api,worker,smtp', SMTP_PORT: '0' },
  });
  smtpPort = svc.runtime.smtpPort as number;
});
afterAll(async () => {
  await svc?.stop();
  await dns?.close();
});

const now = (): number => Math.floor(Date.now() / 1000);
let rrnSeq = 100_000_000_000 + Math.floor(Math.random() * 800_000_000_000);
const nextRrn = (): string => datedRrn(rrnSeq++);

/** An open order with a live reservation, reserved a minute ago so that a credit of now falls inside it. */
async function reservedOrder(t: TestTenant, listPaise = 50_000): Promise<{ id: string; amount: number }> {
  const created = (await svc.runtime.services.intents.create(t.id, { list_paise: listPaise })).body as Body;
  const reserved = await svc.runtime.services.intents.reserve(t.id, created.intent_id as string);
  await svc.sql(
    `update reservations set reserved_at = reserved_at - 60, lapses_at = lapses_at - 60,
            held_until = held_until - 60, rest_until = rest_until - 60 where intent_id = ?`,
    [reserved.intent_id],
  );
  return { id: reserved.intent_id, amount: reserved.amount_paise as number };
}

interface AlertFields {
  amountPaise: number;
  rrn: string;
  /** The moment whose India date the body states. */
  at: number;
}

/** A fixture body with its amount, date and reference replaced by the test's own. */
function alertBody(fixture: string, fields: AlertFields): string {
  const [yyyy, mm, dd] = indiaDate(fields.at).split('-') as [string, string, string];
  const rupees = `${Math.floor(fields.amountPaise / 100)}.${String(fields.amountPaise % 100).padStart(2, '0')}`;
  return readFileSync(new URL(`../fixtures/hdfc/email/${fixture}`, import.meta.url), 'utf8')
    .replace(/Rs\. ?[\d,]+\.\d{2}/, `Rs.${rupees}`)
    .replace(/ on \d{2}-\d{2}-\d{2}\./, ` on ${dd}-${mm}-${yyyy.slice(2)}.`)
    .replace(/\b\d{12}\b/, fields.rrn);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 5322 date-time in India time, as the bank's mail servers write it. */
function indiaDateHeader(at: number): string {
  const d = new Date((at + 5.5 * 3600) * 1000);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${DAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())} +0530`;
}

interface Part {
  type: 'text/plain' | 'text/html';
  body: string;
}

/** An alert as HDFC Bank mails it: one part, or a text and an HTML alternative. */
function alertMessage(to: string, parts: Part[], at = now()): string {
  const crlf = (s: string): string => s.replace(/\r?\n/g, '\r\n');
  const headers = [
    'From: HDFC Bank InstaAlerts <alerts@hdfcbank.net>',
    `To: ${to}`,
    'Subject: You have done a UPI txn. Check details!',
    `Date: ${indiaDateHeader(at)}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@hdfcbank.net>`,
    'MIME-Version: 1.0',
  ];
  const [only] = parts;
  if (parts.length === 1 && only) {
    return crlf(`${headers.join('\n')}\nContent-Type: ${only.type}; charset=utf-8\n\n${only.body}`);
  }
  const boundary = `=_${randomBytes(6).toString('hex')}`;
  const body = parts
    .map((p) => `--${boundary}\nContent-Type: ${p.type}; charset=utf-8\n\n${p.body}\n`)
    .join('');
  return crlf(
    `${headers.join('\n')}\nContent-Type: multipart/alternative; boundary="${boundary}"\n\n${body}--${boundary}--\n`,
  );
}

/**
 * Prepends a DKIM signature: by default the bank's, with the published key, over mailauth's default header
 * list (Date in it).
 */
async function signed(
  raw: string,
  signature: { domain?: string; selector?: string; privateKey?: string; headerList?: string } = {},
): Promise<string> {
  const options = {
    signatureData: [
      {
        signingDomain: signature.domain ?? 'hdfcbank.net',
        selector: signature.selector ?? SELECTOR,
        privateKey: signature.privateKey ?? PRIVATE_KEY,
        ...(signature.headerList ? { headerList: signature.headerList } : {}),
      },
    ],
  };
  // mailauth's types ask for one signature's fields at the top level, but its signer reads `signatureData`.
  const { signatures, errors } = await dkimSign(raw, options as DKIMSignOptions);
  if (errors.length > 0) throw new Error(`signing failed: ${JSON.stringify(errors)}`);
  return `${signatures}${raw}`;
}

/** The usual credit alert, text and HTML, for `fields`. */
const creditAlert = (to: string, fields: AlertFields): string =>
  alertMessage(to, [
    { type: 'text/plain', body: alertBody('credit-plain.txt', fields) },
    { type: 'text/html', body: alertBody('credit-html.html', fields) },
  ]);

const smtp = (to: string, raw: string | Buffer): Promise<SmtpExchange> =>
  sendMail(smtpPort, { from: 'forwarder@shop.example', to: [to] }, raw);

const postMail = (ingestId: string, raw: string, contentType = 'message/rfc822') =>
  svc.api<Body>(undefined, 'POST', `/inbound/email/${ingestId}`, raw, { 'content-type': contentType });

const ingestIdOf = (t: TestTenant): string => t.ingestAddress.split('@')[0] as string;

const creditsOf = async (t: TestTenant): Promise<Body[]> =>
  (await svc.api<{ data: Body[] }>(t.key, 'GET', '/v1/credits')).body.data;

const orderOf = async (t: TestTenant, id: string): Promise<Body> =>
  (await svc.api<Body>(t.key, 'GET', `/v1/intents/${id}`)).body;

const alertsOf = (t: TestTenant) =>
  svc.sql<{ kind: string; message: string }>(`select kind, message from ops_alerts where tenant_id = ?`, [
    t.id,
  ]);

const eventKinds = async (intentId: string): Promise<string[]> =>
  (
    await svc.sql<{ kind: string }>(`select kind from events where intent_id = ? order by occurred_at`, [
      intentId,
    ])
  ).map((e) => e.kind);

describe('an authentic credit alert (CONTRACT §7)', () => {
  test('over SMTP: 250; the credit is recorded from source email and the order confirmed', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const raw = await signed(creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at: now() }));

    const sent = await smtp(t.ingestAddress, raw);
    expect(sent.rcpt.map((r) => r.code)).toEqual([250]);
    expect(sent.data?.code).toBe(250);

    const credits = await creditsOf(t);
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({
      rrn,
      amount_paise: amount,
      source: 'email',
      status: 'matched',
      payer_vpa: 'ravi.kumar@okaxis',
      payer_name: 'RAVI KUMAR',
      intent_id: id,
    });
    expect(await eventually(async () => (await orderOf(t, id)).status === 'confirmed')).toBe(true);
    expect(await orderOf(t, id)).toMatchObject({
      status: 'confirmed',
      evidence: 'amount',
      rrn,
      paid_paise: amount,
    });

    // SPEC §1 "Same credit arrives twice": 250 again, and nothing further.
    const again = await smtp(t.ingestAddress, raw);
    expect(again.data?.code).toBe(250);
    expect(await creditsOf(t)).toHaveLength(1);
    expect(await eventKinds(id)).toEqual(['payment.confirmed']);
  });

  test('over HTTP: POST /inbound/email/{ingest_id} as message/rfc822 answers 202 and confirms the order', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t, 120_000);
    const rrn = nextRrn();
    const raw = await signed(creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at: now() }));

    const r = await postMail(ingestIdOf(t), raw);
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ status: 'accepted' });
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed', rrn });

    // The same message over the other transport changes nothing: the rrn is the key.
    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toHaveLength(1);
  });

  test('the HTML-only alert parses', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t, 105_000);
    const rrn = nextRrn();
    const fields = { amountPaise: amount, rrn, at: now() };
    const raw = await signed(
      alertMessage(t.ingestAddress, [{ type: 'text/html', body: alertBody('credit-html.html', fields) }]),
    );

    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toMatchObject([
      { rrn, amount_paise: amount, payer_vpa: 'anita@oksbi', payer_name: 'ANITA DSOUZA', status: 'matched' },
    ]);
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed' });
  });

  test('the recipient address is compared case-insensitively', async () => {
    const t = await svc.tenant();
    const { amount } = await reservedOrder(t);
    const upper = t.ingestAddress.toUpperCase();
    const raw = await signed(creditAlert(upper, { amountPaise: amount, rrn: nextRrn(), at: now() }));
    expect((await smtp(upper, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toHaveLength(1);
  });
});

describe('CONTRACT §12: a Date the signature does not vouch for makes the credit stale', () => {
  test('a signature whose h= leaves out Date: 250, the credit parked stale, the order still open', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const raw = await signed(creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at: now() }), {
      headerList: 'From:To:Subject:Message-ID:MIME-Version:Content-Type',
    });
    expect(raw).not.toMatch(/h=[^;]*Date/i);

    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toMatchObject([{ rrn, status: 'stale', source: 'email' }]);
    expect((await creditsOf(t))[0]).not.toHaveProperty('credited_at');
    expect(await orderOf(t, id)).toMatchObject({ status: 'open' });
  });

  test("a signed Date whose India date differs from the body's date: parked stale", async () => {
    const t = await svc.tenant();
    const { amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const raw = await signed(
      creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at: now() - 2 * 86_400 }),
    );
    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toMatchObject([{ rrn, status: 'stale' }]);
  });
});

describe('SPEC §1 "Forged email": rejected at the DKIM check, nothing stored', () => {
  let t: TestTenant;
  let order: { id: string; amount: number };
  const alert = (): string =>
    creditAlert(t.ingestAddress, { amountPaise: order.amount, rrn: nextRrn(), at: now() });
  const rejections = async (reason: string): Promise<number> => {
    const metrics = (await svc.api(undefined, 'GET', '/metrics')).text;
    const line = new RegExp(
      `^matchledger_feed_rejections_total\\{feed="email",reason="${reason}"\\} (\\d+)$`,
      'm',
    );
    return Number(line.exec(metrics)?.[1] ?? 0);
  };
  /** Sends `raw` over SMTP: refused after DATA with 550, for `reason` (as counted), and nothing stored. */
  const refused = async (raw: string, reason: string): Promise<void> => {
    const before = await rejections(reason);
    const sent = await smtp(t.ingestAddress, raw);
    expect(sent.rcpt.map((r) => r.code)).toEqual([250]);
    expect(sent.data?.code).toBe(550);
    expect(await rejections(reason)).toBe(before + 1);
    expect(await creditsOf(t)).toEqual([]);
    expect(await orderOf(t, order.id)).toMatchObject({ status: 'open' });
  };
  beforeAll(async () => {
    t = await svc.tenant();
    order = await reservedOrder(t);
  });

  test('a signed alert whose body was changed afterwards (mailauth: neutral): 550', async () => {
    const raw = await signed(alert());
    const tampered = raw.replace(
      /Rs\.(\d+)\.(\d{2})/g,
      (_m, rupees: string, paise: string) => `Rs.${Number(rupees) + 1}.${paise}`,
    );
    expect(tampered).not.toBe(raw);
    await refused(tampered, 'dkim_failed');
  });

  test('a signed alert whose signed Date header was changed: 550', async () => {
    const raw = await signed(alert());
    await refused(raw.replace(/^Date: .*$/m, `Date: ${indiaDateHeader(now() - 60)}`), 'dkim_failed');
  });

  test('an unsigned alert: 550', async () => {
    await refused(alert(), 'unsigned');
  });

  test.each(['example.com', 'evilhdfcbank.net', 'mail.hdfcbank.net'])(
    'an alert signed (verifiably) by %s, not the bank: 550',
    async (domain) => {
      await refused(await signed(alert(), { domain }), 'not_a_bank');
    },
  );

  test('signed by the bank with a key DNS does not publish: 550', async () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const privateKey = other.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    await refused(await signed(alert(), { selector: 'unpublished', privateKey }), 'dkim_failed');
  });

  test("the bank's key cannot be fetched just now: 451 over SMTP and 503 over HTTP, so the sender retries", async () => {
    const raw = await signed(alert(), { selector: BROKEN_SELECTOR });
    const before = await rejections('dkim_temperror');
    const sent = await smtp(t.ingestAddress, raw);
    expect(sent.data?.code).toBe(451);
    const r = await postMail(ingestIdOf(t), raw);
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: 'unavailable' });
    expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rejections('dkim_temperror')).toBe(before + 2);
    expect(await creditsOf(t)).toEqual([]);
  });

  test('over HTTP the same refusals are 403, and nothing is stored', async () => {
    for (const raw of [alert(), await signed(alert(), { domain: 'example.com' })]) {
      const r = await postMail(ingestIdOf(t), raw);
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    }
    expect(await creditsOf(t)).toEqual([]);
  });
});

describe('who and what the feed takes mail for', () => {
  test('an unknown recipient: 550 at RCPT TO over SMTP, 403 over HTTP (the same answers, CONTRACT §7); nothing stored', async () => {
    const t = await svc.tenant();
    const { amount } = await reservedOrder(t);
    const raw = await signed(
      creditAlert(t.ingestAddress, { amountPaise: amount, rrn: nextRrn(), at: now() }),
    );
    const domain = svc.config.ingestDomain;
    for (const to of [`in0000000000000000@${domain}`, `${ingestIdOf(t)}@elsewhere.example`]) {
      const sent = await smtp(to, raw);
      expect(sent.rcpt.map((r) => r.code)).toEqual([550]);
      expect(sent.data).toBeUndefined();
    }
    const r = await postMail('in0000000000000000', raw);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ error: 'forbidden' });
    expect(await creditsOf(t)).toEqual([]);
  });

  test('over 1 MiB: 552 over SMTP, 413 over HTTP; another content type: 415', async () => {
    const t = await svc.tenant();
    const huge = `Subject: big\r\n\r\n${`${'x'.repeat(998)}\r\n`.repeat(1100)}`;
    expect((await smtp(t.ingestAddress, huge)).data?.code).toBe(552);
    const tooLarge = await postMail(ingestIdOf(t), huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatchObject({ error: 'payload_too_large' });
    const wrongType = await postMail(ingestIdOf(t), 'Subject: hi\r\n\r\nhello\r\n', 'text/plain');
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toMatchObject({ error: 'unsupported_media_type' });
  });
});

describe('authentic mail that is not a credit (CONTRACT §12: answered 250 all the same)', () => {
  test('a signed debit alert: 250, nothing stored, no operator alert', async () => {
    const t = await svc.tenant();
    const raw = await signed(
      alertMessage(t.ingestAddress, [
        {
          type: 'text/plain',
          body: alertBody('debit-plain.txt', { amountPaise: 25_000, rrn: nextRrn(), at: now() }),
        },
      ]),
    );
    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toEqual([]);
    expect(await alertsOf(t)).toEqual([]);
  });

  test('a signed message no parser understands: 250, operators alerted, its text stored nowhere', async () => {
    const t = await svc.tenant();
    const marker = `statement-${randomBytes(6).toString('hex')}`;
    const body = readFileSync(new URL('../fixtures/hdfc/email/garbled.txt', import.meta.url), 'utf8').replace(
      'NetBanking',
      `NetBanking (${marker})`,
    );
    const raw = await signed(alertMessage(t.ingestAddress, [{ type: 'text/plain', body }]));

    expect((await smtp(t.ingestAddress, raw)).data?.code).toBe(250);
    expect(await creditsOf(t)).toEqual([]);
    expect((await alertsOf(t)).map((a) => a.kind)).toEqual(['unparseable_message']);

    // SPEC §1 "the body is never stored": not in any row of any table.
    const tables = await svc.sql<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const hits = await svc.sql(
        `select 1 from "${table_name}" t where row_to_json(t)::text like ? or row_to_json(t)::text like ?`,
        [`%${marker}%`, '%statement for the period%'],
      );
      expect({ table: table_name, hits: hits.length }).toEqual({ table: table_name, hits: 0 });
    }
  });
});

/** Gmail's forwarding confirmation (../shared/fixtures/email/gmail-forwarding.md), to `to`. */
function gmailConfirmation(
  to: string,
  code: string,
  from = 'Gmail Team <forwarding-noreply@google.com>',
): string {
  const text = [
    `seller.shop@gmail.com has requested to automatically forward mail to your email`,
    `address ${to}.`,
    `Confirmation code: ${code}`,
    '',
    'To allow seller.shop@gmail.com to automatically forward mail to your address,',
    'please click the link below to confirm the request:',
    '',
    `https://mail-settings.google.com/mail/vf-%5BANGjdJ_${code}%5D-abc123`,
    '',
    'If you do not approve of this request, no further action is required.',
    'click this link to cancel this verification:',
    `https://mail-settings.google.com/mail/uf-%5BANGjdJ_${code}%5D-abc123`,
  ].join('\r\n');
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: (#${code}) Gmail Forwarding Confirmation - Receive Mail from seller.shop@gmail.com`,
    `Date: ${indiaDateHeader(now())}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@google.com>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=UTF-8',
    '',
    text,
  ].join('\r\n');
}

describe('Gmail forwarding confirmation (CONTRACT §7)', () => {
  test('signed by google.com from forwarding-noreply: 250, kept with its code and confirm link, never a credit', async () => {
    const t = await svc.tenant();
    const raw = await signed(gmailConfirmation(t.ingestAddress, '728394651'), { domain: 'google.com' });
    const res = await smtp(t.ingestAddress, raw);
    expect(res.data?.code).toBe(250);
    const kept = await svc.runtime.services.emailFeed.latestForwardingConfirmation(t.id);
    expect(kept).toMatchObject({
      requested_by: 'seller.shop@gmail.com',
      code: '728394651',
      confirm_url: 'https://mail-settings.google.com/mail/vf-%5BANGjdJ_728394651%5D-abc123',
    });
    expect(await creditsOf(t)).toEqual([]);
    expect(await alertsOf(t)).toEqual([]);
    const log = await svc.runtime.services.emailFeed.recentMail(t.id);
    expect(log).toMatchObject([{ outcome: 'forwarding_confirmation', signing_domain: 'google.com' }]);
  });

  test('over HTTP too: 202', async () => {
    const t = await svc.tenant();
    const raw = await signed(gmailConfirmation(t.ingestAddress, '111222333'), { domain: 'google.com' });
    expect((await postMail(ingestIdOf(t), raw)).status).toBe(202);
    expect(await svc.runtime.services.emailFeed.latestForwardingConfirmation(t.id)).toMatchObject({
      code: '111222333',
    });
  });

  test('google.com mail from another sender, or unsigned, is refused: 550, nothing kept', async () => {
    const t = await svc.tenant();
    const other = await signed(
      gmailConfirmation(t.ingestAddress, '444555666', 'Someone <someone@google.com>'),
      {
        domain: 'google.com',
      },
    );
    expect((await smtp(t.ingestAddress, other)).data?.code).toBe(550);
    expect((await smtp(t.ingestAddress, gmailConfirmation(t.ingestAddress, '444555667'))).data?.code).toBe(
      550,
    );
    expect(await svc.runtime.services.emailFeed.latestForwardingConfirmation(t.id)).toBeUndefined();
    const log = await svc.runtime.services.emailFeed.recentMail(t.id);
    expect(log.map((m) => [m.outcome, m.reason])).toEqual([
      ['rejected', 'unsigned'],
      ['rejected', 'not_a_bank'],
    ]);
  });
});

describe('the e-mail feed\u2019s health (CONTRACT §13 feeds page)', () => {
  test('each message at the address is logged with its outcome, newest first, never its content', async () => {
    const t = await svc.tenant();
    const { amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const credit = await signed(creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at: now() }));
    expect((await smtp(t.ingestAddress, credit)).data?.code).toBe(250);
    expect((await smtp(t.ingestAddress, credit)).data?.code).toBe(250);
    const debit = await signed(
      alertMessage(t.ingestAddress, [
        {
          type: 'text/plain',
          body: readFileSync(new URL('../fixtures/hdfc/email/debit-plain.txt', import.meta.url), 'utf8'),
        },
      ]),
    );
    expect((await smtp(t.ingestAddress, debit)).data?.code).toBe(250);
    const log = await svc.runtime.services.emailFeed.recentMail(t.id);
    expect(log.map((m) => m.outcome)).toEqual(['ignored', 'repeat', 'credited']);
    const [credited] = await creditsOf(t);
    expect(log[2]).toMatchObject({ signing_domain: 'hdfcbank.net', credit_id: credited?.credit_id });
    expect(JSON.stringify(log)).not.toContain(rrn);
  });
});

describe('inbound mail limits (issue 10: each message costs DNS lookups and a signature check)', () => {
  test('the 121st message for one address within 60 s: 429 over HTTP, 451 over SMTP, nothing stored; other addresses unaffected', async () => {
    const t = await svc.tenant();
    const other = await svc.tenant();
    const unsigned = alertMessage(t.ingestAddress, [{ type: 'text/plain', body: 'not signed' }]);
    for (let i = 0; i < 120; i++) expect((await postMail(ingestIdOf(t), unsigned)).status).toBe(403);
    const { amount } = await reservedOrder(t);
    const genuine = await signed(
      creditAlert(t.ingestAddress, { amountPaise: amount, rrn: nextRrn(), at: now() }),
    );
    const limited = await postMail(ingestIdOf(t), genuine);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await smtp(t.ingestAddress, genuine)).data?.code).toBe(451);
    expect(await creditsOf(t)).toEqual([]);
    expect((await postMail(ingestIdOf(other), unsigned)).status).toBe(403);
  });
});

describe('Axis Bank alert e-mail (CONTRACT §7)', () => {
  test('signed by axisbank.com: 250, the order confirmed, credited_at the moment the body states', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const at = now() - 20;
    const india = new Date((at + 5.5 * 3600) * 1000);
    const two = (n: number): string => String(n).padStart(2, '0');
    const date = `${two(india.getUTCDate())}-${two(india.getUTCMonth() + 1)}-${String(india.getUTCFullYear()).slice(2)}`;
    const time = `${two(india.getUTCHours())}:${two(india.getUTCMinutes())}:${two(india.getUTCSeconds())}`;
    const rupees = `${Math.floor(amount / 100).toLocaleString('en-IN')}.${String(amount % 100).padStart(2, '0')}`;
    const body = [
      'Dear Customer,',
      '',
      `Amount Credited: INR ${rupees}`,
      'Account Number: XX4821',
      `Date & Time: ${date}, ${time} IST`,
      `Transaction Info: UPI/P2A/${rrn}/ANITA DSOUZ/SBIN/Payment`,
      '',
      'Regards,',
      'Axis Bank Ltd.',
    ].join('\r\n');
    const raw = [
      'From: Axis Bank Alerts <alerts@axisbank.com>',
      `To: ${t.ingestAddress}`,
      'Subject: Credit transaction alert for Axis Bank A/c',
      `Date: ${indiaDateHeader(now())}`,
      `Message-ID: <${randomBytes(8).toString('hex')}@axisbank.com>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n');
    const sent = await smtp(t.ingestAddress, await signed(raw, { domain: 'axisbank.com' }));
    expect(await svc.runtime.services.emailFeed.recentMail(t.id)).toMatchObject([{ outcome: 'credited' }]);
    expect(sent.data?.code).toBe(250);
    const [credit] = await creditsOf(t);
    expect(credit).toMatchObject({
      status: 'matched',
      rrn,
      source: 'email',
      credited_at: at,
      payer_name: 'ANITA DSOUZ',
    });
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed', evidence: 'amount' });
  });
});

describe('one credit, whichever feeds bring it (issue 12)', () => {
  test('the same credit by e-mail and then as an SMS from a forwarder is one credit (SMSGate and forwarder: reporter-apps.test.ts)', async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const at = now();
    const mail = await signed(creditAlert(t.ingestAddress, { amountPaise: amount, rrn, at }));
    expect((await smtp(t.ingestAddress, mail)).data?.code).toBe(250);
    const [first] = await creditsOf(t);
    expect(first).toMatchObject({ status: 'matched', rrn, source: 'email' });

    const [yyyy, mm, dd] = indiaDate(at).split('-') as [string, string, string];
    const rupees = `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
    const sms = {
      sender: 'VM-HDFCBK-S',
      body: `Money Received - INR ${rupees} in HDFC Bank A/c xx4821 on ${dd}-${mm}-${yyyy.slice(2)} from VPA ravi.kumar@okaxis (UPI ${rrn})`,
      received_at: at,
    };
    const forwarder = await svc.api<Body>(t.key, 'POST', '/v1/devices', { kind: 'forwarder' });
    const token = (forwarder.body.setup as Body).device_token as string;
    const relayed = await svc.api<Body>(token, 'POST', '/v1/reports', { sms });
    expect(relayed.status).toBe(202);
    expect(relayed.body.credit_id).toBe(first?.credit_id);
    expect(await creditsOf(t)).toHaveLength(1);
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed' });
    expect(await eventKinds(id)).toEqual(['payment.confirmed']);
  });
});

// mail16: before it, every bank but HDFC and Axis was refused 550 ('not_a_bank') whatever it signed.
describe("other banks' alert e-mail, signed by their own domains (mail16; CONTRACT §7)", () => {
  /** `at`'s India date as DD, MM and YY, and `paise` in rupees with paise. */
  const parts = (at: number, paise: number) => {
    const [yyyy, mm, dd] = indiaDate(at).split('-') as [string, string, string];
    return {
      dd,
      mm,
      yyyy,
      yy: yyyy.slice(2),
      rupees: `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`,
    };
  };
  const bankMail = (to: string, domain: string, body: string, type = 'text/plain'): string =>
    [
      `From: Alerts <alerts@${domain}>`,
      `To: ${to}`,
      'Subject: Transaction Alert',
      `Date: ${indiaDateHeader(now())}`,
      `Message-ID: <${randomBytes(8).toString('hex')}@${domain}>`,
      'MIME-Version: 1.0',
      `Content-Type: ${type}; charset=utf-8`,
      '',
      body,
    ].join('\r\n');

  test.each(ADDED_BANK_MAIL_DOMAINS)(
    'signed by %s (%s): 250, the credit recorded from source email and the order confirmed',
    async (domain) => {
      const t = await svc.tenant();
      const { id, amount } = await reservedOrder(t);
      const rrn = nextRrn();
      const { dd, mm, yy, rupees } = parts(now(), amount);
      const body = `Dear Customer,\r\n\r\nRs ${rupees} credited to your A/c XX4821 on ${dd}-${mm}-${yy} by ANITA DSOUZA. UPI Ref No ${rrn}\r\n`;
      const sent = await smtp(
        t.ingestAddress,
        await signed(bankMail(t.ingestAddress, domain, body), { domain }),
      );
      expect(sent.data?.code).toBe(250);
      expect(await svc.runtime.services.emailFeed.recentMail(t.id)).toMatchObject([{ outcome: 'credited' }]);
      expect(await creditsOf(t)).toMatchObject([
        { rrn, amount_paise: amount, source: 'email', status: 'matched' },
      ]);
      expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed' });
    },
  );

  test("SBI's own credit alert (cbssbi.cas@alerts.sbi.co.in's wording, code index id 70188737007) over HTTP: 202, the order confirmed by its amount", async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const { dd, mm, yy, rupees } = parts(now(), amount);
    const body = `Dear Customer, Your A/C XXXXX4821 Credited INR ${rupees} on ${dd}/${mm}/${yy} -Deposit by transfer from SURYA TRADERS. Avl Bal INR 3,77,400.00-SBI`;
    const raw = await signed(bankMail(t.ingestAddress, 'alerts.sbi.co.in', body), {
      domain: 'alerts.sbi.co.in',
    });
    expect((await postMail(ingestIdOf(t), raw)).status).toBe(202);
    expect(await creditsOf(t)).toMatchObject([{ amount_paise: amount, source: 'email', status: 'matched' }]);
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed', evidence: 'amount' });
  });

  test("Kotak's IMPS credit mail (HTML; alerts-reader15.test.ts's source) signed by kotak.bank.in: the payer and reference read", async () => {
    const t = await svc.tenant();
    const { id, amount } = await reservedOrder(t);
    const rrn = nextRrn();
    const { dd, yyyy, rupees } = parts(now(), amount);
    const month = MONTHS[Number(parts(now(), amount).mm) - 1];
    const html = `<p>Dear Ravi Kumar,</p><p>We wish to inform you that your account xx4821 is credited by Rs. ${rupees} on ${dd}-${month}-${yyyy} for IMPS transaction.</p><p>Please find the details as below:<br>Sender Name: Anita Dsouza<br>Sender Mobile No: 9190XX1234<br>IMPS Reference No: ${rrn}<br>Remarks : Anita Dsouza</p>`;
    const sent = await smtp(
      t.ingestAddress,
      await signed(bankMail(t.ingestAddress, 'kotak.bank.in', html, 'text/html'), {
        domain: 'kotak.bank.in',
      }),
    );
    expect(sent.data?.code).toBe(250);
    expect(await creditsOf(t)).toMatchObject([
      { rrn, amount_paise: amount, payer_name: 'Anita Dsouza', status: 'matched' },
    ]);
    expect(await orderOf(t, id)).toMatchObject({ status: 'confirmed' });
  });

  test('an OTP mail signed by kotak.com: 250, nothing credited, no operator alert', async () => {
    const t = await svc.tenant();
    const body = 'Your OTP for transaction of Rs.1250.00 at AMAZON is 123456. Do not share it with anyone.';
    const sent = await smtp(
      t.ingestAddress,
      await signed(bankMail(t.ingestAddress, 'kotak.com', body), { domain: 'kotak.com' }),
    );
    expect(sent.data?.code).toBe(250);
    expect(await creditsOf(t)).toEqual([]);
    expect(await alertsOf(t)).toEqual([]);
    expect(await svc.runtime.services.emailFeed.recentMail(t.id)).toMatchObject([{ outcome: 'ignored' }]);
  });

  test('a marketing subdomain of a bank (custcomm.icicibank.com), signed and verified: 550, nothing stored', async () => {
    const t = await svc.tenant();
    const { rupees } = parts(now(), 50_000);
    const body = `Rs ${rupees} credited to your A/c XX4821 by ANITA DSOUZA. UPI Ref No ${nextRrn()}`;
    const domain = 'custcomm.icicibank.com';
    const sent = await smtp(
      t.ingestAddress,
      await signed(bankMail(t.ingestAddress, domain, body), { domain }),
    );
    expect(sent.data?.code).toBe(550);
    expect(await creditsOf(t)).toEqual([]);
  });
});
