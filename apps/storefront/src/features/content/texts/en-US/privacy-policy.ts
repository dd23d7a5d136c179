import type { InfoPageContent } from '../types';

export const privacyPolicy: InfoPageContent = {
  title: 'Privacy Policy',
  description:
    'How SafetyGear Pro collects, uses and protects your personal information when you shop with us, and the choices and rights you have.',
  updated: '2026-01-15',
  intro: [
    'This policy explains what personal information {company} (“SafetyGear Pro”, “we”) collects when you visit our online store or buy from us, how we use it and the choices you have. It applies to this website and to orders, emails and calls with our customer service.',
  ],
  sections: [
    {
      heading: 'Information we collect',
      blocks: [
        {
          list: [
            '**Information you give us:** your name, email address, phone number, billing and shipping addresses, company name, order details and anything you write to us, for example with the contact form.',
            '**Payment information:** card payments are processed by our payment provider. We never see or store your full card number.',
            '**Account information:** if you create an account, your login details, order history, wishlist and saved addresses.',
            '**Information collected automatically:** your IP address, browser and device type, the pages you view and the site you came from, recorded in server logs and, if enabled, by analytics tools.',
          ],
        },
      ],
    },
    {
      heading: 'How we use your information',
      blocks: [
        {
          list: [
            'to process, ship and support your orders, including returns and warranty claims;',
            'to answer your questions and messages;',
            'to run your customer account;',
            'to prevent fraud and keep our store secure;',
            'to improve our website and product range, using aggregated statistics;',
            'to send you news and offers, only if you signed up for them (every email has an unsubscribe link);',
            'to meet legal obligations, such as tax and accounting rules.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        'We use a small number of cookies. Essential cookies keep your cart, your login session and your chosen language (the i18n_redirected cookie, kept for one year); the store needs them to work. Analytics cookies, used only when enabled, help us understand how the store is used.',
        'You can delete or block cookies in your browser settings. The store will still work, but you may have to choose your language again and your cart may be emptied.',
      ],
    },
    {
      heading: 'Who we share information with',
      blocks: [
        'We do not sell or rent your personal information. We share it only with service providers who help us run the store, and only as far as they need it:',
        {
          list: [
            'payment processors, to take payments;',
            'shipping carriers, to deliver your orders;',
            'hosting, email and customer-service providers, under contracts that require them to protect your data;',
            'authorities, when the law requires it, or to protect our customers and our business against fraud.',
          ],
        },
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'Order and invoice records are kept for seven years, as US tax rules require. Messages to customer service are kept for two years. Account data is kept until you close your account. Server logs are deleted after 90 days.',
      ],
    },
    {
      heading: 'Your rights and choices',
      blocks: [
        'You can ask us at any time to show you, correct or delete the personal information we hold about you, or to stop sending you marketing emails.',
        'Residents of California and of other states with privacy laws, such as Virginia and Colorado, have the right to know about, access, correct and delete their personal information, to opt out of its sale or sharing (we do neither), and not to be treated differently for using these rights. Visitors from the European Economic Area and the United Kingdom have equivalent rights under the GDPR, including the right to complain to their data protection authority.',
        'To make a request, write to {email}. We answer within 30 days and may first ask you to confirm your identity.',
      ],
    },
    {
      heading: 'Security',
      blocks: [
        'We protect your information with encryption in transit (HTTPS), access controls and regular updates. Passwords are stored only as secure hashes. No system is perfectly secure, but we work hard to protect your data and will notify you as the law requires if a breach affects you.',
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'Our store is intended for adults and businesses. We do not knowingly collect personal information from children under 13. If you believe a child has given us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to this policy',
      blocks: [
        'We may update this policy when our practices or the law change. The date at the top shows the current version; we announce significant changes on our website.',
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        'Questions about your privacy? Write to {email}, call {phone}, or send a letter to {company}, Privacy, {address}.',
      ],
    },
  ],
};
