import { AccountRoute, type AccountRouteProps, accountMetadata } from '@/features/account/account-route';
import { MyAccount } from '@/features/account/components/my-account';

export const generateMetadata = accountMetadata('editAccount', '/my-account/edit-account');

export default function Page(props: AccountRouteProps) {
  return (
    <AccountRoute {...props} titleKey="editAccount">
      <MyAccount view="edit-account" />
    </AccountRoute>
  );
}
