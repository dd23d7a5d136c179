import { useEffect, useRef } from 'react';

/** A text control by id, what the component rendered into it, and how it takes the typed value. */
export type KeptField = readonly [id: string, rendered: string, keep: (typed: string) => void];

/**
 * Keeps what a shopper typed into server-rendered fields before React took the page over (a slow
 * phone): hydration leaves the typed text on screen, but the component's state still holds what
 * it rendered, and its next render would put that back. Once mounted, every field that shows
 * something else hands it to its `keep`. Only the first render's fields are read: afterwards the
 * state follows every keystroke.
 */
export function useKeepTyped(fields: readonly KeptField[]): void {
  const first = useRef(fields);
  useEffect(() => {
    for (const [id, rendered, keep] of first.current) {
      const control = document.getElementById(id);
      const typed =
        control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control.value : null;
      if (typed !== null && typed !== rendered) keep(typed);
    }
  }, []);
}
