import 'server-only';
import { STORE_CURRENCY, storeSettings } from '@/config/store';
import type { Locale } from '@/i18n/routing';
import { formatAmount } from '../format';
import { formatStoreAddress, STORE_CONTACT } from '../store-contact';
import { pages as deDE } from './de-DE';
import { pages as enUS } from './en-US';
import { pages as esES } from './es-ES';
import { pages as frFR } from './fr-FR';
import { fillPlaceholders } from './inline';
import { pages as itIT } from './it-IT';
import { pages as ptBR } from './pt-BR';
import type { InfoBlock, InfoPageContent, InfoPageSlug, InfoValues } from './types';

export const INFO_PAGES: Record<Locale, Record<InfoPageSlug, InfoPageContent>> = {
  'en-US': enUS,
  'de-DE': deDE,
  'es-ES': esES,
  'fr-FR': frFR,
  'it-IT': itIT,
  'pt-BR': ptBR,
};

/** What the texts' placeholders stand for in a locale: the store settings and contact details. */
function infoValues(locale: Locale): InfoValues {
  const settings = storeSettings();
  return {
    threshold: formatAmount(settings.freeShippingThreshold, locale, STORE_CURRENCY),
    days: String(settings.moneyBackDays),
    company: STORE_CONTACT.legalName,
    email: STORE_CONTACT.email,
    phone: STORE_CONTACT.phoneDisplay,
    address: formatStoreAddress(),
  };
}

const fillBlock = (block: InfoBlock, values: InfoValues): InfoBlock => {
  if (typeof block === 'string') return fillPlaceholders(block, values);
  if ('list' in block) return { list: block.list.map((item) => fillPlaceholders(item, values)) };
  return { steps: block.steps.map((item) => fillPlaceholders(item, values)) };
};

/** An info page in a locale with its placeholders filled. */
export function getInfoPage(slug: InfoPageSlug, locale: Locale): InfoPageContent {
  const page = INFO_PAGES[locale][slug];
  const values = infoValues(locale);
  return {
    ...page,
    title: fillPlaceholders(page.title, values),
    description: fillPlaceholders(page.description, values),
    intro: page.intro.map((text) => fillPlaceholders(text, values)),
    sections: page.sections.map((section) => ({
      heading: fillPlaceholders(section.heading, values),
      blocks: section.blocks.map((block) => fillBlock(block, values)),
    })),
  };
}
