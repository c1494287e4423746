// The language layer (CONTRACT §9, beyond SPEC): which language a page speaks, its sentences from the
// catalogs, and numbers and moments as that language writes them (the platform's Intl, no library:
// the catalogs need interpolation only, no plurals). Pure: no I/O, so mail and pages share it.
import { en, type MessageKey } from './en.js';
import { hi } from './hi.js';

export type { MessageKey } from './en.js';

export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

export const CATALOGS: Record<Lang, Record<MessageKey, string>> = { en, hi };

/** Each language's name in itself: the switch offers the other one in the words of its readers. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

/** The cookie that remembers the switch. */
export const LANG_COOKIE = 'ml_lang';

export const isLang = (v: unknown): v is Lang =>
  typeof v === 'string' && (LANGS as readonly string[]).includes(v);

export type MessageValues = Record<string, string | number>;

/** Fills `{name}` placeholders; a number is written as the language writes numbers. */
export function interpolate(template: string, lang: Lang, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? NUMBER[lang].format(v) : v;
  });
}

/** The sentence `key` in `lang`, its placeholders filled. */
export const t = (lang: Lang, key: MessageKey, values?: MessageValues): string =>
  interpolate(CATALOGS[lang][key], lang, values);

/**
 * The language an `Accept-Language` header asks for: Hindi when `hi` (or `hi-IN`, ...) ranks above
 * `en` (higher q, or the same q and listed first), else English. A header that names neither, or none,
 * gets English.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Lang {
  const rank: Record<Lang, { q: number; at: number }> = {
    en: { q: 0, at: Infinity },
    hi: { q: 0, at: Infinity },
  };
  (acceptLanguage ?? '')
    .split(',')
    .slice(0, 64)
    .forEach((entry, at) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const primary = tag.trim().toLowerCase().split('-')[0];
      if (!isLang(primary)) return;
      const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      if (!Number.isFinite(q) || q <= 0 || q > 1) return;
      const best = rank[primary];
      if (q > best.q) rank[primary] = { q, at };
    });
  const h = rank.hi;
  const e = rank.en;
  return h.q > e.q || (h.q > 0 && h.q === e.q && h.at < e.at) ? 'hi' : 'en';
}

const LOCALE: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };

const NUMBER: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALE.en),
  hi: new Intl.NumberFormat(LOCALE.hi),
};

const CURRENCY: Record<Lang, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(LOCALE.en, { style: 'currency', currency: 'INR' }),
  hi: new Intl.NumberFormat(LOCALE.hi, { style: 'currency', currency: 'INR' }),
};

/** Paise as rupees in the Indian number format, the same digits in both languages: ₹1,23,456.78. */
export const rupeesIn = (paise: number, lang: Lang): string => CURRENCY[lang].format(paise / 100);

const MOMENT: Record<Lang, Intl.DateTimeFormat> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    new Intl.DateTimeFormat(LOCALE[lang], {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
    }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/** A unix time in India time as the language writes it: "25 Nov, 14:05" / "25 नव॰, 14:05". */
export const momentIn = (unixSeconds: number, lang: Lang): string =>
  MOMENT[lang].format(new Date(unixSeconds * 1000));
