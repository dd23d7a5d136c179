'use client';

import { useEffect, useId, useRef } from 'react';
import { useTranslations } from '#i18n/hooks';
import type { ProductImage } from '../types';
import styles from './gallery-zoom.module.css';
import { useSwipe } from './use-swipe';

/**
 * The gallery's image seen large, in a native modal dialog: focus moves in and stays, Escape
 * closes it, arrows and swipes step through the images. Mounted open, only while it is shown, so
 * its code and the large image come when the shopper asks for them.
 */
export function GalleryZoom({
  image,
  title,
  canStep,
  onStep,
  onClose,
}: {
  image: ProductImage;
  title: string;
  canStep: boolean;
  onStep: (direction: 1 | -1) => void;
  onClose: () => void;
}) {
  const t = useTranslations('product.gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const swipe = useSwipe(onStep);
  const close = () => dialog.current?.close();

  useEffect(() => {
    dialog.current?.showModal();
    closeButton.current?.focus();
  }, []);

  return (
    <dialog
      ref={dialog}
      className={styles.zoom}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') onStep(1);
        if (event.key === 'ArrowLeft') onStep(-1);
      }}
    >
      <div className={styles.zoomBar}>
        <h2 id={titleId} className={styles.zoomTitle}>
          {title}
        </h2>
        <button ref={closeButton} type="button" className={styles.zoomButton} onClick={close}>
          {t('close')}
        </button>
      </div>
      <div className={styles.zoomStage} {...swipe.handlers}>
        {/* biome-ignore lint/performance/noImgElement: the backend's large size, loaded only when the dialog opens. */}
        <img
          src={image.large}
          alt={image.alt}
          width={image.largeWidth}
          height={image.largeHeight}
          draggable={false}
        />
      </div>
      {canStep && (
        <div className={styles.zoomBar}>
          <button type="button" className={styles.zoomButton} onClick={() => onStep(-1)}>
            {t('previous')}
          </button>
          <button type="button" className={styles.zoomButton} onClick={() => onStep(1)}>
            {t('next')}
          </button>
        </div>
      )}
    </dialog>
  );
}
