import type { ReactNode } from 'react';
import { StateSvg } from './state-svg';

/**
 * The pictures of empty states, by name (the error note's warning sign is state-svg.tsx's
 * AlertIcon, so a page with a form but no empty list goes without these).
 */
const PATHS = {
  cart: (
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6.2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>
  ),
  box: (
    <>
      <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" />
      <path d="m3 7.5 9 4.5 9-4.5M12 12v9" />
    </>
  ),
  heart: <path d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z" />,
  download: <path d="M12 3v12m-5-5 5 5 5-5M4 21h16" />,
  document: (
    <>
      <path d="M6 2h9l5 5v15H6z" />
      <path d="M14 2v6h6M9 13h8M9 17h6" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type StateIconName = keyof typeof PATHS;

export function StateIcon({ name, className }: { name: StateIconName; className?: string }) {
  return <StateSvg className={className}>{PATHS[name]}</StateSvg>;
}
