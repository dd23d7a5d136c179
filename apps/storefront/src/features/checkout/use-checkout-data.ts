'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useCart } from '@/features/cart/use-cart';
import type { CountriesEnum, GetPaymentGatewaysWithStripeQuery } from '@/graphql/generated';
import {
  GetAllowedCountriesOperation,
  GetPaymentGatewaysOperation,
  GetStatesOperation,
} from '@/graphql/generated/browser-operations.generated';
import { callShop } from '@/lib/commerce/browser/browser-client';
import { STRIPE_GATEWAY } from './checkout-input';
import type { CountryState } from './checkout-schema';

export interface PaymentGateway {
  id: string;
  title: string;
  description: string;
}

export interface CheckoutData {
  /** Cart and account have been read: the form knows whether there is anything to buy. */
  cartRead: boolean;
  countries: string[];
  /** Null until read. */
  gateways: PaymentGateway[] | null;
  stripeKey: string | null;
  statesByCountry: Record<string, CountryState[]>;
  /** Reads a country's states once; they decide between a state picker and a text field. */
  loadStates: (country: string) => void;
}

/**
 * What the checkout reads from the shop besides the form: cart and account (through the shopper's
 * store), the countries sold to, the payment methods and each country's states. Nothing here
 * writes to the form: the shopper can type while it arrives.
 */
export function useCheckoutData(unreachable: string): CheckoutData {
  const { ensureLoaded } = useCart();
  const [cartRead, setCartRead] = useState(false);
  const [countries, setCountries] = useState<string[]>(['US']);
  const [gateways, setGateways] = useState<PaymentGateway[] | null>(null);
  const [stripeKey, setStripeKey] = useState<string | null>(null);
  const [statesByCountry, setStatesByCountry] = useState<Record<string, CountryState[]>>({});

  useEffect(() => {
    let live = true;
    void ensureLoaded().then(() => live && setCartRead(true));
    void callShop(GetAllowedCountriesOperation, {}, unreachable).then(({ data }) => {
      const allowed = (data?.allowedCountries ?? []).filter(
        (code): code is NonNullable<typeof code> => !!code,
      );
      if (live && allowed.length > 0) setCountries(allowed);
    });
    void callShop(GetPaymentGatewaysOperation, {}, unreachable).then(({ data }) => {
      // A backend with WooNuxt Settings answers the Stripe settings with the same call.
      const stripe = (data as Partial<GetPaymentGatewaysWithStripeQuery> | null)?.woonuxtSettings
        ?.stripeSettings;
      const key = stripe?.enabled === 'yes' ? (stripe.active_publishable_key ?? null) : null;
      const list = (data?.paymentGateways?.nodes ?? []).map((node) => ({
        id: node.id,
        title: node.title ?? node.id,
        description: node.description ?? '',
      }));
      if (!live) return;
      setStripeKey(key);
      // Without a publishable key the browser cannot collect a card for Stripe.
      setGateways(key ? list : list.filter((gateway) => gateway.id !== STRIPE_GATEWAY));
    });
    return () => {
      live = false;
    };
  }, [ensureLoaded, unreachable]);

  const requested = useRef(new Set<string>());
  const loadStates = useCallback(
    (country: string) => {
      if (!country || requested.current.has(country)) return;
      requested.current.add(country);
      void callShop(GetStatesOperation, { country: country as CountriesEnum }, unreachable).then(
        ({ data }) => {
          // Unanswered: asked again the next time the country is chosen.
          if (!data) return void requested.current.delete(country);
          const states = (data.countryStates ?? []).filter((state): state is CountryState => !!state);
          setStatesByCountry((current) => ({ ...current, [country]: states }));
        },
      );
    },
    [unreachable],
  );

  return { cartRead, countries, gateways, stripeKey, statesByCountry, loadStates };
}
