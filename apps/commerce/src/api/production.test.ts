/**
 * The backend in production mode (NODE_ENV=production) keeps its schema to itself, unless public
 * introspection is turned on; and client mistakes are answered as such and logged in one line,
 * never as a server failure with the SQL.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, IN_MEMORY, openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { type CommerceServer, startServer } from '../server.ts';

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

interface Backend {
  url: string;
  /** Every log line written since start, parsed. */
  logs: Record<string, unknown>[];
  graphql(query: string, variables?: Record<string, unknown>): Promise<Answer>;
  close(): Promise<void>;
}

/** An empty store (no catalogue needed) on a logger whose lines the test reads. */
async function startBackend(env: Record<string, string>): Promise<Backend> {
  const database: Database = await openDatabase({ dataDir: IN_MEMORY });
  await runMigrations(database.db);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const config = loadConfig({ COMMERCE_PORT: '0', COMMERCE_DATA_DIR: IN_MEMORY, ...env });
  const server: CommerceServer = await startServer(config, database, pino({ level: 'info' }, sink));
  return {
    url: server.url,
    logs,
    graphql: async (query, variables) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as Answer;
    },
    close: async () => {
      await server.close();
      await database.close();
    },
  };
}

const INTROSPECTION_REFUSED =
  'GraphQL introspection is not allowed, but the query contained __schema or __type';

describe('production mode (NODE_ENV=production)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({ NODE_ENV: 'production' });
  });
  afterAll(() => backend?.close());

  it('refuses introspection as WPGraphQL does with public introspection off', async () => {
    for (const query of [
      '{ __schema { types { name } } }',
      '{ __type(name: "Product") { fields { name } } }',
    ]) {
      const answer = await backend.graphql(query);
      expect(answer).not.toHaveProperty('data');
      expect(answer.errors?.[0]).toMatchObject({
        message: INTROSPECTION_REFUSED,
        extensions: { code: 'INTROSPECTION_DISABLED' },
      });
    }
  });

  it('logs a refused introspection in one info line, not as a failure', async () => {
    const before = backend.logs.length;
    await backend.graphql('{ __schema { queryType { name } } }');
    expect(backend.logs.slice(before).filter((line) => line.msg !== 'request')).toEqual([
      expect.objectContaining({ level: 30, msg: 'GraphQL query refused', code: 'INTROSPECTION_DISABLED' }),
    ]);
  });

  it('says so in the WooNuxt Settings field that reports the setting', async () => {
    const answer = await backend.graphql('{ woonuxtSettings { publicIntrospectionEnabled } }');
    expect(answer).toEqual({ data: { woonuxtSettings: { publicIntrospectionEnabled: 'off' } } });
  });

  it('still answers __typename, which clients add to every selection', async () => {
    const answer = await backend.graphql('{ __typename }');
    expect(answer).toEqual({ data: { __typename: 'RootQuery' } });
  });

  it('names the unknown field without suggesting the schema’s', async () => {
    const answer = await backend.graphql('{ products { nodes { nam } } }');
    expect(answer.errors?.[0]?.message).toMatch(/^Cannot query field "nam" on type "\w+"\.$/);
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('suggests no enum value for a wrong one sent as a variable', async () => {
    const answer = await backend.graphql(
      'query ($c: CountriesEnum!) { countryStates(country: $c) { code } }',
      {
        c: 'UX',
      },
    );
    expect(answer.errors?.[0]?.message).toMatch(
      /^Variable "\$c" got invalid value "UX"; Value "UX" does not exist/,
    );
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('public introspection turned on in production (COMMERCE_PUBLIC_INTROSPECTION=on)', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({ NODE_ENV: 'production', COMMERCE_PUBLIC_INTROSPECTION: 'on' });
  });
  afterAll(() => backend?.close());

  it('answers introspection, as WooNuxt’s build needs, and says so in WooNuxt Settings', async () => {
    const answer = await backend.graphql('{ __type(name: "SimpleProduct") { name } }');
    expect(answer).toEqual({ data: { __type: { name: 'SimpleProduct' } } });
    const settings = await backend.graphql('{ woonuxtSettings { publicIntrospectionEnabled } }');
    expect(settings).toEqual({ data: { woonuxtSettings: { publicIntrospectionEnabled: 'on' } } });
  });
});

describe('development mode', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await startBackend({});
  });
  afterAll(() => backend?.close());

  it('answers introspection and suggests fields, for whoever builds against it', async () => {
    expect((await backend.graphql('{ __type(name: "SimpleProduct") { name } }')).data).toEqual({
      __type: { name: 'SimpleProduct' },
    });
    const answer = await backend.graphql('{ products { nodes { nam } } }');
    expect(answer.errors?.[0]?.message).toMatch(/Did you mean "name"\?/);
  });

  const serverFailures = () => backend.logs.filter((line) => line.msg === 'GraphQL resolver failed');
  const withSql = () => backend.logs.filter((line) => /select |Failed query/i.test(JSON.stringify(line)));

  it('answers a variable of the wrong type as bad input, logged without being a server failure', async () => {
    const answer = await backend.graphql(
      'query ($first: Int) { products(first: $first) { nodes { name } } }',
      {
        first: 'ten',
      },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Variable "$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(serverFailures()).toEqual([]);
  });

  it('refuses NUL characters in variables and in the query before they reach the database', async () => {
    const viaVariables = await backend.graphql(
      'query ($s: String) { products(where: { search: $s }) { nodes { name } } }',
      { s: 'mask\u0000' },
    );
    const inQuery = await backend.graphql(
      '{ products(where: { search: "mask\\u0000" }) { nodes { name } } }',
    );
    for (const answer of [viaVariables, inQuery]) {
      expect(answer).not.toHaveProperty('data');
      expect(answer.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/contains a NUL character/),
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(serverFailures()).toEqual([]);
  });

  it('answers a value the database refuses (an id out of range) as bad input, logged without SQL or stack', async () => {
    const before = backend.logs.length;
    const answer = await backend.graphql('{ product(id: "99999999999", idType: DATABASE_ID) { name } }');
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^A value in the request cannot be used: it is out of range/),
      path: ['product'],
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(serverFailures()).toEqual([]);
    expect(withSql()).toEqual([]);
    const logged = backend.logs
      .slice(before)
      .find((line) => line.msg === 'GraphQL request refused: bad input');
    expect(logged).toMatchObject({ level: 30, path: ['product'], reason: expect.stringMatching(/^22003: /) });
    expect(logged).not.toHaveProperty('err');
  });
});
