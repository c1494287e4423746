// What a reader sees of a page, and the English it must not show in Hindi mode (CONTRACT §9: no page
// mixes languages except names and handles).
import { CATALOGS } from '../../src/i18n/index.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text a reader meets: the visible text, plus the words in placeholders, labels and titles. */
export function readableText(page: string): string {
  const attrs = [
    ...page.matchAll(/\s(?:placeholder|aria-label|title|alt|data-copied)="([^"]*)"/g),
    // What a chat app shows of a link (Open Graph) is read too.
    ...page.matchAll(/<meta property="og:(?:title|description)" content="([^"]*)"/g),
  ].map((m) => m[1]);
  const title = /<title>([^<]*)<\/title>/.exec(page)?.[1] ?? '';
  const visible = page
    // Commands and settings in <code> are neither language.
    .replace(/<(script|style|svg|title|code)\b[\s\S]*?<\/\1>/g, ' ')
    // A word marked as another language (the switch offering "English", an app's own button label in
    // a step) is that language's, by design.
    .replace(/<(a|span|b)\s[^>]*\blang="[^"]*"[^>]*>[^<]*<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ');
  return [title, ...attrs, visible]
    .join(' \n ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] as string)
    .replace(/\s+/g, ' ');
}

/**
 * The shop's own data a page shows as it was typed, and machine words that are neither language: ids
 * (`int_…`, `crd_…`), e-mail addresses and UPI IDs, and web addresses.
 */
const DATA = [/\bhttps?:\/\/\S+/g, /[\w.+-]+@[\w.-]+/g, /\b[a-z]{2,4}_[0-9A-Za-z…]+/g];

function withoutNames(text: string, names: string[]): string {
  let out = text;
  for (const pattern of DATA) out = out.replace(pattern, ' ');
  // Longest first: "HDFC Bank" before "HDFC".
  for (const name of [...names].filter(Boolean).sort((a, b) => b.length - a.length)) {
    out = out.split(name).join(' ');
  }
  return out;
}

/**
 * The pieces of each English catalog sentence (split at its placeholders) that a page shows, but for a
 * term Hindi keeps as it is (UPI, URL).
 */
export function englishSentencesIn(page: string, names: string[] = []): string[] {
  const text = withoutNames(readableText(page), names);
  const found: string[] = [];
  for (const [key, sentence] of Object.entries(CATALOGS.en)) {
    for (const piece of sentence.split(/\{\w+\}/)) {
      const words = piece.replace(/^[\s.,:;!?()–-]+|[\s.,:;!?()–-]+$/g, '');
      if (!/[A-Za-z]{2}/.test(words) || LATIN_TERMS.has(words)) continue;
      const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(^|[^A-Za-z])${escaped}($|[^A-Za-z])`).test(text)) found.push(`${key}: ${words}`);
    }
  }
  return found;
}

/**
 * Terms Hindi readers use in Latin letters, as people say them: UPI's and banking's abbreviations, file
 * types, and the names of the product, the apps and the services a seller sets up (names stay names).
 */
const LATIN_TERMS = new Set([
  ...['UPI', 'VPA', 'QR', 'ID', 'UTR', 'IFSC', 'SMS', 'OTP', 'IMPS', 'NEFT', 'API', 'URL', 'https'],
  ...['CSV', 'XLS', 'XLSX', 'PDF', 'MB', 'JSON', 'POST', 'HMAC', 'SHA', 'xx', 'iOS'],
  ...['MatchLedger', 'Gmail', 'Outlook', 'SMSGate', 'Android', 'iPhone', 'Shortcuts', 'Sms', 'Forwarder'],
  ...['Xiaomi', 'Oppo', 'Vivo', 'Realme', 'Droid'],
]);

/** Latin-letter words on a Hindi page that are neither a known term nor one of the given names. */
export function latinWordsIn(page: string, names: string[]): string[] {
  const text = withoutNames(readableText(page), names);
  return [...text.matchAll(/[A-Za-z]{2,}/g)].map((m) => m[0]).filter((w) => !LATIN_TERMS.has(w));
}
