/** The little markup info-page texts may use: {placeholders}, [label](/path) links and **bold**. */

export type InlinePart =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string };

/** Fills {name} placeholders; unknown names stay as written (a test catches them). */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

const INLINE = /\[([^\]]+)\]\(((?:\/|mailto:|tel:|https:\/\/)[^)\s]*)\)|\*\*([^*]+)\*\*/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: 'text', text: text.slice(last, index) });
    if (match[3] !== undefined) parts.push({ type: 'strong', text: match[3] });
    else parts.push({ type: 'link', text: match[1] ?? '', href: match[2] ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

/** Plain text of a marked-up string (meta descriptions). */
export const inlineToText = (text: string): string =>
  parseInline(text)
    .map((part) => part.text)
    .join('');
