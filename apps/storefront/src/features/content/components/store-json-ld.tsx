import type { Locale } from '@/i18n/routing';
import { JsonLd } from '@/lib/seo/json-ld';
import { localizedUrl, siteUrl } from '@/lib/seo/metadata';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/structured-data';
import { STORE_CONTACT } from '../store-contact';

/** Path of the store's logo (public/logo.svg), for structured data. */
export const LOGO_PATH = '/logo.svg';

/** Languages customer support answers in: the shop's six locales. */
const SUPPORT_LANGUAGES = ['English', 'German', 'Spanish', 'French', 'Italian', 'Portuguese'];

/** The store as an Organization (OnlineStore) and the site with its product search, for the home page. */
export function StoreJsonLd({
  name,
  description,
  locale,
}: {
  name: string;
  description: string;
  locale: Locale;
}) {
  const url = siteUrl();
  const { address } = STORE_CONTACT;
  return (
    <>
      <JsonLd
        data={organizationJsonLd({
          name,
          legalName: STORE_CONTACT.legalName,
          url,
          logoUrl: `${url}${LOGO_PATH}`,
          description,
          email: STORE_CONTACT.email,
          telephone: STORE_CONTACT.phone,
          address: {
            street: address.street,
            city: address.city,
            region: address.region,
            postalCode: address.postalCode,
            country: address.country,
          },
          hours: { opens: STORE_CONTACT.hours.opens, closes: STORE_CONTACT.hours.closes },
          languages: SUPPORT_LANGUAGES,
          sameAs: STORE_CONTACT.social.map((profile) => profile.url),
        })}
      />
      <JsonLd
        data={webSiteJsonLd({ name, url, searchUrl: localizedUrl('/products', locale), language: locale })}
      />
    </>
  );
}
