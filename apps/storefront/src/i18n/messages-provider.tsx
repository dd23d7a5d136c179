'use client';

import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { mergeMessages } from './client-messages';
import type { Messages } from './translator';

export type MessagesContextValue = { locale: string; messages: Messages; timeZone?: string };

export const MessagesContext = createContext<MessagesContextValue | null>(null);

/**
 * The messages client components translate with (hooks.client.ts), given by a server component:
 * the layout gives the shell's, a route lays its own over them (route-messages.tsx). The two are
 * merged here, in the browser, so the shell's travel once.
 */
export function MessagesProvider({
  locale,
  messages,
  timeZone,
  children,
}: {
  locale?: string;
  messages: Messages;
  timeZone?: string;
  children: ReactNode;
}) {
  const outer = useContext(MessagesContext);
  const value = useMemo<MessagesContextValue>(
    () => ({
      locale: locale ?? outer?.locale ?? '',
      messages: outer ? mergeMessages(outer.messages, messages) : messages,
      timeZone: timeZone ?? outer?.timeZone,
    }),
    [locale, messages, timeZone, outer],
  );
  if (!value.locale) throw new Error('MessagesProvider needs a locale, its own or an outer provider’s');
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}
