// HTML that escapes by default: `html\`...\`` escapes every interpolated value unless it is itself
// `Html` (made by `html` or, for markup from a trusted producer such as the QR encoder, `trusted`).
// Arrays are joined, and false, null and undefined render nothing, so conditionals read naturally.

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export type Renderable = Html | string | number | boolean | null | undefined | Renderable[];

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c] as string);

function render(v: Renderable): string {
  if (v instanceof Html) return v.value;
  if (Array.isArray(v)) return v.map(render).join('');
  if (v === null || v === undefined || v === false) return '';
  return escapeHtml(String(v));
}

export function html(strings: TemplateStringsArray, ...values: Renderable[]): Html {
  let out = strings[0] as string;
  for (let i = 0; i < values.length; i++) out += render(values[i] as Renderable) + (strings[i + 1] as string);
  return new Html(out);
}

/** Markup that must not be escaped; only for output of code we trust (the QR encoder's SVG). */
export const trusted = (markup: string): Html => new Html(markup);
