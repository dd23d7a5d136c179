import { describe, expect, it, vi } from 'vitest';
import { onFirstActivity, USER_ACTIVITY_EVENTS } from './store-start';

describe('onFirstActivity', () => {
  it('listens for mouse, key, touch, scroll, click and resize', () => {
    expect([...USER_ACTIVITY_EVENTS].sort()).toEqual(
      ['click', 'keydown', 'mousedown', 'mousemove', 'resize', 'scroll', 'touchstart'].sort(),
    );
  });

  it('starts once on the first activity and removes every listener', () => {
    const target = new EventTarget();
    const remove = vi.spyOn(target, 'removeEventListener');
    const start = vi.fn();
    onFirstActivity(target, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('scroll'));
    expect(start).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledTimes(USER_ACTIVITY_EVENTS.length);
  });

  it('never starts after the cleanup', () => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstActivity(target, start)();
    target.dispatchEvent(new Event('click'));
    expect(start).not.toHaveBeenCalled();
  });
});
