// getImageProps from its own module: next/image's entry would also bring its client <Image>, and
// with it about 6 KiB gzip of script, to a page whose one optimised picture needs none.
import { getImageProps } from 'next/dist/shared/lib/image-external-get-image-props';
import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { Link } from '@/i18n/navigation';
import styles from './hero.module.css';
import heroEquipment from './hero-equipment.webp';

/**
 * How wide the picture is drawn: its column is about half of the content width (80rem) on wide
 * screens, the whole screen less the page's and the hero's padding (2 × 1rem + 2 × 1.25rem) on
 * narrow ones. The optimiser picks the file by it: a phone no longer gets the next size up.
 */
const PICTURE_SIZES = '(min-width: 80rem) 38rem, (min-width: 48rem) 48vw, calc(100vw - 4.5rem)';

/**
 * The home page's opening: the shop's name, what it offers (the page's heading), the ways into the catalogue and the
 * equipment itself (the store's own product artwork, drawn by the commerce seed's artwork kit).
 * A server component without entrance effects, so the text paints with the first bytes; the
 * picture, the likely LCP element, is preloaded at high priority with its size reserved.
 */
export async function Hero({ siteName }: { siteName: string }) {
  const t = await getTranslations('content.home.hero');
  const { props: picture } = getImageProps({
    src: heroEquipment,
    alt: t('imageAlt'),
    sizes: PICTURE_SIZES,
    quality: 80,
    loading: 'eager',
    fetchPriority: 'high',
  });
  preload(picture.src, {
    as: 'image',
    fetchPriority: 'high',
    imageSrcSet: picture.srcSet,
    imageSizes: picture.sizes,
  });
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.content}>
        {/* The shop's name is a badge; the page's one h1 is what it offers. */}
        <p className={styles.title}>{siteName}</p>
        <h1 id="hero-title" className={styles.headline}>
          {t('headline')}
        </h1>
        <p className={styles.text}>{t('text')}</p>
        <div className={styles.actions}>
          <Link href="/products" className={styles.primary}>
            {t('cta')}
          </Link>
          <Link href="/categories" className={styles.secondary}>
            {t('secondary')}
          </Link>
        </div>
      </div>
      <div className={styles.media}>
        {/* biome-ignore lint/performance/noImgElement: next/image's own props, without its client code. */}
        <img {...picture} alt={picture.alt} className={styles.picture} />
      </div>
    </section>
  );
}
