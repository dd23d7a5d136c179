import { getTranslations } from 'next-intl/server';
import { Fragment } from 'react';
import type { Warranty } from '../types';
import styles from './product-info.module.css';

/** The warranty: one duration, or each part with its own (the plugin's custom warranty). */
export async function ProductWarranty({ warranty }: { warranty: Warranty }) {
  const t = await getTranslations('product.warranty');
  return (
    <section className={styles.section} aria-labelledby="product-warranty">
      <h2 id="product-warranty">{t('heading')}</h2>
      {warranty.items.length > 0 ? (
        <dl className={styles.warranty}>
          {warranty.items.map((item) => (
            <Fragment key={item.name}>
              <dt>{item.name}</dt>
              <dd>{item.duration}</dd>
            </Fragment>
          ))}
        </dl>
      ) : (
        <p>{t('duration', { duration: warranty.duration ?? '' })}</p>
      )}
    </section>
  );
}
