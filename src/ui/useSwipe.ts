import { useRef, type TouchEvent } from 'react';
import { horizontalSwipe, type SwipeDirection, type TouchPoint } from './swipe';

export type SwipeHandlers = {
  onTouchStart: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
};

/** Elements inside `[data-swipe-ignore]` (carousels, horizontally scrolled tables) keep their gestures. */
const IGNORE_SELECTOR = '[data-swipe-ignore]';

function pointOf(touch: { clientX: number; clientY: number } | undefined): TouchPoint | null {
  return touch ? { x: touch.clientX, y: touch.clientY } : null;
}

/**
 * Touch handlers that call `onSwipe` with 'left' or 'right' when one finger moves more than
 * `minDistance` px mostly sideways (see {@link horizontalSwipe}).
 */
export function useSwipe(
  onSwipe: (direction: SwipeDirection) => void,
  minDistance: number,
): SwipeHandlers {
  const start = useRef<TouchPoint | null>(null);
  return {
    onTouchStart: (event) => {
      const target = event.target;
      const ignored = target instanceof Element && target.closest(IGNORE_SELECTOR) !== null;
      start.current = ignored || event.touches.length > 1 ? null : pointOf(event.touches[0]);
    },
    onTouchEnd: (event) => {
      const from = start.current;
      start.current = null;
      const to = pointOf(event.changedTouches[0]);
      if (!from || !to) return;
      const direction = horizontalSwipe(from, to, minDistance);
      if (direction) onSwipe(direction);
    },
  };
}
