import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/lib/seo/json-ld';
import { faqJsonLd } from '../json-ld';
import type { Faq } from '../types';
import { HtmlContent } from './html-content';
import styles from './product-info.module.css';

/** The product's FAQs as disclosures (native details/summary), with FAQPage structured data. */
export async function ProductFaqs({ faqs }: { faqs: readonly Faq[] }) {
  const structured = faqJsonLd(faqs);
  if (!structured) return null;
  const t = await getTranslations('product.faqs');
  return (
    <section className={styles.section} aria-labelledby="product-faqs">
      <h2 id="product-faqs">{t('heading')}</h2>
      <div className={styles.disclosures}>
        {faqs.map((faq) => (
          <details key={faq.question} className={styles.disclosure}>
            <summary>{faq.question}</summary>
            <HtmlContent html={faq.answerHtml} />
          </details>
        ))}
      </div>
      <JsonLd data={structured} />
    </section>
  );
}
