'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { HEADER_HIDE_MAX_WIDTH_PX, type HeaderScrollState, nextHeaderScrollState } from '../header-scroll';

/**
 * The (sticky) header element, hidden on scroll down and shown on scroll up on narrow screens (rules in
 * ../header-scroll.ts). Never hidden while the shopper types in it; keyboard focus entering it brings it back. The
 * slide is a CSS transition, which reduced-motion turns off. The page keeps the header's height as
 * its scroll padding, so a link target or a control reached by keyboard stops below the header
 * instead of behind it (WCAG 2.4.11).
 */
export function HeaderScroll({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const narrow = window.matchMedia(`(max-width: ${HEADER_HIDE_MAX_WIDTH_PX - 0.02}px)`);
    let state: HeaderScrollState = { y: window.scrollY, hidden: false };
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextHeaderScrollState(state, window.scrollY);
      // Someone typing in the search box keeps the header (and the box) in view.
      const active = document.activeElement;
      const typingInside = active instanceof HTMLInputElement && (ref.current?.contains(active) ?? false);
      setHidden(narrow.matches && state.hidden && !typingInside);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    // Keyboard focus entering a hidden header brings it back.
    const onFocusIn = () => setHidden(false);
    const header = ref.current;
    window.addEventListener('scroll', onScroll, { passive: true });
    narrow.addEventListener('change', update);
    header?.addEventListener('focusin', onFocusIn);
    return () => {
      window.removeEventListener('scroll', onScroll);
      header?.removeEventListener('focusin', onFocusIn);
      narrow.removeEventListener('change', update);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `${header.offsetHeight}px`;
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = '';
    };
  }, []);

  return (
    <header ref={ref} className={className} data-hidden={hidden ? 'true' : undefined}>
      {children}
    </header>
  );
}
