import { AccountRoute, type AccountRouteProps, accountMetadata } from '@/features/account/account-route';
import { MyAccount } from '@/features/account/components/my-account';

export const generateMetadata = accountMetadata('myAccount', '/my-account');

export default function Page(props: AccountRouteProps) {
  return (
    <AccountRoute {...props} titleKey="myAccount">
      <MyAccount view="dashboard" />
    </AccountRoute>
  );
}
