import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types for every operation in src/graphql, generated from the embedded backend's schema (a
 * compatible subset of WooGraphQL plus the store extensions). Never edit the output by hand:
 * run `npm run codegen -w @ppe/storefront`; a test fails when it is out of date.
 */
const config: CodegenConfig = {
  // The backend's full profile: every field the storefront may ask for, plugins included.
  schema: (
    JSON.parse(readFileSync('../commerce/src/schema/profiles.json', 'utf8')) as { full: string[] }
  ).full.map((file) => `../commerce/src/schema/${file}`),
  documents: ['src/graphql/**/*.graphql'],
  generates: {
    'src/graphql/generated.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: false },
        defaultScalarType: 'unknown',
        skipTypename: true,
      },
    },
  },
};

export default config;
