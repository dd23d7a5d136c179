'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { useRendersInBrowser } from '@/components/use-renders-in-browser';
import { useAppliedGiftCards, useCart } from '@/features/cart/use-cart';
import { useShopperActions } from '@/features/shopper/hooks';
import { useRouter } from '@/i18n/router';
import { useErrorText } from '@/lib/commerce/errors/use-error-text';
import { accountUsername, checkoutInput, STRIPE_GATEWAY, TEST_CARD_GATEWAY } from './checkout-input';
import { type CheckoutRules, type CheckoutValues, checkoutSchema, EMPTY_CHECKOUT } from './checkout-schema';
import type { StripeCardHandle } from './components/stripe-card-field';
import { newIdempotencyKey } from './field-errors';
import { placeOrder } from './place-order';
import { savedAddressFills } from './prefill';
import { useCheckoutData } from './use-checkout-data';

// The rules depend on what has been read from the shop (countries, states), handed in as the form's context.
const resolver: Resolver<CheckoutValues, CheckoutRules> = (values, rules, options) =>
  zodResolver(checkoutSchema(rules as CheckoutRules))(values, rules, options as never) as ReturnType<
    Resolver<CheckoutValues, CheckoutRules>
  >;

/**
 * The checkout's state: the form (react-hook-form, checked by the zod schema in the browser and
 * then by the backend), what it reads from the shop, and placing the order.
 */
export function useCheckoutForm() {
  const t = useTranslations('checkout.form');
  const router = useRouter();
  const { cart, account, settings } = useCart();
  const giftCards = useAppliedGiftCards();
  // Gift cards pay the whole order: no card to enter or charge (the backend takes a total of 0 as paid).
  const nothingToPay = Boolean(cart && cart.lines.length > 0 && cart.total === 0);
  const unreachable = t('unreachable');
  const describe = useErrorText();
  const data = useCheckoutData(unreachable);
  // Until the account is read (the place-order button waits for it), this browser's hint says
  // whether to offer a new account: the fields then never vanish under a signed-in customer's
  // pointer, moving the page, when the account arrives.
  const { cart: cartActions, account: accountActions } = useShopperActions();
  const signedInBefore = useRendersInBrowser() && cartActions.wasSignedIn();
  const signedIn = account ? Boolean(account.viewer) : signedInBefore;
  const rules = useMemo<CheckoutRules>(
    () => ({
      allowedCountries: data.countries,
      statesByCountry: data.statesByCountry,
      cardGateway: nothingToPay ? '' : TEST_CARD_GATEWAY,
      signedIn,
      purchaseOrderRequired: settings.purchaseOrderRequired,
    }),
    [data.countries, data.statesByCountry, signedIn, nothingToPay, settings.purchaseOrderRequired],
  );
  const form = useForm<CheckoutValues, CheckoutRules>({
    defaultValues: EMPTY_CHECKOUT,
    resolver,
    context: rules,
    // The error summary takes the focus instead, and links to each field.
    shouldFocusError: false,
  });
  const [attempt, setAttempt] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const submitting = useRef(false);
  const stripeCard = useRef<StripeCardHandle>(null);

  // A signed-in customer starts from the saved addresses, which fill only fields not yet touched.
  const customer = account?.viewer ? account.customer : null;
  useEffect(() => {
    if (!customer) return;
    const touched = (path: Parameters<typeof form.getFieldState>[0]) => {
      const state = form.getFieldState(path);
      return state.isDirty || state.isTouched;
    };
    for (const [path, value] of savedAddressFills(customer, touched)) form.setValue(path, value);
  }, [customer, form]);

  const firstGateway = data.gateways?.[0]?.id;
  useEffect(() => {
    if (firstGateway && !form.getValues('paymentMethod')) form.setValue('paymentMethod', firstGateway);
  }, [firstGateway, form]);

  const refused = (message: string | null = null) => {
    setFormError(message);
    setAttempt((count) => count + 1);
  };

  const place = async (values: CheckoutValues) => {
    setFormError(null);
    let stripeIntentId: string | undefined;
    if (values.paymentMethod === STRIPE_GATEWAY && !nothingToPay) {
      const paid = (await stripeCard.current?.pay()) ?? { ok: false, message: t('cardUnavailable') };
      if (!paid.ok) return refused(paid.message);
      stripeIntentId = paid.intentId;
    }
    const variables = checkoutInput(values, {
      signedIn,
      shippingMethods: cart?.chosenShippingMethods ?? [],
      idempotencyKey: newIdempotencyKey(),
      nothingToPay,
      ...(stripeIntentId ? { stripeIntentId } : {}),
    });
    const outcome = await placeOrder(
      cartActions,
      variables,
      { unreachable, failed: t('failed'), describe },
      giftCards,
    );
    if (!outcome.ok) {
      for (const error of outcome.fieldErrors)
        form.setError(error.field, { type: 'server', message: error.code });
      return refused(outcome.message);
    }
    setLeaving(true);
    if (!signedIn && values.createAccount) {
      // The order made the account; signing in keeps the shopper in it (a failure only means signing
      // in later). The store reads the account and its cart with the sign-in, as the login page does.
      await accountActions.login(accountUsername(values.username, values.billing.email), values.password);
    }
    // The store already shows the emptied cart; the order's page reads the order kept for it.
    router.push(outcome.path);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // A second press while the first is on its way places nothing more.
    if (submitting.current || leaving) return event.preventDefault();
    submitting.current = true;
    void form
      .handleSubmit(place, () => refused())(event)
      .finally(() => {
        submitting.current = false;
      });
  };

  return {
    form,
    data,
    signedIn,
    onSubmit,
    placing: form.formState.isSubmitting || leaving,
    attempt,
    formError,
    stripeCard,
    nothingToPay,
  };
}
