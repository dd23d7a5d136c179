/** Stock taken by a placed order, inside its transaction. */
import { and, eq, sql } from 'drizzle-orm';
import type { CartView } from '../cart/totals.ts';
import type { Db } from '../db/client.ts';
import { products, productVariations } from '../db/schema.ts';
import { UserInputError } from '../lib/errors.ts';

/** Takes stock for one line; refuses when fewer are left than ordered and backorders are off. */
export async function takeStock(tx: Db, line: CartView['lines'][number]): Promise<void> {
  const n = line.quantity;
  const name = line.product.name;
  const soldOut = () =>
    new UserInputError(
      `Sorry, we do not have enough "${name}" in stock to fulfill your order. Please edit your cart and try again.`,
      { code: 'ORDER_OUT_OF_STOCK', params: { product: name } },
    );
  const backordersAllowed = line.product.backorders !== 'no';
  if (line.variation?.manageStock) {
    const updated = await tx
      .update(productVariations)
      .set({
        stockQuantity: sql`${productVariations.stockQuantity} - ${n}`,
        stockStatus: sql`case when ${productVariations.stockQuantity} - ${n} > 0 then 'instock' when ${backordersAllowed} then 'onbackorder' else 'outofstock' end`,
      })
      .where(
        and(
          eq(productVariations.id, line.variation.id),
          sql`(${productVariations.stockQuantity} >= ${n} or ${backordersAllowed})`,
        ),
      )
      .returning({ id: productVariations.id });
    if (updated.length === 0) throw soldOut();
  } else if (line.variation && line.variation.stockStatus === 'outofstock') {
    throw soldOut();
  } else if (!line.variation && line.product.manageStock) {
    const updated = await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} - ${n}`,
        stockStatus: sql`case when ${products.stockQuantity} - ${n} > 0 then 'instock' when ${products.backorders} <> 'no' then 'onbackorder' else 'outofstock' end`,
      })
      .where(
        and(
          eq(products.id, line.product.id),
          sql`(${products.stockQuantity} >= ${n} or ${products.backorders} <> 'no')`,
        ),
      )
      .returning({ id: products.id });
    if (updated.length === 0) throw soldOut();
  } else if (!line.variation && line.product.stockStatus === 'outofstock') {
    throw soldOut();
  }
  await tx
    .update(products)
    .set({ totalSales: sql`${products.totalSales} + ${n}` })
    .where(eq(products.id, line.product.id));
}
