// Just enough of an SMTP client to see every reply code the listener gives: RCPT TO's per recipient, the
// one after DATA, a 421 at connect, and when the server hangs up. A library client would hide them behind
// its own retry and error handling. Used by the integration tests, the fault scripts and the simulator.
import net from 'node:net';

export interface SmtpReply {
  code: number;
  /** The reply's text; a multi-line reply's lines joined by '\n'. */
  text: string;
}

export interface SmtpExchange {
  /** One reply per recipient, in order. */
  rcpt: SmtpReply[];
  /** The reply to the message itself; absent when no recipient was accepted. */
  data?: SmtpReply;
}

export interface SmtpSession {
  socket: net.Socket;
  /**
   * The next reply (a multi-line reply, `250-...` then `250 ...`, is one); undefined once the server
   * has closed the connection, or when none came within `timeoutMs`.
   */
  next(timeoutMs?: number): Promise<SmtpReply | undefined>;
  /** Writes one command line and waits for its reply, as next() does. */
  command(line: string, timeoutMs?: number): Promise<SmtpReply | undefined>;
  /** Resolves with the time (Date.now()) the connection closed, whoever closed it. */
  closed: Promise<number>;
}

/**
 * A connection to the listener on 127.0.0.1:`port`, from `localAddress` (another loopback address
 * plays another host); resolves once connected, before the greeting, which next() then reads.
 */
export function openSmtpSession(port: number, localAddress?: string): Promise<SmtpSession> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', ...(localAddress ? { localAddress } : {}) });
    const arrived: SmtpReply[] = [];
    const waiting: ((reply: SmtpReply | undefined) => void)[] = [];
    let ended = false;
    let buffered = '';
    let lines: string[] = [];
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      buffered += chunk;
      for (let end = buffered.indexOf('\r\n'); end >= 0; end = buffered.indexOf('\r\n')) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        lines.push(line.slice(4));
        if (line[3] === '-') continue;
        const reply = { code: Number(line.slice(0, 3)), text: lines.join('\n') };
        lines = [];
        const waiter = waiting.shift();
        if (waiter) waiter(reply);
        else arrived.push(reply);
      }
    });
    const closed = new Promise<number>((resolveClosed) =>
      socket.once('close', () => {
        ended = true;
        for (const waiter of waiting.splice(0)) waiter(undefined);
        resolveClosed(Date.now());
      }),
    );
    // A reset by the server (an abuser cut off) shows as the close above; connect errors reject below.
    socket.on('error', () => undefined);
    socket.once('error', reject);
    const next = (timeoutMs = 30_000): Promise<SmtpReply | undefined> => {
      const reply = arrived.shift();
      if (reply || ended) return Promise.resolve(reply);
      return new Promise((resolveReply) => {
        const waiter = (r: SmtpReply | undefined) => {
          clearTimeout(timer);
          resolveReply(r);
        };
        const timer = setTimeout(() => {
          const at = waiting.indexOf(waiter);
          if (at >= 0) waiting.splice(at, 1);
          resolveReply(undefined);
        }, timeoutMs);
        waiting.push(waiter);
      });
    };
    socket.once('connect', () => {
      socket.off('error', reject);
      resolve({
        socket,
        closed,
        next,
        command: (line, timeoutMs) => {
          socket.write(`${line}\r\n`);
          return next(timeoutMs);
        },
      });
    });
  });
}

/**
 * One message, the whole exchange: greeting, EHLO, MAIL FROM, a RCPT TO per recipient, and the message
 * when any recipient was accepted. Throws when the greeting, EHLO, MAIL FROM or DATA is not answered as
 * a willing server would, or the server hangs up.
 */
export async function sendMail(
  port: number,
  envelope: { from: string; to: string[] },
  raw: string | Buffer,
  opts: { helo?: string } = {},
): Promise<SmtpExchange> {
  const session = await openSmtpSession(port);
  const expectReply = (reply: SmtpReply | undefined, code?: number): SmtpReply => {
    if (reply === undefined) throw new Error('the SMTP server closed the connection or did not answer');
    if (code !== undefined && reply.code !== code) {
      throw new Error(`expected ${code}, got ${reply.code} ${reply.text}`);
    }
    return reply;
  };
  try {
    expectReply(await session.next(), 220);
    expectReply(await session.command(`EHLO ${opts.helo ?? 'test.example'}`), 250);
    expectReply(await session.command(`MAIL FROM:<${envelope.from}>`), 250);
    const rcpt: SmtpReply[] = [];
    for (const to of envelope.to) rcpt.push(expectReply(await session.command(`RCPT TO:<${to}>`)));
    if (!rcpt.some((r) => r.code === 250)) {
      await session.command('QUIT');
      return { rcpt };
    }
    expectReply(await session.command('DATA'), 354);
    // Line ends as SMTP wants them, and a line that starts with a dot gets another (RFC 5321 §4.5.2).
    const text = (typeof raw === 'string' ? raw : raw.toString('latin1'))
      .replace(/\r?\n/g, '\r\n')
      .replace(/^\./gm, '..');
    session.socket.write(Buffer.from(`${text}${text.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'));
    const data = expectReply(await session.next());
    await session.command('QUIT');
    return { rcpt, data };
  } finally {
    session.socket.destroy();
  }
}
