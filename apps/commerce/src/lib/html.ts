/**
 * Text made safe to place in HTML, in element content or a quoted attribute (emails, SEO head).
 * The apostrophe becomes &#39; rather than &apos;, which HTML 4 mail clients (Outlook's Word engine)
 * show as written.
 */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
