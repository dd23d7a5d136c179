import { UnsubscribeFromStockAlertDocument } from '@/graphql/generated';
import { oneClickUnsubscribe } from '@/lib/security/one-click-unsubscribe';

/** The List-Unsubscribe address of every stock alert mail (lib/security/one-click-unsubscribe.ts). */
export const dynamic = 'force-dynamic';

export const { POST, GET } = oneClickUnsubscribe({
  feature: 'stockAlerts',
  document: UnsubscribeFromStockAlertDocument,
  codePrefix: 'STOCK_ALERT_',
  page: '/stock-alerts/unsubscribe',
});
