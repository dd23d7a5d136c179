'use client';

import { useEffect, useId, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import buttons from '@/components/buttons.module.css';
import { useCart } from '@/features/cart/use-cart';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import type { BuyAgainLine } from '../order-lines';
import { type BuyAgainReport, readBuyAgainLines, useBuyAgain } from '../use-buy-again';
import styles from './buy-again.module.css';
import { BuyAgainReportNote } from './buy-again-report';

/**
 * "Buy again" on a signed-in customer's order: the order's lines as they can be bought today, each
 * with its own Add to cart, and one button for all of them (one request). A line that cannot be
 * bought says why instead.
 */
export function BuyAgainSection({ orderId }: { orderId: number }) {
  const t = useTranslations('account.orders.buyAgain');
  const locale = useLocale();
  const cart = useCart();
  const headingId = useId();
  const { buy, busy } = useBuyAgain();
  const [lines, setLines] = useState<BuyAgainLine[] | null>(null);
  const [report, setReport] = useState<BuyAgainReport | null>(null);
  const [lineNotes, setLineNotes] = useState<Record<number, string>>({});

  useEffect(() => {
    let live = true;
    void readBuyAgainLines(orderId, t('failed')).then((read) => {
      if (live) setLines(read);
    });
    return () => {
      live = false;
    };
  }, [orderId, t]);

  if (!lines || lines.length === 0) return null;
  const addLine = async (line: BuyAgainLine) => {
    if (!('addition' in line.outcome)) return;
    const result = await cart.addToCart(line.outcome.addition);
    setLineNotes((notes) => ({
      ...notes,
      [line.key]: result.ok ? t('lineAdded') : (result.message ?? t('failed')),
    }));
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId}>{t('heading')}</h2>
        <button
          type="button"
          className={buttons.buttonPrimary}
          disabled={busy}
          onClick={async () => setReport(await buy(lines))}
        >
          {t('addAll')}
        </button>
      </div>
      <p className={styles.intro}>{t('intro')}</p>
      <BuyAgainReportNote report={report} />
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.name}>
              {line.slug ? <Link href={`/product/${line.slug}`}>{line.name}</Link> : line.name}
            </span>
            <span>{t('quantity', { count: line.quantity })}</span>
            <span>
              {line.unitPrice !== null
                ? t('todayPrice', { price: formatCents(line.unitPrice, locale, cart.settings.currency) })
                : ''}
            </span>
            {'addition' in line.outcome ? (
              <button
                type="button"
                className={buttons.buttonSecondary}
                onClick={() => void addLine(line)}
                aria-label={t('addLine', { name: line.name })}
              >
                {t('addLineShort')}
              </button>
            ) : (
              <span className={styles.unavailable}>
                {t(`reasons.${line.outcome.unavailable}` as 'reasons.gone')}
              </span>
            )}
            <span role="status" className={styles.lineNote}>
              {lineNotes[line.key] ?? ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
