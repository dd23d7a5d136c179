import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';

/** The state of a set of WAI-ARIA tabs, made by useTabs and shared by its TabList and TabPanels. */
export interface TabsState<Tab extends string> {
  tabs: readonly Tab[];
  selected: Tab;
  baseId: string;
  refs: RefObject<Partial<Record<Tab, HTMLButtonElement | null>>>;
  /** Selects a tab; a tab reached by the keyboard also takes the focus. */
  select: (tab: Tab, focus: boolean) => void;
  /** The tab a key moves to from the selected one, or null for a key that does not move. */
  target: (current: Tab, key: string) => Tab | null;
}

/** The tab a key moves to in a row of tabs (WAI-ARIA: left and right wrap around, Home and End). */
export function rowTabForKey<Tab extends string>(
  tabs: readonly Tab[],
  current: Tab,
  key: string,
): Tab | null {
  const index = tabs.indexOf(current);
  const next: Record<string, Tab | undefined> = {
    ArrowRight: tabs[(index + 1) % tabs.length],
    ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
    Home: tabs[0],
    End: tabs[tabs.length - 1],
  };
  return next[key] ?? null;
}

/** The state of WAI-ARIA tabs: a click selects a tab, and so does a key that moves to one. */
export function useTabs<Tab extends string>(
  tabs: readonly Tab[],
  initial: Tab,
  target: (current: Tab, key: string) => Tab | null,
  onSelect?: (tab: Tab) => void,
): TabsState<Tab> {
  const [selected, setSelected] = useState<Tab>(initial);
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const baseId = useId();
  const select = (tab: Tab, focus: boolean) => {
    setSelected(tab);
    if (focus) refs.current[tab]?.focus();
    onSelect?.(tab);
  };
  return { tabs, selected, baseId, refs, select, target };
}

/**
 * The tab list: each tab tied to its panel by ids made from the state's `baseId`, and only the
 * selected one in the tab order, so the keys move between them. `styles` gives the classes of the
 * list (`tabs`) and of a tab (`tab`).
 */
export function TabList<Tab extends string>({
  state,
  label,
  styles,
  name,
}: {
  state: TabsState<Tab>;
  label: string;
  styles: { readonly [key: string]: string };
  name: (tab: Tab) => ReactNode;
}) {
  const { tabs, selected, baseId, refs, select, target } = state;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = target(selected, event.key);
    if (!next) return;
    event.preventDefault();
    select(next, true);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`${baseId}-tab-${tab}`}
          aria-selected={tab === selected}
          aria-controls={`${baseId}-panel-${tab}`}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => select(tab, false)}
        >
          {name(tab)}
        </button>
      ))}
    </div>
  );
}

/** The panel of one tab; hidden unless its tab is selected. */
export function TabPanel<Tab extends string>({
  state,
  tab,
  className,
  children,
}: {
  state: TabsState<Tab>;
  tab: Tab;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${state.baseId}-panel-${tab}`}
      aria-labelledby={`${state.baseId}-tab-${tab}`}
      hidden={tab !== state.selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel itself takes focus after the tab list.
      tabIndex={0}
      className={className}
    >
      {children}
    </div>
  );
}
