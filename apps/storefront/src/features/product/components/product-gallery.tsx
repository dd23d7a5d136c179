'use client';

import { type PointerEvent, useId, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { ProductImage } from '../types';
import styles from './product-gallery.module.css';
import { useProductSelection } from './selection-context';

/** Thumbnails are WordPress's square `thumbnail` size. */
const THUMBNAIL_SIZE = 150;
/** A horizontal move at least this long (px), and clearly more horizontal than vertical, is a swipe. */
const SWIPE_DISTANCE = 40;

/** Swipes with a finger or pen call `onSwipe(1)` (next) or `onSwipe(-1)` (previous); the mouse clicks as usual. */
function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) {
          swiped.current = true;
          onSwipe(dx < 0 ? 1 : -1);
        }
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    /** True once after a swipe, so the click that ends it does not also open the zoom. */
    consumeSwipe() {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}

/** Which image shows: one of the gallery's, or a variation's own image that the gallery lacks. */
function shownFor(images: readonly ProductImage[], variationImage: ProductImage | null, fallback: number) {
  const index = variationImage ? images.findIndex((image) => image.id === variationImage.id) : -1;
  if (index >= 0) return { index, extra: null };
  return { index: fallback, extra: variationImage };
}

/**
 * The product's images: the main one (the page's LCP image: eager, high priority, explicit size),
 * thumbnails to pick another, a swipe to step through them on touch screens, and a click or Enter
 * on the main image to see it large in a modal dialog. A chosen variation's image replaces the
 * main image.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const mainButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

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
  const zoomSwipe = useSwipe(step);

  const openZoom = () => {
    if (mainSwipe.consumeSwipe()) return;
    setZoomed(true);
    dialog.current?.showModal();
    closeButton.current?.focus();
  };
  const closeZoom = () => dialog.current?.close();

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

      {/* A native modal dialog: focus moves in and stays, Escape closes it, focus returns to the image. */}
      <dialog
        ref={dialog}
        className={styles.zoom}
        aria-labelledby={titleId}
        onClose={() => {
          setZoomed(false);
          mainButton.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) closeZoom();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
      >
        <div className={styles.zoomBar}>
          <h2 id={titleId} className={styles.zoomTitle}>
            {position === null
              ? productName
              : t('zoomTitle', { name: productName, index: position + 1, count })}
          </h2>
          <button ref={closeButton} type="button" className={styles.zoomButton} onClick={closeZoom}>
            {t('close')}
          </button>
        </div>
        <div className={styles.zoomStage} {...zoomSwipe.handlers}>
          {zoomed && (
            // biome-ignore lint/performance/noImgElement: the backend's large size, loaded only when the dialog opens.
            <img
              src={current.large}
              alt={current.alt}
              width={current.largeWidth}
              height={current.largeHeight}
              draggable={false}
            />
          )}
        </div>
        {count > 1 && position !== null && (
          <div className={styles.zoomBar}>
            <button type="button" className={styles.zoomButton} onClick={() => step(-1)}>
              {t('previous')}
            </button>
            <button type="button" className={styles.zoomButton} onClick={() => step(1)}>
              {t('next')}
            </button>
          </div>
        )}
      </dialog>
    </section>
  );
}
