import { getFormatter, getTranslations } from 'next-intl/server';
import { Breadcrumb } from '@/components/breadcrumb';
import type { Locale } from '@/i18n/routing';
import { getInfoPage } from '../texts';
import type { InfoBlock, InfoPageSlug } from '../texts/types';
import styles from './info-page.module.css';
import { InlineText } from './inline-text';

/** Pages with this many sections or more get a table of contents. */
const CONTENTS_FROM = 6;

function Block({ block }: { block: InfoBlock }) {
  if (typeof block === 'string') {
    return (
      <p>
        <InlineText text={block} />
      </p>
    );
  }
  const items = 'list' in block ? block.list : block.steps;
  const List = 'list' in block ? 'ul' : 'ol';
  return (
    <List className={'steps' in block ? styles.steps : undefined}>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </List>
  );
}

/** An information page (about us, shipping and returns, privacy, terms) in the shopper's language. */
export async function InfoPage({ slug, locale }: { slug: InfoPageSlug; locale: Locale }) {
  const page = getInfoPage(slug, locale);
  const [t, format] = await Promise.all([getTranslations('content.pages'), getFormatter()]);
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <main className={styles.page}>
      <Breadcrumb trail={[{ name: page.title }]} locale={locale} />
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{page.title}</h1>
          {page.updated && (
            <p className={styles.updated}>
              {t.rich('lastUpdated', {
                date: format.dateTime(new Date(`${page.updated}T12:00:00Z`), {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }),
                time: (chunks) => <time dateTime={page.updated}>{chunks}</time>,
              })}
            </p>
          )}
          {page.intro.map((text) => (
            <p key={text} className={styles.intro}>
              <InlineText text={text} />
            </p>
          ))}
        </header>

        {page.sections.length >= CONTENTS_FROM && (
          <nav aria-labelledby="info-contents" className={styles.contents}>
            <h2 id="info-contents">{t('onThisPage')}</h2>
            <ol>
              {page.sections.map((section, index) => (
                <li key={section.heading}>
                  <a href={`#${sectionId(index)}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}

        {page.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={sectionId(index)} className={styles.section}>
            <h2 id={sectionId(index)}>{section.heading}</h2>
            {section.blocks.map((block, blockIndex) => (
              // Blocks never move: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered.
              <Block key={blockIndex} block={block} />
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
