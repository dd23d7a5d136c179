import { UnsubscribeFromNewsletterDocument } from '@/graphql/generated';
import { oneClickUnsubscribe } from '@/lib/security/one-click-unsubscribe';

/** The List-Unsubscribe address of every newsletter mail (lib/security/one-click-unsubscribe.ts). */
export const dynamic = 'force-dynamic';

export const { POST, GET } = oneClickUnsubscribe({
  feature: 'newsletter',
  document: UnsubscribeFromNewsletterDocument,
  codePrefix: 'NEWSLETTER_',
  page: '/newsletter/unsubscribe',
});
