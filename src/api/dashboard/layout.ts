// The frame of every dashboard page: head, header with the tenant and sign-out, the navigation, and
// (on pages whose sentences come from the catalogs) the language switch.
import type { Session } from '../../ledger/sign-in.js';
import { LANGUAGE_NAMES, momentIn, t, type Lang } from '../../i18n/index.js';
import { html, type Html, type Renderable } from './html.js';

export const NAV = [
  ['/app', 'nav.today'],
  ['/app/orders', 'nav.orders'],
  ['/app/orders/new', 'nav.new_order'],
  ['/app/credits', 'nav.credits'],
  ['/app/statements', 'nav.statements'],
  ['/app/devices', 'nav.devices'],
  ['/app/feeds', 'nav.feeds'],
  ['/app/webhooks', 'nav.webhooks'],
  ['/app/settings', 'nav.settings'],
  ['/app/developers', 'nav.developers'],
  ['/app/team', 'nav.team'],
] as const;

export interface PageOptions {
  title: string;
  session?: Session | undefined;
  /** The nav entry to mark as the current page. */
  current?: string;
  /** Seconds between gentle reloads by the script (live pages). */
  refresh?: number;
  body: Renderable;
  /**
   * The language of a page whose every sentence comes from the catalogs (src/i18n): `<html lang>`,
   * the frame's words and the switch follow it. A page still written in English leaves it out and is
   * English throughout, so no page mixes languages (CONTRACT §9).
   */
  lang?: Lang;
  /** The GET path that shows this page again; the switch adds `?lang=`. */
  switchPath?: string;
  /**
   * `same-origin` on the pages of a sign-in or confirmation link: with `no-referrer` a browser posts
   * their button with `Origin: null`, which the cross-site check cannot tell from another site's.
   */
  referrer?: 'same-origin';
}

/** The other language, offered in its own words; the choice is remembered in a cookie. */
function languageSwitch(lang: Lang, path: string): Html {
  const other: Lang = lang === 'hi' ? 'en' : 'hi';
  return html`<nav class="lang" aria-label="${t(lang, 'switch.label')}">
    <a href="${`${path}?lang=${other}`}" lang="${other}" hreflang="${other}">${LANGUAGE_NAMES[other]}</a>
  </nav>`;
}

export function page(o: PageOptions): Html {
  const s = o.session;
  const lang = o.lang ?? 'en';
  // The words the script writes (a copy button's "Copied", a countdown's end) in the page's language.
  const bodyAttributes = html` data-copied="${t(lang, 'pay.copied')}"
  data-expired="${t(lang, 'status.expired')}"${o.refresh ? html` data-refresh="${o.refresh}"` : ''}`;
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="${o.referrer ?? 'no-referrer'}">
<title>${o.title} · MatchLedger</title>
<link rel="stylesheet" href="/app/assets/app.css">
<script src="/app/assets/app.js" defer></script>
</head>
<body${bodyAttributes}>
<header>
<div class="top"><a class="brand" href="/app">MatchLedger</a>${
    o.lang && o.switchPath !== undefined ? languageSwitch(o.lang, o.switchPath) : ''
  }${
    s
      ? html`<span class="who">${s.tenantName} · ${s.email}</span>
          <form class="inline" method="post" action="/app/logout">
            <input type="hidden" name="csrf" value="${s.csrf}" /><button class="secondary" type="submit">
              ${t(lang, 'layout.sign_out')}
            </button>
          </form>`
      : ''
  }</div>
${
  s
    ? html`<nav aria-label="${t(lang, 'layout.nav')}">
        <ul>
          ${NAV.map(
            ([href, label]) =>
              html`<li>
                <a href="${href}" ${o.current === href ? html` aria-current="page"` : ''}
                  >${t(lang, label)}</a
                >
              </li>`,
          )}
        </ul>
      </nav>`
    : ''
}
</header>
<main>
${o.body}
</main>
</body>
</html>`;
}

/** The hidden field every state-changing form carries (CONTRACT §13). */
export const csrfField = (s: Session): Html => html`<input type="hidden" name="csrf" value="${s.csrf}" />`;

export interface FieldOptions {
  name: string;
  /** When one page has several fields of one name (a form per credit). */
  id?: string;
  label: string;
  value?: string | undefined;
  /** Text, or a catalog sentence with markup (say()). */
  error?: Renderable;
  hint?: Renderable;
  type?: string;
  inputmode?: string;
  required?: boolean;
  autocomplete?: string;
}

/** A labelled input with its hint and, after a refused post, its error right beside it. */
export function field(f: FieldOptions): Html {
  const id = f.id ?? `f-${f.name}`;
  const described = [f.hint ? `${id}-hint` : '', f.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`<label for="${id}">${f.label}</label>
    <input
      id="${id}"
      name="${f.name}"
      type="${f.type ?? 'text'}"
      value="${f.value ?? ''}"
      ${
        f.inputmode ? html` inputmode="${f.inputmode}"` : ''
      }${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ''}${f.required ? html` required` : ''}${
        described ? html` aria-describedby="${described}"` : ''
      }${f.error ? html` aria-invalid="true"` : ''}
    />
    ${f.hint ? html`<p class="hint" id="${id}-hint">${f.hint}</p>` : ''}${
      f.error ? html`<p class="error" id="${id}-error">${f.error}</p>` : ''
    }`;
}

/** A moment in India time, as a seller reads it: "25 Nov, 14:05" / "25 नव॰, 14:05". */
export const when = (at: number | undefined, lang: Lang = 'en'): string =>
  at === undefined ? '' : momentIn(at, lang);

/** "5 min ago", "3 h ago", "2 days ago" / "5 मिनट पहले", ... */
export function age(at: number, now: number, lang: Lang = 'en'): string {
  const s = Math.max(0, now - at);
  if (s < 60) return t(lang, 'age.just_now');
  if (s < 3600) return t(lang, 'age.minutes', { n: Math.floor(s / 60) });
  if (s < 86_400) return t(lang, 'age.hours', { n: Math.floor(s / 3600) });
  const n = Math.floor(s / 86_400);
  return t(lang, n === 1 ? 'age.day' : 'age.days', { n });
}

/** An app's own label inside a sentence: kept in English, and marked so (a reader's voice says it so). */
export const label = (text: string): Html => html`<b lang="en">${text}</b>`;

/** A status as a coloured badge with a plain word. */
export const badge = (status: string, label = status): Html =>
  html`<span class="badge ${status}">${label}</span>`;

/**
 * The link under a list to its older page (lists page like /v1, CONTRACT §13): `path` with `kept` (the
 * page's other query values: another list's cursor, a filter) and `key` set to the list's `next` cursor.
 * Nothing when the list has no older page.
 */
export function olderPage(
  path: string,
  kept: Record<string, string | undefined>,
  key: string,
  next: string | undefined,
  words: Renderable,
): Html {
  if (!next) return html``;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...kept, [key]: next })) if (v) query.set(k, v);
  return html`<p class="pager"><a href="${path}?${query.toString()}">${words}</a></p>`;
}
