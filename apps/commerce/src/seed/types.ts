/**
 * Shapes of the demo store's source data. The seeder turns these into database rows;
 * the large-catalogue generator produces the same shapes at scale.
 * Prices are decimal US dollars here (easy to write and read); the database keeps cents.
 */

/** Artwork is drawn for the store (SVG) and rendered to raster sizes on demand. */
export type ArtworkKind =
  | 'welding-helmet'
  | 'welding-lens'
  | 'papr'
  | 'papr-hood'
  | 'battery'
  | 'mask-ffp2'
  | 'mask-ffp3'
  | 'mask-n95'
  | 'half-mask'
  | 'full-face-mask'
  | 'filter-cartridge'
  | 'glove'
  | 'safety-glasses'
  | 'hard-hat'
  | 'ear-muffs'
  | 'hi-vis-vest'
  | 'hi-vis-shirt'
  | 'safety-boot'
  | 'first-aid'
  | 'blog-scene';

/** What a blog scene shows (its post's subject); without one it shows a generic workplace. */
export type SceneTopic =
  | 'masks'
  | 'welding'
  | 'fit-test'
  | 'cut-gloves'
  | 'papr'
  | 'helmet-care'
  | 'program'
  | 'hard-hats'
  | 'hearing'
  | 'hi-vis'
  | 'cartridges'
  | 'smoke'
  | 'disposable-gloves'
  | 'first-aid';

/** A main colour without a hue: the item is drawn in greys (the hue only tints them). */
export type ArtworkTone = 'black' | 'gray' | 'white';

export interface ArtworkSpec {
  kind: ArtworkKind;
  /** Main colour as an HSL hue, 0-359. */
  hue: number;
  /** Set for a black, grey or white item. */
  tone?: ArtworkTone;
  /** Small text printed on the item (model number, class), at most 12 characters. */
  label?: string;
  /** Picks one of a few deterministic variations of the drawing (angle, detail). */
  variant?: number;
  /** Blog scenes only: the subject the picture shows. */
  topic?: SceneTopic;
  /** Alt text for the image; required because every image needs one. */
  alt: string;
}

/** Global attribute taxonomies of the store (WooCommerce "pa_" attributes). */
export type GlobalAttributeSlug =
  | 'pa_color'
  | 'pa_size'
  | 'pa_filterclass'
  | 'pa_cutlevel'
  | 'pa_shade'
  | 'pa_standard';

export interface SeedAttributeTaxonomy {
  slug: GlobalAttributeSlug;
  label: string;
  terms: { slug: string; name: string }[];
}

export interface SeedCategory {
  /** Fixed ids for the five main categories (510, 523, 513, 534, 562); others any unique id. */
  id: number;
  slug: string;
  name: string;
  description: string;
  parentSlug?: string;
  menuOrder?: number;
  image: ArtworkSpec;
}

export interface SeedTag {
  slug: string;
  name: string;
}

export interface SeedProductAttribute {
  /** A global taxonomy ('pa_size') or a local attribute name ('Battery life'). */
  name: GlobalAttributeSlug | string;
  /** Term slugs for a global attribute; plain values for a local one. */
  options: string[];
  visible: boolean;
  /** Used to build variations (variable products only). */
  variation: boolean;
}

export interface SeedVariation {
  sku: string;
  /** Attribute name (as in SeedProductAttribute.name) to term slug / value; '' means "any". */
  attributes: Record<string, string>;
  regularPrice: number;
  salePrice?: number;
  stockStatus: StockStatus;
  stockQuantity?: number;
  image?: ArtworkSpec;
  weight?: string;
}

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface SeedReview {
  author: string;
  email: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  /** ISO date. */
  date: string;
}

export interface SeedCustomTab {
  tabTitle: string;
  contentType: 'text' | 'accordion' | 'videos' | 'downloads';
  textContent?: string;
  accordionItems?: { question: string; answer: string }[];
  videos?: { videoTitle: string; youtubeUrl: string; videoDescription: string }[];
  downloads?: { fileTitle: string; file: string; fileDescription: string }[];
}

export interface SeedWarranty {
  warrantyDuration: string;
  useCustomWarranty: boolean;
  customWarrantyItems: { itemName: string; itemWarrantyDuration: string }[];
}

export interface SeedSeo {
  title: string;
  metaDesc: string;
  opengraphTitle?: string;
  opengraphDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
}

export interface SeedProduct {
  slug: string;
  name: string;
  sku: string;
  type: 'simple' | 'variable' | 'external';
  /** Category slugs; the first is the primary category. */
  categories: string[];
  tags: string[];
  /** HTML. */
  description: string;
  /** HTML. */
  shortDescription: string;
  /** For variable products: ignored (prices come from variations). */
  regularPrice: number;
  salePrice?: number;
  stockStatus: StockStatus;
  stockQuantity?: number;
  lowStockAmount?: number;
  weight?: string;
  dimensions?: { length: string; width: string; height: string };
  virtual?: boolean;
  downloadable?: boolean;
  downloads?: { name: string; file: string }[];
  featured?: boolean;
  totalSales: number;
  menuOrder?: number;
  /** ISO date the product was published. */
  date: string;
  image: ArtworkSpec;
  gallery?: ArtworkSpec[];
  attributes: SeedProductAttribute[];
  variations?: SeedVariation[];
  defaultAttributes?: Record<string, string>;
  externalUrl?: string;
  buttonText?: string;
  reviews?: SeedReview[];
  metaData?: { key: string; value: string }[];
  tabs?: SeedCustomTab[];
  faqs?: { question: string; answer: string }[];
  warranty?: SeedWarranty;
  seo?: SeedSeo;
}

export interface SeedPost {
  slug: string;
  title: string;
  /** HTML. */
  content: string;
  /** HTML. */
  excerpt: string;
  /** ISO date. */
  date: string;
  author: string;
  image: ArtworkSpec;
}

export interface SeedCatalog {
  attributes: SeedAttributeTaxonomy[];
  categories: SeedCategory[];
  tags: SeedTag[];
  products: SeedProduct[];
  posts: SeedPost[];
}
