// On-screen direction buttons for touch screens (shown where the pointer is coarse): eight
// screen directions around a stairs button in the middle.
import type { ReactNode } from 'react';

/** The buttons, row by row: a screen angle (degrees anticlockwise from right) or stairs. */
const PAD: readonly (readonly [number | 'stairs', string, string])[] = [
  [135, '↖', 'up left'],
  [90, '↑', 'up'],
  [45, '↗', 'up right'],
  [180, '←', 'left'],
  ['stairs', '⇅', 'stairs'],
  [0, '→', 'right'],
  [225, '↙', 'down left'],
  [270, '↓', 'down'],
  [315, '↘', 'down right'],
];

/** The direction pad; `onPush` gets a screen angle. */
export function TouchControls(props: {
  onPush(screenAngle: number): void;
  onStairs(e: React.MouseEvent<HTMLButtonElement>): void;
  stairs: boolean;
}): ReactNode {
  return (
    <fieldset className="touch-pad" aria-label="Direction buttons">
      {PAD.map(([what, glyph, name]) =>
        what === 'stairs' ? (
          <button
            type="button"
            key="stairs"
            aria-label="Take the stairs"
            disabled={!props.stairs}
            onClick={props.onStairs}
          >
            {glyph}
          </button>
        ) : (
          <button
            type="button"
            key={name}
            aria-label={`Move ${name}`}
            onClick={() => props.onPush(what)}
          >
            {glyph}
          </button>
        ),
      )}
    </fieldset>
  );
}

/**
 * Follows one-finger swipes on an element: a touch that moves at least `minPixels` within
 * 600 ms calls `onSwipe` with its screen angle. Returns the function that stops listening.
 */
export function followSwipes(
  element: HTMLElement,
  onSwipe: (screenAngle: number) => void,
  swipeAngle: (dx: number, dy: number) => number | null,
): () => void {
  let start: { x: number; y: number; t: number } | null = null;
  const down = (e: TouchEvent) => {
    const t = e.touches[0];
    start = e.touches.length === 1 && t ? { x: t.clientX, y: t.clientY, t: e.timeStamp } : null;
  };
  const up = (e: TouchEvent) => {
    const t = e.changedTouches[0];
    if (start === null || t === undefined || e.timeStamp - start.t > 600) return;
    const angle = swipeAngle(t.clientX - start.x, t.clientY - start.y);
    start = null;
    if (angle !== null) onSwipe(angle);
  };
  element.addEventListener('touchstart', down, { passive: true });
  element.addEventListener('touchend', up, { passive: true });
  return () => {
    element.removeEventListener('touchstart', down);
    element.removeEventListener('touchend', up);
  };
}
