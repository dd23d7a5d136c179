import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, organizationJsonLd, webSiteJsonLd } from './structured-data';

const organization = {
  name: 'SafetyGear Pro',
  legalName: 'SafetyGear Pro LLC',
  url: 'https://shop.example',
  logoUrl: 'https://shop.example/logo.svg',
  email: 'support@shop.example',
  telephone: '+16145550142',
  address: { street: '1 Main St', city: 'Columbus', region: 'OH', postalCode: '43219', country: 'US' },
  hours: { opens: '08:00', closes: '18:00' },
  languages: ['English', 'German'],
  sameAs: ['https://www.facebook.com/safetygearpro'],
};

describe('organizationJsonLd', () => {
  it('describes the store with its logo, address, contact point and social profiles', () => {
    const data = organizationJsonLd(organization);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'OnlineStore',
      '@id': 'https://shop.example/#organization',
      name: 'SafetyGear Pro',
      url: 'https://shop.example/',
      logo: { '@type': 'ImageObject', url: 'https://shop.example/logo.svg' },
      address: { '@type': 'PostalAddress', addressLocality: 'Columbus', addressCountry: 'US' },
      sameAs: ['https://www.facebook.com/safetygearpro'],
    });
    expect(data.contactPoint[0]).toMatchObject({
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: '+16145550142',
      availableLanguage: ['English', 'German'],
      hoursAvailable: { opens: '08:00', closes: '18:00' },
    });
  });

  it('leaves out what it was not given', () => {
    const { legalName: _l, hours: _h, languages: _g, ...minimal } = organization;
    const data = organizationJsonLd(minimal);
    expect(data).not.toHaveProperty('legalName');
    expect(data.contactPoint[0]).not.toHaveProperty('hoursAvailable');
    expect(data.contactPoint[0]).not.toHaveProperty('availableLanguage');
  });
});

describe('webSiteJsonLd', () => {
  it('offers the product search with the search term placeholder', () => {
    const data = webSiteJsonLd({
      name: 'SafetyGear Pro',
      url: 'https://shop.example',
      searchUrl: 'https://shop.example/de-DE/products',
      language: 'de-DE',
    });
    expect(data.potentialAction.target.urlTemplate).toBe(
      'https://shop.example/de-DE/products?search={search_term_string}',
    );
    expect(data.publisher).toEqual({ '@id': 'https://shop.example/#organization' });
  });
});

describe('blogPostingJsonLd', () => {
  const publisher = {
    name: 'SafetyGear Pro',
    url: 'https://shop.example',
    logoUrl: 'https://shop.example/logo.svg',
  };

  it('describes a post with dates, author, image and publisher', () => {
    const data = blogPostingJsonLd({
      title: 'Fit testing',
      description: 'Why fit matters.',
      url: 'https://shop.example/blog/fit-testing',
      imageUrl: 'https://cdn.example/a.webp',
      datePublished: new Date('2025-03-01T10:00:00Z'),
      dateModified: new Date('2025-03-02T10:00:00Z'),
      author: 'Karen Liu',
      publisher,
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Fit testing',
      description: 'Why fit matters.',
      url: 'https://shop.example/blog/fit-testing',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://shop.example/blog/fit-testing' },
      image: ['https://cdn.example/a.webp'],
      datePublished: '2025-03-01T10:00:00.000Z',
      dateModified: '2025-03-02T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Karen Liu' },
      publisher: {
        '@type': 'Organization',
        '@id': 'https://shop.example/#organization',
        name: 'SafetyGear Pro',
        logo: { '@type': 'ImageObject', url: 'https://shop.example/logo.svg' },
      },
    });
  });

  it('uses the publication date as the modification date when there is none', () => {
    const data = blogPostingJsonLd({
      title: 'T',
      description: 'D',
      url: 'https://shop.example/blog/t',
      datePublished: new Date('2025-03-01T10:00:00Z'),
      publisher,
    });
    expect(data.dateModified).toBe('2025-03-01T10:00:00.000Z');
    expect(data).not.toHaveProperty('author');
    expect(data).not.toHaveProperty('image');
  });
});
