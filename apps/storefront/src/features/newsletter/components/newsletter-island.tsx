'use client';

import { type ComponentProps, lazy } from 'react';
import { IslandNearView } from '@/components/island-near-view';
import type { NewsletterForm as Form } from './newsletter-form';

/**
 * The sign-up form as the footer carries it: rendered in full by the server, live once the shopper
 * comes near it (IslandNearView), so its code is not in every page's first scripts. The server
 * renders the form itself (the branch the browser's bundle drops); the browser fetches it lazily.
 */
const NewsletterForm: typeof Form =
  typeof window === 'undefined'
    ? // A server-only branch the bundler removes from the browser's code (an import would bring it back).
      require('./newsletter-form').NewsletterForm
    : lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

export function NewsletterIsland(props: ComponentProps<typeof Form>) {
  return <IslandNearView render={() => <NewsletterForm {...props} />} />;
}
