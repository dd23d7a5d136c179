'use client';

import { useTranslations } from '#i18n/hooks';
import { Link } from '@/i18n/navigation';
import type { BuyAgainReport } from '../use-buy-again';
import styles from './buy-again.module.css';

/** What buying again did, in a status region: lines added, and each line not added with why. */
export function BuyAgainReportNote({ report }: { report: BuyAgainReport | null }) {
  const t = useTranslations('account.orders.buyAgain');
  return (
    <div role="status" className={styles.report}>
      {report && (
        <>
          <p>
            {report.failure ?? (report.added > 0 ? t('added', { count: report.added }) : t('noneAdded'))}{' '}
            {report.added > 0 && <Link href="/cart">{t('viewCart')}</Link>}
          </p>
          {report.notAdded.length > 0 && (
            <>
              <p className={styles.notAddedHeading}>{t('notAdded')}</p>
              <ul className={styles.notAdded}>
                {report.notAdded.map((line) => (
                  <li key={line.name}>{t('notAddedLine', { name: line.name, reason: line.reason })}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </div>
  );
}
