import type { InfoPageContent } from '../types';

export const termsOfService: InfoPageContent = {
  title: 'Terms of Service',
  description:
    'The terms that apply when you use the SafetyGear Pro online store and buy from us: orders, prices, shipping, returns, warranties and liability.',
  updated: '2026-01-15',
  intro: [
    'These terms apply to your use of the SafetyGear Pro online store and to every order you place with {company}. By using the store or placing an order, you agree to them. Please read them carefully, together with our [Privacy Policy](/privacy-policy) and our [Shipping & Returns](/shipping-returns) policy.',
  ],
  sections: [
    {
      heading: 'Who can buy',
      blocks: [
        'You must be at least 18 years old and able to enter into a binding contract. If you order on behalf of a company or organization, you confirm that you are authorized to do so.',
      ],
    },
    {
      heading: 'Choosing the right protective equipment',
      blocks: [
        'Product descriptions, certifications and our advice are there to help you choose, but you are responsible for selecting equipment suited to your hazards. Under OSHA rules, US employers must assess workplace hazards and provide suitable PPE (29 CFR 1910.132), and tight-fitting respirators require a medical evaluation and a fit test (29 CFR 1910.134).',
        'Always read and follow the manufacturer’s instructions, limitations and replacement schedules. Equipment that is damaged, expired or fitted incorrectly may not protect you.',
      ],
    },
    {
      heading: 'Orders',
      blocks: [
        'Your order is an offer to buy. We accept it when we ship the goods and send you the shipping confirmation. We may refuse or cancel an order, for example when a product is unavailable, a price was displayed wrongly or we suspect fraud; if you have already paid, we refund you in full. In times of shortage we may limit quantities per customer, so that protective equipment reaches as many people as possible.',
      ],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        'Prices are in US dollars. Sales tax is added at checkout where it applies; tax-exempt customers must send a valid certificate before ordering. Payment is due when you order, by card or another method offered at checkout; approved business customers may pay by invoice on agreed terms.',
        'We take care to show correct prices and stock levels, but mistakes can happen. If one affects your order, we contact you before shipping.',
      ],
    },
    {
      heading: 'Shipping and risk',
      blocks: [
        'Delivery options, times and costs are described in our [Shipping & Returns](/shipping-returns) policy. Delivery dates are estimates. The risk of loss passes to you when the parcel is delivered to the address you gave us.',
      ],
    },
    {
      heading: 'Returns and refunds',
      blocks: [
        'You can return eligible products within {days} days of delivery under our money-back guarantee. The conditions, the exceptions for hygiene items and the return steps are described in our [Shipping & Returns](/shipping-returns) policy.',
      ],
    },
    {
      heading: 'Warranties',
      blocks: [
        'Products are covered by their manufacturers’ warranties, whose length is shown on each product page, and we help you make a claim. Nothing in these terms limits the rights you have as a consumer under the law of your state, including implied warranties that cannot be excluded.',
      ],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        'To the extent the law allows, SafetyGear Pro is not liable for indirect, incidental or consequential damages, or for loss or injury caused by misuse of a product, by failure to follow the manufacturer’s instructions or by use of equipment not suited to the hazard. Our total liability for an order is limited to the amount you paid for it. These limits do not apply where the law does not allow liability to be limited, such as for personal injury caused by our negligence.',
      ],
    },
    {
      heading: 'Use of the website',
      blocks: [
        'You may use the store for your own shopping and research. Do not misuse it: no attempts to gain unauthorized access, to disrupt the service or to copy content automatically in bulk. The texts, images and trademarks on the site belong to us or to the manufacturers and may not be copied without permission.',
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of the State of Ohio and applicable federal law. Disputes will be heard by the state or federal courts in Franklin County, Ohio, unless the law of your state gives you the right to bring a claim where you live.',
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: [
        'We may update these terms; the version in force when you place an order applies to that order. Questions? Write to {email} or call {phone}.',
      ],
    },
  ],
};
