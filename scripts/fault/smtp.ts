// Fault: SMTP abuse against the service's SMTP listener (issue 13), in a process of its own
// (ROLES=smtp) whose resident memory is sampled from /proc throughout. Each abuser comes from an
// address of its own on the loopback network (127.0.0.2 and up), as separate hosts would:
//   - one client opens 200 connections at once: beyond the per-address limit each is told 421 at
//     once; those let in and left silent are told 421 and closed at the idle timeout;
//   - one sends a 20 MiB message: 552 at MAIL FROM when it declares its SIZE, and 552 after the
//     data when it does not, the message never held in memory;
//   - one sends a message's headers one byte a second: cut off at the session's time limit.
// Meanwhile a well-behaved sender (127.0.0.1) delivers real DKIM-signed bank alerts every 1.5 s,
// whose key a DNS server of this script's own publishes: each must be answered 250 promptly and its
// credit must land. Figures and PASS/FAIL on stdout; exit code 1 on FAIL.
//
//   npm run fault:smtp
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dkimSign, type DKIMSignOptions } from 'mailauth';
import { databaseOf } from '../../src/db/orm.js';
import { MAX_EMAIL_BYTES } from '../../src/ingest/email.js';
import { SMTP_LIMITS } from '../../src/ingest/smtp.js';
import { indiaDate } from '../../src/domain/time.js';
import { startTxtServer } from '../lib/dns-server.js';
import { numericFlags, runFault, say, sleep } from '../lib/fault.js';
import { nextRrn, tenantsWithDevices } from '../lib/fixtures.js';
import { freePort } from '../lib/ports.js';
import { openSmtpSession, sendMail } from '../lib/smtp-client.js';
import { startStack } from '../lib/stack.js';

// No flags: the abuse's sizes are the limits' (SMTP_LIMITS); an unknown flag is refused.
numericFlags({});
const BIG_BYTES = 20 * 1024 * 1024;
const ABUSER_CONNECTIONS = 200;

// ---- DKIM-signed bank alerts, as test/integration/email.test.ts makes them ----
const SELECTOR = 'fault';
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_KEY = keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const DKIM_RECORD = `v=DKIM1; k=rsa; p=${keys.publicKey.export({ type: 'spki', format: 'der' }).toString('base64')}`;
const FIXTURE = readFileSync(
  new URL('../../test/fixtures/hdfc/email/credit-plain.txt', import.meta.url),
  'utf8',
);

async function signedAlert(to: string, amountPaise: number, rrn: string): Promise<string> {
  const at = Math.floor(Date.now() / 1000);
  const [yyyy, mm, dd] = indiaDate(at).split('-') as [string, string, string];
  const rupees = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const body = FIXTURE.replace(/Rs\. ?[\d,]+\.\d{2}/, `Rs.${rupees}`)
    .replace(/ on \d{2}-\d{2}-\d{2}\./, ` on ${dd}-${mm}-${yyyy.slice(2)}.`)
    .replace(/\b\d{12}\b/, rrn);
  const raw = [
    'From: HDFC Bank InstaAlerts <alerts@hdfcbank.net>',
    `To: ${to}`,
    'Subject: You have done a UPI txn. Check details!',
    `Date: ${new Date(at * 1000).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${randomBytes(8).toString('hex')}@hdfcbank.net>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
  ]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  const options = {
    signatureData: [{ signingDomain: 'hdfcbank.net', selector: SELECTOR, privateKey: PRIVATE_KEY }],
  };
  const { signatures, errors } = await dkimSign(raw, options as DKIMSignOptions);
  if (errors.length > 0) throw new Error(`signing failed: ${JSON.stringify(errors)}`);
  return `${signatures}${raw}`;
}

await runFault('smtp', async ({ afterwards }) => {
  const stack = await startStack();
  afterwards(() => stack.teardown());
  const dns = await startTxtServer(new Map([[`${SELECTOR}._domainkey.hdfcbank.net`, DKIM_RECORD]]));
  afterwards(() => dns.close());
  const smtpPort = await freePort();
  const smtp = await stack.spawn('smtp', { SMTP_PORT: String(smtpPort), DNS_SERVERS: dns.address });
  const tenants = await tenantsWithDevices(stack, 4);
  const pid = smtp.child.pid as number;
  const rssMiB = () => {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return Math.round(Number(m?.[1]) / 102.4) / 10;
  };
  const rss = { baseline: rssMiB(), max: 0, samples: 0 };
  const sampler = setInterval(() => {
    rss.max = Math.max(rss.max, rssMiB());
    rss.samples++;
  }, 250);

  // The well-behaved sender, for the whole run.
  const good = { sent: 0, ok: 0, codes: new Map<number, number>(), maxMs: 0, rrns: [] as string[] };
  let goodRunning = true;
  const goodSender = (async () => {
    for (let i = 0; goodRunning; i++) {
      const t = tenants[i % tenants.length] as (typeof tenants)[number];
      const rrn = nextRrn();
      const raw = await signedAlert(t.ingestAddress, 10_000 + i, rrn);
      const started = performance.now();
      let code: number;
      try {
        const sent = await sendMail(smtpPort, { from: 'alerts@hdfcbank.net', to: [t.ingestAddress] }, raw, {
          helo: 'bank-relay.example',
        });
        code = sent.data?.code ?? sent.rcpt[0]?.code ?? 0;
      } catch {
        code = 0;
      }
      good.sent++;
      good.codes.set(code, (good.codes.get(code) ?? 0) + 1);
      if (code === 250) {
        good.ok++;
        good.rrns.push(rrn);
      }
      good.maxMs = Math.max(good.maxMs, performance.now() - started);
      await sleep(1500);
    }
  })();
  await sleep(3000);

  // 200 connections from one client.
  say(`opening ${ABUSER_CONNECTIONS} connections from 127.0.0.2...`);
  const floodStart = Date.now();
  const flood = await Promise.all(
    Array.from({ length: ABUSER_CONNECTIONS }, async () => {
      const s = await openSmtpSession(smtpPort, '127.0.0.2');
      const banner = await s.next(10_000);
      return { s, banner: banner?.code ?? 0, bannerMs: Date.now() - floodStart };
    }),
  );
  const letIn = flood.filter((f) => f.banner === 220);
  const floodIdle = Promise.all(
    letIn.map(async (f) => {
      const last = await f.s.next(SMTP_LIMITS.idleMs + 15_000);
      const closedAt = await Promise.race([f.s.closed, sleep(5_000).then(() => 0)]);
      return { code: last?.code ?? 0, afterMs: closedAt ? closedAt - floodStart : Infinity };
    }),
  );

  const rssBeforeBig = rss.max;
  // A 20 MiB message, declared and not.
  say('sending a 20 MiB message from 127.0.0.3...');
  const declared = await (async () => {
    const s = await openSmtpSession(smtpPort, '127.0.0.3');
    await s.next();
    await s.command('EHLO big.example');
    const r = await s.command(`MAIL FROM:<big@big.example> SIZE=${BIG_BYTES}`);
    s.socket.destroy();
    return r?.code ?? 0;
  })();
  const undeclared = await (async () => {
    const s = await openSmtpSession(smtpPort, '127.0.0.3');
    await s.next();
    await s.command('EHLO big.example');
    await s.command('MAIL FROM:<big@big.example>');
    await s.command(`RCPT TO:<${tenants[0]?.ingestAddress}>`);
    await s.command('DATA');
    const started = Date.now();
    const line = `X-Filler: ${'x'.repeat(1000)}\r\n`;
    const chunk = Buffer.from(line.repeat(64));
    for (let sent = 0; sent < BIG_BYTES; sent += chunk.length) {
      if (!s.socket.write(chunk)) await new Promise((r) => s.socket.once('drain', r));
    }
    s.socket.write('\r\n.\r\n');
    const r = await s.next(60_000);
    s.socket.destroy();
    return { code: r?.code ?? 0, text: r?.text ?? '', ms: Date.now() - started };
  })();

  // Headers one byte a second.
  say('dripping headers one byte a second from 127.0.0.4...');
  const loris = await (async () => {
    const s = await openSmtpSession(smtpPort, '127.0.0.4');
    const started = Date.now();
    await s.next();
    await s.command('EHLO slow.example');
    await s.command('MAIL FROM:<slow@slow.example>');
    await s.command(`RCPT TO:<${tenants[1]?.ingestAddress}>`);
    await s.command('DATA');
    const headers = `Subject: ${'a'.repeat(500)}`;
    let sent = 0;
    let open_ = true;
    void s.closed.then(() => (open_ = false));
    while (open_ && sent < headers.length) {
      s.socket.write(headers[sent++] as string);
      await sleep(1000);
    }
    const closedAt = await s.closed;
    return { bytesSent: sent, cutAfterMs: closedAt - started };
  })();

  const idle = await floodIdle;
  goodRunning = false;
  await goodSender;
  clearInterval(sampler);

  const db = await databaseOf(stack.orm, true);
  const [landed] = await db.rows<{ n: string }>(
    `select count(*) as n from credits where source = 'email' and rrn = any($1)`,
    [good.rrns],
  );
  const figures = {
    limits: { ...SMTP_LIMITS, maxMessageBytes: MAX_EMAIL_BYTES },
    flood: {
      connections: ABUSER_CONNECTIONS,
      let_in_220: letIn.length,
      refused_421: flood.filter((f) => f.banner === 421).length,
      other: flood.filter((f) => f.banner !== 220 && f.banner !== 421).length,
      slowest_banner_ms: Math.max(...flood.map((f) => f.bannerMs)),
      idle_ones_told: [...new Set(idle.map((i) => i.code))],
      idle_ones_closed_after_ms_max: Math.max(...idle.map((i) => i.afterMs)),
    },
    big_message: {
      bytes: BIG_BYTES,
      declared_size_answer: declared,
      undeclared_answer: undeclared.code,
      undeclared_answer_text: undeclared.text,
      undeclared_sent_and_answered_ms: undeclared.ms,
    },
    slow_headers: { bytes_sent: loris.bytesSent, cut_after_ms: loris.cutAfterMs },
    good_sender: {
      messages: good.sent,
      answered_250: good.ok,
      answers: Object.fromEntries(good.codes),
      slowest_ms: Math.round(good.maxMs),
      credits_landed: Number(landed?.n),
    },
    rss_mib: {
      baseline: rss.baseline,
      max_before_the_big_message: rssBeforeBig,
      max: rss.max,
      growth: Math.round((rss.max - rss.baseline) * 10) / 10,
      samples: rss.samples,
    },
  };
  const checks = {
    'beyond the per-address limit, 421 at once':
      letIn.length === SMTP_LIMITS.maxClientsPerAddress &&
      figures.flood.refused_421 === ABUSER_CONNECTIONS - SMTP_LIMITS.maxClientsPerAddress &&
      figures.flood.slowest_banner_ms < 5_000,
    'silent connections told 421 and closed at the idle timeout':
      idle.every((i) => i.code === 421) &&
      figures.flood.idle_ones_closed_after_ms_max <= SMTP_LIMITS.idleMs + 10_000,
    '20 MiB refused with 552, declared or not': declared === 552 && undeclared.code === 552,
    'one byte a second cut off at the session limit': loris.cutAfterMs <= SMTP_LIMITS.sessionMs + 5_000,
    'the well-behaved sender served throughout, every credit landed':
      good.sent > 0 &&
      good.ok === good.sent &&
      figures.good_sender.credits_landed === good.ok &&
      good.maxMs < 5_000,
    // The 20 MiB message alone would add 20 MiB (40 as a string); the limit is the size cap's order.
    'memory bounded (growth under 64 MiB)': figures.rss_mib.growth < 64,
  };
  return { figures, checks };
});
