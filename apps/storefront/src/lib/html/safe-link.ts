/** A link target the page may render: http(s) or relative; anything else (javascript:, data:) is dropped. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const { protocol } = new URL(value, 'https://relative.invalid');
    return protocol === 'http:' || protocol === 'https:' ? value : null;
  } catch {
    return null;
  }
}
