'use client';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { anyChanged, readFields } from '@/components/form/server-html-fields';
import { useRouter } from '@/i18n/router';

/** Changes in quick succession (several boxes ticked, a price typed) make one navigation. */
const SETTLE_MS = 250;

/**
 * The list's query rules: needed only once the shopper changes a field, so fetched when they
 * first reach the form (pointer or focus), well before the settle delay runs out.
 */
const loadListQuery = () => import('../list-query');
const prepare = () => void loadListQuery();

/**
 * The product list's filter (or sort) form. Without JavaScript it is a plain GET form: the page
 * reads its fields and redirects to the canonical URL. With JavaScript this island builds that
 * URL here, from the same fields with the same rules (list-query.ts), and navigates on every
 * change, so the address bar always shows `?filter=name[v1,v2]` and the server does the work.
 */
export function ListForm({
  basePath,
  action,
  attributes,
  state,
  resultsId,
  label,
  className,
  children,
}: {
  /** The list's path without locale prefix (/products, /product-category/gloves). */
  basePath: string;
  /** The same path with the locale prefix, for the no-JavaScript submit. */
  action: string;
  /** The attribute filters the store offers (their names are form fields). */
  attributes: readonly string[];
  /** The list's current canonical URL: when it changes, the fields return to what it says. */
  state: string;
  /** What a submit (the form's button) brings into view and focuses once the list shows its choice. */
  resultsId?: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Pressed at the foot of a long filter column (a phone), the button would leave the shopper there.
  const showResultsNext = useRef(false);
  const showResults = () => {
    showResultsNext.current = false;
    if (resultsId) document.getElementById(resultsId)?.focus();
  };

  // The fields are uncontrolled (their defaults come from the server). After a navigation that
  // changed the list elsewhere (a chip removed, Back) they return to the new defaults. On the first
  // render they keep what they hold: a box ticked before the page was interactive is the shopper's
  // choice, and the list follows it.
  const shownState = useRef(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `state` is the trigger, not an input.
  useEffect(() => {
    if (!form.current) return;
    if (shownState.current !== state) {
      shownState.current = state;
      form.current.reset();
      if (showResultsNext.current) showResults();
    } else if (anyChanged(readFields(form.current))) settleThenNavigate();
  }, [state]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const navigate = async () => {
    clearTimeout(timer.current);
    const { formEntriesToParams, listHref, readListQuery } = await loadListQuery();
    if (!form.current) return;
    const { query } = readListQuery(formEntriesToParams(new FormData(form.current)), { attributes });
    const href = listHref(basePath, query);
    if (href !== state) router.push(href, { scroll: false });
    else if (showResultsNext.current) showResults();
  };
  function settleThenNavigate() {
    clearTimeout(timer.current);
    timer.current = setTimeout(navigate, SETTLE_MS);
  }

  return (
    <form
      ref={form}
      method="get"
      action={action}
      aria-label={label}
      className={className}
      onPointerDown={prepare}
      onFocus={prepare}
      onChange={settleThenNavigate}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        showResultsNext.current = true;
        void navigate();
      }}
    >
      {children}
    </form>
  );
}
