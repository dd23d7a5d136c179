'use client';

import { useEffect, useState } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { useCart } from '@/features/cart/use-cart';
import type { CountriesEnum } from '@/graphql/generated';
import type { CheckoutValues } from './checkout-schema';

/**
 * The country and state the order ships to decide the rates: each change goes through the cart
 * store, in turn with the shopper's other cart changes (a rate picked meanwhile is sent after it and
 * stands). Only the cart changes here, never the form. Answers whether the rates are being updated.
 */
export function useShippingDestination(control: Control<CheckoutValues>, cartRead: boolean) {
  const { changeShippingDestination } = useCart();
  const [elsewhere, billingCountry, billingState, shippingCountry, shippingState] = useWatch({
    control,
    name: ['shipElsewhere', 'billing.country', 'billing.state', 'shipping.country', 'shipping.state'],
  });
  const country = elsewhere ? shippingCountry : billingCountry;
  const state = elsewhere ? shippingState : billingState;
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (!cartRead || !country) return;
    let superseded = false;
    setUpdating(true);
    void changeShippingDestination({ country: country as CountriesEnum, state }).then(() => {
      if (!superseded) setUpdating(false);
    });
    return () => {
      superseded = true;
    };
  }, [cartRead, country, state, changeShippingDestination]);

  return updating;
}
