import { readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Resolver types for every field of the full schema profile (the WooGraphQL subset, WooNuxt
 * Settings and the store extensions), so each resolver's arguments, parent and result are
 * checked against the SDL. Never edit the output by hand: run `npm run codegen -w @ppe/commerce`;
 * a test fails when it is out of date.
 */
const config: CodegenConfig = {
  schema: (JSON.parse(readFileSync('src/schema/profiles.json', 'utf8')) as { full: string[] }).full.map(
    (file) => `src/schema/${file}`,
  ),
  generates: {
    'src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#Context',
        defaultMapper: 'unknown',
        mappers: {},
      },
    },
  },
};

export default config;
