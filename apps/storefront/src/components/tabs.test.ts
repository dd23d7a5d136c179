import { describe, expect, it } from 'vitest';
import { rowTabForKey } from './tabs';

describe('rowTabForKey', () => {
  const tabs = ['a', 'b', 'c'] as const;

  it('moves right and left, wrapping at either end', () => {
    expect(rowTabForKey(tabs, 'a', 'ArrowRight')).toBe('b');
    expect(rowTabForKey(tabs, 'c', 'ArrowRight')).toBe('a');
    expect(rowTabForKey(tabs, 'a', 'ArrowLeft')).toBe('c');
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(rowTabForKey(tabs, 'b', 'Home')).toBe('a');
    expect(rowTabForKey(tabs, 'b', 'End')).toBe('c');
  });

  it('ignores every other key', () => {
    expect(rowTabForKey(tabs, 'b', 'ArrowDown')).toBeNull();
    expect(rowTabForKey(tabs, 'b', 'x')).toBeNull();
  });
});
