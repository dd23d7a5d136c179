/**
 * Store-wide settings, kept as WordPress-style options (one JSON value per name). Defaults
 * are this store's values (spec section 1); stored values override them field by field.
 */
import { DEFAULT_LANGUAGE, type StoreLanguage } from '@ppe/shop-rules/languages';
import { withFreeShippingMinimum } from '@ppe/shop-rules/shipping';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { options } from '../db/schema.ts';

export interface SiteOptions {
  siteName: string;
  shortDescription: string;
  description: string;
  baseUrl: string;
  siteImage: string | null;
}

export type BannerType = 'info' | 'success' | 'warning' | 'error';

export interface BannerOptions {
  bannerEnabled: boolean;
  bannerText: string;
  bannerType: BannerType;
  bannerDismissible: boolean;
  bannerLinkUrl: string | null;
  bannerLinkText: string | null;
}

/**
 * What WooNuxt Settings keeps about the catalogue. How the storefront behaves (reviews shown,
 * cart opening, sale badges…) is the storefront's own configuration, so it works against any
 * WooCommerce; the backend keeps only what it serves.
 */
export interface StoreBehaviourOptions {
  productsPerPage: number;
}

export interface CurrencyOptions {
  code: string;
  symbol: string;
}

/** A payment method's title and description as the shop shows them (WooCommerce's gateway settings). */
export interface GatewayTexts {
  title: string;
  description?: string;
  /**
   * WooCommerce's "Instructions" setting of the offline gateways (bacs, cheque): shown on the
   * order-received page and in the email of an order waiting for the payment. Unset by default.
   */
  instructions?: string;
}

/**
 * An account the bank transfer (bacs) gateway asks shoppers to pay into: WooCommerce's "Account
 * details" (the woocommerce_bacs_accounts option), shown with the instructions.
 */
export interface BankAccount {
  accountName: string;
  accountNumber: string;
  bankName: string;
  /** The sort code, or its country's equivalent (routing number, BSB, IFSC…). */
  sortCode: string;
  iban: string;
  bic: string;
}

export interface StoreOptions {
  site: SiteOptions;
  banner: BannerOptions;
  store: StoreBehaviourOptions;
  currency: CurrencyOptions;
  /** ISO 3166-1 alpha-2 codes the store sells to. */
  allowedCountries: string[];
  /** Global attributes the storefront offers as filters, in order (WooNuxt's global_attributes). */
  filterAttributes: string[];
  /** Titles and descriptions of payment methods by gateway id, over the built-in English ones. */
  paymentGateways: Record<string, GatewayTexts>;
  /** The bank transfer gateway's accounts, in the order shown. */
  bankAccounts: BankAccount[];
}

export function defaultOptions(storefrontUrl: string): StoreOptions {
  return {
    site: {
      siteName: 'SafetyGear Pro',
      shortDescription: 'Protective equipment for professionals',
      description:
        'Respirators, FFP2/FFP3 and N95 masks, Speedglas welding helmets, Versaflo powered air respirators, gloves and industrial safety gear, shipped across the USA.',
      baseUrl: storefrontUrl,
      siteImage: null,
    },
    banner: {
      bannerEnabled: true,
      // The amount is the free_shipping method's minimum (@ppe/shop-rules/shipping), not a second one.
      bannerText: withFreeShippingMinimum('Free shipping across the USA on orders over {amount}.', 'en-US'),
      bannerType: 'info',
      bannerDismissible: true,
      bannerLinkUrl: '/shipping-returns',
      bannerLinkText: null,
    },
    store: { productsPerPage: 24 },
    // The demo store sells in US dollars to US shoppers (DESIGN.md overrides the spec's EUR).
    currency: { code: 'USD', symbol: '$' },
    allowedCountries: ['US', 'CA'],
    filterAttributes: ['pa_filterclass', 'pa_standard', 'pa_size', 'pa_color', 'pa_cutlevel', 'pa_shade'],
    paymentGateways: {},
    // The demo store's account: made-up numbers, so that a bank transfer shows what to pay into.
    bankAccounts: [
      {
        accountName: 'SafetyGear Pro',
        accountNumber: '000123456789',
        bankName: 'Demo Community Bank',
        sortCode: '000000000',
        iban: '',
        bic: '',
      },
    ],
  };
}

const OPTION_NAMES = Object.keys(defaultOptions('')) as (keyof StoreOptions)[];

/**
 * Options whose words are translated: the option `<name>:<language>` (banner:de) holds the
 * language's words, laid over the option field by field, as WPML's string translation does.
 */
export const TRANSLATED_OPTIONS = ['banner', 'paymentGateways'] as const satisfies (keyof StoreOptions)[];

export const translatedOptionName = (name: (typeof TRANSLATED_OPTIONS)[number], language: StoreLanguage) =>
  `${name}:${language}`;

/** The store's options, their words in `language` where translated. */
export async function readOptions(
  db: Db,
  defaults: StoreOptions,
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<StoreOptions> {
  const translatedNames =
    language === DEFAULT_LANGUAGE
      ? []
      : TRANSLATED_OPTIONS.map((name) => translatedOptionName(name, language));
  const rows = await db
    .select()
    .from(options)
    .where(inArray(options.name, [...OPTION_NAMES, ...translatedNames]));
  const stored = new Map(rows.map((row) => [row.name, row.value]));
  const merged = { ...defaults } as Record<keyof StoreOptions, unknown>;
  for (const name of OPTION_NAMES) {
    const value = stored.get(name);
    if (value === undefined) continue;
    const fallback = defaults[name];
    merged[name] =
      Array.isArray(fallback) || typeof value !== 'object' || value === null
        ? value
        : { ...(fallback as object), ...(value as object) };
  }
  if (language !== DEFAULT_LANGUAGE) {
    for (const name of TRANSLATED_OPTIONS) {
      const words = stored.get(translatedOptionName(name, language));
      if (words && typeof words === 'object') merged[name] = { ...(merged[name] as object), ...words };
    }
  }
  return merged as StoreOptions;
}

/**
 * Options read once per database, defaults and language, kept in this process: they are read by
 * nearly every request and change almost never. The backend is a single process and the only
 * writer of its database, and every write goes through writeOption or a seed that calls
 * forgetOptions, so the copy is never stale. A second backend process on the same database would
 * not see this one's writes until it restarts: run one.
 */
const cache = new WeakMap<Db, WeakMap<StoreOptions, Map<StoreLanguage, Promise<StoreOptions>>>>();

/** As readOptions, from this process's copy when there is one. The result is frozen: it is shared. */
export function cachedOptions(
  db: Db,
  defaults: StoreOptions,
  language: StoreLanguage = DEFAULT_LANGUAGE,
): Promise<StoreOptions> {
  const byDefaults = cache.get(db) ?? new WeakMap();
  cache.set(db, byDefaults);
  const byLanguage = byDefaults.get(defaults) ?? new Map();
  byDefaults.set(defaults, byLanguage);
  const known = byLanguage.get(language);
  if (known) return known;
  // A copy, so freezing it leaves the defaults (shared with every read) as they are.
  const read = readOptions(db, defaults, language).then((read) => deepFreeze(structuredClone(read)));
  byLanguage.set(language, read);
  // A failed read (the database briefly away) is tried again by the next request.
  read.catch(() => byLanguage.get(language) === read && byLanguage.delete(language));
  return read;
}

/** Drops this process's copy of the options of `db`: the next read goes to the database. */
export function forgetOptions(db: Db): void {
  cache.delete(db);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export async function writeOption<K extends keyof StoreOptions>(
  db: Db,
  name: K,
  value: Partial<StoreOptions[K]>,
) {
  try {
    await db
      .insert(options)
      .values({ name, value })
      .onConflictDoUpdate({ target: options.name, set: { value } });
  } finally {
    // Forgotten even when the write fails: whether it reached the database is then unknown.
    forgetOptions(db);
  }
}
