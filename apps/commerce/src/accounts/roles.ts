/**
 * WordPress roles an account may hold (customers.roles). Customers sign up as `customer`; a shop
 * manager (WooCommerce's `shop_manager`, or an `administrator`) is made by the
 * `account:shop-manager` command and may record payments (updateOrder). WooCommerce gives both
 * roles the edit_shop_orders capability.
 */
export const CUSTOMER_ROLE = 'customer';
export const SHOP_MANAGER_ROLE = 'shop_manager';
const ORDER_MANAGING_ROLES: readonly string[] = [SHOP_MANAGER_ROLE, 'administrator'];

/** WordPress's display names of the roles (User.roles' displayName). */
export const ROLE_DISPLAY_NAMES: Record<string, string> = {
  customer: 'Customer',
  shop_manager: 'Shop manager',
  administrator: 'Administrator',
};

/** Whether the roles carry WooCommerce's edit_shop_orders capability. */
export const mayEditOrders = (roles: readonly string[]): boolean =>
  roles.some((role) => ORDER_MANAGING_ROLES.includes(role));
