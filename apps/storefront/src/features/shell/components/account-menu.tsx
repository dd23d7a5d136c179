'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from '#i18n/hooks';
import { useShopper } from '@/features/shopper/hooks';
import { selectViewer } from '@/features/shopper/selectors';
import { Link } from '@/i18n/navigation';
import { UserIcon } from './icons';

const AvatarMenu = lazy(() => import('./avatar-menu').then((module) => ({ default: module.AvatarMenu })));

/**
 * The header's account control (spec section 2): logged out, the account icon linking to
 * /my-account; logged in, an avatar button opening a menu (avatar-menu.tsx). The server and every
 * signed-out visit render the link alone; the menu's code loads when a signed-in shopper is known,
 * and the link stays until it is there.
 */
export function AccountMenu({ className }: { className?: string }) {
  const t = useTranslations('account.menu');
  const viewer = useShopper(selectViewer);
  const link = (
    <Link href="/my-account" className={className} aria-label={t('account')}>
      <UserIcon size={24} />
    </Link>
  );
  if (!viewer) return link;
  return (
    <Suspense fallback={link}>
      <AvatarMenu className={className} viewer={viewer} />
    </Suspense>
  );
}
