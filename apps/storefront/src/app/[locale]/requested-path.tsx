'use client';

import { usePathname } from 'next/navigation';

/** The message with the path the visitor asked for, as the address bar shows it. */
export function RequestedPath({ template }: { template: string }) {
  const path = usePathname();
  return <>{template.replace('{path}', path)}</>;
}
