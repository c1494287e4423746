// The SMTP listener's answers (CONTRACT §7, §12) over a real socket, with the feed's verdicts scripted:
// which reply code each verdict becomes, the size limit, and a stop that does not wait on idle senders.
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { EmailVerdict } from '../../src/ingest/email.js';
import { SmtpListener, type MailFeed } from '../../src/ingest/smtp.js';
import { createLogger } from '../../src/logger.js';
import { openSmtpSession, sendMail } from '../../scripts/lib/smtp-client.js';

const KNOWN = 'in0123456789abcdef@in.localhost';
const MESSAGE = 'From: alerts@hdfcbank.net\r\nSubject: Alert\r\n\r\nRs.499.01 has been credited\r\n';

let verdict: () => Promise<EmailVerdict>;
let received: { raw: string; recipient: string }[];
let tooLarge: number;
let listener: SmtpListener;
let port: number;

const feed: MailFeed = {
  recipientTenant: async (recipient) => (recipient.toLowerCase() === KNOWN ? 'tnt_1' : undefined),
  receive: async (raw, recipient) => {
    received.push({ raw: raw.toString('latin1'), recipient });
    return verdict();
  },
  tooLarge: () => {
    tooLarge++;
    return { kind: 'rejected', reason: 'too_large' };
  },
};

beforeEach(async () => {
  verdict = async () => ({ kind: 'accepted', tenantId: 'tnt_1', outcome: 'recorded' });
  received = [];
  tooLarge = 0;
  listener = new SmtpListener(feed, createLogger('silent'), 'in.localhost');
  port = await listener.start(0);
});
afterEach(async () => {
  await listener.stop();
});

const send = (to: string[], raw = MESSAGE) => sendMail(port, { from: 'fwd@shop.example', to }, raw);

describe('SMTP answers', () => {
  test('an unknown recipient is refused at RCPT TO with 550; the message is never read', async () => {
    const sent = await send(['nobody@in.localhost']);
    expect(sent.rcpt.map((r) => r.code)).toEqual([550]);
    expect(sent.data).toBeUndefined();
    expect(received).toEqual([]);
  });

  test('an accepted message: 250, and the feed gets it byte for byte (dot-stuffing undone)', async () => {
    const raw = `${MESSAGE}.leading dot\r\n`;
    const sent = await send([KNOWN], raw);
    expect(sent.data?.code).toBe(250);
    expect(received).toEqual([{ raw, recipient: KNOWN }]);
  });

  test.each<[string, number, EmailVerdict]>([
    ['a DKIM refusal', 550, { kind: 'rejected', reason: 'dkim_failed' }],
    ['an unsigned message', 550, { kind: 'rejected', reason: 'unsigned' }],
    ['a key that could not be fetched', 451, { kind: 'retry' }],
  ])('%s: reply %d', async (_name, code, given) => {
    verdict = async () => given;
    expect((await send([KNOWN])).data?.code).toBe(code);
  });

  test('a failure inside the feed (the database down, say) asks the sender to retry: 451', async () => {
    verdict = () => Promise.reject(new Error('connection refused'));
    expect((await send([KNOWN])).data?.code).toBe(451);
  });

  test('over 1 MiB: 552, counted, and the feed never sees it', async () => {
    const huge = `Subject: big\r\n\r\n${`${'x'.repeat(998)}\r\n`.repeat(1100)}`;
    expect((await send([KNOWN], huge)).data?.code).toBe(552);
    expect(tooLarge).toBe(1);
    expect(received).toEqual([]);
  });

  test('one recipient per message: a second RCPT TO is deferred with 452, the first gets the message', async () => {
    const sent = await send([KNOWN, 'nobody@in.localhost']);
    expect(sent.rcpt.map((r) => r.code)).toEqual([250, 452]);
    expect(sent.data?.code).toBe(250);
    expect(received.map((r) => r.recipient)).toEqual([KNOWN]);
  });
});

test('stop() ends within a few seconds although a sender sits idle on an open connection', async () => {
  const idle = net.connect(port, '127.0.0.1');
  let said = '';
  idle.on('data', (chunk) => (said += chunk.toString('latin1')));
  await new Promise((resolve) => idle.once('data', resolve));
  const started = Date.now();
  await listener.stop();
  expect(Date.now() - started).toBeLessThan(5000);
  await new Promise((resolve) => idle.once('close', resolve));
  expect(said).toMatch(/^421 /m);
});

describe('abuse is bounded (issue 13)', () => {
  /** A raw connection from `localAddress`, resolved with the server's first reply line. */
  const connect = (localAddress = '127.0.0.1'): Promise<{ socket: net.Socket; greeting: string }> =>
    new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress });
      socket.once('error', reject);
      socket.once('data', (d) => resolve({ socket, greeting: d.toString() }));
    });

  test('an address may hold 10 connections; the 11th is told 421; another address is still served', async () => {
    const held = await Promise.all(Array.from({ length: 10 }, () => connect()));
    try {
      expect(held.every((c) => c.greeting.startsWith('220'))).toBe(true);
      const eleventh = await connect();
      expect(eleventh.greeting).toMatch(/^421 /);
      eleventh.socket.destroy();
      const other = await connect('127.0.0.2');
      expect(other.greeting).toMatch(/^220 /);
      other.socket.destroy();
    } finally {
      for (const c of held) c.socket.destroy();
    }
    // Once they close, the address is served again.
    await new Promise((r) => setTimeout(r, 200));
    expect((await send([KNOWN])).data?.code).toBe(250);
  });

  test('over the mail limits: 451, so the sender retries later', async () => {
    verdict = async () => ({ kind: 'throttled', retryAfterSeconds: 30 });
    expect((await send([KNOWN])).data?.code).toBe(451);
  });

  test('a client dripping one byte at a time is cut off when its session\u2019s time is up', async () => {
    const short = new SmtpListener(feed, createLogger('silent'), 'in.localhost', {
      maxClients: 100,
      maxClientsPerAddress: 10,
      idleMs: 30_000,
      sessionMs: 1_500,
    });
    const shortPort = await short.start(0);
    try {
      const socket = net.connect({ port: shortPort, host: '127.0.0.1' });
      socket.on('error', () => undefined); // the cut itself: EPIPE or ECONNRESET
      const closed = new Promise<number>((r) => socket.once('close', () => r(Date.now())));
      const started = Date.now();
      const drip = setInterval(() => socket.writable && socket.write('X'), 200);
      const at = await closed;
      clearInterval(drip);
      expect(at - started).toBeGreaterThanOrEqual(1_400);
      expect(at - started).toBeLessThan(5_000);
    } finally {
      await short.stop();
    }
  });
});

describe('log levels: the sender\u2019s doing is a warning, ours an error', () => {
  /** A listener whose log lines are kept, and a wait for the first line that says `msg`. */
  const loggingListener = async () => {
    const lines: { level: string; msg: string }[] = [];
    const log = createLogger(
      'info',
      {},
      { stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    );
    const logged = new SmtpListener(feed, log, 'in.localhost');
    const loggedPort = await logged.start(0);
    const line = async (msg: string) => {
      for (const deadline = Date.now() + 5_000; Date.now() < deadline;) {
        const found = lines.find((l) => l.msg === msg);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`nothing logged as "${msg}"; logged: ${JSON.stringify(lines)}`);
    };
    return { lines, line, port: loggedPort, stop: () => logged.stop() };
  };

  test('a sender that hangs up before the final dot: warn, never error, and the feed sees nothing', async () => {
    const logged = await loggingListener();
    try {
      const session = await openSmtpSession(logged.port);
      expect((await session.next())?.code).toBe(220);
      for (const [line, code] of [
        ['EHLO test.example', 250],
        ['MAIL FROM:<fwd@shop.example>', 250],
        [`RCPT TO:<${KNOWN}>`, 250],
        ['DATA', 354],
      ] as const) {
        expect((await session.command(line))?.code).toBe(code);
      }
      session.socket.write('Subject: Alert\r\n\r\nRs.499.01 has been cre');
      session.socket.destroy();
      expect((await logged.line('connection closed mid-message')).level).toBe('warn');
      expect(logged.lines.filter((l) => l.level === 'error')).toEqual([]);
      expect(received).toEqual([]);
    } finally {
      await logged.stop();
    }
  });

  test('a failure inside the feed stays an error', async () => {
    const logged = await loggingListener();
    try {
      verdict = () => Promise.reject(new Error('connection refused'));
      expect(
        (await sendMail(logged.port, { from: 'fwd@shop.example', to: [KNOWN] }, MESSAGE)).data?.code,
      ).toBe(451);
      expect((await logged.line('e-mail intake failed')).level).toBe('error');
    } finally {
      await logged.stop();
    }
  });
});
