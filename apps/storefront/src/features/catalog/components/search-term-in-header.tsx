'use client';

import { useEffect } from 'react';
import { showSearchTerm } from '@/features/shell/search-term';

/** Puts the results page's term in the header's search box while the page is shown. */
export function SearchTermInHeader({ term }: { term: string }) {
  useEffect(() => {
    showSearchTerm(term);
    return () => showSearchTerm('');
  }, [term]);
  return null;
}
