/**
 * How a product used by the box is packed and sold (the `packaging` extension field): masks per
 * box, gloves per box, ear plugs per dispenser. The cart and the storefront's quantity steppers
 * both take the step from here, so a quantity the page offers is one the cart accepts.
 */
import type { Packaging } from '../db/schema/column-types.ts';
import type { ProductFieldResolvers } from './product-resolvers.ts';

/** What a line's quantity must be a multiple of: whole packs when the price counts single units. */
export const quantityStep = (packaging: Packaging | null): number =>
  packaging?.soldBy === 'unit' ? packaging.unitsPerPack : 1;

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

type PackagingResolvers = Pick<ProductFieldResolvers, 'packaging'>;

export const packagingResolvers: PackagingResolvers = {
  packaging: ({ packaging }) =>
    packaging
      ? {
          pack: upper(packaging.pack),
          unitsPerPack: packaging.unitsPerPack,
          unit: upper(packaging.unit),
          soldBy: upper(packaging.soldBy),
          quantityStep: quantityStep(packaging),
        }
      : null,
};
