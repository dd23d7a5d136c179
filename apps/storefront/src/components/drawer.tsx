'use client';

import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react';
import styles from './drawer.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A panel that slides in over the page with a dimmed overlay: the mobile menu now, the cart
 * panel later (side="right"). A modal <dialog>: the page behind is inert, focus moves in on open,
 * Tab stays inside, Escape and a click on the overlay close it, focus returns where it was.
 * Following a link inside closes it too (even to the page already shown).
 */
export function Drawer({
  id,
  open,
  onClose,
  side = 'left',
  labelledBy,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  side?: 'left' | 'right';
  /** Id of the drawer's heading, its accessible name. */
  labelledBy: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open) {
      if (!dialog.open) {
        returnFocusRef.current =
          document.activeElement instanceof HTMLElement ? document.activeElement : null;
        dialog.showModal();
      }
      return;
    }
    if (dialog.open) dialog.close();
    const returnTo = returnFocusRef.current;
    returnFocusRef.current = null;
    if (returnTo?.isConnected) returnTo.focus();
  }, [open]);

  // Escape fires `cancel`; the browser may also close the dialog itself (`close`). Either way the
  // shell state stays the one truth.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  const onNativeClose = () => {
    if (open) onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => element.getClientRects().length > 0 && !element.closest('[hidden]'),
    );
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={labelledBy}
      className={`${styles.drawer} ${side === 'right' ? styles.right : styles.left}`}
      onCancel={onCancel}
      onClose={onNativeClose}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      {/* The overlay is a pointer convenience (aria-hidden); Escape and the close button do the same by keyboard. */}
      <div className={styles.overlay} data-testid="drawer-overlay" aria-hidden="true" onClick={onClose} />
      <div className={styles.panel}>{children}</div>
    </dialog>
  );
}
