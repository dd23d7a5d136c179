'use client';

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './info-tabs.module.css';

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs, Tab moves into
 * the panel. Every panel is in the server's HTML (hidden but the selected one), so the content is
 * there for search engines and without JavaScript's help.
 */
export function InfoTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: ReadonlyArray<{ title: string; panel: ReactNode }>;
}) {
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const id = useId();

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.title}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {tab.title}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.title}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes a panel focusable so Tab reaches text-only panels.
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
