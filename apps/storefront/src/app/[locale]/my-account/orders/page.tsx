import { AccountRoute, type AccountRouteProps, accountMetadata } from '@/features/account/account-route';
import { MyAccount } from '@/features/account/components/my-account';

export const generateMetadata = accountMetadata('orders', '/my-account/orders');

export default function Page(props: AccountRouteProps) {
  return (
    <AccountRoute {...props} titleKey="orders">
      <MyAccount view="orders" />
    </AccountRoute>
  );
}
