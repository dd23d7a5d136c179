import type { SeedProduct } from '../types.ts';
import { art, para, richText, seo } from './helpers.ts';

/**
 * The store's gift card: a simple virtual product flagged `_gift_card` (gift-cards/product.ts),
 * $25, $50 or $100, or any amount from $10 to $500. Its price is the smallest offered amount.
 */
export const giftCardProducts: SeedProduct[] = [
  {
    slug: 'ppe-gift-card',
    name: 'PPE Gift Card',
    sku: 'GIFT-CARD',
    type: 'simple',
    // Beside the courses: the demo catalogue keeps its category tree, which has no gift card branch.
    categories: ['safety-training', 'industrial'],
    tags: ['training'],
    regularPrice: 25,
    stockStatus: 'instock',
    totalSales: 86,
    virtual: true,
    date: '2024-11-01T09:00:00Z',
    image: art('blog-scene', 40, 'GIFT CARD', 'A PPE gift card in a kraft envelope'),
    shortDescription: para(
      'Send a gift card by email on the day you choose: $25, $50, $100 or any amount from $10 to $500.',
    ),
    description: richText(
      [
        'Let your team or a fellow tradesperson choose the protection that fits them. The recipient gets an email with the gift card code on the delivery date you pick, with your message.',
        'The code pays for all or part of any order in the shop, across as many orders as it takes to spend the balance.',
      ],
      [
        '$25, $50, $100 or a custom amount from $10 to $500',
        'Delivered by email on the date you choose',
        'Spend it over several orders',
      ],
    ),
    attributes: [],
    metaData: [
      { key: '_gift_card', value: 'yes' },
      { key: '_gift_card_amounts', value: '25,50,100' },
      { key: '_gift_card_min_amount', value: '10' },
      { key: '_gift_card_max_amount', value: '500' },
    ],
    seo: seo(
      'PPE Gift Card | Delivered by email',
      'A gift card for protective equipment, emailed on the day you choose: $25, $50, $100 or a custom amount.',
    ),
  },
];
