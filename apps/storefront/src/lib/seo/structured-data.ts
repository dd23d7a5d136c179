import { absoluteUrl } from './site-url';
/**
 * schema.org objects for the JSON-LD of content pages (render them with <JsonLd>): the store as an
 * Organization (home page), the site with its product search, and blog posts as BlogPosting.
 * Pure functions of their inputs, so they are tested without a server.
 */

export interface OrganizationInfo {
  name: string;
  legalName?: string;
  /** The shop's public origin, e.g. https://shop.example. */
  url: string;
  logoUrl: string;
  description?: string;
  email: string;
  /** E.164, e.g. +16145550142. */
  telephone: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  /** Support hours, Monday to Friday ("08:00"–"18:00"). */
  hours?: { opens: string; closes: string };
  /** Languages support answers in (English names, as schema.org examples use). */
  languages?: string[];
  sameAs: string[];
}

const organizationId = (url: string) => `${url}/#organization`;

export function organizationJsonLd(info: OrganizationInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    '@id': organizationId(info.url),
    name: info.name,
    ...(info.legalName ? { legalName: info.legalName } : {}),
    url: `${info.url}/`,
    logo: { '@type': 'ImageObject', url: info.logoUrl },
    ...(info.description ? { description: info.description } : {}),
    email: info.email,
    telephone: info.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: info.address.street,
      addressLocality: info.address.city,
      addressRegion: info.address.region,
      postalCode: info.address.postalCode,
      addressCountry: info.address.country,
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        telephone: info.telephone,
        email: info.email,
        areaServed: info.address.country,
        ...(info.languages?.length ? { availableLanguage: info.languages } : {}),
        ...(info.hours
          ? {
              hoursAvailable: {
                '@type': 'OpeningHoursSpecification',
                dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
                opens: info.hours.opens,
                closes: info.hours.closes,
              },
            }
          : {}),
      },
    ],
    sameAs: info.sameAs,
  };
}

/** The site with its product search, so search engines can offer a search box for it. */
export function webSiteJsonLd({
  name,
  url,
  searchUrl,
  language,
}: {
  name: string;
  url: string;
  searchUrl: string;
  language: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${url}/#website`,
    name,
    url: `${url}/`,
    inLanguage: language,
    publisher: { '@id': organizationId(url) },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${searchUrl}?search={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface BlogPostingInfo {
  title: string;
  description: string;
  /** The post's canonical URL. */
  url: string;
  imageUrl?: string | null;
  datePublished?: Date | null;
  dateModified?: Date | null;
  author?: string | null;
  publisher: { name: string; url: string; logoUrl: string };
}

export function blogPostingJsonLd(post: BlogPostingInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: post.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': post.url },
    ...(post.imageUrl ? { image: [absoluteUrl(post.imageUrl)] } : {}),
    ...(post.datePublished ? { datePublished: post.datePublished.toISOString() } : {}),
    ...((post.dateModified ?? post.datePublished)
      ? { dateModified: (post.dateModified ?? post.datePublished)?.toISOString() }
      : {}),
    ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
    publisher: {
      '@type': 'Organization',
      '@id': organizationId(post.publisher.url),
      name: post.publisher.name,
      logo: { '@type': 'ImageObject', url: post.publisher.logoUrl },
    },
  };
}
