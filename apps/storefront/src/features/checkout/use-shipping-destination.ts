'use client';

import { useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { cartOf } from '@/features/shopper/cart-answers';
import { useCart } from '@/features/shopper/hooks';
import type { CountriesEnum } from '@/graphql/generated';
import {
  ChangeShippingCountyOperation,
  GetCartOperation,
} from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser-client';
import type { CheckoutValues } from './checkout-schema';

/**
 * The country and state the order ships to decide the rates: each change is told to the backend
 * and the cart read again (the header badge and cart panel follow). Only the cart changes here,
 * never the form. Answers whether the rates are being updated.
 */
export function useShippingDestination(
  control: Control<CheckoutValues>,
  cartRead: boolean,
  unreachable: string,
) {
  const { adoptCart } = useCart();
  const [elsewhere, billingCountry, billingState, shippingCountry, shippingState] = useWatch({
    control,
    name: ['shipElsewhere', 'billing.country', 'billing.state', 'shipping.country', 'shipping.state'],
  });
  const country = elsewhere ? shippingCountry : billingCountry;
  const state = elsewhere ? shippingState : billingState;
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!cartRead || !country) return;
    let cancelled = false;
    setUpdating(true);
    void (async () => {
      const shipping = { country: country as CountriesEnum, state };
      await callShop(ChangeShippingCountyOperation, { shipping }, unreachable);
      const answer = await callShop(GetCartOperation, {}, unreachable);
      const cart = cartOf(answer.data);
      if (cancelled) return;
      if (cart) adoptCart(cart);
      setUpdating(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [cartRead, country, state, adoptCart, unreachable]);

  return updating;
}
