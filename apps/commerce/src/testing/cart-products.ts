/**
 * Products with known prices and stock for the cart tests, inserted straight into a test
 * store's database so the tests do not depend on the demo catalogue's details.
 */
import type { Db } from '../db/client.ts';
import { productAttributes, products, productTerms, productVariations } from '../db/schema.ts';

type ProductInsert = typeof products.$inferInsert;

let serial = 0;

export async function addProduct(
  db: Db,
  values: Partial<ProductInsert> & { price: number; categoryIds?: number[] },
): Promise<number> {
  serial += 1;
  const { categoryIds = [], ...rest } = values;
  const [row] = await db
    .insert(products)
    .values({
      type: 'simple',
      slug: `cart-test-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      name: `Test product ${serial}`,
      regularPrice: values.price,
      minPrice: values.price,
      maxPrice: values.price,
      ...rest,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('Product not inserted.');
  for (const termId of categoryIds) await db.insert(productTerms).values({ productId: row.id, termId });
  return row.id;
}

/** A variable product with sizes s, m, l (l out of stock) and a colour that may be 'any'. */
export async function addVariableProduct(db: Db, name = 'Test glove') {
  const id = await addProduct(db, { type: 'variable', name, price: 1000 });
  await db.insert(productAttributes).values([
    { productId: id, name: 'pa_size', isTaxonomy: true, variation: true, options: ['s', 'm', 'l'] },
    {
      productId: id,
      name: 'Colour',
      isTaxonomy: false,
      variation: true,
      position: 1,
      options: ['Blue', 'Black'],
    },
  ]);
  const variation = async (size: string, extra: Partial<typeof productVariations.$inferInsert> = {}) => {
    const [row] = await db
      .insert(productVariations)
      .values({
        parentId: id,
        attributes: { pa_size: size, Colour: '' },
        price: 1000,
        regularPrice: 1000,
        ...extra,
      })
      .returning({ id: productVariations.id });
    if (!row) throw new Error('Variation not inserted.');
    return row.id;
  };
  const small = await variation('s', { manageStock: true, stockQuantity: 3 });
  const medium = await variation('m', { price: 1250, regularPrice: 1250 });
  const large = await variation('l', { stockStatus: 'outofstock' });
  return { id, small, medium, large };
}
