'use client';

import { useEffect, useRef, useState } from 'react';
import { callAccount } from './api';
import type { AccountOperationName } from './operations';

/**
 * Reads one account operation when the component mounts (orders, downloads): its mapped result,
 * null while loading, or `failed` when the backend refused or could not be reached.
 */
export function useAccountRead<TData, TResult>(
  operationName: AccountOperationName,
  map: (data: TData) => TResult,
): { result: TResult | null; failed: boolean } {
  const [result, setResult] = useState<TResult | null>(null);
  const [failed, setFailed] = useState(false);
  // The mapper is a plain function; reading it through a ref keeps the read to one per mount.
  const mapRef = useRef(map);
  mapRef.current = map;

  useEffect(() => {
    let live = true;
    void callAccount<TData>(operationName, {}, 'unreachable').then((answer) => {
      if (!live) return;
      if (answer.errors.length > 0 || !answer.data) setFailed(true);
      else setResult(mapRef.current(answer.data));
    });
    return () => {
      live = false;
    };
  }, [operationName]);

  return { result, failed };
}
