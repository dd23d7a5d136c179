/**
 * WooGraphQL 1.0.3's `CheckoutInput.createdVia` ("Source of the order … Defaults to
 * \"checkout\"", reference/woographql/woographql-1.0.3-delta.graphql): kept on the order as
 * WooCommerce keeps its created_via property, under a protected meta key clients cannot set
 * through `metaData`, and answered by `Order.createdVia`.
 */

import { metaDataEntries } from '../catalog/product-values.ts';
import type { MetaDataEntry } from '../db/schema.ts';
import type { OrderResolvers } from '../graphql/generated/resolvers-types.ts';

export const CREATED_VIA_META_KEY = '_created_via';
export const DEFAULT_CREATED_VIA = 'checkout';

/** The client's meta entries without the protected key, plus the order's source. */
export function withCreatedVia(
  metaData: MetaDataEntry[],
  createdVia: string | null | undefined,
): MetaDataEntry[] {
  const source = createdVia?.trim() || DEFAULT_CREATED_VIA;
  return [
    ...metaData.filter((entry) => entry.key !== CREATED_VIA_META_KEY),
    { key: CREATED_VIA_META_KEY, value: source },
  ];
}

export const orderCreatedViaResolvers: OrderResolvers = {
  // Orders placed before the field existed came through the checkout too.
  createdVia: (order) =>
    order.metaData.find((entry) => entry.key === CREATED_VIA_META_KEY)?.value ?? DEFAULT_CREATED_VIA,
  // WooGraphQL's Order.metaData(key, keysIn, multiple): every meta entry to whoever may read the
  // order, ordered by key as a real site answered them (real-site/purchase-details.json). The order's
  // source is not among them: WooCommerce keeps created_via as an order property, not as meta.
  metaData: (order, args) =>
    metaDataEntries(
      order.metaData
        .filter((entry) => entry.key !== CREATED_VIA_META_KEY)
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
      args,
      order.id,
    ),
};
