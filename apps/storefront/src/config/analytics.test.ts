import { describe, expect, it } from 'vitest';
import { gtmContainerId } from './analytics';

describe('gtmContainerId', () => {
  it('is null without GTM_ID, so nothing for analytics is rendered or loaded', () => {
    expect(gtmContainerId({})).toBeNull();
    expect(gtmContainerId({ GTM_ID: '' })).toBeNull();
    expect(gtmContainerId({ GTM_ID: '   ' })).toBeNull();
  });

  it('reads a container id', () => {
    expect(gtmContainerId({ GTM_ID: 'GTM-TEST' })).toBe('GTM-TEST');
    expect(gtmContainerId({ GTM_ID: ' gtm-ab12cd3 ' })).toBe('GTM-AB12CD3');
  });

  it('ignores values that are not container ids', () => {
    expect(gtmContainerId({ GTM_ID: 'UA-12345-1' })).toBeNull();
    expect(gtmContainerId({ GTM_ID: 'GTM-X"><script>' })).toBeNull();
    expect(gtmContainerId({ GTM_ID: 'GTM-X&l=evil' })).toBeNull();
  });
});
