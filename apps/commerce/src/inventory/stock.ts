/**
 * Setting a product's or variation's stock as WooCommerce does: with stock managed and a quantity,
 * the status follows the quantity (in stock above 0, else on backorder when backorders are allowed,
 * else out of stock); otherwise the status is the one given. A variable product that does not
 * manage stock itself takes its status from its variations (WC_Product_Variable::sync_stock_status).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { products, productVariations } from '../db/schema.ts';

type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface StockChange {
  manageStock?: boolean;
  stockQuantity?: number;
  stockStatus?: StockStatus;
}

interface Current {
  manageStock: boolean;
  stockQuantity: number | null;
  stockStatus: string;
}

function nextStock(current: Current, change: StockChange, backorders: string) {
  const manageStock = change.manageStock ?? current.manageStock;
  const stockQuantity = change.stockQuantity ?? current.stockQuantity;
  let stockStatus = (change.stockStatus ?? current.stockStatus) as StockStatus;
  if (manageStock && stockQuantity !== null) {
    stockStatus = stockQuantity > 0 ? 'instock' : backorders !== 'no' ? 'onbackorder' : 'outofstock';
  }
  return { manageStock, stockQuantity, stockStatus };
}

export async function updateProductStock(db: Db, id: number, change: StockChange) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!product) return null;
    const [updated] = await tx
      .update(products)
      .set({ ...nextStock(product, change, product.backorders), modifiedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    return updated ?? null;
  });
}

/** The parent's status from its variations: in stock if any is, else on backorder if any is. */
async function syncParentStatus(tx: Db, parentId: number) {
  const [parent] = await tx.select().from(products).where(eq(products.id, parentId));
  if (!parent || parent.manageStock) return;
  const statuses = (
    await tx
      .select({ stockStatus: productVariations.stockStatus })
      .from(productVariations)
      .where(eq(productVariations.parentId, parentId))
  ).map((row) => row.stockStatus);
  const stockStatus: StockStatus = statuses.includes('instock')
    ? 'instock'
    : statuses.includes('onbackorder')
      ? 'onbackorder'
      : 'outofstock';
  if (stockStatus !== parent.stockStatus) {
    await tx.update(products).set({ stockStatus }).where(eq(products.id, parentId));
  }
}

export async function updateVariationStock(db: Db, id: number, parentId: number, change: StockChange) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [parent] = await tx.select().from(products).where(eq(products.id, parentId)).for('update');
    const [variation] = await tx
      .select()
      .from(productVariations)
      .where(and(eq(productVariations.id, id), eq(productVariations.parentId, parentId)))
      .for('update');
    if (!parent || !variation) return null;
    const [updated] = await tx
      .update(productVariations)
      .set({ ...nextStock(variation, change, parent.backorders), modifiedAt: new Date() })
      .where(eq(productVariations.id, id))
      .returning();
    await syncParentStatus(tx, parentId);
    return updated ?? null;
  });
}
