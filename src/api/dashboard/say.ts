// Catalog sentences as markup (src/i18n): the sentence's own text escaped, each `{placeholder}` filled
// with markup (a link, a bold address) or with text that is escaped in turn.
import { CATALOGS, interpolate, type Lang, type MessageKey } from '../../i18n/index.js';
import { html, Html, type Renderable } from './html.js';

export function say(lang: Lang, key: MessageKey, values: Record<string, Renderable> = {}): Html {
  const parts = CATALOGS[lang][key].split(/\{(\w+)\}/);
  return new Html(
    parts
      .map((part, i) => {
        if (i % 2 === 0) return html`${part}`.value;
        const v = values[part];
        // A number is written as the language writes numbers.
        return typeof v === 'number' ? html`${interpolate('{n}', lang, { n: v })}`.value : html`${v}`.value;
      })
      .join(''),
  );
}
