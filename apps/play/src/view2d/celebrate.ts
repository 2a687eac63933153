// The 2D view's win: a gold flash over the board and a burst of confetti falling through it,
// made of plain elements animated with the Web Animations API (no files); with reduced motion,
// only a soft flash.

/** Confetti colours. */
const COLORS = ['#f2b705', '#e8590c', '#37b24d', '#1c7ed6', '#ae3ec9', '#f06595'];
/** How long the celebration lasts, in ms. */
export const CELEBRATION_MS = 2600;

/**
 * Plays the celebration over `layer` (an absolutely placed element covering the board, which
 * keeps nothing afterwards). Returns a function that ends it early.
 */
export function celebrate(layer: HTMLElement, still: boolean): () => void {
  const made: HTMLElement[] = [];
  const flash = document.createElement('div');
  flash.style.cssText =
    'position:absolute;inset:0;pointer-events:none;background:radial-gradient(circle, rgba(242,183,5,0.55), rgba(242,183,5,0) 70%)';
  layer.appendChild(flash);
  made.push(flash);
  flash.animate?.([{ opacity: 0 }, { opacity: 1, offset: 0.2 }, { opacity: 0 }], {
    duration: still ? 1200 : 1600,
    easing: 'ease-out',
    fill: 'forwards',
  });
  if (!still) {
    const width = Math.max(1, layer.clientWidth);
    const height = Math.max(1, layer.clientHeight);
    for (let i = 0; i < 60; i++) {
      const bit = document.createElement('div');
      const w = 6 + ((i * 7) % 6);
      bit.style.cssText = `position:absolute;top:-16px;left:${((i * 37) % 100).toFixed(1)}%;width:${w}px;height:${w * 0.5}px;background:${COLORS[i % COLORS.length]};border-radius:1px;pointer-events:none`;
      layer.appendChild(bit);
      made.push(bit);
      const drift = (((i * 53) % 21) - 10) * (width / 100);
      const turn = 360 + ((i * 97) % 540);
      bit.animate?.(
        [
          { transform: 'translate(0, 0) rotate(0deg)', opacity: 1 },
          { transform: `translate(${drift}px, ${height + 32}px) rotate(${turn}deg)`, opacity: 0.8 },
        ],
        {
          duration: 1400 + ((i * 131) % 1100),
          delay: (i * 23) % 400,
          easing: 'cubic-bezier(0.3, 0.2, 0.6, 1)',
          fill: 'both',
        },
      );
    }
  }
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const el of made) el.remove();
  };
  const timer = setTimeout(end, CELEBRATION_MS);
  return end;
}
