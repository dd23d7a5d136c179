'use client';

import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { ProductImage } from '../types';
import styles from './product-gallery.module.css';
import { useProductSelection } from './selection-context';
import { useSwipe } from './use-swipe';

/** The large view's code comes when the shopper first opens it. */
const GalleryZoom = lazy(() => import('./gallery-zoom').then((module) => ({ default: module.GalleryZoom })));

/** Thumbnails are WordPress's square `thumbnail` size. */
const THUMBNAIL_SIZE = 150;
/** Which image shows: one of the gallery's, or a variation's own image that the gallery lacks. */
function shownFor(images: readonly ProductImage[], variationImage: ProductImage | null, fallback: number) {
  const index = variationImage ? images.findIndex((image) => image.id === variationImage.id) : -1;
  if (index >= 0) return { index, extra: null };
  return { index: fallback, extra: variationImage };
}

/**
 * The product's images: the main one (the page's LCP image: eager, high priority, explicit size),
 * thumbnails to pick another, a swipe to step through them on touch screens, and a click or Enter
 * on the main image to see it large in a modal dialog (gallery-zoom.tsx). A chosen variation's
 * image replaces the main image.
 */
export function ProductGallery({
  images,
  productName,
}: {
  images: readonly ProductImage[];
  productName: string;
}) {
  const t = useTranslations('product.gallery');
  const { variation } = useProductSelection();
  const variationImage = variation?.image ?? null;
  const [shown, setShown] = useState(() => shownFor(images, variationImage, 0));
  const [lastVariationImage, setLastVariationImage] = useState(variationImage?.id ?? null);
  const [zoomed, setZoomed] = useState(false);
  const mainButton = useRef<HTMLButtonElement>(null);

  // A newly chosen variation brings its image to the front (React's "adjust state on change" pattern).
  if ((variationImage?.id ?? null) !== lastVariationImage) {
    setLastVariationImage(variationImage?.id ?? null);
    setShown(shownFor(images, variationImage, shown.index));
  }

  const current = shown.extra ?? images[shown.index] ?? null;
  const count = images.length;
  const position = shown.extra ? null : shown.index;
  const step = (direction: 1 | -1) => {
    if (count < 2) return;
    const from = position ?? 0;
    setShown({ index: (from + direction + count) % count, extra: null });
  };
  const mainSwipe = useSwipe(step);

  const openZoom = () => {
    if (mainSwipe.consumeSwipe()) return;
    setZoomed(true);
  };

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={styles.placeholder}>{t('noImage')}</div>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={t('label')}>
      <button
        ref={mainButton}
        type="button"
        className={styles.main}
        aria-haspopup="dialog"
        aria-label={t('enlarge', { alt: current.alt })}
        onClick={openZoom}
        {...mainSwipe.handlers}
      >
        {/* biome-ignore lint/performance/noImgElement: the backend serves every size already; next/image would re-encode it. */}
        <img
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          draggable={false}
        />
      </button>

      {count > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-label={t('showImage', { index: index + 1, count })}
                aria-current={index === position ? 'true' : undefined}
                onClick={() => setShown({ index, extra: null })}
              >
                {/* biome-ignore lint/performance/noImgElement: the backend's thumbnail size, as served. */}
                <img
                  src={image.thumbnail}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  decoding="async"
                  // In view on a phone, the browser would raise them to high priority beside the main
                  // image, the page's LCP: they come right after it instead.
                  fetchPriority="low"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {zoomed && (
        <Suspense>
          <GalleryZoom
            image={current}
            title={
              position === null
                ? productName
                : t('zoomTitle', { name: productName, index: position + 1, count })
            }
            canStep={count > 1 && position !== null}
            onStep={step}
            onClose={() => {
              setZoomed(false);
              mainButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
