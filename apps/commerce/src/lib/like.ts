/** SQL LIKE patterns from what a shopper typed. */

/** A pattern matching text that contains `text`, its "%", "_" and "\" matched literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
