'use client';

import { NextIntlClientProvider, useLocale, useMessages } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { mergeMessages } from './client-messages';

/**
 * Lays a route's messages over those already provided (the shell's): a provider below takes its
 * messages whole, so the two are merged here, in the browser, and the shell's travel once.
 */
export function WithMessages({
  messages,
  children,
}: {
  messages: Record<string, unknown>;
  children: ReactNode;
}) {
  const locale = useLocale();
  const shell = useMessages();
  const merged = useMemo(() => mergeMessages(shell, messages), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
