/** Words a title shares with any text about the same thing; the rest say nothing of the topic. */
const FILLER = new Set([
  'and',
  'are',
  'does',
  'for',
  'how',
  'need',
  'that',
  'the',
  'what',
  'when',
  'which',
  'with',
  'you',
  'your',
]);

/**
 * Matches a text that names something the title names: one of its words of three or more letters
 * (lower-cased, hyphenated words split), filler words left out. "FFP2 vs FFP3" matches "Folded
 * FFP2 mask", not "Workshop bench".
 */
export function sharesTopicWith(title: string): RegExp {
  const words = (title.toLowerCase().match(/[a-z0-9]{3,}/g) ?? []).filter((word) => !FILLER.has(word));
  if (words.length === 0) throw new Error(`"${title}" has no words to compare`);
  return new RegExp(`\\b(?:${words.join('|')})`, 'i');
}
