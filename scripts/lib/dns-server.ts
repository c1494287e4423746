// A DNS server on 127.0.0.1 for tests and scripts that send DKIM-signed mail: it answers TXT questions
// for the names it was given, SERVFAIL for the names it is told to fail on, and NXDOMAIN for everything
// else. The service reaches it through DNS_SERVERS (CONTRACT §11), so the lookups go through the same
// resolver code as in production.
import dgram from 'node:dgram';

export interface TxtDnsServer {
  /** `127.0.0.1:<port>`, for DNS_SERVERS. */
  address: string;
  close(): Promise<void>;
}

const TYPE_TXT = 16;
const CLASS_IN = 1;

/** Serves `records` (name -> TXT text); names are compared case-insensitively, as DNS does. */
export async function startTxtServer(
  records: ReadonlyMap<string, string>,
  failing: readonly string[] = [],
  /** 0: a port the OS picks. */
  port = 0,
): Promise<TxtDnsServer> {
  const known = new Map([...records].map(([name, text]) => [name.toLowerCase(), text]));
  const broken = new Set(failing.map((name) => name.toLowerCase()));
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, peer) => {
    const answer = respond(query, known, broken);
    if (answer !== undefined) socket.send(answer, peer.port, peer.address);
  });
  await new Promise<void>((resolve) => socket.bind(port, '127.0.0.1', resolve));
  return {
    address: `127.0.0.1:${socket.address().port}`,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

const NXDOMAIN = 3;
const SERVFAIL = 2;

function respond(
  query: Buffer,
  known: ReadonlyMap<string, string>,
  broken: ReadonlySet<string>,
): Buffer | undefined {
  if (query.length < 12) return undefined;
  const labels: string[] = [];
  let offset = 12;
  while (offset < query.length && query[offset] !== 0) {
    const length = query[offset] ?? 0;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('latin1'));
    offset += 1 + length;
  }
  const questionEnd = offset + 5;
  if (questionEnd > query.length) return undefined;
  const type = query.readUInt16BE(offset + 1);
  const name = labels.join('.').toLowerCase();
  const text = type === TYPE_TXT ? known.get(name) : undefined;
  const rcode = text !== undefined ? 0 : broken.has(name) ? SERVFAIL : NXDOMAIN;

  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  // A response (QR), authoritative (AA), with the question's recursion-desired bit echoed.
  header.writeUInt16BE(0x8400 | (query.readUInt16BE(2) & 0x0100) | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(text === undefined ? 0 : 1, 6);
  const question = query.subarray(12, questionEnd);
  if (text === undefined) return Buffer.concat([header, question]);

  // A TXT record is a run of strings of at most 255 bytes, each behind its length.
  const bytes = Buffer.from(text, 'latin1');
  const strings: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 255) {
    const piece = bytes.subarray(at, at + 255);
    strings.push(Buffer.from([piece.length]), piece);
  }
  const rdata = Buffer.concat(strings);
  const record = Buffer.alloc(12);
  record.writeUInt16BE(0xc00c, 0); // the name: a pointer to the question's
  record.writeUInt16BE(TYPE_TXT, 2);
  record.writeUInt16BE(CLASS_IN, 4);
  record.writeUInt32BE(60, 6);
  record.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([header, question, record, rdata]);
}
