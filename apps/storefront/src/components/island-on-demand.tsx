'use client';

import {
  type ComponentType,
  lazy,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { anyChanged, readFields, type ServerHtmlFields } from './form/server-html-fields';
import { useRendersInBrowser } from './use-renders-in-browser';

/** How far outside the screen an island starts loading, so it is live before the shopper reaches it. */
const NEAR_VIEW_MARGIN = '600px';

/** Hands the carried input to the live island's fields as if typed, so its state follows. */
function applyFields(island: HTMLElement, carried: ServerHtmlFields) {
  const find = (name: string, value: string | null = null) =>
    island.querySelector<HTMLInputElement | HTMLTextAreaElement>(
      `[name="${CSS.escape(name)}"]${value === null ? '' : `[value="${CSS.escape(value)}"]`}`,
    );
  for (const [name, value] of carried.values) {
    const field = find(name);
    if (!field) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
    Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [name, checked] of carried.checked) {
    const field = find(name);
    if (field instanceof HTMLInputElement && field.checked !== checked) field.click();
  }
  for (const [name, value] of carried.picked) {
    const button = find(name, value);
    if (button instanceof HTMLInputElement && !button.checked) button.click();
  }
  if (carried.focused) find(carried.focused.name, carried.focused.value)?.focus();
}

/**
 * When a dormant island wakes: `near`, as it nears the screen (an island far down the page, like
 * the footer's sign-up); `reached`, when the shopper reaches for it (pointer over it, a press or a
 * touch), for one in view from the start, like the header's search. Both wake on keyboard focus.
 */
export type Wakes = 'near' | 'reached';

/** The pointer and touch events that tell a shopper is reaching for an island. */
const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart'] as const;

/**
 * An island whose script comes when the shopper needs it, not with the page. The server renders it
 * in full, and it works as plain HTML as far as HTML goes (a search form submits, a sign-up shows);
 * in the browser that HTML stays as sent, not hydrated, until the island wakes (see Wakes). Then
 * `render` (a React.lazy component) is fetched and, once here, replaces it in one step, taking over
 * what the shopper typed, ticked, picked or focused meanwhile. Rendered by the browser itself (after a
 * client-side navigation) it is live at once.
 */
export function IslandOnDemand({
  render,
  wakes,
  className,
}: {
  render: () => ReactNode;
  wakes: Wakes;
  className?: string;
}) {
  const inBrowser = useRendersInBrowser();
  // True while the server's HTML stands in for the island (from hydration until it wakes).
  const [held, setHeld] = useState(!inBrowser);
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<ServerHtmlFields | null>(null);

  useEffect(() => {
    const island = ref.current;
    if (!island || !held) return;
    const wake = () => {
      stop();
      // Until the live island replaces this HTML (its code is on its way): busy for assistive
      // technology, and a mark a test can wait on before reading where the focus is.
      island.setAttribute('aria-busy', 'true');
      island.setAttribute('data-island-waking', '');
      carried.current = readFields(island);
      startTransition(() => setHeld(false));
    };
    // The old HTML stays in place until the live island is ready: note what happens there meanwhile
    // (typing and ticking are input events). Not on blur or change: removing the old HTML blurs its
    // field, and the focus is to come back to it.
    const note = () => {
      carried.current = readFields(island);
    };
    const observer =
      wakes === 'near'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: NEAR_VIEW_MARGIN,
          })
        : null;
    observer?.observe(island);
    const reachEvents = wakes === 'reached' ? REACH_EVENTS : [];
    for (const type of reachEvents) island.addEventListener(type, wake, { passive: true });
    island.addEventListener('focusin', wake);
    island.addEventListener('input', note);
    island.addEventListener('focusin', note);
    // Reached before the page was interactive (a slow phone): focused, or typed into, already.
    const early = readFields(island);
    if (early.focused || anyChanged(early)) wake();
    function stop() {
      observer?.disconnect();
      for (const type of reachEvents) island?.removeEventListener(type, wake);
      island?.removeEventListener('focusin', wake);
    }
    return () => {
      stop();
      island.removeEventListener('input', note);
      island.removeEventListener('focusin', note);
    };
  }, [held, wakes]);

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

/**
 * An island's component for IslandOnDemand, made once per module: `onServer` is the island itself,
 * given only on the server (`typeof window === 'undefined' ? require('./x').X : null` at the call
 * site, a branch the bundler drops from the browser's code: an import would put the island back
 * into every page's first scripts); in the browser `load` fetches it when it wakes.
 */
export function islandComponent<P extends object>(
  onServer: ComponentType<P> | null,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  return onServer ?? lazy(async () => ({ default: await load() }));
}
