'use client';

import { type ReactNode, useId, useState } from 'react';
import { useLocale, useTranslations } from '#i18n/hooks';
import { FieldFrame } from '@/components/form/field';
import { useAppliedGiftCards, useCart } from '@/features/cart/use-cart';
import { GiftCardLabel } from '@/features/gift-cards/components/gift-card-label';
import { formatCents } from '@/lib/format/price';
import { type CouponNotice, currentSuccess, isGiftCardSuccess } from './coupon-notice';
import styles from './coupons.module.css';

/**
 * The cart's coupons wherever the cart is shown (the panel, the /cart page, the checkout): each
 * applied coupon with its discount and a button that removes it, each gift card paying the cart
 * (its code goes in the same field) with what it pays, and "Have a coupon?" opening the code entry. Not a form of its own, since the checkout's form holds it: Enter in the code applies it.
 * A notice belongs to the action that produced it: the next action replaces it, and a success is
 * shown only while it is still true (no "applied" once that coupon is gone, whoever removed it).
 */
export function Coupons() {
  const t = useTranslations('cart.coupons');
  const cardWords = useTranslations('giftCard.pay');
  const locale = useLocale();
  const { cart, applyCoupon, removeCoupon, busy, settings } = useCart();
  const cards = useAppliedGiftCards();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<CouponNotice | null>(null);
  const id = useId();
  const entryId = `${id}-entry`;
  const refusalId = `${id}-refusal`;
  const applied = cart?.coupons ?? [];

  const act = async (
    run: () => ReturnType<typeof applyCoupon>,
    done: CouponNotice,
    fallback: string,
  ): Promise<boolean> => {
    setNotice(null);
    const result = await run();
    setNotice(result.ok ? done : { kind: 'refused', text: result.message ?? fallback });
    return result.ok;
  };
  const apply = async () => {
    const wanted = code.trim();
    if (!wanted || busy) return;
    if (await act(() => applyCoupon(wanted), { kind: 'applied', code: wanted }, t('failed'))) setCode('');
  };
  const remove = (removed: string, giftCard = false) =>
    void act(() => removeCoupon(removed), { kind: 'removed', code: removed, giftCard }, t('removeFailed'));

  const cardCodes = cards.map((card) => card.code);
  const success = currentSuccess(
    notice,
    applied.map((coupon) => coupon.code),
    cardCodes,
  );
  const status = !success
    ? ''
    : isGiftCardSuccess(success, cardCodes)
      ? cardWords(success.kind, { code: success.code })
      : t(success.kind, { code: success.code });
  const refusal = notice?.kind === 'refused' ? notice.text : null;
  const money = (cents: number) => formatCents(cents, locale, settings.currency);

  return (
    <div className={styles.coupons}>
      <AppliedCodes
        label={t('list')}
        rows={applied.map((coupon) => ({
          code: coupon.code,
          name: t('coupon', { code: coupon.code }),
          amount: money(coupon.discount),
          removeLabel: t('remove', { code: coupon.code }),
          onRemove: () => remove(coupon.code),
        }))}
        removeShort={t('removeShort')}
        busy={busy}
      />
      <AppliedCodes
        label={cardWords('list')}
        rows={cards.map((card) => ({
          code: card.code,
          name: <GiftCardLabel label={cardWords('card', { code: card.code })} code={card.code} />,
          amount: money(card.amount),
          removeLabel: cardWords('remove', { code: card.code }),
          onRemove: () => remove(card.code, true),
        }))}
        removeShort={t('removeShort')}
        busy={busy}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={entryId}
        onClick={() => setOpen(!open)}
      >
        {t('toggle')}
      </button>
      <div id={entryId} hidden={!open}>
        <FieldFrame id={`${id}-code`} label={t('label')}>
          {(aria) => (
            <div className={styles.entry}>
              <input
                {...aria}
                name="coupon"
                value={code}
                autoComplete="off"
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? refusalId : undefined}
                onChange={(event) => setCode(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void apply();
                }}
              />
              <button type="button" className={styles.apply} onClick={() => void apply()} disabled={busy}>
                {t('apply')}
              </button>
            </div>
          )}
        </FieldFrame>
      </div>
      {refusal ? (
        <p id={refusalId} role="alert" className={styles.refusal}>
          {refusal}
        </p>
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}

interface AppliedCode {
  code: string;
  name: ReactNode;
  amount: string;
  removeLabel: string;
  onRemove: () => void;
}

/** Applied coupons, or applied gift cards: each code with what it takes off and its remove button. */
function AppliedCodes({
  label,
  rows,
  removeShort,
  busy,
}: {
  label: string;
  rows: AppliedCode[];
  removeShort: string;
  busy: boolean;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className={styles.applied} aria-label={label}>
      {rows.map((row) => (
        <li key={row.code} className={styles.coupon}>
          <span className={styles.code}>{row.name}</span>
          <span className={styles.discount}>−{row.amount}</span>
          <button
            type="button"
            className={styles.remove}
            onClick={row.onRemove}
            disabled={busy}
            aria-label={row.removeLabel}
          >
            {removeShort}
          </button>
        </li>
      ))}
    </ul>
  );
}
