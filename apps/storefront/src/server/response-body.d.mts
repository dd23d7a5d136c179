/** Types of response-body.mjs (plain JavaScript, run by the production server without a build). */
import type { ServerResponse } from 'node:http';

export function acceptsGzip(header: string): boolean;
export function recordBody(response: ServerResponse, limit: number): () => Buffer | null;
