// What the reader answers, apart from how it reads: the English grammar (grammar.ts) and the Hindi one
// (hindi.ts) both answer these, and grammar.ts hands a Hindi alert to hindi.ts, so the shapes live here
// rather than in either (an import each way would be a circle).
import type { ParsedCredit } from '../../domain/feeds.js';

export type AlertReading =
  | ParsedCredit
  | { kind: 'ignored'; reason: 'debit' | 'not_a_payment' }
  /** `why` names the rule that could not be sure (for tests and the coverage table; never the text). */
  | { kind: 'unparseable'; why: string };

/** What the reader knows beside the text: the India date the phone or mail server received it. */
export interface ReadContext {
  receivedOn?: string | undefined;
  /** The sending bank's declared name (banks.ts), when a bank's header or mail domain sent it. */
  bank?: string | undefined;
}
