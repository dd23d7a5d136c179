/**
 * Replays answers recorded from a real WooCommerce site (real-site/) against this backend and
 * lists every place where the backend answers otherwise, worded as the recordings word theirs
 * ("status: expected 200, got 400"). What differs between runs by nature is compared by shape:
 * tokens (one was sent, or none), dates (given or not) and ids, which map one to one onto the
 * ids this run made (the recording's order 94 is whatever order this run placed in its place).
 * Server noise (nginx, WordPress's caching headers, the cart-hash cookie) is left out.
 */
import { readFileSync } from 'node:fs';

export interface RecordedPair {
  name: string;
  request: {
    method: string;
    url: string;
    headers: Record<string, string>;
    body?: { query: string; variables?: Record<string, unknown> } | null;
  };
  response: { status: number; headers: Record<string, string>; body: unknown };
  /** Where the earlier hand-written cases assumed something the site did not do. */
  differences?: string[];
}

export const loadRecordedPairs = (file: string): RecordedPair[] =>
  JSON.parse(readFileSync(new URL(`./real-site/${file}`, import.meta.url), 'utf8'));

/** nginx's and WordPress's own headers, and WooCommerce's cart-hash cookie: not the wire studied. */
const NOISE_HEADERS = new Set([
  'date',
  'server',
  'connection',
  'transfer-encoding',
  'keep-alive',
  'content-length',
  'x-graphql-url',
  'x-robots-tag',
  'set-cookie',
  'cache-control',
  'expires',
  'last-modified',
]);

/** Headers this backend must not send when the site did not (CORS, the session, the type). */
const WATCHED_HEADERS = /^(access-control-.*|vary|woocommerce-session|x-content-type-options|content-type)$/;

const TOKEN_FIELDS = new Set(['sessionToken', 'wooSessionToken', 'authToken', 'refreshToken']);
const ID_FIELDS = new Set(['id', 'databaseId', 'orderKey']);
const DATE_FIELDS = /^(date|modified|datePaid|accessExpires|\w+Expiration)$/;

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));
const isToken = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** The kind of a WPGraphQL global id ("dXNlcjo1" is user:5), or null for anything else. */
function globalIdKind(value: unknown): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/]+=*$/.test(value)) return null;
  return /^([a-z_]+):\S+$/.exec(Buffer.from(value, 'base64').toString('utf8'))?.[1] ?? null;
}

export class Replay {
  /** Recorded id → this run's id, and back: the map must stay one to one. */
  private readonly ids = new Map<unknown, unknown>();
  private readonly idsTaken = new Map<unknown, unknown>();
  /** Recorded token → this run's latest token in the same place. */
  private readonly tokens = new Map<string, string>();

  /** Fields compared by shape (given or not), as tokens are: values the site makes its own way. */
  private readonly shapeFields: Set<string>;
  /** Fields compared as ids, mapped one to one onto this run's. */
  private readonly idFields: Set<string>;

  /**
   * @param baseUrl this backend's address, standing in for the recorded site's
   * @param recordedSite the recorded site's address (its own origin appears in CORS answers)
   * @param knownIds ids the test made before replaying: [recorded, this run's]
   * @param fields more fields to compare by shape or as ids, where a recording needs them
   */
  constructor(
    private readonly baseUrl: string,
    private readonly recordedSite: string,
    knownIds: [unknown, unknown][] = [],
    fields: { shape?: string[]; ids?: string[] } = {},
  ) {
    this.shapeFields = new Set([...TOKEN_FIELDS, ...(fields.shape ?? [])]);
    this.idFields = new Set([...ID_FIELDS, ...(fields.ids ?? [])]);
    for (const [recorded, actual] of knownIds) this.bindId('', recorded, actual, []);
  }

  /** Sends the recorded request, translated to this run, and lists how the answer differs. */
  async send(pair: RecordedPair): Promise<string[]> {
    const { request, response: recorded } = pair;
    const path = new URL(request.url).pathname;
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name, this.translate(value) as string]),
    );
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: request.method,
      headers,
      body: request.body ? JSON.stringify(this.translate(request.body)) : undefined,
    });
    const differences: string[] = [];
    if (response.status !== recorded.status) {
      differences.push(`status: expected ${recorded.status}, got ${response.status}`);
    }
    this.compareHeaders(recorded.headers, response.headers, differences);
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : null;
    this.compare(withoutDebugLogs(recorded.body), body, 'body', '', differences);
    return differences;
  }

  /** The recorded request's values as this run knows them: its ids, tokens and address. */
  private translate(value: unknown): unknown {
    if (this.ids.has(value)) return this.ids.get(value);
    if (typeof value === 'string') {
      let text = value.split(this.recordedSite).join(this.baseUrl);
      for (const [recorded, actual] of this.tokens) text = text.split(recorded).join(actual);
      return text;
    }
    if (Array.isArray(value)) return value.map((item) => this.translate(item));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, this.translate(item)]));
    }
    return value;
  }

  private compareHeaders(recorded: Record<string, string>, actual: Headers, differences: string[]) {
    for (const [name, value] of Object.entries(recorded)) {
      if (NOISE_HEADERS.has(name)) continue;
      const got = actual.get(name);
      if (name === 'woocommerce-session') {
        if (isToken(value) && isToken(got)) this.tokens.set(value, got as string);
        else if (isToken(value))
          differences.push(`header ${name}: expected a non-empty string, got ${show(got)}`);
        continue;
      }
      const expected = value.split(this.recordedSite).join(this.baseUrl);
      if (got !== expected) differences.push(`header ${name}: expected ${show(expected)}, got ${show(got)}`);
    }
    for (const [name, value] of actual) {
      if (WATCHED_HEADERS.test(name) && !(name in recorded)) {
        differences.push(`header ${name}: expected absent, got ${show(value)}`);
      }
    }
  }

  private compare(expected: unknown, actual: unknown, path: string, field: string, differences: string[]) {
    const differ = () => differences.push(`${path}: expected ${show(expected)}, got ${show(actual)}`);
    if (this.shapeFields.has(field) || DATE_FIELDS.test(field)) {
      if (isToken(expected) !== isToken(actual)) {
        differences.push(
          `${path}: expected ${isToken(expected) ? 'a non-empty string' : show(expected)}, got ${show(actual)}`,
        );
      } else if (TOKEN_FIELDS.has(field) && isToken(expected)) {
        this.tokens.set(expected as string, actual as string);
      }
      return;
    }
    if (this.idFields.has(field) && expected !== null && typeof expected !== 'object') {
      this.bindId(path, expected, actual, differences);
      return;
    }
    if (Array.isArray(expected)) {
      if (!Array.isArray(actual) || actual.length !== expected.length) return differ();
      expected.forEach((item, index) => {
        this.compare(item, actual[index], `${path}[${index}]`, field, differences);
      });
      return;
    }
    if (expected && typeof expected === 'object') {
      if (!actual || typeof actual !== 'object' || Array.isArray(actual)) return differ();
      const got = actual as Record<string, unknown>;
      for (const [key, item] of Object.entries(expected)) {
        this.compare(item, got[key], `${path}.${key}`, key, differences);
      }
      for (const key of Object.keys(got)) {
        if (!(key in expected)) differences.push(`${path}.${key}: not expected, got ${show(got[key])}`);
      }
      return;
    }
    if (expected !== actual) differ();
  }

  /** Maps a recorded id onto this run's: the first sighting binds it, later ones must agree. */
  private bindId(path: string, recorded: unknown, actual: unknown, differences: string[]) {
    const differ = (why: string) => differences.push(`${path}: expected ${why}, got ${show(actual)}`);
    if (this.ids.has(recorded)) {
      if (this.ids.get(recorded) !== actual) differ(`the id ${show(this.ids.get(recorded))} seen before`);
      return;
    }
    if (typeof actual !== typeof recorded || actual === '') return differ(`an id like ${show(recorded)}`);
    if (this.idsTaken.has(actual))
      return differ(`a new id, not the one seen as ${show(this.idsTaken.get(actual))}`);
    const kind = globalIdKind(recorded);
    if (kind && globalIdKind(actual) !== kind) return differ(`a global id of a ${kind}`);
    this.ids.set(recorded, actual);
    this.idsTaken.set(actual, recorded);
  }
}

/** The recorded body without WPGraphQL's `extensions.debug` notice (GRAPHQL_DEBUG was off). */
function withoutDebugLogs(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('extensions' in body)) return body;
  const { extensions, ...rest } = body as { extensions: Record<string, unknown> };
  const { debug: _debug, ...others } = extensions;
  return Object.keys(others).length > 0 ? { ...rest, extensions: others } : rest;
}
