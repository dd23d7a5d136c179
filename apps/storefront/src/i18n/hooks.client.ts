import type {
  useFormatter as NextIntlUseFormatter,
  useLocale as NextIntlUseLocale,
  useTranslations as NextIntlUseTranslations,
} from 'next-intl';
import { useContext, useMemo } from 'react';
import { MessagesContext, type MessagesContextValue } from './messages-provider';
import { createTranslator, formatters } from './translator';

/**
 * useTranslations, useLocale and useFormatter for client components, with next-intl's signatures
 * (translator.ts says why they are the shop's own). Import them from '#i18n/hooks': a server
 * component gets next-intl's there (hooks.server.ts), so a component rendered on both sides (a
 * price, a link) imports one name.
 */

function useMessagesContext(): MessagesContextValue {
  const context = useContext(MessagesContext);
  if (!context) throw new Error('A client component translated outside MessagesProvider');
  return context;
}

export const useLocale = (() => useMessagesContext().locale) as typeof NextIntlUseLocale;

export const useTranslations = ((namespace?: string) => {
  const { locale, messages, timeZone } = useMessagesContext();
  return useMemo(
    () => createTranslator({ locale, messages, namespace, timeZone }),
    [locale, messages, namespace, timeZone],
  );
}) as unknown as typeof NextIntlUseTranslations;

type DateTimeOptions = Intl.DateTimeFormatOptions;

/** The two formats the shop's client components use: a date and a number. */
export const useFormatter = (() => {
  const { locale, timeZone } = useMessagesContext();
  return useMemo(
    () => ({
      dateTime: (value: Date | number, options?: DateTimeOptions) =>
        formatters.getDateTimeFormat(locale, { timeZone, ...options }).format(value),
      number: (value: number | bigint, options?: Intl.NumberFormatOptions) =>
        formatters.getNumberFormat(locale, options).format(value),
    }),
    [locale, timeZone],
  );
}) as unknown as typeof NextIntlUseFormatter;
