/**
 * A product's custom tabs (a store plugin's): text and accordion HTML sanitised, videos and
 * downloads kept only with a link the page may render (safeLinkUrl, which the external
 * product's button goes through too).
 */

import type { ComposedProduct as ProductNode } from '@/graphql/product-document';
import { safeLinkUrl } from '@/lib/html/safe-link';
import { sanitizeHtml } from '@/lib/html/sanitize';
import type { CustomTab } from './types';

/** The 11-character video id of a YouTube watch, share, embed or shorts URL. */
export function youtubeId(url: string): string | null {
  try {
    const parsed = new URL(url);
    const host = parsed.hostname.replace(/^(www|m)\./, '');
    const id =
      host === 'youtu.be'
        ? parsed.pathname.slice(1)
        : host === 'youtube.com' || host === 'youtube-nocookie.com'
          ? (parsed.searchParams.get('v') ?? parsed.pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1])
          : null;
    return id && /^[\w-]{11}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export function customTabs(node: ProductNode): CustomTab[] {
  return (node.customTabs ?? []).flatMap((tab): CustomTab[] => {
    const title = tab.tabTitle;
    switch (tab.contentType) {
      case 'TEXT': {
        const html = sanitizeHtml(tab.textContent, { topHeadingLevel: 3 });
        return html ? [{ kind: 'text', title, html }] : [];
      }
      case 'ACCORDION': {
        const items = tab.accordionItems.map((item) => ({
          question: item.question,
          answerHtml: sanitizeHtml(item.answer, { topHeadingLevel: 4 }),
        }));
        return items.length ? [{ kind: 'accordion', title, items }] : [];
      }
      case 'VIDEOS': {
        const videos = tab.videos.flatMap((video) => {
          const url = safeLinkUrl(video.youtubeUrl);
          return url
            ? [
                {
                  title: video.videoTitle,
                  description: video.videoDescription,
                  url,
                  youtubeId: youtubeId(url),
                },
              ]
            : [];
        });
        return videos.length ? [{ kind: 'videos', title, videos }] : [];
      }
      case 'DOWNLOADS': {
        const files = tab.downloads.flatMap((file) => {
          const url = safeLinkUrl(file.file);
          return url ? [{ title: file.fileTitle, description: file.fileDescription, url }] : [];
        });
        return files.length ? [{ kind: 'downloads', title, files }] : [];
      }
      default:
        return [];
    }
  });
}
