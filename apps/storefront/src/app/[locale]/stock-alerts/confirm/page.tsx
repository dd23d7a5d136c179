import { LinkRoute, linkMetadata } from '@/features/newsletter/link-route';
import type { LocaleRouteProps } from '@/i18n/route-locale';

export const generateMetadata = linkMetadata('confirm', 'stockAlerts');

export default function Page({ params }: LocaleRouteProps) {
  return <LinkRoute params={params} kind="confirm" scope="stockAlerts" />;
}
