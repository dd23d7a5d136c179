/** Types of make-font.mjs (plain JavaScript, run by `npm run fonts`). */

export const WEIGHTS: { min: number; max: number };
export const OUTPUT: string;
export function makeFont(): Promise<Buffer>;
