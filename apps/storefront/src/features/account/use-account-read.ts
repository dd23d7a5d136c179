'use client';

import { useEffect, useRef, useState } from 'react';
import { callShop, type PersistedOperation } from '@/lib/commerce/browser/browser-client';

/**
 * Reads one account operation that takes no variables when the component mounts (orders,
 * downloads): its mapped result, null while loading, or `failed` when the backend refused or could
 * not be reached.
 */
export function useAccountRead<TData, TResult>(
  operation: PersistedOperation<TData, Record<string, never>>,
  map: (data: TData) => TResult,
): { result: TResult | null; failed: boolean } {
  const [result, setResult] = useState<TResult | null>(null);
  const [failed, setFailed] = useState(false);
  // The mapper is a plain function; reading it through a ref keeps the read to one per mount.
  const mapRef = useRef(map);
  mapRef.current = map;

  useEffect(() => {
    let live = true;
    void callShop(operation, {}, 'unreachable').then((answer) => {
      if (!live) return;
      if (answer.errors.length > 0 || !answer.data) setFailed(true);
      else setResult(mapRef.current(answer.data));
    });
    return () => {
      live = false;
    };
  }, [operation]);

  return { result, failed };
}
