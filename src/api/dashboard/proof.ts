// Which feed proved a payment, and whether another agreed (issue 30): an SMS can be forged with a
// faked bank header, so the order page says what vouched for each payment, in a seller's words.
import { t, type Lang } from '../../i18n/index.js';
import type { FeedSeen } from '../../ledger/dashboard.js';
import { html, type Html } from './html.js';
import { say } from './say.js';

function feedWords(f: FeedSeen, lang: Lang): string {
  if (f.feed === 'email') return t(lang, 'proof.email');
  if (f.feed === 'statement') return t(lang, 'proof.statement');
  return f.device ? t(lang, 'proof.phone', { name: f.device }) : t(lang, 'proof.a_phone');
}

/** "Proved by …; also seen in …", or a note that only one feed has seen it so far. */
export function proofLine(
  proof: FeedSeen | undefined,
  seenBy: readonly FeedSeen[] = [],
  lang: Lang = 'en',
): Html | string {
  if (!proof) return '';
  const others = seenBy.map((f) => feedWords(f, lang));
  return html`<div class="muted proof">
    ${say(lang, 'proof.by', { feed: feedWords(proof, lang) })}
    ${
      others.length > 0
        ? html`<span class="agreed">${say(lang, 'proof.agreed', { feeds: others.join(', ') })}</span>`
        : html`<span class="single"
            >${say(lang, proof.feed === 'device' ? 'proof.single_phone' : 'proof.single')}</span
          >`
    }
  </div>`;
}
