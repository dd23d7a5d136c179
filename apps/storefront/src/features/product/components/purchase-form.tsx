'use client';

import { type FormEvent, lazy, useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import { ErrorNote } from '@/components/state/error-note';
import { useCart } from '@/features/cart/use-cart';
import type { GiftCardCollector } from '@/features/gift-cards/components/gift-card-fields';
import type { GiftCardSettings } from '@/features/gift-cards/gift-card-choice';
import { ADDS_TO_CART } from '@/features/shopper/store-init';
import { WishlistButton } from '@/features/wishlist/components/wishlist-button';
import { currentStock, type FreshStock } from '../fresh-stock';
import type { Stock } from '../types';
import { isComplete, variationInput } from '../variations';
import styles from './purchase-form.module.css';
import { useProductSelection } from './selection-context';
import { VariationPicker } from './variation-picker';

/** The product's current stock, read once the page is in the browser (the page itself may be cached). */
function useFreshStock(slug: string): FreshStock | null {
  const [fresh, setFresh] = useState<FreshStock | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/stock/${encodeURIComponent(slug)}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ stock: FreshStock }>) : null))
      .then((body) => body && setFresh(body.stock))
      // Unreachable: the cached stock stays, and the backend still refuses what is gone.
      .catch(() => {});
    return () => controller.abort();
  }, [slug]);
  return fresh;
}

/** How long a status message stays empty before it is written again, so a repeat is announced again. */
const REANNOUNCE_MS = 50;

/**
 * Loaded only on a gift card's page: every other product page goes without its code. React's own
 * lazy, not next/dynamic, whose runtime would come with every product page.
 */
const GiftCardSection = lazy(() =>
  import('./gift-card-section').then((module) => ({ default: module.GiftCardSection })),
);

/**
 * The variation picker, quantity and the Add to cart / Add to wishlist buttons. Add to cart waits
 * for a variation that exists and is not out of stock, then adds the chosen variation and
 * quantity, with the value chosen for every attribute, to the cart (the badge follows; the panel
 * stays closed unless autoOpenCart) and says so in a polite live region; the backend's reason for
 * refusing shows as an error beside the button, announced at once. The wishlist heart
 * keeps the product in the shopper's wishlist (features/wishlist). A gift card asks for its
 * amount and recipient first (features/gift-cards), which travel as the line's extraData.
 */
export function PurchaseForm({
  productId,
  slug,
  name,
  stock,
  giftCard = null,
  quantity = null,
}: {
  productId: number;
  slug: string;
  name: string;
  stock: Stock;
  giftCard?: GiftCardSettings | null;
  /** What the quantity counts and steps by, for what is sold by the box (the server words it). */
  quantity?: { step: number; label: string } | null;
}) {
  const t = useTranslations('product.purchase');
  const tCart = useTranslations('cart.add');
  const { addToCart, settings } = useCart();
  const [adding, setAdding] = useState(false);
  const { attributes, selection, variation, setChosenPrice } = useProductSelection();
  const giftCardFields = useRef<GiftCardCollector | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hintId = useId();
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const quantityId = useId();

  const variable = attributes.length > 0;
  const fresh = useFreshStock(slug);
  const chosenStock = currentStock(fresh, variable ? variation?.id : productId, variation?.stock ?? stock);
  const blocker =
    variable && !variation
      ? isComplete(attributes, selection)
        ? t('unavailableCombination')
        : t('chooseOptions')
      : chosenStock.status === 'OUT_OF_STOCK'
        ? t('outOfStock')
        : null;
  // Backorders can exceed the stock on hand; otherwise the shopper cannot ask for more than there is.
  const step = quantity?.step ?? 1;
  const max =
    chosenStock.status === 'IN_STOCK' && chosenStock.quantity !== null && chosenStock.quantity > 0
      ? Math.max(step, chosenStock.quantity - (chosenStock.quantity % step))
      : undefined;

  const say = (text: string) => {
    setMessage('');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), REANNOUNCE_MS);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding || blocker) return;
    const count = Math.max(
      step,
      Math.floor(Number(new FormData(event.currentTarget).get('quantity')) || step),
    );
    setMessage('');
    setError('');
    // A gift card's fields name their own problems; nothing is sent until they pass.
    const extraData = giftCard ? await giftCardFields.current?.collect() : undefined;
    if (giftCard && !extraData) return;
    setAdding(true);
    const result = variable
      ? await addToCart({
          productId,
          quantity: count,
          variationId: variation?.id ?? null,
          variation: variationInput(attributes, selection),
          name,
        })
      : await addToCart({ productId, quantity: count, extraData: extraData ?? undefined, name });
    setAdding(false);
    if (result.ok) say(tCart('added', { count }));
    else setError(result.message ?? tCart('failed'));
  };

  return (
    <form
      className={styles.form}
      onSubmit={onSubmit}
      aria-label={t('formLabel')}
      // The gift card's fields are checked by the form, which words each problem beside its field.
      noValidate={giftCard ? true : undefined}
      {...{ [ADDS_TO_CART]: '' }}
    >
      <input type="hidden" name="product_id" value={productId} />
      {variable && <input type="hidden" name="variation_id" value={variation?.id ?? ''} />}
      {variable && <VariationPicker />}
      {giftCard && (
        // No boundary of its own, as next/dynamic has none: the page goes live with the fields, so a
        // press held before then (early-taps.ts) meets them ready, and what was typed is kept.
        <GiftCardSection
          settings={giftCard}
          currency={settings.currency}
          collector={giftCardFields}
          onPriceChange={setChosenPrice}
        />
      )}
      <div className={styles.actions}>
        <div className={styles.quantity}>
          <label htmlFor={quantityId}>{quantity?.label ?? t('quantity')}</label>
          <input
            id={quantityId}
            className={styles.quantityInput}
            type="number"
            name="quantity"
            inputMode="numeric"
            min={step}
            max={max}
            step={step}
            defaultValue={step}
            required
          />
        </div>
        <button
          type="submit"
          className={styles.primary}
          disabled={blocker !== null || adding}
          aria-describedby={blocker ? hintId : undefined}
          aria-busy={adding || undefined}
        >
          {adding ? tCart('adding') : t('addToCart')}
        </button>
        <WishlistButton productId={productId} name={name} variant="page" />
      </div>
      {blocker && (
        <p id={hintId} className={styles.hint}>
          {blocker}
        </p>
      )}
      {error && <ErrorNote>{error}</ErrorNote>}
      <p role="status" className={styles.message}>
        {message}
      </p>
    </form>
  );
}
