'use client';

import { type ReactNode, useEffect, useState } from 'react';
import { BANNER_DISMISSED_KEY, BANNER_ELEMENT_ID } from '../banner';
import { CloseIcon } from './icons';

/**
 * A banner the shopper may close for the rest of the browser session (spec section 4: a session
 * storage flag). Rendered on the server like any banner; this island only adds the close button
 * and removes the banner when the flag holds this banner's id.
 */
export function DismissibleBanner({
  bannerId,
  className,
  innerClassName,
  closeClassName,
  label,
  dismissLabel,
  children,
}: {
  bannerId: string;
  className?: string;
  innerClassName?: string;
  closeClassName?: string;
  label: string;
  dismissLabel: string;
  children: ReactNode;
}) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(BANNER_DISMISSED_KEY) === bannerId) setDismissed(true);
    } catch {
      // Storage may be blocked (privacy modes): the banner simply stays.
    }
  }, [bannerId]);

  if (dismissed) return null;

  const dismiss = () => {
    try {
      window.sessionStorage.setItem(BANNER_DISMISSED_KEY, bannerId);
    } catch {
      // Without storage it is closed for this page only.
    }
    setDismissed(true);
    // The button disappears with the banner; keep keyboard focus at the top of the page.
    document.getElementById('site-logo')?.focus();
  };

  return (
    <section id={BANNER_ELEMENT_ID} aria-label={label} className={className}>
      <div className={innerClassName}>
        {children}
        <button type="button" className={closeClassName} onClick={dismiss} aria-label={dismissLabel}>
          <CloseIcon size={18} />
        </button>
      </div>
    </section>
  );
}
