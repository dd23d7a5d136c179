/**
 * Shapes of the demo store's source data. The seeder turns these into database rows;
 * the large-catalogue generator produces the same shapes at scale.
 * Prices are decimal US dollars here (easy to write and read); the database keeps cents.
 */

import type {
  ArtworkSpec,
  CustomTab,
  Packaging,
  ProductDocument,
  QuantityTierRow,
  Seo,
  StockStatus,
  Warranty,
} from '../db/schema/column-types.ts';

export type {
  ArtworkKind,
  ArtworkSpec,
  ArtworkTone,
  SceneTopic,
  StockStatus,
} from '../db/schema/column-types.ts';
export type SeedCustomTab = CustomTab;
export type SeedWarranty = Warranty;
export type SeedSeo = Seo;
export type SeedProductDocument = ProductDocument;
export type SeedPackaging = Packaging;

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
  /** Box and case pricing of this variation (see product-quantity-tiers.ts). */
  quantityTiers?: QuantityTierRow[];
}

export interface SeedReview {
  author: string;
  email: string;
  rating: 1 | 2 | 3 | 4 | 5;
  content: string;
  /** ISO date. */
  date: string;
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
  /** Certificates, declarations, data sheets and instructions (see product-compliance*.ts). */
  documents?: SeedProductDocument[];
  /** For what is used by the box: masks, disposable gloves, ear plugs. */
  packaging?: SeedPackaging;
  /** Box and case pricing, cents from a quantity on (see product-quantity-tiers.ts). */
  quantityTiers?: QuantityTierRow[];
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

/** A product's cross-sells and upsells by slug, in the order a buyer should see them. */
export interface SeedProductLinks {
  product: string;
  crossSells?: readonly string[];
  upsells?: readonly string[];
}
