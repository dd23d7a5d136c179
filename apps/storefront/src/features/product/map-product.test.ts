import { describe, expect, it, vi } from 'vitest';
import { safeLinkUrl } from '@/lib/html/safe-link';
import { faqJsonLd, productJsonLd } from './json-ld';
import { toImage } from './map-image';
import { type ProductNode, toProductPage } from './map-product';
import { youtubeId } from './map-tabs';

const image = (id: number, alt = '') => ({
  databaseId: id,
  altText: alt,
  title: null,
  single: `https://shop.test/media/${id}/woocommerce_single.webp`,
  thumbnail: `https://shop.test/media/${id}/thumbnail.webp`,
  large: `https://shop.test/media/${id}/large.webp`,
  mediaDetails: { width: 1200, height: 800 },
});

const variation = (
  id: number,
  type: string,
  pack: string,
  price: string,
  stockStatus: 'IN_STOCK' | 'OUT_OF_STOCK',
) => ({
  databaseId: id,
  sku: `OPP-${id}`,
  onSale: false,
  stockStatus,
  stockQuantity: stockStatus === 'IN_STOCK' ? 20 : 0,
  rawPrice: price,
  rawRegularPrice: price,
  image: null,
  attributes: {
    nodes: [
      { name: 'type', value: type },
      { name: 'pack-size', value: pack },
    ],
  },
});

/** A variable product shaped like getProduct's answer (the outside protection plates of the demo store). */
const plates = {
  databaseId: 1296,
  name: 'Outside Protection Plates',
  slug: 'outside-protection-plates',
  type: 'VARIABLE',
  sku: 'SG-OPP',
  onSale: false,
  averageRating: 4.5,
  reviewCount: 2,
  shortDescription: '<p>Clear plates that take the spatter.<script>alert(1)</script></p>',
  description:
    '<h2>Which plate?</h2><p onclick="x()">Standard or <a href="javascript:alert(1)">heat</a>.</p>',
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  image: image(10, 'Stack of plates'),
  galleryImages: { nodes: [image(11)] },
  productCategories: {
    nodes: [
      { databaseId: 510, name: 'Speedglas', slug: 'speedglas', ancestors: { nodes: [] } },
      {
        databaseId: 603,
        name: 'Helmet Spare Parts',
        slug: 'helmet-spare-parts',
        ancestors: { nodes: [{ databaseId: 510, name: 'Speedglas', slug: 'speedglas' }] },
      },
    ],
  },
  rawPrice: '19.99, 69.00',
  rawRegularPrice: '19.99, 79.00',
  attributes: {
    nodes: [
      {
        name: 'Type',
        label: 'Type',
        options: ['Standard', 'Heat resistant', 'Gold plated'],
        variation: true,
        scope: 'LOCAL',
      },
      { name: 'Pack size', label: 'Pack size', options: ['10', '50'], variation: true, scope: 'LOCAL' },
      {
        name: 'pa_standard',
        label: 'Standard',
        options: ['en-175'],
        variation: false,
        scope: 'GLOBAL',
        terms: { nodes: [{ name: 'EN 175', slug: 'en-175' }] },
      },
    ],
  },
  defaultAttributes: { nodes: [{ name: 'Type', value: 'Standard' }] },
  variations: {
    nodes: [
      variation(1, 'Standard', '10', '19.99', 'IN_STOCK'),
      variation(2, 'Standard', '50', '69.00', 'IN_STOCK'),
      variation(3, 'heat-resistant', '10', '27.99', 'OUT_OF_STOCK'),
    ],
  },
  seo: {
    title: '',
    metaDesc: '',
    canonical: null,
    opengraphTitle: null,
    opengraphDescription: null,
    opengraphImage: null,
    schema: null,
  },
  customTabs: [
    {
      tabTitle: 'Videos',
      contentType: 'VIDEOS',
      textContent: null,
      accordionItems: [],
      videos: [
        {
          videoTitle: 'Fitting',
          youtubeUrl: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
          videoDescription: null,
        },
        { videoTitle: 'Bad', youtubeUrl: 'javascript:alert(1)', videoDescription: null },
      ],
      downloads: [],
    },
    {
      tabTitle: 'Empty',
      contentType: 'TEXT',
      textContent: '',
      accordionItems: [],
      videos: [],
      downloads: [],
    },
  ],
  faqs: [{ question: 'Do they fit G5?', answer: '<p>No. <strong>G5</strong> helmets use their own.</p>' }],
  warranty: {
    warrantyDuration: '90 days',
    useCustomWarranty: true,
    customWarrantyItems: [{ itemName: 'Seams', itemWarrantyDuration: '90 days' }],
  },
  related: {
    nodes: [
      {
        databaseId: 7,
        name: 'Inside plates',
        slug: 'inside-plates',
        type: 'SIMPLE',
        onSale: false,
        averageRating: 0,
        reviewCount: 0,
        rawPrice: '9.99',
        rawRegularPrice: '9.99',
        stockStatus: 'IN_STOCK',
        image: null,
      },
      {},
    ],
  },
} as unknown as ProductNode;

describe('toProductPage', () => {
  const page = toProductPage(plates);

  it('keeps variation attributes only, with the options some variation has', () => {
    expect(page.attributes.map((a) => [a.key, a.options.map((o) => o.value)])).toEqual([
      ['type', ['Standard', 'Heat resistant']],
      ['packsize', ['10', '50']],
    ]);
  });

  it("spells variation values as the attribute's options, keyed by the comparison key", () => {
    expect(page.variations.map((v) => v.attributes)).toEqual([
      { type: 'Standard', packsize: '10' },
      { type: 'Standard', packsize: '50' },
      { type: 'Heat resistant', packsize: '10' },
    ]);
    expect(page.variations[2]?.stock).toEqual({ status: 'OUT_OF_STOCK', quantity: 0 });
    expect(page.variations[1]?.price).toEqual({ min: 69, max: 69 });
  });

  it('knows a gift card by its meta, with its amounts; any other product is none', () => {
    expect(page.giftCard).toBeNull();
    const giftCard = toProductPage({
      ...plates,
      metaData: [
        { key: '_gift_card', value: 'yes' },
        { key: '_gift_card_amounts', value: '25,50,100' },
        { key: '_gift_card_min_amount', value: '10' },
        { key: '_gift_card_max_amount', value: '500' },
      ],
    } as ProductNode);
    expect(giftCard.giftCard).toEqual({ amounts: [2500, 5000, 10000], range: { min: 1000, max: 50000 } });
  });

  it('preselects the default attributes', () => {
    expect(page.defaultSelection).toEqual({ type: 'Standard' });
  });

  it('builds the breadcrumb from the deepest category, root first', () => {
    expect(page.categoryTrail.map((c) => c.slug)).toEqual(['speedglas', 'helmet-spare-parts']);
    expect(page.categories.map((c) => c.name)).toEqual(['Speedglas', 'Helmet Spare Parts']);
  });

  it('sanitises the HTML and lowers the description headings below the page sections', () => {
    expect(page.shortDescriptionHtml).toBe('<p>Clear plates that take the spatter.</p>');
    expect(page.descriptionHtml).toBe('<h3>Which plate?</h3><p>Standard or <a>heat</a>.</p>');
  });

  it('puts the product image first, with sizes for the page, the strip and the zoom', () => {
    expect(page.images.map((i) => i.id)).toEqual([10, 11]);
    expect(page.images[0]).toMatchObject({
      alt: 'Stack of plates',
      width: 600,
      height: 400,
      largeWidth: 1024,
      largeHeight: 683,
    });
    expect(page.images[1]?.alt).toBe('Outside Protection Plates');
  });

  it('keeps safe videos with their YouTube id and drops empty tabs', () => {
    expect(page.tabs).toEqual([
      {
        kind: 'videos',
        title: 'Videos',
        videos: [
          {
            title: 'Fitting',
            description: null,
            url: 'https://www.youtube.com/watch?v=cR4nUe7yQ2s',
            youtubeId: 'cR4nUe7yQ2s',
          },
        ],
      },
    ]);
  });

  it('maps FAQs, the custom warranty, related products and the SEO fallbacks', () => {
    expect(page.faqs[0]?.answerText).toBe('No. G5 helmets use their own.');
    expect(page.warranty).toEqual({ duration: '90 days', items: [{ name: 'Seams', duration: '90 days' }] });
    expect(page.related.map((p) => p.slug)).toEqual(['inside-plates']);
    expect(page.reviews).toBeNull();
    expect(page.seo).toMatchObject({
      title: 'Outside Protection Plates',
      description: 'Clear plates that take the spatter.',
      schemaRaw: null,
    });
    expect(page.seo.image?.url).toBe('https://shop.test/media/10/large.webp');
  });

  it('reads a product from a backend without the SEO, tabs, FAQ and warranty plugins', () => {
    const { seo: _seo, customTabs: _tabs, faqs: _faqs, warranty: _warranty, ...stock } = plates;
    const bare = toProductPage(stock);
    expect(bare.tabs).toEqual([]);
    expect(bare.faqs).toEqual([]);
    expect(bare.warranty).toBeNull();
    expect(bare.seo).toMatchObject({
      title: 'Outside Protection Plates',
      description: 'Clear plates that take the spatter.',
      schemaRaw: null,
    });
    expect(bare.name).toBe(page.name);
    expect(bare.variations).toEqual(page.variations);
  });
});

describe('links and media', () => {
  it('accept http(s) and relative URLs only', () => {
    expect(safeLinkUrl('https://example.com/a.pdf')).toBe('https://example.com/a.pdf');
    expect(safeLinkUrl('/downloads/a.pdf')).toBe('/downloads/a.pdf');
    expect(safeLinkUrl(' javascript:alert(1)')).toBeNull();
    expect(safeLinkUrl('java\tscript:alert(1)')).toBeNull();
    expect(safeLinkUrl('data:text/html,x')).toBeNull();
    expect(safeLinkUrl('')).toBeNull();
  });

  it('read the video id of every YouTube URL form', () => {
    expect(youtubeId('https://youtu.be/cR4nUe7yQ2s')).toBe('cR4nUe7yQ2s');
    expect(youtubeId('https://m.youtube.com/watch?v=cR4nUe7yQ2s&t=3')).toBe('cR4nUe7yQ2s');
    expect(youtubeId('https://www.youtube.com/embed/cR4nUe7yQ2s')).toBe('cR4nUe7yQ2s');
    expect(youtubeId('https://www.youtube.com/shorts/cR4nUe7yQ2s')).toBe('cR4nUe7yQ2s');
    expect(youtubeId('https://vimeo.com/123')).toBeNull();
    expect(youtubeId('https://www.youtube.com/watch?v=bad')).toBeNull();
  });

  it('size an image without known dimensions as a square', () => {
    expect(toImage({ ...image(1), mediaDetails: null }, 'x')).toMatchObject({ width: 600, height: 600 });
    expect(toImage(null, 'x')).toBeNull();
  });
});

describe('structured data', () => {
  const page = toProductPage(plates);

  it('describes a variable product with an AggregateOffer and its rating', () => {
    const data = productJsonLd(page, {
      url: 'https://shop.test/product/outside-protection-plates',
      currency: 'USD',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Outside Protection Plates',
      sku: 'SG-OPP',
      description: 'Clear plates that take the spatter.',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'USD',
        lowPrice: '19.99',
        highPrice: '69.00',
        offerCount: 3,
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.50', reviewCount: 2 },
    });
  });

  it('describes a simple product with one Offer and no rating when it has no reviews', () => {
    const simple = {
      ...page,
      type: 'SIMPLE' as const,
      reviewCount: 0,
      stock: { status: 'ON_BACKORDER' as const, quantity: null },
    };
    const data = productJsonLd(simple, { url: 'https://shop.test/p', currency: 'USD' });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      priceCurrency: 'USD',
      price: '19.99',
      availability: 'https://schema.org/BackOrder',
      url: 'https://shop.test/p',
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it("lists the backend's ready-made schema images at the shop's public address, not the backend's", () => {
    vi.stubEnv('GQL_HOST', 'http://127.0.0.1:4000/graphql');
    vi.stubEnv('SITE_URL', 'https://shop.example');
    try {
      // As the backend writes Yoast's schema.raw (slashes escaped, as PHP's json_encode does).
      const raw = JSON.stringify({
        '@type': 'Product',
        image: ['http://127.0.0.1:4000/media/1139/full.webp', 'https://uploads.example/a.jpg'],
        offers: { url: 'https://shop.example/product/a/' },
        description: '/not a path, only text',
      }).replaceAll('/', '\\/');
      const page = toProductPage({ ...plates, seo: { ...plates.seo, schema: { raw } } } as ProductNode);
      expect(JSON.parse(page.seo.schemaRaw ?? 'null')).toEqual({
        '@type': 'Product',
        image: ['https://shop.example/media/1139/full.webp', 'https://uploads.example/a.jpg'],
        offers: { url: 'https://shop.example/product/a/' },
        description: '/not a path, only text',
      });
      expect(page.seo.schemaRaw).not.toContain('127.0.0.1');
      const broken = { ...plates, seo: { ...plates.seo, schema: { raw: '{not json' } } } as ProductNode;
      expect(toProductPage(broken).seo.schemaRaw).toBeNull();
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lists FAQs as a FAQPage, and none without FAQs', () => {
    expect(faqJsonLd(page.faqs)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Do they fit G5?',
          acceptedAnswer: { '@type': 'Answer', text: 'No. G5 helmets use their own.' },
        },
      ],
    });
    expect(faqJsonLd([])).toBeNull();
  });
});
