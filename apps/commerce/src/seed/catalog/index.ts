import type { SeedCatalog } from '../types.ts';
import { attributes } from './attributes.ts';
import { categories } from './categories.ts';
import { posts } from './posts.ts';
import { withCompliance } from './product-compliance.ts';
import { withQuantityTiers } from './product-quantity-tiers.ts';
import { giftCardProducts } from './products-gift-cards.ts';
import { glovesProducts } from './products-gloves.ts';
import { industrialProducts } from './products-industrial.ts';
import { masksProducts } from './products-masks.ts';
import { speedglasProducts } from './products-speedglas.ts';
import { versafloProducts } from './products-versaflo.ts';
import { tags } from './tags.ts';
import { withVariationImages } from './variation-images.ts';

/** The hand-written demo catalogue: attributes, category tree, tags, ~170 products and blog posts. */
export const demoCatalog: SeedCatalog = {
  attributes,
  categories,
  tags,
  products: withVariationImages(
    withQuantityTiers(
      withCompliance([
        ...speedglasProducts,
        ...versafloProducts,
        ...masksProducts,
        ...glovesProducts,
        ...industrialProducts,
        ...giftCardProducts,
      ]),
    ),
    attributes,
  ),
  posts,
};

export {
  attributes,
  categories,
  glovesProducts,
  industrialProducts,
  masksProducts,
  posts,
  speedglasProducts,
  tags,
  versafloProducts,
};
