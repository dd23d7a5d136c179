'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from '#i18n/hooks';
import styles from './video-facade.module.css';

/**
 * A click-to-load YouTube player: nothing from YouTube loads until the shopper asks for the video,
 * then the privacy-enhanced player replaces the button and takes the focus.
 */
export function VideoFacade({ title, youtubeId }: { title: string; youtubeId: string }) {
  const t = useTranslations('product.videos');
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing) {
    return (
      <iframe
        ref={frame}
        className={styles.video}
        src={`https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      className={`${styles.video} ${styles.videoFacade}`}
      onClick={() => setPlaying(true)}
    >
      <span aria-hidden="true" className={styles.playIcon}>
        ▶
      </span>
      <span>{t('play', { title })}</span>
      <span className={styles.videoNote}>{t('thirdParty')}</span>
    </button>
  );
}
