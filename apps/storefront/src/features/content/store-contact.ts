/**
 * How shoppers reach the store: the contact page, the Organization structured data and the info
 * pages read these. The business's name, address, phone, email and social profiles come from the
 * shell's footer details (features/shell/contact.ts), so the footer and these pages never disagree;
 * the support hours (US Eastern time: the warehouse is in Ohio) are added here.
 */
import { STORE_CONTACT as BUSINESS, SOCIAL_LINKS } from '@/features/shell/contact';

export const STORE_CONTACT = {
  /** The company trading as the shop (the footer's trading-name line). */
  legalName: BUSINESS.company,
  address: {
    street: BUSINESS.street,
    city: BUSINESS.city,
    region: BUSINESS.region,
    postalCode: BUSINESS.postalCode,
    /** ISO 3166-1 code, for structured data. */
    country: 'US',
  },
  /** E.164 for tel: links and structured data; the display form for people. */
  phone: BUSINESS.phoneHref.replace(/^tel:/, ''),
  phoneDisplay: BUSINESS.phone,
  email: BUSINESS.email,
  /** Phone and email answered Monday to Friday, in US Eastern time. */
  hours: { opens: '08:00', closes: '18:00', timeZone: 'America/New_York' },
  social: SOCIAL_LINKS.map((link) => ({ name: link.network, url: link.href })),
} as const;

/** "1250 Industrial Parkway, Suite 200, Columbus, OH 43215" (a US address reads the same in every locale). */
export const formatStoreAddress = (): string => {
  const { street, city, region, postalCode } = STORE_CONTACT.address;
  return `${street}, ${city}, ${region} ${postalCode}`;
};
