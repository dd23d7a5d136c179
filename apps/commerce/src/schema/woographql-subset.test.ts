/** woographql.graphql is generated from the subset list; nobody edits it by hand. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain ESM script without type declarations
import { generateSubset } from '../../scripts/woographql-subset.mjs';

describe('src/schema/woographql.graphql', () => {
  it('is what scripts/woographql-subset.mjs generates from woographql-subset.txt (run `npm run schema:subset -w @ppe/commerce`)', () => {
    const committed = readFileSync(new URL('./woographql.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(generateSubset());
  });
});
