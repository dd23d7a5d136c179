/**
 * Hostile queries against the limits of limits.ts: what the storefront sends passes, what an
 * attacker sends is refused before it runs (no `data` in the answer, as GraphQL over HTTP has it
 * for a request that never started), and what slips through is stopped by the answer-size budget
 * or the deadline. Speed and memory figures are in docs/reliability.md (bench/hostile-queries.mjs).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema, getOperationAST, print, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { storefrontDocuments } from '../testing/storefront-documents.ts';
import { startTestStore, type TestStore } from '../testing/test-store.ts';
import { woonuxtOperations } from '../testing/woonuxt/documents.ts';
import { createGraphQLHandler } from './http.ts';
import { DEFAULT_QUERY_LIMITS, limitRules, parseWithinLimits, refuseCostly } from './limits.ts';
import { createSchema, readSchemaSource } from './schema.ts';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; limit?: string; max?: number } }[];
};

/** `count` aliases of a catalogue page, as in the attack that exhausted the heap. */
const aliasFlood = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: products(first: 100) { nodes { name } }`).join(' ')} }`;

/**
 * As many aliases as the default limit allows, each a catalogue page with its related products:
 * within the alias and token limits, refused by its cost (about 100 × 100 × 100 values).
 */
const RELATED_FLOOD = `{ ${Array.from(
  { length: DEFAULT_QUERY_LIMITS.maxAliases },
  (_, i) => `a${i}: products(first: 100) { nodes { related(first: 100) { nodes { name } } } }`,
).join(' ')} }`;

/** Related products of related products of related products: 100 × 100 × 100 × 100 at most. */
const NESTED_RELATED = `{ products(first: 100) { nodes { name slug ${'related(first: 100) { nodes { ... on Product { name slug '.repeat(3)}${'} } } '.repeat(3)}} } }`;

describe('what the storefront sends', () => {
  const schemas = {
    full: buildSchema(readSchemaSource('full')),
    stock: buildSchema(readSchemaSource('stock')),
  };
  const documents = storefrontDocuments();

  it('reads every operation, and the product page composed with its plugin fragments', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.map((entry) => entry.name)).toContain('getProduct with every plugin fragment');
  });

  it.each(documents.map((entry) => [entry.name, entry.document] as const))(
    '%s passes every limit, with the page sizes it sends',
    (_name, document) => {
      const parsed = parseWithinLimits(print(document), DEFAULT_QUERY_LIMITS);
      expect(validate(schemas.full, parsed, limitRules(DEFAULT_QUERY_LIMITS)).map((e) => e.message)).toEqual(
        [],
      );
      const operation = getOperationAST(parsed);
      if (!operation) throw new Error('no operation');
      expect(
        refuseCostly(schemas.full, parsed, operation, {}, DEFAULT_QUERY_LIMITS)?.message ?? null,
      ).toBeNull();
    },
  );

  it('the category tree of the menu, the heaviest, is within the cost limit and would not be at a third of it', () => {
    const menu = documents.find((entry) => entry.name === 'getProductCategoriesWithHierarchy')?.document;
    if (!menu) throw new Error('the menu query is missing');
    const operation = getOperationAST(menu);
    if (!operation) throw new Error('no operation');
    const tight = { ...DEFAULT_QUERY_LIMITS, maxCost: DEFAULT_QUERY_LIMITS.maxCost / 3 };
    expect(refuseCostly(schemas.full, menu, operation, {}, DEFAULT_QUERY_LIMITS)).toBeNull();
    expect(refuseCostly(schemas.full, menu, operation, {}, tight)?.extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

describe("WooNuxt's documents", () => {
  const schema = buildSchema(readSchemaSource('full'));
  const operations = woonuxtOperations();

  // Evidence: scottyzen/woonuxt at 57a45e13 (testing/woonuxt/operations.graphql): its product page
  // asked 37 aliases, over the 30 this backend once allowed, so every product page showed an error.
  it.each(operations.map(({ name, document }) => [name, document] as const))(
    '%s passes every default limit, with the variables WooNuxt leaves at their defaults',
    (_name, document) => {
      const parsed = parseWithinLimits(print(document), DEFAULT_QUERY_LIMITS);
      expect(validate(schema, parsed, limitRules(DEFAULT_QUERY_LIMITS)).map((e) => e.message)).toEqual([]);
      const operation = getOperationAST(parsed);
      if (!operation) throw new Error('no operation');
      expect(refuseCostly(schema, parsed, operation, {}, DEFAULT_QUERY_LIMITS)?.message ?? null).toBeNull();
    },
  );

  it('the heaviest, the product page by aliases and the catalogue by cost, pass with room to spare', () => {
    const document = (name: string) => {
      const found = operations.find((operation) => operation.name === name)?.document;
      if (!found) throw new Error(`WooNuxt has no ${name}`);
      return parseWithinLimits(print(found), DEFAULT_QUERY_LIMITS);
    };
    // The catalogue's 100 products, each with its variations' statement and page, weigh what
    // they read (cost.ts): it passes at three quarters of the budget.
    const halved = {
      ...DEFAULT_QUERY_LIMITS,
      maxAliases: DEFAULT_QUERY_LIMITS.maxAliases / 2,
      maxCost: DEFAULT_QUERY_LIMITS.maxCost * 0.75,
    };
    const product = document('getProduct');
    expect(
      validate(schema, product, limitRules({ ...halved, maxAliases: 36 })).map((e) => e.message),
    ).toEqual(['The query uses 37 aliases; at most 36 are allowed in one operation.']);
    expect(validate(schema, product, limitRules(halved))).toEqual([]);
    const catalogue = document('getProducts');
    const operation = getOperationAST(catalogue);
    if (!operation) throw new Error('no operation');
    expect(refuseCostly(schema, catalogue, operation, {}, halved)).toBeNull();
  });
});

describe.each(['full', 'stock'] as const)('the %s profile refuses before running anything', (profile) => {
  /** The handler alone, whose request context (made only to execute) counts how often it is asked for. */
  let contexts = 0;
  let url = '';
  const server = createServer((request, response) => {
    void handle(request, response);
  });
  const handle = createGraphQLHandler({
    schema: createSchema(profile),
    logger: createLogger('silent'),
    createContext: () => {
      contexts++;
      throw new Error('an operation ran');
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = async (query: string) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as Answer;
  };

  it.each([
    ['3,000 aliases, three at once', aliasFlood(3_000), 'QUERY_TOO_LARGE'],
    ['as many aliases as allowed, each with related products', RELATED_FLOOD, 'QUERY_TOO_COMPLEX'],
    ['related products nested three deep', NESTED_RELATED, 'QUERY_TOO_COMPLEX'],
  ])('%s', async (_name, query, code) => {
    const answers = await Promise.all([1, 2, 3].map(() => post(query)));
    for (const answer of answers) {
      expect(answer).not.toHaveProperty('data');
      expect(answer.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(contexts).toBe(0);
  });
});

describe('hostile queries', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore();
  });
  afterAll(() => store?.close());

  it('refuses 3,000 aliases of a 100-product page, three at once, while parsing: nothing runs', async () => {
    const flood = aliasFlood(3_000);
    const answers = await Promise.all([1, 2, 3].map(() => store.graphql(flood) as Promise<Answer>));
    for (const answer of answers) {
      expect(answer).not.toHaveProperty('data');
      expect(answer.errors).toEqual([
        expect.objectContaining({
          message: expect.stringMatching(/more than 4000 tokens/),
          extensions: { code: 'QUERY_TOO_LARGE', limit: 'tokens', max: DEFAULT_QUERY_LIMITS.maxTokens },
        }),
      ]);
    }
    // The parser stopped at the limit: a document a tenth of the size is refused the same way.
    expect(() => parseWithinLimits(flood, DEFAULT_QUERY_LIMITS)).toThrow(/more than 4000 tokens/);
    const health = await fetch(`${store.url}/health`);
    expect(health.status).toBe(200);
  });

  it('refuses a selection nested 5,000 deep as a limit, whether its stack or its token count runs out first', async () => {
    const answer = (await store.graphql(`${'{ products '.repeat(5_000)}${'}'.repeat(5_000)}`)) as Answer;
    expect(answer).not.toHaveProperty('data');
    // The parser recurses once a level: on a cold stack it runs out before the 4,000th token.
    expect(answer.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/^The query is (nested too deeply \(at most 20 levels\)|too long)/),
        extensions: expect.objectContaining({ code: expect.stringMatching(/^QUERY_TOO_(DEEP|LARGE)$/) }),
      }),
    ]);
  });

  it('refuses more aliases than allowed, with the count, before running anything', async () => {
    const answer = (await store.graphql(aliasFlood(101))) as Answer;
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The query uses 101 aliases; at most 100 are allowed in one operation.',
      extensions: { code: 'QUERY_TOO_LARGE', limit: 'aliases' },
    });
    const fine = (await store.graphql(aliasFlood(3))) as Answer;
    expect(fine.errors).toBeUndefined();
  });

  it('refuses as many aliases as allowed when their pages together cost too much, before running anything', async () => {
    const answer = (await store.graphql(RELATED_FLOOD)) as Answer;
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
  });

  it('refuses a flood of directives', async () => {
    const fields = Array.from({ length: 51 }, () => '__typename @include(if: true)').join(' ');
    const answer = (await store.graphql(`{ ${fields} }`)) as Answer;
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', limit: 'directives' });
  });

  it('refuses related products nested three deep by their cost', async () => {
    const answer = (await store.graphql(NESTED_RELATED)) as Answer;
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(
        /^The query is too expensive: it would cost \d{7} and at most 1000000 is allowed\. Ask for fewer items/,
      ),
      extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'cost', max: 1_000_000 },
    });
  });

  it('costs page sizes sent as variables too', async () => {
    const query = NESTED_RELATED.replace('{ products', 'query ($n: Int) { products').replaceAll('100', '$n');
    const answer = (await store.graphql(query, { n: 100 })) as Answer;
    expect(answer).not.toHaveProperty('data');
    expect(answer.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX');
    // The same document with small pages is an ordinary query.
    const small = (await store.graphql(query, { n: 2 })) as Answer;
    expect(small.errors).toBeUndefined();
  });

  it('costs `first: 9999` as the 100 items a connection answers, as WooNuxt asks for its catalogue', async () => {
    const answer = (await store.graphql(
      'query ($first: Int = 9999) { products(first: $first) { nodes { name slug } } }',
    )) as Answer;
    expect(answer.errors).toBeUndefined();
  });
});

describe('the answer-size budget', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_MAX_RESPONSE_BYTES: '4000' } });
  });
  afterAll(() => store?.close());

  it('cuts off a query within the limits whose answer is too large, with a clear error', async () => {
    const answer = (await store.graphql(
      '{ products(first: 100) { nodes { name slug description shortDescription } } }',
    )) as Answer;
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      {
        message:
          'The answer would be larger than 4000 bytes, so it was not sent. Ask for fewer items (a smaller "first") or fewer fields.',
        extensions: { code: 'RESPONSE_TOO_LARGE', limit: 'responseBytes', max: 4000 },
      },
    ]);
  });

  it('answers the same fields for one product', async () => {
    const answer = (await store.graphql('{ products(first: 1) { nodes { name slug } } }')) as Answer;
    expect(answer.errors).toBeUndefined();
  });
});

describe('the deadline', () => {
  let store: TestStore;
  beforeAll(async () => {
    store = await startTestStore({ env: { COMMERCE_QUERY_TIMEOUT_MS: '1' } });
  });
  afterAll(() => store?.close());

  it('stops a query that runs past it with a clear error, and the server keeps answering', async () => {
    const answer = (await store.graphql(
      '{ products(first: 100) { nodes { name related(first: 5) { nodes { name } } } } }',
    )) as Answer;
    expect(answer.data).toBeNull();
    expect(answer.errors).toEqual([
      {
        message: 'The query took longer than 1 ms and was stopped. Ask for fewer items or fields.',
        extensions: { code: 'QUERY_TIMEOUT', limit: 'time', max: 1 },
      },
    ]);
    expect((await fetch(`${store.url}/health`)).status).toBe(200);
  });
});

describe('the limits settings', () => {
  it('are read from the environment, with the defaults otherwise', () => {
    expect(loadConfig({}).graphql.limits).toEqual(DEFAULT_QUERY_LIMITS);
    expect(
      loadConfig({ COMMERCE_MAX_QUERY_COST: '2000', COMMERCE_QUERY_TIMEOUT_MS: '500' }).graphql.limits,
    ).toMatchObject({ maxCost: 2000, timeoutMs: 500 });
  });

  it('refuse a value that is not a whole number in range, naming the setting', () => {
    expect(() => loadConfig({ COMMERCE_MAX_QUERY_ALIASES: 'many' })).toThrow(
      /COMMERCE_MAX_QUERY_ALIASES must be a whole number/,
    );
    expect(() => loadConfig({ COMMERCE_QUERY_TIMEOUT_MS: '0' })).toThrow(
      /COMMERCE_QUERY_TIMEOUT_MS must be at least 1/,
    );
  });
});
