/**
 * HTML from the backend (post content, product descriptions, excerpts) is editor-written and
 * rendered with dangerouslySetInnerHTML, so it passes through an allow-list first: only the
 * elements and attributes below survive, URLs must use a safe scheme, scripts, styles, event
 * handlers and comments are dropped, and every tag is closed.
 *
 * sanitize-html does the parsing and filtering: it is pure JavaScript on htmlparser2, so it needs
 * no DOM and runs the same in server components and the browser (DOMPurify needs a DOM, and
 * isomorphic-dompurify's jsdom does not run on Node 20). Version 2.17.5 is the last one that
 * declares Node 20 support; later ones require Node 22.
 */
import { decodeHTML } from 'entities';
import sanitize, { type Attributes, type IOptions } from 'sanitize-html';

/** Elements kept, with the attributes each may carry (besides GLOBAL_ATTRIBUTES). */
const ALLOWED: Record<string, string[]> = {
  p: [],
  br: [],
  h1: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: ['datetime'],
  ins: ['datetime'],
  mark: [],
  small: [],
  sub: [],
  sup: [],
  abbr: [],
  cite: [],
  q: ['cite'],
  blockquote: ['cite'],
  code: [],
  pre: [],
  kbd: [],
  span: [],
  div: [],
  ul: [],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  figure: [],
  figcaption: [],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  time: ['datetime'],
};

const GLOBAL_ATTRIBUTES = ['title', 'lang', 'dir'];

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'xmp',
  'plaintext',
];

/** The schemes URL attributes may use, per element (relative URLs are always fine). */
const SAFE_SCHEMES = {
  a: ['http', 'https', 'mailto', 'tel'],
  img: ['http', 'https'],
  q: ['http', 'https'],
  blockquote: ['http', 'https'],
};

/** Attribute values that must be numbers or one of a few words; others are dropped. */
const ATTRIBUTE_PATTERNS: Record<string, RegExp> = {
  width: /^\d{1,5}$/,
  height: /^\d{1,5}$/,
  colspan: /^\d{1,3}$/,
  rowspan: /^\d{1,3}$/,
  start: /^-?\d{1,6}$/,
  value: /^-?\d{1,6}$/,
  reversed: /^(|reversed)$/i,
  type: /^[1aAiI]$/,
  scope: /^(row|col|rowgroup|colgroup)$/i,
  loading: /^(lazy|eager)$/i,
  decoding: /^(async|sync|auto)$/i,
  target: /^_(blank|self)$/i,
  dir: /^(ltr|rtl|auto)$/i,
  lang: /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/,
};

export interface SanitizeOptions {
  /**
   * The highest heading level the content may use: headings above it are lowered (with the
   * default 2, an <h1> becomes an <h2>, since the page's own title is its only <h1>).
   */
  topHeadingLevel?: 2 | 3 | 4;
}

/** Drops attribute values that fail their pattern; a link opening a new tab gets rel=noopener noreferrer. */
function checkedAttributes(tag: string, attribs: Attributes): Attributes {
  const kept = Object.fromEntries(
    Object.entries(attribs).filter(([name, value]) => ATTRIBUTE_PATTERNS[name]?.test(value.trim()) ?? true),
  );
  if (tag === 'a' && kept.target?.toLowerCase() === '_blank') {
    // A page opened in a new tab must not get a handle on ours.
    const rel = new Set((kept.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    kept.rel = [...rel].join(' ');
  }
  return kept;
}

function options(top: number): IOptions {
  return {
    allowedTags: Object.keys(ALLOWED),
    allowedAttributes: { ...ALLOWED, '*': GLOBAL_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesByTag: SAFE_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    nonTextTags: DROPPED_WITH_CONTENT,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (tag, attribs) => {
        const level = /^h([1-6])$/.exec(tag)?.[1];
        return {
          tagName: level ? `h${Math.min(6, Math.max(top, Number(level)))}` : tag,
          attribs: checkedAttributes(tag, attribs),
        };
      },
    },
    // An image whose src was refused shows nothing worth keeping.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Sanitises backend HTML against the allow-list; the result is safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined, settings: SanitizeOptions = {}): string {
  if (!html) return '';
  // "a <b</p>" reads as a tag named "b<" to an HTML parser, which would swallow the rest of the
  // paragraph; a "<" whose name runs into another "<" is text the editor typed.
  const source = html.replace(/<(?=[a-zA-Z][^\s/>]*<)/g, '&lt;');
  // Void elements are written as HTML5 does (<br>, not <br />). Only a void element's end can be
  // " />" here: text and attribute values come out with every ">" escaped.
  return sanitize(source, options(settings.topHeadingLevel ?? 2)).replaceAll(' />', '>');
}

/** Decodes character references as a browser does; unknown ones stay as written. */
export const decodeEntities = (text: string): string => decodeHTML(text);

/** Elements whose end separates words in plain text. */
const TEXT_BREAKS = new Set(['br', 'p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'blockquote', 'tr']);

/**
 * Plain text of an HTML fragment (excerpts for cards and meta descriptions): tags removed,
 * entities decoded, white space collapsed. Script and style content never becomes text.
 * Not for HTML output: escape it (React does) when rendering.
 */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  let gap = false;
  const escaped = sanitize(html, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    onCloseTag: (tag) => {
      gap ||= TEXT_BREAKS.has(tag);
    },
    textFilter: (text) => {
      const spaced = gap ? ` ${text}` : text;
      gap = false;
      return spaced;
    },
  });
  return decodeEntities(escaped).replace(/\s+/g, ' ').trim();
}

/** Plain text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut after the last whole word, unless that would lose much of the text.
  const wordEnd = /\s/.test(text[max - 1] ?? '') ? cut.length : cut.lastIndexOf(' ');
  return `${(wordEnd > max * 0.6 ? cut.slice(0, wordEnd) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
