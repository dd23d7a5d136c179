'use client';

import Script from 'next/script';

/**
 * The Tag Manager loader through next/script, after the page is interactive. A module of its own,
 * imported lazily by TagManager, so shops without a container never download next/script's code.
 */
export default function GtmScript({ containerId }: { containerId: string }) {
  return <Script id="google-tag-manager" src={gtmScriptUrl(containerId)} strategy="afterInteractive" />;
}

/** The GTM loader's URL for a container (the id is validated by config/analytics.ts). */
export function gtmScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}
