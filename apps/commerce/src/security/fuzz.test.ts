/**
 * Fuzzing the public GraphQL endpoint over HTTP, as an attacker would: every root query and
 * mutation of the served schema, with arguments generated from their types (wrong types,
 * huge and unicode strings, NUL bytes, injection payloads, deep lists, invalid enums), plus
 * malformed request bodies. Nothing may answer 5xx, fail inside a resolver (a masked
 * INTERNAL_SERVER_ERROR), show a stack trace or SQL, or change the store's data. The generator
 * is seeded, so every run sends the same requests; the number of requests is fixed.
 */
import { sql } from 'drizzle-orm';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../api/schema.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';

const SEED = 20_261_124;
/** Requests per root field (each with freshly generated arguments). */
const ROUNDS_PER_FIELD = 6;
const HUGE = 'A'.repeat(200_000);

/** Strings an attacker tries: injections, markup, paths, unicode, NUL, lone surrogates, huge. */
const EVIL_STRINGS = [
  "' OR '1'='1' --",
  '"; DROP TABLE products; --',
  '1); DELETE FROM orders; --',
  "' UNION SELECT password_hash FROM customers --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00%27%22',
  'nul\u0000byte',
  'lone \ud800 surrogate',
  '𝓤𝓷𝓲𝓬𝓸𝓭𝓮 🦄 ﷽ Ω ǅ',
  '\u202Eevil\u202C',
  '   ',
  '',
  '-1',
  '99999999999999999999999999',
  'NaN',
  '__proto__',
  'constructor',
  '{"$gt": ""}',
  'cHJvZHVjdDoxIE9SIDE9MQ==',
  'dXNlcjow',
  // Template injection: "${7*7}" and "{{7*7}}".
  `\${7*7}{{7*7}}`,
  HUGE,
];
const EVIL_NUMBERS = [0, -1, 1, 2, 17, 2_147_483_647, -2_147_483_648, 2 ** 53, 1.5, -0.0001, 1e308];

/** mulberry32: a small seeded generator, so a failure reproduces exactly. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}
type Generator = ReturnType<typeof generator>;

/** A value for an input type: usually of the type, sometimes of the wrong one or null. */
function valueFor(type: GraphQLInputType, random: Generator, depth: number): unknown {
  const roll = random.next();
  if (roll < 0.08) return null;
  if (roll < 0.16) return random.pick([random.pick(EVIL_STRINGS), random.pick(EVIL_NUMBERS), true, {}, []]);
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    if (depth > 3) return [];
    const length = random.pick([0, 1, 2, 3, 50]);
    return Array.from({ length }, () => valueFor(inner.ofType, random, depth + 1));
  }
  if (isEnumType(inner)) {
    return random.next() < 0.8 ? random.pick(inner.getValues()).name : random.pick(EVIL_STRINGS);
  }
  if (isInputObjectType(inner)) {
    if (depth > 3) return {};
    const fields = Object.values(inner.getFields());
    return Object.fromEntries(
      fields
        .filter((field) => isNonNullType(field.type) || random.next() < 0.6)
        .map((field) => [field.name, valueFor(field.type, random, depth + 1)]),
    );
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'Int':
        return random.pick(EVIL_NUMBERS.filter(Number.isInteger).filter((n) => Math.abs(n) < 2 ** 31));
      case 'Float':
        return random.pick(EVIL_NUMBERS);
      case 'Boolean':
        return random.next() < 0.5;
      default:
        return random.pick(EVIL_STRINGS);
    }
  }
  return null;
}

/** How a type is written in a variable definition. */
const typeName = (type: GraphQLInputType): string => String(type);

interface Probe {
  label: string;
  body: string;
  contentType?: string;
}

/** One operation calling the field with all its arguments as variables. */
function operationFor(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  random: Generator,
): Probe {
  const args = field.args as readonly GraphQLArgument[];
  const definitions = args.map((arg) => `$${arg.name}: ${typeName(arg.type)}`).join(', ');
  const call = args.length ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind} Fuzz${definitions ? `(${definitions})` : ''} { ${field.name}${call}${selection} }`;
  const variables = Object.fromEntries(args.map((arg) => [arg.name, valueFor(arg.type, random, 0)]));
  return { label: `${kind} ${field.name}`, body: JSON.stringify({ query, variables }) };
}

const nested = (depth: number, open: string, close: string, middle = '') =>
  open.repeat(depth) + middle + close.repeat(depth);

/** Bodies that are not a well-formed GraphQL request at all. */
const MALFORMED: Probe[] = [
  { label: 'truncated JSON', body: '{"query": "{ products { nodes { id } } }"' },
  { label: 'not JSON', body: 'query { products { nodes { id } } }' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON array', body: '[]' },
  { label: 'JSON string', body: '"{ products { nodes { id } } }"' },
  { label: 'query a number', body: '{"query": 42}' },
  { label: 'query an object', body: '{"query": {"a": 1}}' },
  { label: 'variables a string', body: '{"query": "{ __typename }", "variables": "x"}' },
  { label: 'variables an array', body: '{"query": "{ __typename }", "variables": [1, 2]}' },
  { label: 'operationName a number', body: '{"query": "{ __typename }", "operationName": 7}' },
  { label: 'extensions a string', body: '{"query": "{ __typename }", "extensions": "x"}' },
  { label: 'empty body', body: '' },
  { label: 'BOM and garbage', body: '\ufeff\u0000\u0001{' },
  {
    label: 'deeply nested JSON',
    body: `{"query": "{ __typename }", "variables": ${nested(20_000, '[', ']')}}`,
  },
  {
    label: 'deeply nested objects in JSON',
    body: `{"query":"{ __typename }","variables":${nested(20_000, '{"a":', '}', '1')}}`,
  },
  { label: 'deeply nested selection', body: JSON.stringify({ query: nested(5_000, '{ products ', '}') }) },
  { label: 'unclosed selection', body: JSON.stringify({ query: '{ products { nodes { id ' }) },
  { label: 'huge query string', body: JSON.stringify({ query: `{ ${'__typename '.repeat(100_000)} }` }) },
  {
    label: 'huge variable',
    body: JSON.stringify({
      query: 'query ($s: String) { __typename }',
      variables: { s: 'x'.repeat(3_000_000) },
    }),
  },
  { label: 'text/plain', body: '{"query": "{ __typename }"}', contentType: 'text/plain' },
  { label: 'form encoded', body: 'query=%7B__typename%7D', contentType: 'application/x-www-form-urlencoded' },
  { label: 'unknown operation name', body: '{"query": "query A { __typename }", "operationName": "B"}' },
  { label: 'two anonymous operations', body: '{"query": "{ __typename } { __typename }"}' },
  { label: 'mutation in GET-only shape', body: JSON.stringify({ query: 'subscription { __typename }' }) },
  { label: 'invalid unicode escape', body: '{"query": "\\ud800"}' },
];

/** Tables no anonymous request may change (sessions, carts and rate-limit counters may). */
const WATCHED_TABLES = [
  'terms',
  'products',
  'product_terms',
  'product_attributes',
  'product_variations',
  'reviews',
  'posts',
  'contact_messages',
  'orders',
  'order_items',
  'customers',
  'refresh_tokens',
  'password_reset_keys',
  'customer_identities',
  'download_permissions',
  'wishlist_items',
  'media',
  'attribute_taxonomies',
  'options',
  'coupons',
  'shipping_zones',
  'tax_rates',
];

async function checksums(store: TestStore): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of WATCHED_TABLES) {
    const result = await store.database.db.execute<{ n: number; sum: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as sum from ${table} t`,
      ),
    );
    const row = result.rows[0];
    sums[table] = `${row?.n}:${row?.sum}`;
  }
  return sums;
}

/** Signs of a leak: a stack frame, a source path, or the database speaking. */
const LEAKS = [
  /\bat [\w.<>]+ \(?[^)\s]+:\d+:\d+\)?/,
  /node_modules|\/src\/[\w/-]+\.ts/,
  /syntax error at or near|relation "|column "|violates|duplicate key|invalid byte sequence|drizzle|postgres|pglite/i,
  /\b(select|insert into|delete from)\b[\s\S]{0,40}\b(from|values|where)\b/i,
];

/** The answer with every payload we sent removed, so echoed input is not taken for a leak. */
function withoutEchoes(text: string): string {
  let rest = text;
  for (const payload of EVIL_STRINGS) {
    if (payload.trim() === '') continue;
    const escaped = JSON.stringify(payload).slice(1, -1);
    rest = rest.split(escaped).join('').split(payload).join('');
  }
  return rest;
}

interface Finding {
  label: string;
  problem: string;
  excerpt: string;
}

/** How many probes got past validation and ran (their answer carries data), and their HTTP statuses. */
const tally = { executed: 0, statuses: new Map<number, number>() };

async function send(store: TestStore, probe: Probe): Promise<Finding[]> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${store.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': probe.contentType ?? 'application/json' },
      body: probe.body,
    });
    text = await response.text();
  } catch (error) {
    // A body over the size limit is refused and the connection closed before it is all sent;
    // that is a refusal, provided the backend is still there to serve the next request.
    const health = await fetch(`${store.url}/health`).then(
      (answer) => answer.status,
      () => 0,
    );
    return health === 200
      ? []
      : [{ label: probe.label, problem: `backend gone: ${String(error)}`, excerpt: '' }];
  }
  const findings: Finding[] = [];
  const excerpt = text.slice(0, 300);
  tally.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
  if (/^\{"data":\{/.test(text)) tally.executed += 1;
  if (response.status >= 500)
    findings.push({ label: probe.label, problem: `HTTP ${response.status}`, excerpt });
  if (text.includes('INTERNAL_SERVER_ERROR')) {
    findings.push({ label: probe.label, problem: 'resolver failed', excerpt });
  }
  const scanned = withoutEchoes(text);
  for (const leak of LEAKS) {
    const match = leak.exec(scanned);
    if (match) findings.push({ label: probe.label, problem: `leak ${leak}`, excerpt: match[0] });
  }
  return findings;
}

function probes(schema: GraphQLSchema): Probe[] {
  const random = generator(SEED);
  const all: Probe[] = [...MALFORMED];
  for (const [kind, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      for (let round = 0; round < ROUNDS_PER_FIELD; round += 1) all.push(operationFor(kind, field, random));
    }
  }
  return all;
}

describe.each(['full', 'stock'] as const)('fuzzing every root operation of the %s schema', (profile) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_PROFILE: profile } });
  });
  afterAll(() => store?.close());

  it('answers every request without 5xx, failure, stack or SQL, and changes no data', async () => {
    const before = await checksums(store);
    const all = probes(createSchema(profile));
    const findings: Finding[] = [];
    tally.executed = 0;
    tally.statuses.clear();
    for (const probe of all) findings.push(...(await send(store, probe)));
    expect(all.length).toBeGreaterThan(200);
    // Most requests must reach the resolvers, not stop at validation, for the fuzzing to count.
    expect(tally.executed).toBeGreaterThan(all.length / 4);
    expect(findings).toEqual([]);
    expect(await checksums(store)).toEqual(before);
  }, 300_000);
});
