import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { carve } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology, type TopologySpec } from '@knossos/topology';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { pictureFrame, type Sketch } from './index.js';
import { renderPixels, renderPng } from './png.js';
import { mazeSketch } from './test-sketch.test-util.js';

const decode = (bytes: Uint8Array) => PNG.sync.read(Buffer.from(bytes));

describe('renderPng', () => {
  it('draws a printable square maze: dark walls, light passages, at the asked size', async () => {
    const spec: TopologySpec = { kind: 'square', width: 8, height: 6 };
    const t = createTopology(spec);
    const passages = carve(t, 'recursive-backtracker', createRng('png'));
    const sketch = mazeSketch(spec, 'png');
    const options = { size: 480, margin: 0.8, wallWidth: 0.12 };
    const png = decode(await renderPng(sketch, options));
    const frame = pictureFrame(sketch, options);
    expect([png.width, png.height]).toEqual([frame.width, frame.height]);
    expect(Math.max(png.width, png.height)).toBe(480);
    const gray = (p: { x: number; y: number }) => {
      const i = (Math.round(p.y) * png.width + Math.round(p.x)) * 4;
      return (png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3;
    };
    let walls = 0;
    for (let c = 0; c < t.cellCount; c++) {
      expect(gray(frame.toPixel(t.center(c)))).toBeGreaterThan(200);
      for (let s = 0; s < t.slotCount(c); s++) {
        const edge = t.edgeOf(c, s);
        if (edge?.kind !== 'segment') continue;
        const middle = { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 };
        if (passages.isOpen(c, s)) expect(gray(frame.toPixel(middle))).toBeGreaterThan(200);
        else {
          expect(gray(frame.toPixel(middle))).toBeLessThan(80);
          walls++;
        }
      }
    }
    expect(walls).toBeGreaterThan(0);
  });

  it('gives the same pixels as renderPixels (a second way out of the rasteriser)', async () => {
    const sketch = mazeSketch({ kind: 'hex', width: 5, height: 5 }, 'pixels');
    const options = { size: 200 };
    const png = decode(await renderPng(sketch, options));
    const pixels = await renderPixels(sketch, options);
    expect([pixels.width, pixels.height]).toEqual([png.width, png.height]);
    expect(Buffer.from(pixels.data).equals(png.data)).toBe(true);
    // Opaque background: alpha 255 everywhere.
    expect(pixels.data.filter((_, i) => i % 4 === 3).every((a) => a === 255)).toBe(true);
  });

  it('refuses a sketch it cannot draw at once, naming the field', () => {
    const sketch = {
      bounds: { min: { x: 0, y: 0 }, max: { x: 1, y: 1 } },
      cellSize: 1,
      items: [{ kind: 'wall' }],
    };
    expect(() => renderPng(sketch as unknown as Sketch)).toThrow(/^items\[0\]\.a: must be a point/);
  });

  it('writes one picture per grid to .pictures/ to look at', async () => {
    const folder = fileURLToPath(new URL('../../../.pictures/export/', import.meta.url));
    mkdirSync(folder, { recursive: true });
    const specs: [string, TopologySpec][] = [
      ['square', { kind: 'square', width: 12, height: 8 }],
      ['hex', { kind: 'hex', width: 9, height: 7 }],
      ['triangle', { kind: 'triangle', width: 15, height: 7 }],
      ['circular', { kind: 'circular', rings: 6 }],
    ];
    for (const [name, spec] of specs) {
      const sketch = mazeSketch(spec, name);
      const bytes = await renderPng(
        { ...sketch, legend: [{ marker: 'start', text: name }] },
        { size: 640 },
      );
      writeFileSync(`${folder}${name}.png`, bytes);
      expect(decode(bytes).width).toBeGreaterThan(0);
    }
  });
});
