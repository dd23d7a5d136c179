import { type PointerEvent, useRef } from 'react';

/** A horizontal move at least this long (px), and clearly more horizontal than vertical, is a swipe. */
const SWIPE_DISTANCE = 40;

/** Swipes with a finger or pen call `onSwipe(1)` (next) or `onSwipe(-1)` (previous); the mouse clicks as usual. */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
        swiped.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.5) {
          swiped.current = true;
          onSwipe(dx < 0 ? 1 : -1);
        }
      },
      onPointerCancel() {
        start.current = null;
      },
    },
    /** True once after a swipe, so the click that ends it does not also open the zoom. */
    consumeSwipe() {
      const was = swiped.current;
      swiped.current = false;
      return was;
    },
  };
}
