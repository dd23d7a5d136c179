/**
 * The announcement banner (spec sections 3 and 4): shown only when enabled, coloured and iconed
 * by its type (info by default), with an optional link whose text defaults to 'Learn More'.
 */
import type { GetBannerSettingsQuery } from '@/graphql/generated';
import { safeUrl } from '@/lib/navigation/safe-url';

export type BannerKind = 'info' | 'success' | 'warning' | 'error';

export interface Banner {
  text: string;
  kind: BannerKind;
  dismissible: boolean;
  /** A path inside the shop (rendered locale-aware) or an absolute http(s) URL. */
  link: { href: string; internal: boolean; text: string | null } | null;
  /** Changes when the text changes, so a new announcement shows even after an old one was dismissed. */
  id: string;
}

/** WooNuxt's banner plugin answers this when no link text is set; the shop shows its own translation. */
const DEFAULT_LINK_TEXT = 'Learn More';

const KINDS: Record<string, BannerKind> = {
  INFO: 'info',
  SUCCESS: 'success',
  WARNING: 'warning',
  ERROR: 'error',
};

/**
 * Only paths inside the shop and http(s) URLs are followed: a script-type protocol is refused
 * (spec section 8), and so is a protocol-relative "//host" that would leave the shop unnoticed.
 * The check is the shop's one gate for URLs from data (lib/navigation/safe-url.ts).
 */
export function safeBannerLink(url: string | null | undefined): { href: string; internal: boolean } | null {
  const safe = safeUrl(url, { allowExternal: true });
  return safe && { href: safe.href, internal: safe.internal };
}

/** A short, stable fingerprint of a text (FNV-1a), for the dismissal flag. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function toBanner(
  settings: GetBannerSettingsQuery['bannerSettings'] | null | undefined,
): Banner | null {
  const text = settings?.bannerText?.trim();
  if (!settings?.bannerEnabled || !text) return null;
  const link = safeBannerLink(settings.bannerLinkUrl);
  const linkText = settings.bannerLinkText?.trim();
  return {
    text,
    kind: KINDS[settings.bannerType] ?? 'info',
    dismissible: settings.bannerDismissible,
    link: link ? { ...link, text: linkText && linkText !== DEFAULT_LINK_TEXT ? linkText : null } : null,
    // The spec's session flag: a banner closed in one language stays closed in the others, so its
    // id leaves out the text (each language words it differently) and names its kind and link.
    id: fingerprint(`${settings.bannerType}|${settings.bannerLinkUrl ?? ''}`),
  };
}

/** sessionStorage key of a dismissed banner (spec section 9); the value is the banner's id. */
export const BANNER_DISMISSED_KEY = 'banner-dismissed';

/** The dismissible banner's element id (the pre-paint script hides it by this id). */
export const BANNER_ELEMENT_ID = 'announcement-banner';
