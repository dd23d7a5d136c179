'use client';

import Script from 'next/script';

/**
 * The Tag Manager loader through next/script, after the page is interactive. A module of its own,
 * imported lazily by TagManager, so shops without a container never download next/script's code.
 */
export default function GtmScript({ src }: { src: string }) {
  return <Script id="google-tag-manager" src={src} strategy="afterInteractive" />;
}
