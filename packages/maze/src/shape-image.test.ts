import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from './generate.js';
import { mazeFromJson, mazeToJson } from './json.js';
import { clampSettings } from './settings.js';
import { shapeImageRows } from './shape-image.js';

/** A `w × h` white picture with a black disc in the middle, RGBA. */
function disc(w: number, h: number): Uint8Array {
  const rgba = new Uint8Array(w * h * 4).fill(255);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if ((x - w / 2 + 0.5) ** 2 + (y - h / 2 + 0.5) ** 2 > (Math.min(w, h) / 2.5) ** 2) continue;
      rgba.fill(0, (y * w + x) * 4, (y * w + x) * 4 + 3);
    }
  }
  return rgba;
}

describe('shapeImage', () => {
  it('reads the picture into mask rows, cropped, at most `detail` across', () => {
    const notes: string[] = [];
    const rows = shapeImageRows(
      { rgba: disc(100, 100), width: 100, height: 100, detail: 30 },
      notes,
    )!;
    expect(notes).toEqual([]);
    expect(rows.length).toBe(30);
    expect(rows.every((row) => row.length === 30)).toBe(true);
    // Cropped to the disc: its widest row reaches both edges.
    expect(rows.some((row) => row.startsWith('#') && row.endsWith('#'))).toBe(true);
  });

  it('wins over typed mask rows for the custom shape only', () => {
    const image = { rgba: disc(40, 40), width: 40, height: 40 };
    const custom = clampSettings({ shape: 'custom', shapeMask: ['##', '##'], shapeImage: image });
    expect(custom.settings.shapeMask.length).toBeGreaterThan(2);
    expect('shapeImage' in custom.settings).toBe(false);
    const heart = clampSettings({ shape: 'heart', shapeMask: ['##'], shapeImage: image });
    expect(heart.settings.shapeMask).toEqual(['##']);
    expect(heart.notes).toEqual(['Shape: an image is read only for the custom shape; ignored.']);
  });

  it('clamps threshold and detail with notes and never throws', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 5, noNaN: true }),
        fc.integer({ min: -50, max: 500 }),
        fc.anything(),
        (threshold, detail, garbage) => {
          const notes: string[] = [];
          const rows = shapeImageRows(
            { rgba: disc(60, 60), width: 60, height: 60, threshold, detail },
            notes,
          );
          if (rows !== null)
            expect(rows.length).toBeLessThanOrEqual(Math.min(160, Math.max(24, detail)));
          const inRange = threshold >= 0 && threshold <= 1 && detail >= 24 && detail <= 160;
          if (!inRange) expect(notes.some((n) => /is outside/.test(n))).toBe(true);
          expect(notes.every((n) => n.startsWith('Shape:'))).toBe(true);
          const junk: string[] = [];
          expect(() => clampSettings({ shape: 'custom', shapeImage: garbage })).not.toThrow();
          if (garbage != null) {
            shapeImageRows(garbage, junk);
            expect(junk.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('says so when nothing in the picture counts as inside', () => {
    const notes: string[] = [];
    const white = new Uint8Array(8 * 8 * 4).fill(255);
    expect(shapeImageRows({ rgba: white, width: 8, height: 8 }, notes)).toBeNull();
    expect(notes).toEqual([
      'Shape: no pixel of the image counts as inside (dark, threshold 0.5); switch Inside or move Threshold. The picture was not used.',
    ]);
  });

  it('a maze cut to a picture uses only inside cells and rebuilds byte for byte', () => {
    const maze = generate({
      seed: 'img',
      width: 16,
      height: 16,
      shape: 'custom',
      shapeImage: { rgba: disc(64, 64), width: 64, height: 64, detail: 24 },
    });
    const outside = new Set(maze.outside ?? []);
    // Corners of the board lie outside a disc; start, goal and solution lie inside.
    expect(outside.has(0)).toBe(true);
    expect(outside.has(15)).toBe(true);
    for (const cell of [...maze.verdict.solution, ...maze.board.starts, ...maze.board.goals]) {
      expect(outside.has(cell)).toBe(false);
    }
    const json = mazeToJson(maze);
    expect(json).not.toContain('shapeImage');
    const stored = mazeFromJson(json).settings;
    expect(mazeToJson(generate(stored))).toBe(json);
  });
});
