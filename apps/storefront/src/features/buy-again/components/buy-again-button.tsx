'use client';

import { useTranslations } from '#i18n/hooks';
import { type BuyAgainReport, readBuyAgainLines, useBuyAgain } from '../use-buy-again';
import styles from './buy-again.module.css';

/** "Buy again" on a row of the order history: reads the order's lines, then buys them again. */
export function BuyAgainButton({
  orderId,
  orderNumber,
  onReport,
}: {
  orderId: number;
  orderNumber: string;
  onReport: (report: BuyAgainReport) => void;
}) {
  const t = useTranslations('account.orders.buyAgain');
  const { buy, busy } = useBuyAgain();
  const onClick = async () => {
    const lines = await readBuyAgainLines(orderId, t('failed'));
    onReport(lines ? await buy(lines) : { added: 0, notAdded: [], failure: t('failed') });
  };
  return (
    <button
      type="button"
      className={styles.rowButton}
      disabled={busy}
      onClick={() => void onClick()}
      aria-label={t('addOrderLabel', { number: orderNumber })}
    >
      {t('addOrder')}
    </button>
  );
}
