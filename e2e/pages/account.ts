import { expect, type Locator, type Page } from '@playwright/test';

/**
 * /my-account and its neighbours as the shopper reaches them: the login and register forms, the
 * dashboard's tabs, Logout, and the header's account menu. Labels are the en-US texts of the
 * storefront's `account` messages.
 */
export class AccountPage {
  readonly loginForm: Locator;
  readonly registerForm: Locator;
  readonly tabs: Locator;
  readonly logoutButton: Locator;
  /** The header's avatar button (signed in). */
  readonly menuButton: Locator;
  /** The header's account icon link (signed out). */
  readonly accountLink: Locator;

  constructor(readonly page: Page) {
    this.loginForm = page.getByRole('region', { name: 'Login' });
    this.registerForm = page.getByRole('region', { name: 'Register' });
    this.tabs = page.getByRole('tablist', { name: 'Account sections' });
    this.logoutButton = page.getByRole('main').getByRole('button', { name: 'Logout' });
    this.menuButton = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
    this.accountLink = page.getByRole('banner').getByRole('link', { name: 'My account' });
  }

  async goto(path = '/my-account') {
    await this.page.goto(path);
  }

  async register(email: string, password: string, confirm = password) {
    await this.registerForm.getByLabel('Email', { exact: true }).fill(email);
    await this.registerForm.getByLabel('Password', { exact: true }).fill(password);
    await this.registerForm.getByLabel('Confirm password', { exact: true }).fill(confirm);
    await this.registerForm.getByRole('button', { name: 'Register' }).click();
  }

  /** A new customer, registered with a unique address and PASSWORD from the account page, and signed in. */
  async signUp(name: string): Promise<string> {
    const email = uniqueEmail(name);
    await this.goto();
    await this.register(email, PASSWORD);
    await this.expectSignedIn(email);
    return email;
  }

  async login(username: string, password: string) {
    await this.loginForm.getByLabel('Username or email', { exact: true }).fill(username);
    await this.loginForm.getByLabel('Password', { exact: true }).fill(password);
    await this.loginForm.getByRole('button', { name: 'Log in' }).click();
  }

  tab(name: 'Orders' | 'Downloads' | 'Account details' | 'Wishlist'): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  panel(name: 'Orders' | 'Downloads' | 'Account details' | 'Wishlist'): Locator {
    return this.page.getByRole('tabpanel', { name, exact: true });
  }

  async expectSignedIn(email: string) {
    await expect(this.tabs).toBeVisible();
    await expect(this.page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(this.menuButton).toBeVisible();
  }

  async expectSignedOut() {
    await expect(this.loginForm).toBeVisible();
    await expect(this.registerForm).toBeVisible();
    await expect(this.accountLink).toBeVisible();
  }
}

export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const PASSWORD = 'Correct-horse-42';

/**
 * The login form's answer to refused credentials, a wrong password and an unknown account alike;
 * the backend says only Headless Login's "The user could not be logged in."
 */
export const WRONG_CREDENTIALS =
  'The email or password is incorrect. Please try again. No account yet? Sign up.';
