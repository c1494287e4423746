// Just enough of an SMTP client to see every reply code the listener gives: RCPT TO's per recipient and
// the one after DATA. A library client would hide them behind its own retry and error handling.
import net from 'node:net';

export interface SmtpReply {
  code: number;
  text: string;
}

export interface SmtpExchange {
  /** One reply per recipient, in order. */
  rcpt: SmtpReply[];
  /** The reply to the message itself; absent when no recipient was accepted. */
  data?: SmtpReply;
}

export async function sendMail(
  port: number,
  envelope: { from: string; to: string[] },
  raw: string | Buffer,
): Promise<SmtpExchange> {
  const socket = net.connect(port, '127.0.0.1');
  const replies = replyReader(socket);
  const command = (line: string): Promise<SmtpReply> => {
    socket.write(`${line}\r\n`);
    return replies.next();
  };
  const expectCode = (reply: SmtpReply, code: number): void => {
    if (reply.code !== code) throw new Error(`expected ${code}, got ${reply.code} ${reply.text}`);
  };
  try {
    expectCode(await replies.next(), 220);
    expectCode(await command('EHLO test.example'), 250);
    expectCode(await command(`MAIL FROM:<${envelope.from}>`), 250);
    const rcpt: SmtpReply[] = [];
    for (const to of envelope.to) rcpt.push(await command(`RCPT TO:<${to}>`));
    if (!rcpt.some((r) => r.code === 250)) {
      await command('QUIT');
      return { rcpt };
    }
    expectCode(await command('DATA'), 354);
    // Line ends as SMTP wants them, and a line that starts with a dot gets another (RFC 5321 §4.5.2).
    const text = (typeof raw === 'string' ? raw : raw.toString('latin1'))
      .replace(/\r?\n/g, '\r\n')
      .replace(/^\./gm, '..');
    socket.write(Buffer.from(`${text}${text.endsWith('\r\n') ? '' : '\r\n'}.\r\n`, 'latin1'));
    const data = await replies.next();
    await command('QUIT');
    return { rcpt, data };
  } finally {
    socket.destroy();
  }
}

/** Replies in the order they arrive; a multi-line reply (`250-...`, then `250 ...`) is one reply. */
function replyReader(socket: net.Socket): { next(): Promise<SmtpReply> } {
  const arrived: SmtpReply[] = [];
  const waiting: { resolve(r: SmtpReply): void; reject(e: Error): void }[] = [];
  let failure: Error | undefined;
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
      if (waiter) waiter.resolve(reply);
      else arrived.push(reply);
    }
  });
  const fail = (err: Error): void => {
    failure = err;
    for (const waiter of waiting.splice(0)) waiter.reject(err);
  };
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the SMTP server closed the connection')));
  return {
    next: () => {
      const reply = arrived.shift();
      if (reply) return Promise.resolve(reply);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}
