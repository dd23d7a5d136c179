import 'server-only';
import pino, { type DestinationStream, type Logger, type MultiStreamRes } from 'pino';

/**
 * The storefront's server log: one JSON line per event, as the commerce backend writes its own
 * (pino), with the level by name and the time in ISO 8601 so a line reads without a decoder.
 * Server code only: the browser never loads pino.
 */

/**
 * Lines are handed to the console method of their level: warnings and errors land on stderr next
 * to Next's own server errors, in order with them, and whatever observes the server's console
 * (Next's dev overlay, a test) sees them. Each line goes to one method only (dedupe: the highest
 * level it reaches).
 */
const toConsole = (method: 'info' | 'warn' | 'error'): DestinationStream => ({
  write: (line) => console[method](line.trimEnd()),
});
const CONSOLE = pino.multistream(
  [
    { level: 'info', stream: toConsole('info') },
    { level: 'warn', stream: toConsole('warn') },
    { level: 'error', stream: toConsole('error') },
  ],
  { dedupe: true },
);

export function createServerLog(destination: DestinationStream | MultiStreamRes = CONSOLE): Logger {
  return pino(
    {
      base: { service: 'storefront' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // A failure is logged by its message: the backend's address is in it, the stack is noise.
      serializers: { error: (error: unknown) => (error instanceof Error ? error.message : String(error)) },
    },
    destination,
  );
}

export const serverLog = createServerLog();
