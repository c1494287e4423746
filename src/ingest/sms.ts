// A bank SMS as a reporter relays it: who sent it decides which bank's parser reads it (CONTRACT §7).
import { smsParserFor } from './parsers/registry.js';
import { isNumericSender } from './parsers/text.js';
import type { ParseResult } from './parsers/types.js';

export type SmsReading =
  /** A phone number sent it: whatever it says, it is no bank's alert (fake "credited" texts are a fraud). */
  | { kind: 'rejected' }
  /** A sender id no bank parser reads (a shop's offers, a delivery service): not ours to read. */
  | { kind: 'unknown_sender' }
  | { kind: 'read'; bank: string; parsed: ParseResult };

export function readBankSms(sender: string, body: string): SmsReading {
  if (isNumericSender(sender)) return { kind: 'rejected' };
  const parser = smsParserFor(sender);
  if (parser === undefined) return { kind: 'unknown_sender' };
  return { kind: 'read', bank: parser.bank, parsed: parser.parse(body) };
}
