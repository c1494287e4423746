// Why a payment was parked, in the seller's language. The matching decision (domain/match.ts) writes
// its reason as one English sentence, kept on the credit for the API; the page reads it back into the
// catalog's sentence of the same meaning, numbers kept. A note no pattern knows is shown as written on
// an English page and left out on another (the status badge beside it still says why, in words).
import { t, type Lang, type MessageKey } from '../../i18n/index.js';

const NOTES: [RegExp, MessageKey][] = [
  [/^No order held this amount when it was credited\.$/, 'note.no_order'],
  [/^The only order this could pay was cancelled\.$/, 'note.cancelled'],
  [/^The only order this could pay is already paid\.$/, 'note.paid'],
  [/^Paid after the reservation lapsed; the late policy parks such payments\.$/, 'note.late'],
  [/^This is the list price of (\d+) orders, and payers type the list price/, 'note.list_price'],
  [/^(\d+) orders could be the one this amount paid/, 'note.several'],
  [/^The same payer paid the same amount (\d+) minutes earlier/, 'note.repeat'],
  [/^The bank gave no usable timestamp for this credit\.$/, 'note.no_time'],
  [/^Credited (\d+) minutes before it reached us/, 'note.too_old'],
  [/^Its timestamp is (\d+) seconds ahead of our clock/, 'note.ahead'],
];

export function noteWords(note: string, lang: Lang): string | undefined {
  for (const [pattern, key] of NOTES) {
    const m = pattern.exec(note);
    if (m) return t(lang, key, m[1] === undefined ? {} : { n: Number(m[1]) });
  }
  return lang === 'en' ? note : undefined;
}
