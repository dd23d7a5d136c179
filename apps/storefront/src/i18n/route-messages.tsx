import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { type MessageRoute, pickClientMessages, ROUTE_MESSAGE_PATHS } from './client-messages';
import { MessagesProvider } from './messages-provider';

/**
 * The messages of one kind of page (client-messages.ts), sent with that page only and laid over
 * the shell's for the client components inside it.
 */
export async function RouteMessages({ route, children }: { route: MessageRoute; children: ReactNode }) {
  const messages = pickClientMessages(await getMessages(), ROUTE_MESSAGE_PATHS[route]);
  return <MessagesProvider messages={messages}>{children}</MessagesProvider>;
}
