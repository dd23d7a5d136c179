import { getTranslations } from 'next-intl/server';
import type { CustomTab } from '../types';
import { HtmlContent } from './html-content';
import styles from './product-info.module.css';
import { VideoFacade } from './video-facade';

/** One custom product tab's content: text, an accordion of questions, videos or downloads. */
export async function CustomTabPanel({ tab }: { tab: CustomTab }) {
  const t = await getTranslations('product.videos');
  switch (tab.kind) {
    case 'text':
      return <HtmlContent html={tab.html} />;
    case 'accordion':
      return (
        <div className={styles.disclosures}>
          {tab.items.map((item) => (
            <details key={item.question} className={styles.disclosure}>
              <summary>{item.question}</summary>
              <HtmlContent html={item.answerHtml} />
            </details>
          ))}
        </div>
      );
    case 'videos':
      return (
        <ul className={styles.cards}>
          {tab.videos.map((video) => (
            <li key={video.url} className={styles.card}>
              <h3 className={styles.cardTitle}>{video.title}</h3>
              {video.description && <p>{video.description}</p>}
              {video.youtubeId && <VideoFacade title={video.title} youtubeId={video.youtubeId} />}
              <p>
                <a href={video.url} rel="noopener noreferrer" target="_blank">
                  {t('watchOnYouTube', { title: video.title })}
                </a>
              </p>
            </li>
          ))}
        </ul>
      );
    case 'downloads':
      return (
        <ul className={styles.cards}>
          {tab.files.map((file) => (
            <li key={file.url} className={styles.card}>
              <a href={file.url} className={styles.cardTitle} download>
                {file.title}
              </a>
              {file.description && <p>{file.description}</p>}
            </li>
          ))}
        </ul>
      );
  }
}
