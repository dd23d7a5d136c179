import { getTranslations } from 'next-intl/server';
import { CardAddToCart } from '@/features/cart/components/card-add-to-cart';
import { Link } from '@/i18n/navigation';
import { addsFromList, type ProductSummary } from '@/lib/catalog/product-summary';
import styles from './product-card.module.css';

/**
 * A card's one action, as WooCommerce's loop offers it (add_to_cart_text() of each product
 * type): a simple product in stock goes to the cart from the list; a variable one, or a gift
 * card (its amount and recipient), needs its options chosen on its page; an external one is bought at its maker's site, with its own button
 * text ("Buy product" unless the shop set one), in a new tab; anything else is read about first.
 */
export async function ProductCardAction({ product }: { product: ProductSummary }) {
  const t = await getTranslations('catalog.card');
  const { name, type, stockStatus, external, giftCard } = product;
  if (addsFromList(product)) {
    return <CardAddToCart productId={product.id} name={name} />;
  }
  if (type === 'EXTERNAL' && external) {
    const button = external.buttonText ?? t('buyProduct');
    return (
      <a
        href={external.url}
        target="_blank"
        // A paid or partner link that leaves the shop: no opener, no ranking passed on.
        rel="noopener sponsored nofollow"
        className={styles.action}
        aria-label={t('external', { button, name })}
      >
        {button}
      </a>
    );
  }
  const choose = (type === 'VARIABLE' || type === 'GROUPED' || giftCard) && stockStatus !== 'OUT_OF_STOCK';
  return (
    <Link
      href={`/product/${product.slug}`}
      className={styles.action}
      aria-label={choose ? t('chooseOptionsFor', { name }) : t('readMoreAbout', { name })}
    >
      {choose ? t('chooseOptions') : t('readMore')}
    </Link>
  );
}
