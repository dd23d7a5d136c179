/** The password-reset email (WooCommerce's customer-reset-password), as plain text and HTML. */
import type { EmailMessage } from '../lib/mail.ts';
import type { CustomerRow } from './customers.ts';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Where the storefront takes the new password: contract of the lost-password page. */
export const passwordResetLink = (storefrontUrl: string, key: string, login: string) =>
  `${storefrontUrl}/my-account/lost-password?${new URLSearchParams({ key, login })}`;

export function passwordResetEmail(
  customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>,
  link: string,
  shop: { siteName: string },
): EmailMessage {
  const name = customer.firstName || customer.username;
  const lines = [
    `Hi ${name},`,
    `Someone has requested a new password for the following account on ${shop.siteName}:`,
    `Username: ${customer.username}`,
    "If you didn't make this request, just ignore this email and your password stays as it is.",
    'If you would like to proceed, choose a new password here (the link works once, for one hour):',
  ];
  const text = [...lines, link, '', 'Thanks for reading.', shop.siteName].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif">
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">Click here to reset your password</a></p>
<p>Thanks for reading.</p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return { to: customer.email, subject: `[${shop.siteName}] Password Reset Request`, text, html };
}
