import { describe, expect, it } from 'vitest';
import { AnalyticsTags } from './analytics-tags';
import { TagManager } from './tag-manager';

describe('AnalyticsTags', () => {
  it('renders nothing without a container id', () => {
    expect(AnalyticsTags({ containerId: null })).toBeNull();
  });

  it('renders the tag manager for a configured container', () => {
    const element = AnalyticsTags({ containerId: 'GTM-TEST' });
    expect(element?.type).toBe(TagManager);
    expect(element?.props).toEqual({ containerId: 'GTM-TEST' });
  });
});
