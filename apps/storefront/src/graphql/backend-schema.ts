import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

/**
 * The embedded backend's schema for tests, per profile, from the SDL files its
 * `schema/profiles.json` lists: `stock` is what a stock WooCommerce + WPGraphQL + WooGraphQL +
 * Headless Login site serves; `full` adds WooNuxt Settings and the store plugins.
 */
export type BackendProfile = 'stock' | 'full';

const schemaDir = new URL('../../../commerce/src/schema/', import.meta.url).pathname;
const built = new Map<BackendProfile, GraphQLSchema>();

export function backendSchema(profile: BackendProfile): GraphQLSchema {
  let schema = built.get(profile);
  if (!schema) {
    const profiles = JSON.parse(readFileSync(join(schemaDir, 'profiles.json'), 'utf8')) as Record<
      BackendProfile,
      string[]
    >;
    schema = buildSchema(
      profiles[profile].map((file) => readFileSync(join(schemaDir, file), 'utf8')).join('\n'),
    );
    built.set(profile, schema);
  }
  return schema;
}
