import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

/** next-intl's navigation for the shop's routing, shared by navigation.ts and link.tsx. */
export const localeNavigation = createNavigation(routing);
