/**
 * The product page's own types: components see these, never the GraphQL shapes (those stop in
 * map-product.ts). Everything here is plain data, so it can cross into the client islands.
 */
import type { GiftCardSettings } from '@/features/gift-cards/gift-card-choice';
import type { ProductSummary } from '@/lib/catalog/product-summary';
import type { PriceRange } from '@/lib/format/price';
import type { PickerAttribute } from './variations';

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';

export interface Stock {
  status: StockStatus | null;
  /** Units in stock when the shop manages stock for it; null when unknown. */
  quantity: number | null;
}

export interface Pricing {
  /** The active price (a range for a variable product); null when the product has none. */
  price: PriceRange | null;
  regularPrice: PriceRange | null;
  onSale: boolean;
}

/** One image in the backend's sizes: `src` for the page, `thumbnail` for the strip, `large` to zoom. */
export interface ProductImage {
  id: number;
  alt: string;
  src: string;
  /** Explicit size of `src`, so the main image reserves its space before it loads. */
  width: number;
  height: number;
  thumbnail: string;
  large: string;
  largeWidth: number;
  largeHeight: number;
}

export interface VariationOption extends Pricing {
  id: number;
  sku: string | null;
  stock: Stock;
  image: ProductImage | null;
  /** Value per attribute key (variations.ts attributeKey); '' = any value. */
  attributes: Record<string, string>;
}

export interface CategoryLink {
  name: string;
  slug: string;
}

export type CustomTab =
  | { kind: 'text'; title: string; html: string }
  | { kind: 'accordion'; title: string; items: Array<{ question: string; answerHtml: string }> }
  | {
      kind: 'videos';
      title: string;
      videos: Array<{ title: string; description: string | null; url: string; youtubeId: string | null }>;
    }
  | {
      kind: 'downloads';
      title: string;
      files: Array<{ title: string; description: string | null; url: string }>;
    };

export interface Faq {
  question: string;
  answerHtml: string;
  /** The answer as plain text, for FAQPage structured data. */
  answerText: string;
}

export interface Warranty {
  duration: string | null;
  /** Parts with their own durations (the plugin's custom warranty); empty when one duration covers all. */
  items: Array<{ name: string; duration: string }>;
}

export interface Review {
  id: number;
  author: string;
  /** ISO date of the review, as the backend stores it. */
  date: string | null;
  rating: number | null;
  html: string;
}

interface ProductSeo {
  title: string;
  description: string;
  image: { url: string; alt: string; width?: number; height?: number } | null;
  /** The backend's ready-made JSON-LD (Yoast's schema.raw), when it has valid JSON. */
  schemaRaw: string | null;
}

export type DocumentKind =
  | 'userInstructions'
  | 'declarationOfConformity'
  | 'certificate'
  | 'safetyDataSheet'
  | 'approvalLabel';

/** What the product is certified to, and the documents a buyer keeps (map-certifications.ts). */
export interface Certifications {
  /** NIOSH approval numbers, each with its entry on the certifier's public list. */
  approvals: Array<{ number: string; url: string }>;
  /** Standards and protection ratings (global attributes): "Standard: EN 149, NIOSH N95". */
  ratings: Array<{ label: string; values: string[] }>;
  /** PDFs with their language (BCP 47) and size in bytes; empty without the documents extension. */
  documents: Array<{ kind: DocumentKind; url: string; language: string; byteSize: number }>;
}

/** How the product is packed (pack sizes extension); the quantity box steps by `quantityStep`. */
export interface PackSize {
  pack: 'BOX' | 'CASE' | 'BAG' | 'PACK';
  unitsPerPack: number;
  unit: 'MASK' | 'GLOVE' | 'PAIR' | 'PIECE' | 'FILTER';
  soldBy: 'PACK' | 'UNIT';
  quantityStep: number;
}

/** One row of the box and case pricing table: a quantity range and its unit price (a range across variations). */
export interface QuantityTierRow {
  minQuantity: number;
  /** Null for the last row, which has no end. */
  maxQuantity: number | null;
  price: PriceRange;
}

/** A part or refill offered with the product: its card, and how many are in stock when the shop counts. */
export interface ProductPart extends ProductSummary {
  stockQuantity: number | null;
}

export interface ProductPageData extends Pricing {
  id: number;
  name: string;
  slug: string;
  type: 'SIMPLE' | 'VARIABLE' | 'EXTERNAL' | 'GROUPED' | 'VARIATION' | null;
  sku: string | null;
  shortDescriptionHtml: string;
  descriptionHtml: string;
  stock: Stock;
  /** The product image first, then the gallery. */
  images: ProductImage[];
  categories: CategoryLink[];
  /** The deepest category with its ancestors, root first: the breadcrumb between Home and the product. */
  categoryTrail: CategoryLink[];
  /** Variation attributes only, each with the options some variation can take. */
  attributes: PickerAttribute[];
  variations: VariationOption[];
  defaultSelection: Record<string, string>;
  external: { url: string; buttonText: string | null } | null;
  /** A gift card's amounts (the gift card extension's meta); null for any other product. */
  giftCard: GiftCardSettings | null;
  tabs: CustomTab[];
  faqs: Faq[];
  warranty: Warranty | null;
  averageRating: number;
  reviewCount: number;
  /** Null when reviews were not asked for (the store setting hides them). */
  reviews: Review[] | null;
  related: ProductSummary[];
  /** Parts and refills that fit (the product's cross-sells), with their stock counts. */
  parts: ProductPart[];
  /** The products this part or refill fits (product links extension; empty without it). */
  fits: { name: string; slug: string }[];
  certifications: Certifications;
  /** Null for what is not sold by the box, and without the pack sizes extension. */
  packSize: PackSize | null;
  /** Unit prices by quantity (box and case pricing extension); null when flat or without it. */
  quantityTiers: QuantityTierRow[] | null;
  seo: ProductSeo;
}
