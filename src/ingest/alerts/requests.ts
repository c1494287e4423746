// What the reader's thread is asked and how it answers (thread.ts runs it; reader-thread.ts falls back to
// running it on the caller's thread when no thread can start): one function, so both answer alike. Banks
// cross the thread boundary as ids (a Bank is looked up again on each side).
import type { UnixSeconds } from '../../domain/time.js';
import { BANKS } from './banks.js';
import { maskedShape, readMail, readSms } from './read.js';

export type ReaderRequest =
  | { id: number; kind: 'sms'; sender: string; body: string; receivedAt: UnixSeconds | undefined }
  | {
      id: number;
      kind: 'mail';
      bankId: string;
      text: string | undefined;
      html: string | undefined;
      receivedAt: UnixSeconds | undefined;
    }
  | { id: number; kind: 'shape'; body: string };

/** A request before it is given its id. */
export type RequestBody = ReaderRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** The reader's answer to one request, in shapes that cross a thread (a Bank as its id); throws on no such bank. */
export function answerRequest(request: RequestBody): unknown {
  switch (request.kind) {
    case 'sms': {
      const reading = readSms(request.sender, request.body, request.receivedAt);
      return reading.kind === 'read' ? { ...reading, bank: reading.bank.id } : reading;
    }
    case 'mail': {
      const bank = BANKS.find((b) => b.id === request.bankId);
      if (bank === undefined) throw new Error(`no bank ${request.bankId}`);
      return readMail(bank, { text: request.text, html: request.html }, request.receivedAt);
    }
    case 'shape':
      return maskedShape(request.body);
  }
}
