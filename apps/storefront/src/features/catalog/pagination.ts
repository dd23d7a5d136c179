/** Page arithmetic of a product list: 'Showing x to y of z' and the page links to offer. */

export interface PageWindow {
  /** 1-based position of the first product shown (0 when there are none). */
  from: number;
  /** Position of the last product shown. */
  to: number;
  total: number;
  totalPages: number;
}

export function pageWindow(page: number, perPage: number, total: number, shown: number): PageWindow {
  const from = shown > 0 ? (page - 1) * perPage + 1 : 0;
  return {
    from,
    to: shown > 0 ? from + shown - 1 : 0,
    total,
    totalPages: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** A page link, or a gap ('…') between far-apart pages. */
export type PageLink = { page: number } | { gap: true; key: string };

/**
 * The pages to link from `current`: always the first and last, and `around` on each side of the
 * current one; gaps of more than one page collapse into '…' (a gap of exactly one page is shown).
 */
export function pageLinks(current: number, totalPages: number, around = 1): PageLink[] {
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - around; page <= current + around; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const links: PageLink[] = [];
  let previous = 0;
  for (const page of sorted) {
    if (page - previous === 2) links.push({ page: previous + 1 });
    else if (page - previous > 2) links.push({ gap: true, key: `gap-${previous}` });
    links.push({ page });
    previous = page;
  }
  return links;
}
