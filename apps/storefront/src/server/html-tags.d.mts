/** Types of html-tags.mjs (plain JavaScript, used by the production server's page cache). */

export function attributesOf(tag: string): Map<string, string>;
