import pino, { type Logger } from 'pino';

/** JSON lines on stdout, one per event, for any log collector. */
export const createLogger = (level: string): Logger => pino({ level, base: { service: 'commerce' } });
