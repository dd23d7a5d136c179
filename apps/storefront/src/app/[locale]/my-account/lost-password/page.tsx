import { AccountRoute, type AccountRouteProps, accountMetadata } from '@/features/account/account-route';
import { LostPassword } from '@/features/account/components/lost-password';

export const generateMetadata = accountMetadata('lostPassword', '/my-account/lost-password');

export default function Page(props: AccountRouteProps) {
  return (
    <AccountRoute {...props} titleKey="lostPassword">
      <LostPassword />
    </AccountRoute>
  );
}
