import type { ReactNode } from 'react';

/**
 * The frame of the shop's line icons: a 24-unit drawing in the text colour, decorative (the
 * control or sentence beside it carries the meaning), so hidden from screen readers. Without a
 * size it takes the size its stylesheet gives it.
 */
export function LineIcon({
  size,
  strokeWidth,
  className,
  children,
}: {
  size?: number;
  strokeWidth: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
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
