import { EARLY_TAPS_GLOBAL } from './early-taps-global';

/**
 * Taps a shopper makes before the page is interactive are kept and replayed once it is.
 *
 * The server's HTML is on screen, and its buttons can be pressed, before React has hydrated the page
 * (a slow phone, a busy network). A menu button or an Add to cart pressed then would do nothing, or,
 * for a form's submit button, reload the page with the form's fields in its address. So an inline
 * script at the top of the body, which runs before anything can be pressed, holds such presses back
 * until the page is live and then presses the same controls again, in order:
 *
 * - a button's press is stopped (nothing happens at once; the button shows a waiting cursor) and
 *   made again when the page is live; a disabled button is left alone, and one disabled by then
 *   ignores the replayed press, as it would a new one;
 * - the submit button of a form with an address of its own (the header search, the listing filters)
 *   is not held: such a form works as plain HTML;
 * - a form without one that submits with no button pressed (Enter in its only field) is held the
 *   same way, and submitted when the page is live.
 *
 * Radio buttons and checkboxes are not held: they change at once, as HTML does, and React tells the
 * page of a box changed before it adopted it (the product page's options rely on this; see the
 * early-taps journeys). Except in a form where a press is already waiting: there a box waits behind
 * it, so the two happen in the order the shopper made them (an option picked after a held "Clear
 * selection" is not then cleared by it).
 *
 * Islands on demand (components/island-on-demand.tsx) carry what was typed into their HTML over
 * themselves, and keep their submit buttons disabled until live.
 *
 * `installEarlyTaps` runs in the browser as the text of an inline script (EARLY_TAPS_SCRIPT), so it
 * uses nothing from outside its own body.
 */
export function installEarlyTaps(globalName: string): void {
  type Kept = { button: HTMLElement } | { form: HTMLFormElement; submitter: HTMLElement | null };
  const kept: Kept[] = [];
  const HELD = 'data-early-tap';
  const PRESSABLE = 'button,input[type="submit"],input[type="button"],input[type="image"]';
  const BOX = 'input[type="radio"],input[type="checkbox"]';
  /** Forms with a press waiting: a box in one waits too (see above). */
  const waiting = new Set<HTMLFormElement>();
  const keeper = { live: false, wake };
  (window as unknown as Record<string, unknown>)[globalName] = keeper;

  /** A form with an address of its own submits without scripts (React's own forms have none). */
  function worksAsHtml(form: HTMLFormElement | null): boolean {
    const action = form?.getAttribute('action');
    return action != null && !/^\s*javascript:/i.test(action);
  }

  function hold(event: Event, button: HTMLButtonElement | HTMLInputElement): void {
    event.preventDefault();
    event.stopPropagation();
    button.setAttribute(HELD, '');
    if (button.form) waiting.add(button.form);
    kept.push({ button });
  }

  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? event.target : null;
    const box = target?.closest<HTMLInputElement>(BOX);
    if (box) {
      // Stopping the click also undoes the box's change, until it is clicked again on waking.
      if (box.form && waiting.has(box.form) && !box.disabled) hold(event, box);
      return;
    }
    const button = target?.closest<HTMLButtonElement>(PRESSABLE);
    if (!button || button.disabled || button.getAttribute('aria-disabled') === 'true') return;
    if ((button.type === 'submit' || (button.type as string) === 'image') && worksAsHtml(button.form)) return;
    hold(event, button);
  }

  function onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || worksAsHtml(form)) return;
    event.preventDefault();
    event.stopPropagation();
    waiting.add(form);
    kept.push({ form, submitter: event.submitter });
  }

  /**
   * Each tap in a task of its own: React applies a press's update in a microtask, so the next
   * control is pressed as the page then stands (a radio cleared by the tap before is unchecked).
   */
  function replay(taps: Kept[]): void {
    const tap = taps.shift();
    if (!tap) return;
    if ('form' in tap) {
      if (tap.form.isConnected) tap.form.requestSubmit(tap.submitter?.isConnected ? tap.submitter : null);
    } else {
      tap.button.removeAttribute(HELD);
      if (tap.button.isConnected) tap.button.click();
    }
    if (taps.length > 0) setTimeout(() => replay(taps), 0);
  }

  function wake(): void {
    if (keeper.live) return;
    keeper.live = true;
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
    waiting.clear();
    replay(kept.splice(0));
  }

  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
}

/** The inline script's text: the keeper above, installed under its global name. Made once. */
export const EARLY_TAPS_SCRIPT = `(${installEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS_GLOBAL)})`;
