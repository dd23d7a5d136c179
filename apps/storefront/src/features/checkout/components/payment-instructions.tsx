'use client';

import { useTranslations } from '#i18n/hooks';
import type { BankAccountView, PaymentGuidance } from '../payment-guidance';
import styles from './payment-instructions.module.css';

/** An account's name and its details as labelled rows, each only when set. */
function AccountDetails({ name, rows }: { name: string; rows: [string, string][] }) {
  return (
    <div className={styles.account}>
      {name ? <h4 className={styles.accountName}>{name}</h4> : null}
      <dl className={styles.details}>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

/**
 * How to pay an order waiting for a bank transfer or a cheque (payment-guidance.ts): the store's
 * instructions and bank details where the backend gives them, else where the shopper finds them.
 */
export function PaymentInstructions({
  guidance,
  orderNumber,
  country,
}: {
  guidance: NonNullable<PaymentGuidance>;
  orderNumber: string;
  /** The order's billing country, which names the sort code. */
  country: string;
}) {
  const t = useTranslations('checkout.order.payment');
  // In WooCommerce's order; the sort code named by the billing country, as WooCommerce does (the
  // catalogue knows the US name, the routing number).
  const rows = (account: BankAccountView): [string, string][] => [
    [t('bank'), account.bank],
    [t('accountNumber'), account.number],
    [country === 'US' ? t('routingNumber') : t('sortCode'), account.sortCode],
    [t('iban'), account.iban],
    [t('bic'), account.bic],
  ];
  const reference = guidance.gateway === 'bacs' ? <p>{t('reference', { number: orderNumber })}</p> : null;
  return (
    <section aria-labelledby="order-payment" className={styles.payment}>
      <h2 id="order-payment" className={styles.heading}>
        {t('heading')}
      </h2>
      {guidance.kind === 'emailed' ? (
        <p>{guidance.gateway === 'bacs' ? t('emailedBacs') : t('emailedCheque')}</p>
      ) : (
        <>
          {guidance.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {guidance.accounts.length > 0 ? (
            <>
              <h3 className={styles.subheading}>{t('bankDetails')}</h3>
              {guidance.accounts.map((account) => (
                <AccountDetails
                  key={`${account.name}|${account.number}|${account.iban}`}
                  name={account.name}
                  rows={rows(account)}
                />
              ))}
            </>
          ) : null}
        </>
      )}
      {reference}
    </section>
  );
}
