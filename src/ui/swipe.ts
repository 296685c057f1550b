/** A point of a touch, in CSS px. */
export type TouchPoint = { x: number; y: number };

export type SwipeDirection = 'left' | 'right';

/**
 * The horizontal swipe between two touch points, or null: the finger moved at least
 * `minDistance` px sideways and mostly sideways (the vertical travel is under half the
 * horizontal one), so scrolling a list never counts as a swipe.
 */
export function horizontalSwipe(
  start: TouchPoint,
  end: TouchPoint,
  minDistance: number,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) <= minDistance) return null;
  if (Math.abs(dy) * 2 >= Math.abs(dx)) return null;
  return dx < 0 ? 'left' : 'right';
}
