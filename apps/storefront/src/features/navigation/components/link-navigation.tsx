'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { KEEP_SCROLL_ATTRIBUTE } from '@/i18n/link';
import { chosenPage, pageChosenEarly } from '../navigating-select';
import { clickedShopPage } from '../runtime';

/**
 * Follows a plain click on a link to another page of the shop with the router (a client-side
 * navigation: the layout, the cart panel and what was typed stay), as next/link would, for every
 * anchor of the page: the shop's links are plain anchors (i18n/link.tsx). Likewise a choice in a
 * dropdown of pages (navigating-select.ts), one made before the page was interactive included.
 *
 * It listens on window, after React's handlers on the document: a click a component handled
 * (preventDefault) is left alone, as is one the deployment guard turned into a full load.
 * Mounted before the early-taps keeper, so a link tapped before the page was interactive is
 * followed the same way when the tap is replayed.
 */
export function LinkNavigation() {
  const router = useRouter();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const clicked = clickedShopPage(event);
      if (!clicked) return;
      event.preventDefault();
      const { pathname, search, hash } = clicked.target;
      router.push(`${pathname}${search}${hash}`, {
        scroll: !clicked.anchor.hasAttribute(KEEP_SCROLL_ATTRIBUTE),
      });
    };
    // A dropdown of pages (navigating-select.ts): a choice keeps the scroll, as a filter does.
    const choose = (event: Event) => {
      const href = chosenPage(event.target);
      if (href) router.push(href, { scroll: false });
    };
    const early = pageChosenEarly(document);
    if (early) router.push(early, { scroll: false });
    window.addEventListener('click', follow);
    window.addEventListener('change', choose);
    return () => {
      window.removeEventListener('click', follow);
      window.removeEventListener('change', choose);
    };
  }, [router]);
  return null;
}
