import type { InfoPageContent } from '../types';

export const shippingReturns: InfoPageContent = {
  title: 'Shipping & Returns',
  description:
    'Free shipping across the USA on orders over {threshold}, same-day dispatch from Ohio, and a {days}-day money-back guarantee with simple returns.',
  intro: [
    'We want your equipment to arrive quickly, and we want it to be the right equipment. Here is how shipping, returns and refunds work at SafetyGear Pro.',
  ],
  sections: [
    {
      heading: 'Free shipping across the USA',
      blocks: [
        'Shipping is free on every order of {threshold} or more delivered to an address in the United States: all 50 states, Washington, D.C., Puerto Rico and APO/FPO/DPO addresses. The threshold applies to the order subtotal after discounts and before tax.',
        'Orders under {threshold} ship at a flat rate that you see in the cart before you pay. You can also choose free local pickup at our warehouse in Columbus, Ohio.',
      ],
    },
    {
      heading: 'When your order ships',
      blocks: [
        {
          list: [
            'Orders placed by 2 p.m. Eastern Time on a business day ship the same day; later orders ship the next business day.',
            'Standard ground delivery takes 2 to 5 business days to most addresses in the contiguous United States, and 4 to 8 business days to Alaska, Hawaii and U.S. territories.',
            'Items on backorder ship as soon as they arrive. We tell you the expected date and send the rest of your order without waiting, at no extra cost.',
          ],
        },
        'As soon as your parcel leaves our warehouse, you receive an email with its tracking number.',
      ],
    },
    {
      heading: 'Our {days}-day money-back guarantee',
      blocks: [
        'If you are not satisfied with a purchase, you can return it within {days} days of delivery for a full refund of the item price. Items must be unused and in their original packaging, with all labels, manuals and accessories.',
      ],
    },
    {
      heading: 'Items we cannot take back',
      blocks: [
        'For hygiene and safety reasons, some equipment cannot be resold once its packaging has been opened. Unless the item arrived faulty or we sent the wrong one, we cannot accept returns of:',
        {
          list: [
            'disposable masks and respirators taken out of their sealed packaging;',
            'respirator filters, cartridges and PAPR filters whose seal is broken;',
            'used gloves, earplugs and other single-use items;',
            'products customized or specially ordered for you, unless agreed in writing.',
          ],
        },
      ],
    },
    {
      heading: 'How to return an item',
      blocks: [
        {
          steps: [
            'Email {email} or call {phone} with your order number and the items you want to return. Within one business day we send you a return authorization (RMA) number.',
            'Pack the items securely in their original packaging and write the RMA number on the outside of the box.',
            'Ship the parcel to SafetyGear Pro Returns, {address}. We recommend a tracked service.',
            'We inspect the items within two business days of receiving them and email you as soon as the refund is issued.',
          ],
        },
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        'Refunds go back to your original payment method within 5 business days of approval; your bank may take a few more days to show them. Original shipping charges are refunded when the return is due to our mistake or a faulty product. Otherwise you pay for the return shipping, and we never charge a restocking fee.',
      ],
    },
    {
      heading: 'Damaged, faulty or wrong items',
      blocks: [
        'If something arrives damaged or faulty, or is not what you ordered, tell us within 7 days of delivery, with a photo if you can. We send a replacement or a full refund, including all shipping costs, at no charge to you.',
        'Products that fail later are covered by the manufacturer’s warranty, which is shown on each product page. We handle the claim with the manufacturer for you.',
      ],
    },
    {
      heading: 'Exchanges',
      blocks: [
        'Need a different size or model? Return the original item as described above and place a new order. We ship the new item as soon as you order it, so you are never left without protection.',
      ],
    },
  ],
};
