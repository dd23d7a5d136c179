/**
 * Shapes of the catalogue's JSON columns and enums, shared by the tables that store them, the
 * seed data that fills them and the media renderer that draws artwork from them.
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

export type StockStatus = 'instock' | 'outofstock' | 'onbackorder';

export interface CustomTab {
  tabTitle: string;
  contentType: 'text' | 'accordion' | 'videos' | 'downloads';
  textContent?: string;
  accordionItems?: { question: string; answer: string }[];
  videos?: { videoTitle: string; youtubeUrl: string; videoDescription: string }[];
  downloads?: { fileTitle: string; file: string; fileDescription: string }[];
}

/** What a compliance document is, which decides how the shop labels it. */
export type ProductDocumentKind =
  | 'user-instructions'
  | 'declaration-of-conformity'
  | 'certificate'
  | 'safety-data-sheet'
  | 'approval-label';

/**
 * A document a buyer keeps with the equipment, in one language: served as a PDF at `file`
 * (`/downloads/<name>.pdf`, the same public path custom tabs link). `language` is a BCP 47 tag.
 */
export interface ProductDocument {
  kind: ProductDocumentKind;
  title: string;
  file: string;
  language: string;
}

/** What one pack holds. */
export type PackUnit = 'mask' | 'glove' | 'pair' | 'piece' | 'filter';
export type PackKind = 'box' | 'case' | 'bag' | 'pack';

/**
 * How a product used by the box is packed and sold: `unitsPerPack` of `unit` in each `pack`.
 * Sold by the pack, a quantity counts packs; sold by the unit, it counts units in whole packs
 * (the cart takes multiples of `unitsPerPack`).
 */
export interface Packaging {
  pack: PackKind;
  unitsPerPack: number;
  unit: PackUnit;
  soldBy: 'pack' | 'unit';
}

/**
 * One step of box and case pricing: from `min` units on, each costs `price` cents. A product's or
 * variation's tiers are ascending by `min` (the first above 1: a single unit pays the plain price)
 * with prices falling, each below the plain price (catalog/quantity-tiers.ts checks them).
 */
export interface QuantityTierRow {
  min: number;
  price: number;
}

export interface Warranty {
  warrantyDuration: string;
  useCustomWarranty: boolean;
  customWarrantyItems: { itemName: string; itemWarrantyDuration: string }[];
}

export interface Seo {
  title: string;
  metaDesc: string;
  opengraphTitle?: string;
  opengraphDescription?: string;
  twitterTitle?: string;
  twitterDescription?: string;
}
