'use client';

import { useFormatter, useTranslations } from '#i18n/hooks';
import { FormStatus } from '@/components/form/form-status';
import { EmptyState } from '@/components/state/empty-state';
import { Skeleton } from '@/components/state/skeleton';
import type { Download } from '@/features/shopper/account-types';
import { mapDownloads } from '@/features/shopper/map-account';
import type { GetDownloadsQuery } from '@/graphql/generated';
import { GetDownloadsOperation } from '@/graphql/generated/browser-operations.generated';
import { Link } from '@/i18n/navigation';
import { useAccountRead } from '../use-account-read';
import styles from './account.module.css';
import { AccountTable } from './account-table';
import { asDate } from './orders-panel';

/** Files the customer bought (spec: getDownloads): remaining downloads, expiry and the download link. */
export function DownloadsPanel() {
  const t = useTranslations('account.downloads');
  const format = useFormatter();
  const { result: downloads, failed } = useAccountRead<GetDownloadsQuery, Download[]>(
    GetDownloadsOperation,
    mapDownloads,
  );

  if (failed) return <FormStatus status={{ kind: 'error', message: t('error') }} />;
  if (!downloads) return <Skeleton label={t('loading')} shape="rows" />;
  if (downloads.length === 0) {
    return (
      <EmptyState icon="download" message={t('empty')} action={{ href: '/products', label: t('browse') }} />
    );
  }
  return (
    <AccountTable
      caption={t('title')}
      columns={{ name: t('name'), product: t('product'), remaining: t('remaining'), expires: t('expires') }}
    >
      {downloads.map((item) => (
        <tr key={item.id}>
          <th scope="row">
            {item.href ? (
              // A plain link: the file is served by the proxy route (or the shop), not a page.
              <a href={item.href} download aria-label={t('download', { name: item.name })}>
                {item.name}
              </a>
            ) : (
              <>
                {item.name} <span className={styles.muted}>({t('unavailable')})</span>
              </>
            )}
          </th>
          <td>
            {item.productSlug ? (
              <Link href={`/product/${item.productSlug}`}>{item.productName}</Link>
            ) : (
              item.productName
            )}
          </td>
          <td>
            {item.downloadsRemaining === null ? t('unlimited') : format.number(item.downloadsRemaining)}
          </td>
          <td>
            {item.accessExpires ? (
              <time dateTime={item.accessExpires}>
                {format.dateTime(asDate(item.accessExpires), { dateStyle: 'long', timeZone: 'UTC' })}
              </time>
            ) : (
              t('never')
            )}
          </td>
        </tr>
      ))}
    </AccountTable>
  );
}
