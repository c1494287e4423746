// The alert reader seen through the result shape the per-bank parsers had (`not_a_credit`, a bare
// `unparseable`, a credit without the account field), so the cases written for those
// parsers run unchanged against the one grammar. Newer fields are checked by alerts-corpus.test.ts.
import { BANKS, type Bank } from '../../src/ingest/alerts/banks.js';
import { type AlertReading, readMail, readSms, readText } from '../../src/ingest/alerts/read.js';

export type ParseResult =
  | {
      kind: 'credit';
      amountPaise: number;
      rrn?: string;
      payerVpa?: string;
      payerName?: string;
      statedDate?: string;
      statedAt?: number;
    }
  | { kind: 'not_a_credit'; what: string }
  | { kind: 'unparseable' };

export const bankById = (id: string): Bank => {
  const bank = BANKS.find((b) => b.id === id);
  if (bank === undefined) throw new Error(`no bank ${id}`);
  return bank;
};

export function asParseResult(reading: AlertReading): ParseResult {
  if (reading.kind === 'ignored') return { kind: 'not_a_credit', what: reading.reason };
  if (reading.kind === 'unparseable') return { kind: 'unparseable' };
  const { accountDigits: _a, ...credit } = reading;
  return credit;
}

/** A bank's mail and SMS, read by the one reader. */
export const parserOf = (id: string) => ({
  bank: id,
  parse: (parts: { text?: string; html?: string }): ParseResult =>
    asParseResult(readMail(bankById(id), parts)),
  parseSms: (body: string): ParseResult => asParseResult(readText(body, bankById(id))),
});

/**
 * The synthetic tests' SMS reader at one moment of receipt: `read` gives readSms's whole answer, `reading`
 * the reading of a bank's message (or the answer itself when no bank's header sent it).
 */
export function smsReaderAt(receivedAt: number, defaultSender: string) {
  const read = (body: string, sender = defaultSender) => readSms(sender, body, receivedAt);
  const reading = (body: string, sender?: string) => {
    const r = read(body, sender);
    return r.kind === 'read' ? r.reading : r;
  };
  return { read, reading };
}
