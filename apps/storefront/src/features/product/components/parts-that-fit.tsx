import { getLocale, getTranslations } from 'next-intl/server';
import { Thumbnail } from '@/components/thumbnail';
import { STORE_CURRENCY } from '@/config/store';
import { ProductCardAction } from '@/features/catalog/components/product-card-action';
import { Link } from '@/i18n/navigation';
import { addsFromList } from '@/lib/catalog/product-summary';
import { formatPriceRange } from '@/lib/format/price';
import type { ProductPart } from '../types';
import { PartAddToCart } from './part-add-to-cart';
import styles from './parts-that-fit.module.css';
import { StockLine } from './stock-line';

/**
 * "Parts and refills that fit": the product's cross-sells (the cartridges, filters, lenses,
 * batteries and hoods the owner linked to it), each with its price, its stock and a quantity to
 * add; a part with options to choose, or not in stock, offers what its card offers instead.
 */
export async function PartsThatFit({ parts }: { parts: readonly ProductPart[] }) {
  if (parts.length === 0) return null;
  const [t, locale] = await Promise.all([getTranslations('product.parts'), getLocale()]);
  return (
    <section className={styles.section} aria-labelledby="parts-that-fit">
      <h2 id="parts-that-fit">{t('heading')}</h2>
      <ul className={styles.list}>
        {parts.map((part) => {
          return (
            <li key={part.id} className={styles.part}>
              <Thumbnail image={part.image} size={72} className={styles.image} />
              <div className={styles.about}>
                <Link href={`/product/${part.slug}`} className={styles.name}>
                  {part.name}
                </Link>
                <span className={styles.price}>{formatPriceRange(part.price, locale, STORE_CURRENCY)}</span>
                <StockLine stock={{ status: part.stockStatus, quantity: part.stockQuantity }} />
              </div>
              <div className={styles.action}>
                {addsFromList(part) ? (
                  <PartAddToCart
                    productId={part.id}
                    name={part.name}
                    max={part.stockQuantity ?? undefined}
                    quantityLabel={t('quantityOf', { name: part.name })}
                  />
                ) : (
                  <ProductCardAction product={part} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The products a part or refill fits, each a link to its page (the product links extension). */
export async function PartFits({ fits }: { fits: readonly { name: string; slug: string }[] }) {
  if (fits.length === 0) return null;
  const t = await getTranslations('product.parts');
  return (
    <section className={styles.section} aria-labelledby="part-fits">
      <h2 id="part-fits">{t('fits')}</h2>
      <p>{t('fitsHint')}</p>
      <ul className={styles.fits}>
        {fits.map((fit) => (
          <li key={fit.slug}>
            <Link href={`/product/${fit.slug}`}>{fit.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
