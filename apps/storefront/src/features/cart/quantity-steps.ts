import { useEffect, useState } from 'react';
import type { CartLine } from '@/features/shopper/cart-types';
import type { GetCartQuantityStepsQuery } from '@/graphql/generated';
import { GetCartQuantityStepsOperation } from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';

/** The products whose step is more than one, by database id (the rest step by one). */
export function quantityStepsOf(data: GetCartQuantityStepsQuery | null | undefined): Map<number, number> {
  const steps = new Map<number, number>();
  for (const product of data?.products?.nodes ?? []) {
    const step = product.packaging?.quantityStep ?? 1;
    if (step > 1) steps.set(product.databaseId, step);
  }
  return steps;
}

/**
 * What each of the cart's products steps by: read when the cart's products change and the backend
 * says what products are sold in (packSizes); otherwise, or while it loads or when it cannot be
 * read, everything steps by one and the backend refuses a broken pack in words (QUANTITY_STEP).
 */
export function useQuantitySteps(lines: readonly CartLine[], enabled: boolean): ReadonlyMap<number, number> {
  const [steps, setSteps] = useState<ReadonlyMap<number, number>>(new Map());
  const key = enabled ? [...new Set(lines.map((line) => line.productId))].join(',') : '';

  useEffect(() => {
    if (!key) return;
    let live = true;
    const ids = key.split(',').map(Number);
    void callShop(GetCartQuantityStepsOperation, { ids }, 'unreachable').then((answer) => {
      if (live && answer.errors.length === 0) setSteps(quantityStepsOf(answer.data));
    });
    return () => {
      live = false;
    };
  }, [key]);

  return steps;
}
