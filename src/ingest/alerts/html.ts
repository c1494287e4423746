// Bank alert e-mail in HTML, read as words (CONTRACT §7). A small tag stripper, not html-to-text: all the
// parsers need from a bank's template is its sentences or its label/value cells, as plain words.
// html-to-text lays a page out for reading (word wrap, upper-cased headings, link targets in brackets),
// all of which would have to be switched off to keep a sentence intact, and it would bring a full HTML
// parser for it; this is short enough to read in full and is tested against the templates' shapes.
const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

// Inline elements sit inside words and numbers (`<b>632514099871</b>.`), so they vanish; every other tag
// separates words.
const INLINE_ELEMENTS = new Set('a abbr b big em font i small span strong sub sup u'.split(' '));
const NAMED_ENTITIES: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(?<decimal>\d{1,7})|#[xX](?<hex>[0-9a-fA-F]{1,6})|(?<name>[a-zA-Z]+));/g,
    (entity: string, decimal?: string, hex?: string, name?: string) => {
      // An entity we do not know stays as written: the sentence then fails to match and the message is
      // unparseable, rather than read with a character guessed.
      if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
      const codePoint = decimal === undefined ? Number.parseInt(hex ?? '', 16) : Number(decimal);
      return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** Visible words of an HTML part; every tag but an inline one separates words. */
export function htmlToText(html: string): string {
  return collapseWhitespace(visibleText(html, ' '));
}

/**
 * Visible text of an HTML part as lines: table cells, rows, paragraphs and line breaks end a line, so a
 * label and its value in two cells stay apart from the next row's. Empty lines are dropped.
 */
export function htmlToLines(html: string): string[] {
  return visibleText(html, '\n')
    .split('\n')
    .map(collapseWhitespace)
    .filter((line) => line !== '');
}

function visibleText(html: string, blockSeparator: string): string {
  const visible = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[!?][^>]*>/g, ' ')
    .replace(/<(head|script|style|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ');
  // Quoted attribute values may hold `>`, so a tag ends at the first `>` outside quotes.
  const words = visible.replace(
    /<\/?(?<element>[a-zA-Z][a-zA-Z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g,
    (_tag: string, element: string) => (INLINE_ELEMENTS.has(element.toLowerCase()) ? '' : blockSeparator),
  );
  // Entities are decoded last, so an escaped `&lt;b&gt;` in the text is never taken for a tag.
  return decodeEntities(words);
}
