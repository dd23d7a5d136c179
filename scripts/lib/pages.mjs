/**
 * The catalogue pages every browser-side suite measures, from the demo store's seed: each kind of
 * page a shopper lands on, in English (no prefix) and in German.
 */
export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'products', path: '/products' },
  {
    name: 'filtered listing',
    path: '/products?filter=inStock[true],filterclass[ffp3]&orderby=price&order=asc',
  },
  { name: 'category', path: '/product-category/masks-respirators' },
  { name: 'product (variable)', path: '/product/speedglas-9100-fx-welding-helmet' },
  { name: 'blog post', path: '/blog/ffp2-vs-ffp3-vs-n95-what-the-numbers-mean' },
];

export const LOCALES = ['en', 'de-DE'];

/** A page's path in a locale: English is the default and carries no prefix. */
export function localePath(path, locale) {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Every page in every locale, e.g. `{ name: 'home', locale: 'de-DE', path: '/de-DE' }`. */
export function pagesInLocales(pages = PAGES, locales = LOCALES) {
  return locales.flatMap((locale) =>
    pages.map((page) => ({ ...page, locale, path: localePath(page.path, locale) })),
  );
}
