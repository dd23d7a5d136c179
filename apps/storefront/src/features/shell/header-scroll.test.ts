import { describe, expect, it } from 'vitest';
import { type HeaderScrollState, nextHeaderScrollState } from './header-scroll';

const scroll = (positions: number[], start: HeaderScrollState = { y: 0, hidden: false }) =>
  positions.reduce(nextHeaderScrollState, start);

describe('nextHeaderScrollState', () => {
  it('stays visible within the first 60 px, whatever the direction', () => {
    expect(scroll([20, 40, 60]).hidden).toBe(false);
  });

  it('hides on scrolling down past 60 px', () => {
    expect(scroll([40, 80]).hidden).toBe(true);
  });

  it('shows again on scrolling up', () => {
    expect(scroll([40, 200, 190]).hidden).toBe(false);
  });

  it('ignores movements under 5 px, but lets small ones add up', () => {
    expect(nextHeaderScrollState({ y: 200, hidden: true }, 197)).toEqual({ y: 200, hidden: true });
    expect(scroll([197, 194], { y: 200, hidden: true }).hidden).toBe(false);
  });

  it('shows at the top of the page even after hiding', () => {
    expect(scroll([300, 500, 0]).hidden).toBe(false);
  });
});
