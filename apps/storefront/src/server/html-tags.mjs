// Plain JavaScript, like the page cache's other modules. Types: html-tags.d.mts.

const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;

/**
 * A tag's attributes as React writes them (names, and values in double quotes), by lower-case name.
 * Enough for the tags of Next's own pages the page cache changes; not an HTML parser.
 * @param {string} tag the tag, or the inside of it after its name
 * @returns {Map<string, string>}
 */
export function attributesOf(tag) {
  const found = new Map();
  for (const [, name = '', value = ''] of tag.matchAll(ATTRIBUTE)) found.set(name.toLowerCase(), value);
  return found;
}
