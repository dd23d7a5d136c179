/**
 * HTML from the backend (post content, product descriptions, excerpts) is editor-written and
 * rendered with dangerouslySetInnerHTML, so it passes through an allow-list first: only the
 * elements and attributes below survive, URLs must use a safe scheme, scripts, styles, event
 * handlers and comments are dropped, and every tag is closed. It needs no DOM (it runs in server
 * components) and never throws: what it cannot read it keeps as escaped text.
 */

/** Elements kept, with the attributes each may carry (besides GLOBAL_ATTRIBUTES). */
const ALLOWED: Record<string, readonly string[]> = {
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
const DROPPED_WITH_CONTENT = new Set([
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
]);

const VOID = new Set(['br', 'hr', 'img', 'wbr', 'input', 'meta', 'link', 'source', 'area', 'base', 'col']);

/** Attributes holding a URL, and the schemes they may use (relative URLs are always fine). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const SAFE_SCHEMES: Record<string, readonly string[]> = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
  cite: ['http', 'https'],
};

/** Attribute values that must be numbers or one of a few words. */
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

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  laquo: '\u00ab',
  raquo: '\u00bb',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
  deg: '\u00b0',
  times: '\u00d7',
  middot: '\u00b7',
  bull: '\u2022',
  euro: '\u20ac',
  pound: '\u00a3',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references (numeric and the common named ones); unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? Number.parseInt(body.slice(2), 16)
          : Number.parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return '\ufffd';
      }
      return String.fromCodePoint(code);
    }
    // Decoding a little more than a browser would is harmless: the result is escaped again.
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Text as it appears between tags: decoded, then escaped again, so every "&" and "<" is safe. */
const cleanText = (raw: string) => escapeText(decodeEntities(raw));

/** A URL attribute's value if its scheme is allowed (or it is relative); null otherwise. */
function safeUrl(attribute: string, value: string): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = compact.match(/^([a-zA-Z][a-zA-Z0-9+.-]*):/)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: a path, a fragment, a query or protocol-relative //host; never a bare "\\".
    return compact.startsWith('\\') || compact.startsWith('/\\') ? null : value.trim();
  }
  return SAFE_SCHEMES[attribute]?.includes(scheme) ? value.trim() : null;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The element's allowed attributes, serialised; null when the element is useless without one (an image without a safe src). */
function cleanAttributes(tag: string, source: string): string | null {
  const allowed = new Set([...(ALLOWED[tag] ?? []), ...GLOBAL_ATTRIBUTES]);
  const kept = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!allowed.has(name) || kept.has(name)) continue;
    let value = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
    const pattern = ATTRIBUTE_PATTERNS[name];
    if (pattern && !pattern.test(value.trim())) continue;
    if (URL_ATTRIBUTES.has(name)) {
      const url = safeUrl(name, value);
      if (url === null) continue;
      value = url;
    }
    kept.set(name, value);
  }
  if (tag === 'a' && kept.get('target')?.toLowerCase() === '_blank') {
    // A page opened in a new tab must not get a handle on ours.
    const rel = new Set((kept.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean));
    rel.add('noopener');
    rel.add('noreferrer');
    kept.set('rel', [...rel].join(' '));
  }
  if (tag === 'img' && !kept.has('src')) return null;
  return [...kept].map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join('');
}

const TAG =
  /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;

/** Sanitises backend HTML against the allow-list; the result is safe for dangerouslySetInnerHTML. */
export function sanitizeHtml(html: string | null | undefined, options: SanitizeOptions = {}): string {
  const source = html ?? '';
  const top = options.topHeadingLevel ?? 2;
  const out: string[] = [];
  const open: string[] = [];
  let i = 0;

  const rename = (tag: string) => {
    const level = /^h([1-6])$/.exec(tag)?.[1];
    return level ? `h${Math.min(6, Math.max(top, Number(level)))}` : tag;
  };

  while (i < source.length) {
    const next = source.indexOf('<', i);
    if (next === -1) {
      out.push(cleanText(source.slice(i)));
      break;
    }
    if (next > i) out.push(cleanText(source.slice(i, next)));
    i = next;
    const rest = source.slice(i);

    if (rest.startsWith('<!--')) {
      const end = source.indexOf('-->', i + 4);
      i = end === -1 ? source.length : end + 3;
      continue;
    }
    if (/^<[!?]/.test(rest) || /^<\/[^a-zA-Z]/.test(rest)) {
      // Doctypes, processing instructions, CDATA and broken end tags: dropped, like comments.
      const end = source.indexOf('>', i);
      i = end === -1 ? source.length : end + 1;
      continue;
    }
    const match = TAG.exec(rest);
    if (!match) {
      out.push('&lt;');
      i += 1;
      continue;
    }
    i += match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();

    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing) {
        const end = new RegExp(`</${name}\\s*>`, 'i').exec(source.slice(i));
        i = end ? i + end.index + end[0].length : source.length;
      }
      continue;
    }
    if (!(name in ALLOWED)) continue;
    const tag = rename(name);

    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      // Close what was left open inside it, then the element itself.
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    const attributes = cleanAttributes(name, match[3] ?? '');
    if (attributes === null) continue;
    out.push(`<${tag}${attributes}>`);
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}

/**
 * Plain text of an HTML fragment (excerpts for cards and meta descriptions): tags removed,
 * entities decoded, white space collapsed. Script and style content never becomes text.
 * Not for HTML output: escape it (React does) when rendering.
 */
export function htmlToText(html: string | null | undefined): string {
  const sanitized = sanitizeHtml(html);
  return decodeEntities(
    sanitized
      .replace(/<(br|\/p|\/li|\/h[2-6]|\/div|\/blockquote|\/tr)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Cut after the last whole word, unless that would lose much of the text.
  const wordEnd = /\s/.test(text[max - 1] ?? '') ? cut.length : cut.lastIndexOf(' ');
  return `${(wordEnd > max * 0.6 ? cut.slice(0, wordEnd) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
