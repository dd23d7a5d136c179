import { AccountRoute, type AccountRouteProps, accountMetadata } from '@/features/account/account-route';
import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

export const generateMetadata = accountMetadata('wishlist', '/wishlist');

export default function Page(props: AccountRouteProps) {
  return (
    <AccountRoute {...props} titleKey="wishlist">
      <WishlistPage />
    </AccountRoute>
  );
}
