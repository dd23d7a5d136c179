/**
 * Shipping zones and their rates: the first zone (by position) naming the shopper's state or
 * country serves the cart. Free shipping compares the cart after discounts with its minimum,
 * as WooCommerce's "after coupon discounts" setting does; a coupon may also grant it.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ShippingMethodConfig, shippingZones } from '../db/schema.ts';

export interface ShippingRateView {
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  cost: number;
}

export async function zoneMethods(db: Db, country: string, state: string): Promise<ShippingMethodConfig[]> {
  const zones = await db
    .select()
    .from(shippingZones)
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const zone =
    zones.find((z) => state !== '' && z.locations.includes(`${country}:${state}`)) ??
    zones.find((z) => z.locations.includes(country));
  return zone?.methods ?? [];
}

export function availableRates(
  methods: ShippingMethodConfig[],
  contentsTotal: number,
  couponGrantsFreeShipping: boolean,
): ShippingRateView[] {
  const rates: ShippingRateView[] = [];
  for (const method of methods) {
    const base = {
      id: `${method.methodId}:${method.instanceId}`,
      methodId: method.methodId,
      instanceId: method.instanceId,
      label: method.label,
    };
    if (method.methodId === 'free_shipping') {
      const byAmount = method.minAmount !== null && contentsTotal >= method.minAmount;
      const byCoupon = couponGrantsFreeShipping;
      const qualifies = method.requiresCoupon ? byCoupon : byAmount || byCoupon || method.minAmount === null;
      if (qualifies) rates.push({ ...base, cost: 0 });
    } else {
      rates.push({ ...base, cost: method.cost });
    }
  }
  return rates;
}

/** The shopper's choice when still offered, else the first rate (WooCommerce's fallback). */
export const chooseRate = (rates: ShippingRateView[], chosen: string | undefined) =>
  rates.find((rate) => rate.id === chosen) ?? rates[0] ?? null;

/** The parents of this domain's object types, named in the generated resolver types (graphql/models.ts). */
interface Models {
  ShippingRateView: ShippingRateView;
}
declare module '../graphql/models.ts' {
  interface ResolverModels extends Models {}
}
