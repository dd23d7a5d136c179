'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { Thumbnail } from '@/components/thumbnail';
import { useCart } from '@/features/cart/use-cart';
import { GiftCardLineDetails } from '@/features/gift-cards/components/gift-card-line-details';
import type { CartLine } from '@/features/shopper/cart-types';
import { Link } from '@/i18n/navigation';
import { formatCents } from '@/lib/format/price';
import { useQuantitySteps } from '../quantity-steps';
import { useTierSavings } from '../tier-savings';
import styles from './cart-lines.module.css';

/**
 * The cart's lines (panel and /cart page): image, name (a gift card's recipient and amount under
 * it), line price, a quantity stepper and remove. A product sold in whole packs steps by the pack
 * and says so; a line whose quantity reached a box and case tier states its unit price there and what it saves. Changes go
 * to the backend at once; its refusal is shown under the list.
 */
export function CartLines({ lines }: { lines: CartLine[] }) {
  const t = useTranslations('cart.lines');
  const locale = useLocale();
  const { setQuantity, busy, settings } = useCart();
  const [message, setMessage] = useState('');
  const steps = useQuantitySteps(lines, settings.packSizes);
  const savings = useTierSavings(lines, settings.quantityTiers);
  const change = async (line: CartLine, quantity: number) => {
    setMessage('');
    const result = await setQuantity(line.key, quantity);
    if (!result.ok) setMessage(result.message ?? t('failed'));
    else if (quantity === 0) setMessage(t('removed', { name: line.name }));
  };
  return (
    <>
      <ul className={styles.lines} aria-label={t('label')}>
        {lines.map((line) => {
          const step = steps.get(line.productId) ?? 1;
          const tier = savings.get(line.key);
          return (
            <li key={line.key} className={styles.line}>
              <Thumbnail image={line.image} size={64} className={styles.image} />
              <div className={styles.details}>
                <Link href={`/product/${line.slug}`} className={styles.name}>
                  {line.name}
                </Link>
                {line.giftCard && (
                  <GiftCardLineDetails
                    giftCard={line.giftCard}
                    currency={settings.currency}
                    className={styles.detail}
                  />
                )}
                {step > 1 && <span className={styles.detail}>{t('packStep', { step })}</span>}
                <span className={styles.price}>{formatCents(line.subtotal, locale, settings.currency)}</span>
                {tier?.quantity === line.quantity && (
                  <span className={styles.saving}>
                    {t('tierSaving', {
                      price: formatCents(tier.price, locale, settings.currency),
                      amount: formatCents(tier.saving, locale, settings.currency),
                      min: tier.minQuantity,
                    })}
                  </span>
                )}
                <div className={styles.controls}>
                  <fieldset className={styles.stepper} aria-label={t('quantityOf', { name: line.name })}>
                    <button
                      type="button"
                      onClick={() => change(line, Math.max(0, line.quantity - step))}
                      disabled={busy}
                      aria-label={t('decrease', { name: line.name })}
                    >
                      −
                    </button>
                    <output aria-live="polite" aria-label={t('quantity')}>
                      {line.quantity}
                    </output>
                    <button
                      type="button"
                      onClick={() => change(line, line.quantity + step)}
                      disabled={busy}
                      aria-label={t('increase', { name: line.name })}
                    >
                      +
                    </button>
                  </fieldset>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => change(line, 0)}
                    disabled={busy}
                    aria-label={t('remove', { name: line.name })}
                  >
                    {t('removeShort')}
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <p role="status" className={styles.message}>
        {message}
      </p>
    </>
  );
}
