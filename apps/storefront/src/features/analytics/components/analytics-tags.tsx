import { TagManager } from './tag-manager';

/** The tag manager when a container is configured (config/analytics.ts); otherwise nothing at all. */
export function AnalyticsTags({ containerId }: { containerId: string | null }) {
  return containerId ? <TagManager containerId={containerId} /> : null;
}
