/**
 * The long information pages (about us, shipping and returns, privacy, terms) are written per
 * locale as structured text (not HTML), one module per page under ./<locale>/. Text may contain
 * {placeholders} filled at render time (threshold, days, company, email, phone, address), [label](/path)
 * links and **bold** runs; nothing else is interpreted.
 */

export const INFO_PAGE_SLUGS = [
  'about-us',
  'shipping-returns',
  'privacy-policy',
  'terms-of-service',
] as const;
export type InfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** A paragraph, a bulleted list, or numbered steps. */
export type InfoBlock = string | { list: string[] } | { steps: string[] };

interface InfoSection {
  heading: string;
  blocks: InfoBlock[];
}

export interface InfoPageContent {
  title: string;
  /** The meta description (search results and sharing), about 150 characters. */
  description: string;
  intro: string[];
  /** When the text last changed (ISO date), shown on legal pages. */
  updated?: string;
  sections: InfoSection[];
}

export type InfoPages = Record<InfoPageSlug, InfoPageContent>;

/** The values the texts' {placeholders} stand for. */
export const INFO_PLACEHOLDERS = ['threshold', 'days', 'company', 'email', 'phone', 'address'] as const;
export type InfoValues = Record<(typeof INFO_PLACEHOLDERS)[number], string>;
