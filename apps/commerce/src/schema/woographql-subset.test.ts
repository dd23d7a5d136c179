/** woographql.graphql and woonuxt-settings.graphql are generated from the subset list; nobody edits them by hand. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error the generator is a plain ESM script without type declarations
import { generateSubset } from '../../scripts/woographql-subset.mjs';

const generated: { stock: string; woonuxtSettings: string } = generateSubset();
const committed = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

describe('the generated schema files (run `npm run schema:subset -w @ppe/commerce` after editing woographql-subset.txt)', () => {
  it('woographql.graphql is what scripts/woographql-subset.mjs generates', () => {
    expect(committed('woographql.graphql')).toBe(generated.stock);
  });

  it('woonuxt-settings.graphql is what scripts/woographql-subset.mjs generates', () => {
    expect(committed('woonuxt-settings.graphql')).toBe(generated.woonuxtSettings);
  });
});
