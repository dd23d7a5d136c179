'use client';

import { useId } from 'react';
import { useFormatter, useLocale, useTranslations } from '#i18n/hooks';
import { FormStatus } from '@/components/form/form-status';
import { Skeleton } from '@/components/state/skeleton';
import type { GetCustomerGiftCardsQuery } from '@/graphql/generated';
import { GetCustomerGiftCardsOperation } from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { type AccountGiftCard, type AccountGiftCards, mapCustomerGiftCards } from '../gift-cards';
import { useAccountRead } from '../use-account-read';
import styles from './account.module.css';
import { AccountTable } from './account-table';
import panel from './gift-cards-panel.module.css';

/**
 * The customer's gift cards (gift card plugin): the cards they bought and the cards sent to their
 * email, each with its code, balance, recipient, delivery day and whether its email went out.
 */
export function GiftCardsPanel() {
  const t = useTranslations('giftCard.account');
  const { result: cards, failed } = useAccountRead<GetCustomerGiftCardsQuery, AccountGiftCards>(
    GetCustomerGiftCardsOperation,
    mapCustomerGiftCards,
  );

  if (failed) return <FormStatus status={{ kind: 'error', message: t('error') }} />;
  if (!cards) return <Skeleton label={t('loading')} shape="rows" />;
  return (
    <div className={panel.sections}>
      <GiftCardTable title={t('purchased')} empty={t('emptyPurchased')} cards={cards.purchased} />
      <GiftCardTable title={t('received')} empty={t('emptyReceived')} cards={cards.received} />
      <p>
        <Link href="/gift-card-balance">{t('checkBalance')}</Link>
      </p>
    </div>
  );
}

function GiftCardTable({ title, empty, cards }: { title: string; empty: string; cards: AccountGiftCard[] }) {
  const t = useTranslations('giftCard.account');
  const format = useFormatter();
  const locale = useLocale();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {title}
      </h2>
      {cards.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <AccountTable
          caption={title}
          columns={{
            code: t('code'),
            balance: t('balance'),
            recipient: t('recipient'),
            deliveryDate: t('deliveryDate'),
            status: t('status'),
          }}
        >
          {cards.map((card) => (
            <tr key={card.code}>
              <th scope="row" className={panel.code}>
                {card.code}
              </th>
              <td>
                {formatCents(card.balanceCents, locale, card.currency)}
                {card.expired ? <span className={styles.muted}> ({t('expired')})</span> : null}
              </td>
              <td>
                <span className={panel.recipient}>
                  <span>{card.recipientName}</span>
                  <span className={styles.muted}>{card.recipientEmail}</span>
                </span>
              </td>
              <td>
                <time dateTime={card.deliveryDate}>
                  {format.dateTime(new Date(`${card.deliveryDate}T00:00:00Z`), {
                    dateStyle: 'long',
                    timeZone: 'UTC',
                  })}
                </time>
              </td>
              <td>{card.delivered ? t('sent') : t('scheduled')}</td>
            </tr>
          ))}
        </AccountTable>
      )}
    </section>
  );
}
