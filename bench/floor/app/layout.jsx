/**
 * The smallest App Router page the storefront's framework serves: the floor under every catalogue
 * page's Lighthouse figures (bench/lighthouse.mjs). Same Next.js and React as the storefront.
 */
export const metadata = { title: 'Framework floor' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem' }}>{children}</body>
    </html>
  );
}
