/**
 * Structured data for search engines, as a <script type="application/ld+json">. "<" is escaped
 * so text from the backend can never close the script element.
 */
export function JsonLd({ data }: { data: object | string }) {
  const json = (typeof data === 'string' ? data : JSON.stringify(data)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; "<" is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
