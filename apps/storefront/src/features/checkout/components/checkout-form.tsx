'use client';

import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslations } from '#i18n/hooks';
import { TextAreaField } from '@/components/form/field';
import { EmptyState } from '@/components/state/empty-state';
import { Skeleton } from '@/components/state/skeleton';
import { useRendersInBrowser } from '@/components/use-renders-in-browser';
import { useCart } from '@/features/cart/use-cart';
import { useCheckoutForm } from '../use-checkout-form';
import { useShippingDestination } from '../use-shipping-destination';
import { AddressFields } from './address-fields';
import { CheckoutErrors } from './checkout-errors';
import styles from './checkout-form.module.css';
import { CreateAccountFields } from './create-account-fields';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { PurchaseDetailsFields } from './purchase-details-fields';

/**
 * The checkout: addresses, purchase details, account, note, payment, and the order summary with shipping and the
 * place-order button. The form is there at once, while the cart, the account and the shop's lists
 * are still on their way: what the shopper types meanwhile stays (saved addresses fill only fields
 * not touched yet).
 */
export function CheckoutForm() {
  const t = useTranslations('checkout.form');
  const { cart, settings } = useCart();
  const { form, data, signedIn, onSubmit, placing, attempt, formError, stripeCard, nothingToPay } =
    useCheckoutForm();
  const updating = useShippingDestination(form.control, data.cartRead);
  const shipElsewhere = useWatch({ control: form.control, name: 'shipElsewhere' });
  // Server-rendered inputs would take keys before the form is live, and lose them when it starts.
  const live = useRendersInBrowser();

  if (!live) return <Skeleton label={t('loading')} shape="fields" count={6} />;

  if (data.cartRead && (!cart || cart.lines.length === 0) && !placing) {
    return <EmptyState icon="cart" message={t('empty')} action={{ href: '/products', label: t('browse') }} />;
  }

  const statesProps = {
    countries: data.countries,
    statesByCountry: data.statesByCountry,
    loadStates: data.loadStates,
  };
  return (
    <FormProvider {...form}>
      <form className={styles.layout} onSubmit={onSubmit} noValidate aria-busy={placing}>
        <div className={styles.main}>
          <CheckoutErrors attempt={attempt} message={formError} />

          <fieldset className={styles.section}>
            <legend className={styles.legend}>{t('billingTitle')}</legend>
            <AddressFields kind="billing" {...statesProps} />
          </fieldset>

          <div className={styles.section}>
            <label className={styles.check}>
              <input type="checkbox" {...form.register('shipElsewhere')} />
              {t('shipElsewhere')}
            </label>
            {shipElsewhere ? (
              <fieldset className={styles.nested}>
                <legend className={styles.legend}>{t('shippingTitle')}</legend>
                <AddressFields kind="shipping" {...statesProps} />
              </fieldset>
            ) : null}
          </div>

          <PurchaseDetailsFields purchaseOrderRequired={settings.purchaseOrderRequired} />

          {signedIn ? null : <CreateAccountFields />}

          <TextAreaField
            id="checkout-note"
            label={t('note')}
            rows={3}
            placeholder={t('notePlaceholder')}
            {...form.register('note')}
          />

          <PaymentMethods
            gateways={data.gateways}
            stripeKey={data.stripeKey}
            stripeCard={stripeCard}
            amount={(cart?.total ?? 0) / 100}
            currency={settings.currency}
            nothingToPay={nothingToPay}
          />
        </div>

        <OrderSummary cart={cart} placing={placing} updating={updating} />
      </form>
    </FormProvider>
  );
}
