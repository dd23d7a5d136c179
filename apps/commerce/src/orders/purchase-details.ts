/** The purchase details kept on an order (@ppe/shop-rules/purchase-details), read by their keys only. */
import { DOCK_NOTE_META_KEY, PURCHASE_ORDER_META_KEY } from '@ppe/shop-rules/purchase-details';
import type { MetaDataEntry } from '../db/schema.ts';

export function orderPurchaseDetails(metaData: readonly MetaDataEntry[] | undefined): {
  purchaseOrder: string;
  dockNote: string;
} {
  const value = (key: string) => (metaData ?? []).find((entry) => entry.key === key)?.value ?? '';
  return { purchaseOrder: value(PURCHASE_ORDER_META_KEY), dockNote: value(DOCK_NOTE_META_KEY) };
}
