/** Types of deferred-scripts.mjs (plain JavaScript, used by the production server's page cache). */

export function deferBootstrapScripts(html: string): string;
