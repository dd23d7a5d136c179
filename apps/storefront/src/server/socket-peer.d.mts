/** Types of socket-peer.mjs (plain JavaScript, used by the production server and the app). */
import type { IncomingMessage } from 'node:http';

export function withSocketPeer<T>(request: IncomingMessage, handle: () => T): T;
export function currentSocketPeer(): string | null;
export function trustedProxiesNotice(env: Record<string, string | undefined>): string | null;
