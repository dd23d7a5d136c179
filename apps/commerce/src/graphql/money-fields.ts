/**
 * WooGraphQL's money fields (`total(format: RAW | FORMATTED)` …) of amounts kept in cents, in the
 * store's currency. One definition for the cart, its lines, coupons and rates, orders and variations.
 */
import { priceField } from '../lib/money.ts';
import type { Context } from './context.ts';

export type FormatArgs = { format?: 'RAW' | 'FORMATTED' | null };

export async function moneyField(
  cents: number | null,
  args: FormatArgs,
  context: Context,
): Promise<string | null> {
  return priceField(
    { min: cents, max: cents },
    args.format ?? 'FORMATTED',
    (await context.options()).currency,
  );
}

type CentsKey<Source> = {
  [Key in keyof Source]: Source[Key] extends number | null ? Key : never;
}[keyof Source];

/**
 * Resolvers for fields named after a source's cent amounts, e.g. `moneyFields<CartView>()('total',
 * 'subtotal')`; `renamed` maps a GraphQL field onto a differently named amount.
 */
export function moneyFields<Source>() {
  type Resolver = (source: Source, args: FormatArgs, context: Context) => Promise<string | null>;
  const resolver =
    (key: CentsKey<Source>): Resolver =>
    (source, args, context) =>
      moneyField(source[key] as number | null, args, context);
  return <Field extends CentsKey<Source>>(
    fields: readonly Field[],
    renamed: Record<string, CentsKey<Source>> = {},
  ) => {
    const resolvers: Record<string, Resolver> = {};
    for (const field of fields) resolvers[field as string] = resolver(field);
    for (const [field, key] of Object.entries(renamed)) resolvers[field] = resolver(key);
    return resolvers;
  };
}
