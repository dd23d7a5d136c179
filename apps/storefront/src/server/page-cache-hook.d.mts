/** Types of page-cache-hook.mjs (plain JavaScript, shared by the production server and the app). */

export function onPageCacheClear(listener: () => void): () => boolean;
export function clearPageCaches(): void;
