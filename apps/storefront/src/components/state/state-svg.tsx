import type { ReactNode } from 'react';

/**
 * The frame of the empty and error states' pictures: simple 24 px line drawings in the text
 * colour, decorative (the sentence beside them says everything), so hidden from screen readers.
 */
export function StateSvg({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
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
