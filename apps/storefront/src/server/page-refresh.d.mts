/** Types of page-refresh.mjs (plain JavaScript, run by the production server without a build). */

export function loopbackRefresh(server: {
  port: number;
  host?: string;
}): (path: string, headers: Record<string, string>) => Promise<void>;
