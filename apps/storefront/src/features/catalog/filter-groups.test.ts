import { describe, expect, it } from 'vitest';
import { FIRST_CHOICES, FIRST_SUBCHOICES, moreChoices } from './filter-groups';

const choices = (count: number) => Array.from({ length: count }, (_, i) => ({ value: `v${i + 1}` }));

describe('moreChoices', () => {
  it('keeps a short group whole', () => {
    expect(moreChoices(choices(FIRST_CHOICES), [])).toEqual({ hidden: 0, open: false });
    // One more is shown rather than hidden behind a control of its own.
    expect(moreChoices(choices(FIRST_CHOICES + 1), [])).toEqual({ hidden: 0, open: false });
  });

  it('keeps the rest of a long group behind "Show more"', () => {
    expect(moreChoices(choices(12), [])).toEqual({ hidden: 12 - FIRST_CHOICES, open: false });
    expect(moreChoices(choices(12), ['v1'])).toEqual({ hidden: 12 - FIRST_CHOICES, open: false });
  });

  it("keeps fewer of a category's subcategories in view", () => {
    expect(moreChoices(choices(7), [], FIRST_SUBCHOICES)).toEqual({
      hidden: 7 - FIRST_SUBCHOICES,
      open: false,
    });
  });

  it('opens the rest when a chosen value is among them', () => {
    expect(moreChoices(choices(12), ['v9'])).toEqual({ hidden: 12 - FIRST_CHOICES, open: true });
    // A chosen subcategory of a category among them too.
    const nested = [...choices(6), { value: 'parent', children: [{ value: 'child' }] }];
    expect(moreChoices(nested, ['child'])).toEqual({ hidden: 2, open: true });
  });
});
