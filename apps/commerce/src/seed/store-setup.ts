/**
 * The demo store's selling setup, seeded after the catalogue (so catalogue ids stay as they
 * were): coupons and shipping zones. Idempotent, so a database seeded before carts existed
 * gets it on its next start. The tax table stays empty: this store charges no tax by default.
 */
import { FREE_SHIPPING_MINIMUM } from '@ppe/shop-rules/shipping';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type CouponKind, coupons, type ShippingMethodConfig, shippingZones } from '../db/schema.ts';

interface SeedCoupon {
  code: string;
  description: string;
  kind: CouponKind;
  amount: number;
  freeShipping?: boolean;
  minimumSpend?: number;
  expiresAt?: Date;
  usageLimit?: number;
  usageLimitPerCustomer?: number;
  individualUse?: boolean;
  categoryIds?: number[];
}

/** Category ids are the spec's fixed ones (gloves 534, masks-respirators 513). */
export const DEMO_COUPONS: SeedCoupon[] = [
  {
    code: 'welcome10',
    description: '10% off your first order',
    kind: 'percent',
    amount: 10,
    usageLimitPerCustomer: 1,
  },
  {
    code: 'save5',
    description: '$5 off orders of $25 or more',
    kind: 'fixed_cart',
    amount: 500,
    minimumSpend: 2500,
  },
  { code: 'gloves15', description: '15% off gloves', kind: 'percent', amount: 15, categoryIds: [534] },
  {
    code: 'mask2',
    description: '$2 off every mask and respirator',
    kind: 'fixed_product',
    amount: 200,
    categoryIds: [513],
  },
  { code: 'freeship', description: 'Free shipping', kind: 'fixed_cart', amount: 0, freeShipping: true },
  {
    code: 'vip20',
    description: '20% off orders of $100 or more; not combinable',
    kind: 'percent',
    amount: 20,
    minimumSpend: 10000,
    individualUse: true,
  },
  {
    code: 'launch25',
    description: 'Launch offer (limited to 500 uses)',
    kind: 'percent',
    amount: 25,
    usageLimit: 500,
  },
  {
    code: 'summer2024',
    description: 'Summer 2024 sale (ended)',
    kind: 'percent',
    amount: 20,
    expiresAt: new Date('2024-09-01T00:00:00Z'),
  },
];

/**
 * Free shipping is listed first: WooCommerce picks the first available rate by default, so a
 * cart that reaches the minimum ships free unless the shopper chose otherwise. The minimum is the
 * one the storefront promises (`@ppe/shop-rules/shipping`), in cents here.
 */
export const DEMO_SHIPPING_ZONES: { name: string; locations: string[]; methods: ShippingMethodConfig[] }[] = [
  {
    name: 'United States',
    locations: ['US'],
    methods: [
      {
        instanceId: 2,
        methodId: 'free_shipping',
        label: 'Free shipping',
        minAmount: Math.round(FREE_SHIPPING_MINIMUM * 100),
        requiresCoupon: false,
      },
      { instanceId: 1, methodId: 'flat_rate', label: 'Flat rate', cost: 795 },
      { instanceId: 3, methodId: 'local_pickup', label: 'Local pickup', cost: 0 },
    ],
  },
  {
    name: 'Canada',
    locations: ['CA'],
    methods: [{ instanceId: 4, methodId: 'flat_rate', label: 'Flat rate', cost: 1495 }],
  },
];

/** Each part is seeded only into an empty table, so the owner's own setup is never touched. */
export async function seedStoreSetup(db: Db): Promise<void> {
  const existing = await db.execute<{ coupons: boolean; zones: boolean }>(
    sql`select exists (select 1 from coupons) as coupons, exists (select 1 from shipping_zones) as zones`,
  );
  const has = existing.rows[0];
  if (has?.coupons !== true) await db.insert(coupons).values(DEMO_COUPONS);
  if (has?.zones !== true) {
    await db
      .insert(shippingZones)
      .values(DEMO_SHIPPING_ZONES.map((zone, position) => ({ ...zone, position })));
  }
}
