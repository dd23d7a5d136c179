import type { Locale } from '@/i18n/routing';
import enUS from '@/messages/en-US/serverError.json';
import type { ServerErrorTexts } from './[locale]/server-error';

/**
 * The global error page's texts. Every page's first load carries that boundary, so it carries
 * English only; another language's small catalogue is fetched when the page is shown, and English
 * stands in if it cannot come.
 */
const LOADERS: Record<Exclude<Locale, 'en-US'>, () => Promise<{ default: ServerErrorTexts }>> = {
  'de-DE': () => import('@/messages/de-DE/serverError.json'),
  'es-ES': () => import('@/messages/es-ES/serverError.json'),
  'fr-FR': () => import('@/messages/fr-FR/serverError.json'),
  'it-IT': () => import('@/messages/it-IT/serverError.json'),
  'pt-BR': () => import('@/messages/pt-BR/serverError.json'),
};

const loaded = new Map<Locale, ServerErrorTexts>([['en-US', enUS]]);
const loading = new Map<Locale, Promise<ServerErrorTexts>>();

/** The locale's texts when they are already here. */
export function loadedServerErrorTexts(locale: Locale): ServerErrorTexts | undefined {
  return loaded.get(locale);
}

/** Fetches the locale's texts, once. */
export function loadServerErrorTexts(locale: Locale): Promise<ServerErrorTexts> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale as Exclude<Locale, 'en-US'>]()
      .then((module) => module.default)
      .catch(() => enUS)
      .then((texts) => {
        loaded.set(locale, texts);
        return texts;
      });
    loading.set(locale, pending);
  }
  return pending;
}
