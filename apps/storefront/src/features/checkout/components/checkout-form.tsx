'use client';

import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { callAccount } from '@/features/account/api';
import { FreeShippingNote } from '@/features/cart/components/cart-panel';
import { useCart } from '@/features/cart/components/cart-provider';
import type { Cart } from '@/features/cart/types';
import type { CheckoutMutation } from '@/graphql/generated';
import { getPathname, Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import {
  type CartAnswer,
  type CountryState,
  callRoute,
  orderReceivedPath,
  type PaymentGateway,
  type PlacedOrder,
} from '../api';
import { type AddressField, type FieldKey, fieldOfMessage, newIdempotencyKey } from '../field-errors';
import { mapOrder } from '../map-order';
import { rememberPlacedOrder } from '../placed-order';
import styles from './checkout-form.module.css';
import { accountUsername, CreateAccountFields, type NewAccount, NO_ACCOUNT } from './create-account-fields';
import type { StripeCardHandle } from './stripe-card-field';

type Address = Record<AddressField, string>;
const EMPTY_ADDRESS: Address = {
  firstName: '',
  lastName: '',
  address1: '',
  city: '',
  country: 'US',
  state: '',
  postcode: '',
  email: '',
  phone: '',
};
const TEST_CARD_GATEWAY = 'test_card';
const STRIPE_GATEWAY = 'stripe';

// Stripe.js and its component load only for shops with card payments configured.
const StripeCardField = dynamic(
  () => import('./stripe-card-field').then((module) => module.StripeCardField),
  {
    ssr: false,
  },
);

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  address1: 'address-line1',
  city: 'address-level2',
  country: 'country',
  state: 'address-level1',
  postcode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

interface AddressFieldsProps {
  kind: 'billing' | 'shipping';
  address: Address;
  onChange: (field: AddressField, value: string) => void;
  countries: string[];
  states: CountryState[];
  errors: Partial<Record<FieldKey, string>>;
}

function AddressFields({ kind, address, onChange, countries, states, errors }: AddressFieldsProps) {
  const t = useTranslations('checkout.form');
  const locale = useLocale();
  const id = useId();
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const fields: AddressField[] =
    kind === 'billing'
      ? ['firstName', 'lastName', 'email', 'phone', 'country', 'address1', 'city', 'state', 'postcode']
      : ['firstName', 'lastName', 'country', 'address1', 'city', 'state', 'postcode'];

  return (
    <div className={styles.grid}>
      {fields.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[`${kind}.${field}`];
        const errorId = `${inputId}-error`;
        const common = {
          id: inputId,
          name: `${kind}.${field}`,
          autoComplete: `${kind} ${AUTOCOMPLETE[field]}`,
          value: address[field],
          required: true,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: styles.input,
        } as const;
        let control: React.ReactNode;
        if (field === 'country') {
          control = (
            <select {...common} onChange={(event) => onChange(field, event.target.value)}>
              {countries.map((code) => (
                <option key={code} value={code}>
                  {regionNames.of(code) ?? code}
                </option>
              ))}
            </select>
          );
        } else if (field === 'state' && states.length > 0) {
          control = (
            <select {...common} onChange={(event) => onChange(field, event.target.value)}>
              <option value="">{t('chooseState')}</option>
              {states.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          );
        } else {
          control = (
            <input
              {...common}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              required={field !== 'state'}
              onChange={(event) => onChange(field, event.target.value)}
            />
          );
        }
        return (
          <div key={field} className={field === 'address1' ? styles.wide : styles.field}>
            <label htmlFor={inputId} className={styles.label}>
              {t(field)}
            </label>
            {control}
            {error ? (
              <p id={errorId} className={styles.fieldError}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

/** The checkout (issue 4): addresses, shipping, coupon, note, payment and placing the order. */
export function CheckoutForm() {
  const t = useTranslations('checkout.form');
  const summary = useTranslations('cart.summary');
  const locale = useLocale();
  // The cart is the shell store's (read once for the page); every change made here goes back into it.
  const { cart, settings, account, adoptCart, ensureLoaded, chooseShippingRate } = useCart();
  const unreachable = t('unreachable');
  const [loaded, setLoaded] = useState(false);
  const [countries, setCountries] = useState<string[]>(['US']);
  const [billingStates, setBillingStates] = useState<CountryState[]>([]);
  const [shippingStates, setShippingStates] = useState<CountryState[]>([]);
  const [gateways, setGateways] = useState<PaymentGateway[]>([]);
  const [billing, setBilling] = useState<Address>(EMPTY_ADDRESS);
  const [shipping, setShipping] = useState<Address>(EMPTY_ADDRESS);
  const [shipElsewhere, setShipElsewhere] = useState(false);
  const [newAccount, setNewAccount] = useState<NewAccount>(NO_ACCOUNT);
  const signedIn = Boolean(account?.viewer);
  const [note, setNote] = useState('');
  const [coupon, setCoupon] = useState('');
  const [couponMessage, setCouponMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [paymentMethod, setPaymentMethod] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [stripeKey, setStripeKey] = useState<string | null>(null);
  const stripeCard = useRef<StripeCardHandle>(null);
  const [placing, setPlacing] = useState(false);
  const [updating, setUpdating] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const errorRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const money = (cents: number) => formatCents(cents, locale, settings.currency);

  // The header badge and cart panel follow every change made here.
  const applyCart = useCallback(
    (answer: CartAnswer) => {
      if (answer.data?.cart) adoptCart(answer.data.cart);
      return answer.errors;
    },
    [adoptCart],
  );

  // A signed-in customer starts from the addresses saved on the account.
  const savedCustomer = account?.viewer ? account.customer : null;
  useEffect(() => {
    if (!savedCustomer) return;
    const fill = (saved: Partial<Address>, fallbackEmail: string) => (current: Address) => {
      if (current.firstName || current.address1) return current;
      const next = { ...current };
      for (const field of Object.keys(EMPTY_ADDRESS) as AddressField[]) {
        const value = saved[field];
        if (value) next[field] = value;
      }
      if (!next.email) next.email = fallbackEmail;
      return next;
    };
    setBilling(fill(savedCustomer.billing, savedCustomer.email));
    setShipping(fill(savedCustomer.shipping, ''));
  }, [savedCustomer]);

  useEffect(() => {
    void (async () => {
      const [, countriesAnswer, gatewaysAnswer] = await Promise.all([
        ensureLoaded(),
        callRoute<{ allowedCountries: Array<string | null> | null }>('getAllowedCountries', {}, unreachable),
        callRoute<{
          paymentGateways: { nodes: Array<Partial<PaymentGateway>> } | null;
          woonuxtSettings: {
            stripeSettings: { enabled: string | null; active_publishable_key: string | null } | null;
          } | null;
        }>('getPaymentGateways', {}, unreachable),
      ]);
      const allowed = (countriesAnswer.data?.allowedCountries ?? []).filter((code): code is string => !!code);
      if (allowed.length > 0) setCountries(allowed);
      const list = (gatewaysAnswer.data?.paymentGateways?.nodes ?? []).map((node) => ({
        id: node.id ?? '',
        title: node.title ?? node.id ?? '',
        description: node.description ?? '',
      }));
      const stripe = gatewaysAnswer.data?.woonuxtSettings?.stripeSettings;
      const cardKey = stripe?.enabled === 'yes' ? (stripe.active_publishable_key ?? null) : null;
      setStripeKey(cardKey);
      // Without a publishable key the browser cannot collect a card for Stripe.
      setGateways(cardKey ? list : list.filter((gateway) => gateway.id !== STRIPE_GATEWAY));
      setPaymentMethod((current) => current || (list[0]?.id ?? ''));
      setLoaded(true);
    })();
  }, [ensureLoaded, unreachable]);

  const loadStates = useCallback(
    async (country: string, set: (states: CountryState[]) => void) => {
      const answer = await callRoute<{ countryStates: Array<CountryState | null> | null }>(
        'getStates',
        { country },
        unreachable,
      );
      set((answer.data?.countryStates ?? []).filter((state): state is CountryState => !!state));
    },
    [unreachable],
  );

  useEffect(() => {
    void loadStates(billing.country, setBillingStates);
  }, [billing.country, loadStates]);
  useEffect(() => {
    void loadStates(shipping.country, setShippingStates);
  }, [shipping.country, loadStates]);

  /** The country and state the order ships to decide the rates: tell the backend, then re-read the cart. */
  const shipTo = shipElsewhere ? shipping : billing;
  const shipCountry = shipTo.country;
  const shipState = shipTo.state;
  useEffect(() => {
    if (!loaded) return;
    let cancelled = false;
    void (async () => {
      setUpdating(true);
      await callRoute(
        'ChangeShippingCounty',
        { shipping: { country: shipCountry, state: shipState } },
        unreachable,
      );
      const answer = await callRoute<{ cart: Cart | null }>('getCart', {}, unreachable);
      if (!cancelled) applyCart(answer);
      setUpdating(false);
    })();
    return () => {
      cancelled = true;
    };
  }, [loaded, shipCountry, shipState, applyCart, unreachable]);

  // Through the cart store: the shopper's own pick stands over free shipping chosen for them.
  const chooseRate = async (rateId: string) => {
    setUpdating(true);
    const result = await chooseShippingRate(rateId);
    setUpdating(false);
    if (!result.ok && result.message) setFormError(result.message);
  };

  const onApplyCoupon = async () => {
    const code = coupon.trim();
    if (!code) return;
    setCouponMessage(null);
    setUpdating(true);
    const errors = applyCart(await callRoute<{ cart: Cart | null }>('applyCoupon', { code }, unreachable));
    setUpdating(false);
    if (errors[0]) setCouponMessage({ text: errors[0], error: true });
    else {
      setCouponMessage({ text: t('couponApplied', { code }), error: false });
      setCoupon('');
    }
  };

  const showError = (message: string) => {
    const field = fieldOfMessage(message);
    setFormError(message);
    setFieldErrors(field ? { [field]: message } : {});
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (placing) return;
    setFormError(null);
    setFieldErrors({});
    if (paymentMethod === TEST_CARD_GATEWAY && !cardNumber.trim()) {
      showError(t('cardRequired'));
      setFieldErrors({ card: t('cardRequired') });
      return;
    }
    setPlacing(true);
    const metaData = [{ key: '_idempotency_key', value: newIdempotencyKey() }];
    if (paymentMethod === TEST_CARD_GATEWAY) {
      metaData.push({ key: '_test_card_number', value: cardNumber.replace(/\s+/g, '') });
    }
    if (paymentMethod === STRIPE_GATEWAY) {
      const paid = (await stripeCard.current?.pay()) ?? { ok: false, message: t('cardUnavailable') };
      if (!paid.ok) {
        setPlacing(false);
        showError(paid.message);
        return;
      }
      // Only a name for the intent: the backend asks Stripe itself whether it is paid.
      metaData.push({ key: '_stripe_payment_intent', value: paid.intentId });
    }
    const creatingAccount = !signedIn && newAccount.enabled;
    const username = accountUsername(newAccount, billing.email);
    const clean = (address: Address, withContact: boolean) => {
      const { email, phone, ...rest } = address;
      return withContact ? { ...rest, email, phone } : rest;
    };
    const answer = await callRoute<CheckoutMutation>(
      'Checkout',
      {
        input: {
          billing: clean(billing, true),
          ...(shipElsewhere ? { shipping: clean(shipping, false) } : {}),
          shipToDifferentAddress: shipElsewhere,
          paymentMethod,
          customerNote: note.trim() || undefined,
          shippingMethod: cart?.chosenShippingMethods ?? [],
          metaData,
          ...(creatingAccount ? { account: { username, password: newAccount.password } } : {}),
        },
      },
      unreachable,
    );
    const placed: PlacedOrder | null = answer.data?.checkout
      ? {
          result: answer.data.checkout.result,
          redirect: answer.data.checkout.redirect,
          orderId: answer.data.checkout.order?.databaseId ?? null,
          orderKey: answer.data.checkout.order?.orderKey ?? null,
        }
      : null;
    const path = placed ? orderReceivedPath(placed) : null;
    if (answer.errors[0] || !path) {
      setPlacing(false);
      showError(answer.errors[0] ?? t('failed'));
      return;
    }
    // The order page shows this answer: WooGraphQL lets no guest read the order afterwards.
    const order = mapOrder(answer.data?.checkout?.order);
    if (order) rememberPlacedOrder(window.sessionStorage, order, placed?.orderKey ?? null);
    if (creatingAccount) {
      // The order made the account; signing in keeps the shopper in it (a failure only means signing in later).
      await callAccount('login', { username, password: newAccount.password }, unreachable);
    }
    // A full navigation: the shell's cart store starts afresh and reads the (now empty) cart.
    const [pathname = '', search = ''] = path.split('?');
    window.location.assign(`${getPathname({ href: pathname, locale })}${search ? `?${search}` : ''}`);
  };

  if (!loaded) return <p className={styles.muted}>{t('loading')}</p>;
  if (!cart || cart.lines.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('empty')}</p>
        <Link href="/products" className={styles.primary}>
          {t('browse')}
        </Link>
      </div>
    );
  }

  return (
    <form className={styles.layout} onSubmit={onSubmit} noValidate aria-busy={placing}>
      <div className={styles.main}>
        <div ref={errorRef} tabIndex={-1} role="alert" className={formError ? styles.formError : undefined}>
          {formError ? (
            <>
              <p className={styles.errorTitle}>{t('errorTitle')}</p>
              <p>{formError}</p>
            </>
          ) : null}
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('billingTitle')}</legend>
          <AddressFields
            kind="billing"
            address={billing}
            onChange={(field, value) =>
              setBilling((current) => ({
                ...current,
                [field]: value,
                ...(field === 'country' ? { state: '' } : {}),
              }))
            }
            countries={countries}
            states={billingStates}
            errors={fieldErrors}
          />
        </fieldset>

        <div className={styles.section}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={shipElsewhere}
              onChange={(event) => setShipElsewhere(event.target.checked)}
            />
            {t('shipElsewhere')}
          </label>
          {shipElsewhere ? (
            <fieldset className={styles.nested}>
              <legend className={styles.legend}>{t('shippingTitle')}</legend>
              <AddressFields
                kind="shipping"
                address={shipping}
                onChange={(field, value) =>
                  setShipping((current) => ({
                    ...current,
                    [field]: value,
                    ...(field === 'country' ? { state: '' } : {}),
                  }))
                }
                countries={countries}
                states={shippingStates}
                errors={fieldErrors}
              />
            </fieldset>
          ) : null}
        </div>

        {signedIn ? null : (
          <CreateAccountFields
            value={newAccount}
            onChange={setNewAccount}
            suggestedUsername={accountUsername(NO_ACCOUNT, billing.email)}
          />
        )}

        <div className={styles.section}>
          <label htmlFor={`${id}-note`} className={styles.label}>
            {t('note')}
          </label>
          <textarea
            id={`${id}-note`}
            className={styles.input}
            rows={3}
            value={note}
            placeholder={t('notePlaceholder')}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>

        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('paymentTitle')}</legend>
          {gateways.length === 0 ? <p>{t('noPayment')}</p> : null}
          <ul className={styles.options}>
            {gateways.map((gateway) => (
              <li key={gateway.id}>
                <label className={styles.check}>
                  <input
                    type="radio"
                    name="paymentMethod"
                    value={gateway.id}
                    checked={paymentMethod === gateway.id}
                    onChange={() => setPaymentMethod(gateway.id)}
                  />
                  {gateway.title}
                </label>
                {paymentMethod === gateway.id && gateway.description ? (
                  <p className={styles.muted}>{gateway.description}</p>
                ) : null}
                {paymentMethod === gateway.id && gateway.id === STRIPE_GATEWAY && stripeKey ? (
                  <StripeCardField
                    handleRef={stripeCard}
                    publishableKey={stripeKey}
                    amount={cart.total / 100}
                    currency={settings.currency}
                  />
                ) : null}
                {paymentMethod === gateway.id && gateway.id === TEST_CARD_GATEWAY ? (
                  <div className={styles.card}>
                    <p className={styles.testMode}>{t('testMode')}</p>
                    <label htmlFor={`${id}-card`} className={styles.label}>
                      {t('cardNumber')}
                    </label>
                    <input
                      id={`${id}-card`}
                      className={styles.input}
                      inputMode="numeric"
                      autoComplete="cc-number"
                      value={cardNumber}
                      aria-invalid={fieldErrors.card ? true : undefined}
                      aria-describedby={fieldErrors.card ? `${id}-card-error` : `${id}-card-hint`}
                      onChange={(event) => setCardNumber(event.target.value)}
                    />
                    <p id={`${id}-card-hint`} className={styles.muted}>
                      {t('cardHint')}
                    </p>
                    {fieldErrors.card ? (
                      <p id={`${id}-card-error`} className={styles.fieldError}>
                        {fieldErrors.card}
                      </p>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </fieldset>
      </div>

      <section className={styles.summary} aria-labelledby={`${id}-summary`} aria-busy={updating}>
        <h2 id={`${id}-summary`} className={styles.legend}>
          {t('summaryTitle')}
        </h2>
        <ul className={styles.lines}>
          {cart.lines.map((line) => (
            <li key={line.key} className={styles.row}>
              <span>
                {line.name} × {line.quantity}
              </span>
              <span>{money(line.subtotal)}</span>
            </li>
          ))}
        </ul>

        <div className={styles.coupon}>
          <label htmlFor={`${id}-coupon`} className={styles.label}>
            {t('couponLabel')}
          </label>
          <div className={styles.inline}>
            <input
              id={`${id}-coupon`}
              className={styles.input}
              value={coupon}
              onChange={(event) => setCoupon(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void onApplyCoupon();
                }
              }}
            />
            <button type="button" className={styles.secondary} onClick={() => void onApplyCoupon()}>
              {t('applyCoupon')}
            </button>
          </div>
          <p role="status" className={couponMessage?.error ? styles.fieldError : styles.muted}>
            {couponMessage?.text ?? ''}
          </p>
        </div>

        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt>{summary('subtotal')}</dt>
            <dd>{money(cart.subtotal)}</dd>
          </div>
          {cart.coupons.map((applied) => (
            <div key={applied.code} className={styles.row}>
              <dt>{t('coupon', { code: applied.code })}</dt>
              <dd>−{money(applied.discount)}</dd>
            </div>
          ))}
        </dl>

        <fieldset className={styles.rates}>
          <legend className={styles.label}>{summary('shipping')}</legend>
          {cart.shippingRates.length === 0 ? <p className={styles.muted}>{t('noRates')}</p> : null}
          {cart.shippingRates.map((rate) => (
            <label key={rate.id} className={styles.check}>
              <input
                type="radio"
                name="shippingMethod"
                value={rate.id}
                checked={cart.chosenShippingMethods.includes(rate.id)}
                onChange={() => void chooseRate(rate.id)}
              />
              <span>
                {rate.label}
                {rate.cost > 0 ? `: ${money(rate.cost)}` : ''}
              </span>
            </label>
          ))}
          <FreeShippingNote cart={cart} />
        </fieldset>

        <dl className={styles.totals}>
          {cart.totalTax > 0 ? (
            <div className={styles.row}>
              <dt>{summary('tax')}</dt>
              <dd>{money(cart.totalTax)}</dd>
            </div>
          ) : null}
          <div className={`${styles.row} ${styles.total}`}>
            <dt>{summary('total')}</dt>
            <dd>{money(cart.total)}</dd>
          </div>
        </dl>

        <button type="submit" className={styles.primary} disabled={placing || updating}>
          {placing ? t('placing') : t('placeOrder')}
        </button>
      </section>
    </form>
  );
}
