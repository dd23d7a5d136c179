import { useEffect, useRef, useState } from 'react';
import type { QuickOrderMatchFragment } from '@/graphql/generated';
import { GetQuickOrderProductsOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { type Match, matchesOf, toMatch } from './matches';
import { MAX_ROWS, skuKey } from './rows';

/** How long typing rests before the rows' SKUs or a suggestion are asked for. */
const PAUSE_MS = 300;

/**
 * The products the rows' SKUs name, asked once per SKU: every SKU not yet asked goes in one
 * request (WooGraphQL's `sku` takes several, separated by commas). A SKU stays "looking" until its
 * answer; one the shop cannot be reached for is asked again with the next change.
 */
export function useSkuMatches(skus: readonly string[]): ReadonlyMap<string, Match | null> {
  const [matches, setMatches] = useState<ReadonlyMap<string, Match | null>>(new Map());
  const asking = useRef(new Set<string>());
  const wanted = [...new Set(skus.map(skuKey).filter(Boolean))]
    .filter((key) => !matches.has(key) && !asking.current.has(key))
    .slice(0, MAX_ROWS)
    .join(',');

  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => {
      const keys = wanted.split(',');
      for (const key of keys) asking.current.add(key);
      void callShop(GetQuickOrderProductsOperation, { skus: wanted }, 'unreachable').then((answer) => {
        for (const key of keys) asking.current.delete(key);
        if (!answer.reached || answer.errors.length > 0) return;
        const nodes = answer.data?.productsWithVariations?.nodes ?? [];
        setMatches((known) => new Map([...known, ...matchesOf(keys, nodes)]));
      });
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);

  return matches;
}

/** Products and variations a typed word finds, for the SKU box's suggestions (SKU and name). */
export function useSkuSuggestions(typed: string): Match[] {
  const [suggestions, setSuggestions] = useState<Match[]>([]);
  const word = typed.trim();
  useEffect(() => {
    if (word.length < 2) return;
    let live = true;
    const timer = setTimeout(() => {
      void callShop(GetQuickOrderProductsOperation, { search: word, first: 8 }, 'unreachable').then(
        (answer) => {
          if (!live || answer.errors.length > 0) return;
          const nodes: readonly (QuickOrderMatchFragment | null)[] =
            answer.data?.productsWithVariations?.nodes ?? [];
          setSuggestions(nodes.flatMap((node) => (node ? (toMatch(node) ?? []) : [])));
        },
      );
    }, PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [word]);
  return word.length < 2 ? [] : suggestions;
}
