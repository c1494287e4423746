// Which feed proved a payment, and whether another agreed (issue 30): an SMS can be forged with a
// faked bank header, so the order page says what vouched for each payment, in a seller's words.
import type { FeedSeen } from '../../ledger/dashboard.js';
import { html, type Html } from './html.js';

function feedWords(f: FeedSeen): string {
  if (f.feed === 'email') return 'the bank’s e-mail';
  if (f.feed === 'statement') return 'the bank statement';
  return f.device ? `the SMS on phone “${f.device}”` : 'an SMS on a phone';
}

/** "Proved by …; also seen in …", or a note that only one feed has seen it so far. */
export function proofLine(proof: FeedSeen | undefined, seenBy: readonly FeedSeen[] = []): Html | string {
  if (!proof) return '';
  const others = seenBy.map(feedWords);
  return html`<div class="muted proof">
    Proved by ${feedWords(proof)}.
    ${
      others.length > 0
        ? html`<span class="agreed">Also seen in ${others.join(', ')}: agreed.</span>`
        : proof.feed === 'device'
          ? html`<span class="single"
              >No second feed has seen it yet (the e-mail feed or the statement would confirm it).</span
            >`
          : html`<span class="single">No second feed has seen it yet.</span>`
    }
  </div>`;
}
