import styles from './product-info.module.css';

/** HTML from the backend that map-product.ts has already sanitised (lib/html/sanitize.ts). */
export function HtmlContent({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.prose} ${className}` : styles.prose}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised against an allow-list in map-product.ts.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
