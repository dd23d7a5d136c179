'use client';

import {
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/** How far outside the screen an island starts loading, so it is live before the shopper reaches it. */
const NEAR_VIEW_MARGIN = '600px';

const subscribeToNothing = () => () => undefined;
/** False in the render that adopts the server's HTML (hydration), true in the browser's own renders. */
const useRendersInBrowser = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

/** What the shopper did in the server's HTML before the live island took over, by field name. */
interface Carried {
  values: Map<string, string>;
  checked: Map<string, boolean>;
  focused: string | null;
}

function readFields(island: HTMLElement): Carried {
  const carried: Carried = { values: new Map(), checked: new Map(), focused: null };
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (!field.name) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) carried.checked.set(field.name, field.checked);
    } else if (field.value !== field.defaultValue) carried.values.set(field.name, field.value);
    if (field === document.activeElement) carried.focused = field.name;
  }
  return carried;
}

/** Hands the carried input to the live island's fields as if typed, so its state follows. */
function applyFields(island: HTMLElement, carried: Carried) {
  const byName = (name: string) =>
    island.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${CSS.escape(name)}"]`);
  for (const [name, value] of carried.values) {
    const field = byName(name);
    if (!field) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [name, checked] of carried.checked) {
    const field = byName(name);
    if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
  }
  if (carried.focused) byName(carried.focused)?.focus();
}

/**
 * An island far down the page (the footer's sign-up, the review form in a closed tab) whose script
 * comes when the shopper comes near it, not with the page. The server renders it in full; in the
 * browser its HTML stays as sent, not hydrated, until it is within reach of the screen or the
 * shopper enters it (keyboard focus). Then `render` (a React.lazy component) is fetched and, once
 * here, replaces it in one step, taking over what the shopper typed, ticked or focused meanwhile.
 * Rendered by the browser itself (after a client-side navigation) it is live at once.
 */
export function IslandNearView({ render, className }: { render: () => ReactNode; className?: string }) {
  const inBrowser = useRendersInBrowser();
  // True while the server's HTML stands in for the island (from hydration until it is wanted).
  const [held, setHeld] = useState(!inBrowser);
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried | null>(null);

  useEffect(() => {
    const island = ref.current;
    if (!island || !held) return;
    const want = () => {
      stop();
      startTransition(() => setHeld(false));
    };
    // The old HTML stays in place until the live island is ready: note what happens there meanwhile
    // (typing and ticking are input events). Not on blur or change: removing the old HTML blurs its
    // field, and the focus is to come back to it.
    const note = () => {
      carried.current = readFields(island);
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && want(),
      {
        rootMargin: NEAR_VIEW_MARGIN,
      },
    );
    observer.observe(island);
    island.addEventListener('focusin', want);
    island.addEventListener('input', note);
    island.addEventListener('focusin', note);
    function stop() {
      observer.disconnect();
      island?.removeEventListener('focusin', want);
    }
    return () => {
      stop();
      island.removeEventListener('input', note);
      island.removeEventListener('focusin', note);
    };
  }, [held]);

  useLayoutEffect(() => {
    if (held || !ref.current || !carried.current) return;
    applyFields(ref.current, carried.current);
    carried.current = null;
  }, [held]);

  if (typeof window === 'undefined') return <div className={className}>{render()}</div>;
  if (held)
    // Hydration adopts this node with its inner HTML as the server sent it: nothing inside is touched.
    return (
      <div
        key="held"
        ref={ref}
        className={className}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, never content: it only keeps React from adopting the server's children.
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  // No Suspense boundary of its own: the swap is a transition, so React keeps the server's HTML on
  // screen until the island's code is here instead of showing an empty fallback.
  return (
    <div key="live" ref={ref} className={className}>
      {render()}
    </div>
  );
}
