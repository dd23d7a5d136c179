/** The business behind the shop, as the footer shows it. One place to change for a real store. */
export const STORE_CONTACT = {
  company: 'Buckeye Safety Supply LLC',
  street: '1250 Industrial Parkway, Suite 200',
  city: 'Columbus',
  region: 'OH',
  postalCode: '43215',
  country: 'United States',
  phone: '+1 (614) 555-0142',
  phoneHref: 'tel:+16145550142',
  email: 'support@safetygearpro.com',
} as const;

export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/safetygearpro' },
  { network: 'Instagram', href: 'https://www.instagram.com/safetygearpro' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/safetygearpro' },
  { network: 'YouTube', href: 'https://www.youtube.com/@safetygearpro' },
  { network: 'X', href: 'https://x.com/safetygearpro' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['network'];
