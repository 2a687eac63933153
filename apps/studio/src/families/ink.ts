// Printing in black and white, for the families whose pictures are coloured.
import type { Sketch } from '@knossos/export';

/**
 * A sketch for printing in black and white: every colour becomes the grey of its lightness
 * (Rec. 601 luma, capped at #c8c8c8 so nothing fades into the paper); a colour that is not
 * `#rrggbb` becomes #555555. Flow's dots keep their letters, so the colours still tell apart.
 */
export function inInk(sketch: Sketch): Sketch {
  const grey = (color: string | undefined): string | undefined => {
    const hex = color && /^#([0-9a-f]{6})$/i.exec(color);
    if (!hex) return color === undefined ? undefined : '#555555';
    const n = Number.parseInt(hex[1]!, 16);
    const light = Math.round(0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255));
    const v = Math.min(200, light).toString(16).padStart(2, '0');
    return `#${v}${v}${v}`;
  };
  return {
    ...sketch,
    items: sketch.items.map((item) =>
      'color' in item && item.color ? { ...item, color: grey(item.color)! } : item,
    ),
    ...(sketch.legend
      ? { legend: sketch.legend.map((e) => (e.color ? { ...e, color: grey(e.color)! } : e)) }
      : {}),
  };
}
