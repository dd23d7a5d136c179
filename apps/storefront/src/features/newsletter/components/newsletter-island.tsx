'use client';

import type { ReactNode } from 'react';
import { IslandOnDemand, islandComponent } from '@/components/island-on-demand';

const NewsletterForm = islandComponent<{ privacyNote: ReactNode }>(
  typeof window === 'undefined' ? require('./newsletter-form').NewsletterForm : null,
  () => import('./newsletter-form').then((module) => module.NewsletterForm),
);

/**
 * The sign-up form as the footer carries it: rendered in full by the server, live once the shopper
 * comes near it, so its code is not in every page's first scripts.
 */
export function NewsletterIsland({ privacyNote }: { privacyNote: ReactNode }) {
  return <IslandOnDemand wakes="near" render={() => <NewsletterForm privacyNote={privacyNote} />} />;
}
