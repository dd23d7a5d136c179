/** Types of listen.mjs (plain JavaScript, run by the production server without a build step). */
import type { RequestListener, Server } from 'node:http';

export function listenAddresses(host: string | undefined): (string | undefined)[];
export function listen(handler: RequestListener, port: number, host: string | undefined): Promise<Server[]>;
export function closeGracefully(servers: Server[], options?: { graceMs?: number }): Promise<void>;
