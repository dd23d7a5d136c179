import type { ReactNode } from 'react';
import { LineIcon } from '../line-icon';

/** The empty and error states' pictures: lines a little finer than the shell's icons. */
export function StateSvg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <LineIcon strokeWidth={1.75} className={className}>
      {children}
    </LineIcon>
  );
}

/** The error note's warning sign. */
export function AlertIcon({ className }: { className?: string }) {
  return (
    <StateSvg className={className}>
      <path d="M12 3 2 20h20z" />
      <path d="M12 10v4m0 3v.01" />
    </StateSvg>
  );
}
