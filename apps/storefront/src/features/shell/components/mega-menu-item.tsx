'use client';

import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
} from 'react';
import { useOpenedOnce } from '@/components/use-opened-once';
import { Link } from '@/i18n/navigation';
import { ChevronDownIcon } from './icons';
import styles from './main-menu.module.css';
import { useMegaMenuBar } from './mega-menu-bar';

/** Hover intent: a pointer passing over the menu does not open it; a short slip off does not close it. */
const OPEN_DELAY_MS = 150;
const CLOSE_DELAY_MS = 250;
/** A click this soon after hover opened the panel confirms it rather than closing it again. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * One main-menu category with its mega-menu (WAI-ARIA disclosure navigation): the category link
 * goes to the category; the button beside it shows and hides the panel (aria-expanded). It opens
 * on mouse hover (after a short delay), on click or tap of the button, and by keyboard (Enter or
 * Space on the button); Escape closes it and returns focus to the button, as does leaving it.
 * The panel's content is rendered on the server and handed in, and put in the page when it first
 * opens: every menu's subcategories would otherwise be elements each page hydrates unseen.
 */
export function MegaMenuItem({
  id,
  href,
  label,
  toggleLabel,
  children,
}: {
  id: string;
  href: string;
  label: string;
  toggleLabel: string;
  children: ReactNode;
}) {
  const { openId, setOpenId } = useMegaMenuBar();
  const open = openId === id;
  const opened = useOpenedOnce(open);
  const timer = useRef<number | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = `mega-menu-${id}`;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (action: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(action, delay);
  };
  const close = () => setOpenId((current) => (current === id ? null : current));

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    // Moving from one open mega-menu to the next switches at once.
    later(
      () => {
        setOpenId((current) => {
          if (current !== id) hoverOpenedAt.current = Date.now();
          return id;
        });
      },
      openId !== null ? 0 : OPEN_DELAY_MS,
    );
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    later(close, CLOSE_DELAY_MS);
  };

  const onToggle = () => {
    window.clearTimeout(timer.current);
    if (open && Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS) return;
    hoverOpenedAt.current = 0;
    setOpenId(open ? null : id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    window.clearTimeout(timer.current);
    close();
    toggleRef.current?.focus();
  };

  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
      close();
    }
  };

  // A followed link closes the panel, even when it leads to the page already shown.
  const onPanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };

  return (
    <li
      className={styles.item}
      data-open={open ? 'true' : undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <Link href={href} className={styles.topLink}>
        {label}
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="visually-hidden">{toggleLabel}</span>
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only notices followed links; keys reach them natively. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above. */}
      <div id={panelId} className={styles.panel} hidden={!open} onClick={onPanelClick}>
        {opened && children}
      </div>
    </li>
  );
}
