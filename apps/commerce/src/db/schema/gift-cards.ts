/** Gift cards sold by the store, and the ledger of every amount issued or spent on them. */
import type { StoreLanguage } from '@ppe/shop-rules/languages';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';
import { orders } from './orders.ts';

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Formatted as shoppers type it (XXXX-XXXX-XXXX-XXXX); unique, so a code names one card. */
    code: text('code').notNull().unique(),
    initialBalance: integer('initial_balance').notNull(),
    /** Cents left; checkout takes from it under a row lock and never below zero. */
    balance: integer('balance').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    purchaseOrderId: integer('purchase_order_id').references(() => orders.id, { onDelete: 'set null' }),
    purchaserCustomerId: integer('purchaser_customer_id').references(() => customers.id, {
      onDelete: 'set null',
    }),
    purchaserName: text('purchaser_name').notNull().default(''),
    recipientName: text('recipient_name').notNull(),
    /** Lower-case, so a signed-in customer finds the cards sent to their address. */
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** The language the card was bought in (its order's `wpml_language`): its email speaks it. */
    language: text('language').$type<StoreLanguage>().notNull().default('en'),
    /** The day (store time, UTC) the recipient's email is due. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** Set when a delivery run claims the card: null means the email is still due. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_cards_recipient').on(t.recipientEmail),
    index('gift_cards_purchaser').on(t.purchaserCustomerId),
    index('gift_cards_due').on(t.deliveryDate),
  ],
);

/** Every change to a card's balance: + when issued, - when an order spends it. */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    kind: text('kind').$type<'issued' | 'spent'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('gift_card_transactions_card').on(t.giftCardId)],
);
