import { describe, expect, it } from 'vitest';
import { horizontalSwipe } from './swipe';

describe('horizontalSwipe', () => {
  it.each([
    [{ x: 200, y: 100 }, { x: 120, y: 110 }, 60, 'left'],
    [{ x: 10, y: 100 }, { x: 100, y: 120 }, 80, 'right'],
    [{ x: 200, y: 100 }, { x: 150, y: 100 }, 60, null],
    [{ x: 10, y: 100 }, { x: 90, y: 100 }, 80, null],
    [{ x: 10, y: 100 }, { x: 120, y: 160 }, 80, null],
    [{ x: 200, y: 300 }, { x: 190, y: 100 }, 60, null],
  ] as const)('%o → %o beyond %i px is %s', (start, end, min, expected) => {
    expect(horizontalSwipe(start, end, min)).toBe(expected);
  });
});
