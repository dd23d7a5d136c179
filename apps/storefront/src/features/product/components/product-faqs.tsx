import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/lib/seo/json-ld';
import { faqJsonLd } from '../json-ld';
import type { Faq } from '../types';
import { HtmlContent } from './html-content';
import styles from './product-faqs.module.css';
import info from './product-info.module.css';

/** A plus that turns into a cross as its question opens (CSS turns it; no script). */
function PlusIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The product's FAQs as disclosures: native details/summary, so a click, Enter or Space opens
 * and closes each answer with no JavaScript, styled as rows with a turning icon; with FAQPage
 * structured data.
 */
export async function ProductFaqs({ faqs }: { faqs: readonly Faq[] }) {
  const structured = faqJsonLd(faqs);
  if (!structured) return null;
  const t = await getTranslations('product.faqs');
  return (
    <section className={info.section} aria-labelledby="product-faqs">
      <h2 id="product-faqs">{t('heading')}</h2>
      <div className={styles.list}>
        {faqs.map((faq) => (
          <details key={faq.question} className={styles.item}>
            <summary className={styles.question}>
              <span>{faq.question}</span>
              <PlusIcon />
            </summary>
            <HtmlContent html={faq.answerHtml} className={styles.answer} />
          </details>
        ))}
      </div>
      <JsonLd data={structured} />
    </section>
  );
}
