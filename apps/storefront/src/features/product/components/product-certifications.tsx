import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { Certifications } from '../types';
import styles from './product-certifications.module.css';

/** "2.3 kB" in the shopper's language: a buyer judges a download by its size. */
const fileSize = (bytes: number, locale: Locale) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: bytes < 1_000_000 ? 'kilobyte' : 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes < 1_000_000 ? bytes / 1000 : bytes / 1_000_000);

const languageName = (tag: string, locale: Locale) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

/**
 * "Certifications and documents": the NIOSH approvals (each opening its entry on the certifier's
 * public list), the standards and protection ratings, and the PDFs a buyer keeps for their
 * records, each named with its language and size. Nothing when the product states none.
 */
export async function ProductCertifications({
  certifications,
  locale,
}: {
  certifications: Certifications;
  locale: Locale;
}) {
  const { approvals, ratings, documents } = certifications;
  if (approvals.length === 0 && ratings.length === 0 && documents.length === 0) return null;
  const t = await getTranslations('product.certifications');
  return (
    <section className={styles.section} aria-labelledby="certifications">
      <h2 id="certifications">{t('heading')}</h2>
      {(approvals.length > 0 || ratings.length > 0) && (
        <dl className={styles.facts}>
          {approvals.length > 0 && (
            <div>
              <dt>{t('nioshApproval', { count: approvals.length })}</dt>
              <dd>
                <ul className={styles.inline}>
                  {approvals.map((approval) => (
                    <li key={approval.number}>
                      <a href={approval.url} rel="noopener" aria-describedby="niosh-listing">
                        {approval.number}
                      </a>
                    </li>
                  ))}
                </ul>
                <p id="niosh-listing" className={styles.hint}>
                  {t('nioshListing')}
                </p>
              </dd>
            </div>
          )}
          {ratings.map((rating) => (
            <div key={rating.label}>
              <dt>{rating.label}</dt>
              <dd>{rating.values.join(', ')}</dd>
            </div>
          ))}
        </dl>
      )}
      {documents.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('documents')}</h3>
          <ul className={styles.documents}>
            {documents.map((document) => (
              <li key={document.url}>
                <a href={document.url} type="application/pdf">
                  {t('document', {
                    kind: t(`kinds.${document.kind}` as 'kinds.userInstructions'),
                    language: languageName(document.language, locale),
                  })}
                </a>
                <span className={styles.size}>
                  {t('pdfSize', { size: fileSize(document.byteSize, locale) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
