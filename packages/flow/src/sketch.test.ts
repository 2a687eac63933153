import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pictureFrame, renderSvg } from '@knossos/export';
import { renderPng } from '@knossos/export/png';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  drawPath,
  flowArt,
  flowColor,
  generateFlow,
  hint,
  newGame,
  parseFlowText,
  solveFlow,
  toFlowText,
  topologyOf,
  toSketch,
} from './index.js';
import { shapedLevelArb } from './shaped-levels.test-util.js';

describe('toSketch', () => {
  it('draws each colour as one route through adjacent cells from dot to dot, dots on top', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }), fc.nat(), fc.boolean(), (size, seed, hex) => {
        // Not proven unique: the sketch draws the stored solution either way, and the proof
        // was most of the run's time.
        const level = generateFlow({
          width: size,
          height: size,
          seed,
          grid: hex ? 'hex' : 'square',
          unique: false,
        });
        const t = topologyOf(level);
        const sketch = toSketch(level, undefined, { solution: true });
        const routes = sketch.items.filter((i) => i.kind === 'route');
        const dots = sketch.items.filter((i) => i.kind === 'marker');
        expect(routes).toHaveLength(level.dots.length / 2);
        expect(dots).toHaveLength(level.dots.length);
        // Every cell is on exactly one route, and each route steps between neighbours.
        const seen = new Set<number>();
        routes.forEach((route, k) => {
          const cells = route.points.map((p) => t.cellAt(p));
          expect(cells[0]).toBe(level.dots[2 * k]);
          expect(cells.at(-1)).toBe(level.dots[2 * k + 1]);
          for (let i = 1; i < cells.length; i++)
            expect(t.slotTo(cells[i - 1]!, cells[i]!)).toBeGreaterThanOrEqual(0);
          for (const cell of cells) {
            expect(level.solution![cell]).toBe(k);
            seen.add(cell);
          }
        });
        expect(seen.size).toBe(size * size);
        expect(XMLValidator.validate(renderSvg(sketch, { size: 200 }))).toBe(true);
        // The puzzle alone: no routes.
        expect(toSketch(level).items.some((i) => i.kind === 'route')).toBe(false);
      }),
      { numRuns: 25 },
    );
  });

  it('draws the lines of a game in progress', () => {
    const level = generateFlow({ width: 6, height: 6, seed: 'sketch-play' });
    const step = hint(level, newGame(level))!;
    const play = drawPath(level, newGame(level), step.color, step.line);
    const routes = toSketch(level, play).items.filter((i) => i.kind === 'route');
    expect(routes).toHaveLength(1);
    expect(routes[0]!.kind === 'route' && routes[0]!.color).toBe(flowColor(step.color));
  });

  it('refuses to draw a solution the level does not have', () => {
    const level = parseFlowText(['A.B', '...', 'A.B'].join('\n'));
    expect(() => toSketch(level, undefined, { solution: true })).toThrow(/solution/);
  });

  it('paints every cell of an answer key in its colour (read back from the PNG)', async () => {
    const level = generateFlow({ width: 7, height: 7, seed: 'sketch-png' });
    const sketch = toSketch(level, undefined, { solution: true, letters: false });
    const options = { size: 350 };
    const png = PNG.sync.read(Buffer.from(await renderPng(sketch, options)));
    const frame = pictureFrame(sketch, options);
    const t = topologyOf(level);
    const hexOf = (cell: number) => {
      const p = frame.toPixel(t.center(cell));
      const i = (Math.round(p.y) * png.width + Math.round(p.x)) * 4;
      return `#${[0, 1, 2].map((c) => png.data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
    };
    for (let cell = 0; cell < t.cellCount; cell++)
      expect(hexOf(cell)).toBe(flowColor(level.solution![cell]!));
    const folder = fileURLToPath(new URL('../../../.pictures/flow/', import.meta.url));
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}answer-key.png`, await renderPng(sketch, options));
    writeFileSync(`${folder}puzzle.png`, await renderPng(toSketch(level), options));
    expect(toFlowText(level).length).toBeGreaterThan(0);
  });

  it('numbers the colours past the 62 letters in labels and the legend (regression: 22 × 22, now 32 × 32 with 64)', () => {
    const level = generateFlow({ width: 32, height: 32, colors: 64, seed: 'many', unique: false });
    expect(level.dots.length / 2).toBeGreaterThan(62);
    const sketch = toSketch(level, undefined, { legend: true, solution: true });
    expect(sketch.legend!.at(-1)!.text).toBe(String(level.dots.length / 2));
    expect(XMLValidator.validate(renderSvg(sketch))).toBe(true);
  });

  it('draws shaped levels: no cell on a hole, every path over its bridges, each crossing once', () => {
    let bridged = 0;
    fc.assert(
      fc.property(shapedLevelArb, (drawn) => {
        if (drawn === null) return;
        const solution = solveFlow(drawn, { limit: 1 }).solution;
        if (solution === null) return;
        const level = { ...drawn, solution };
        const t = topologyOf(level);
        const holes = new Set(level.holes ?? []);
        const bridges = level.bridges ?? [];
        if (bridges.length > 0) bridged++;
        const sketch = toSketch(level, undefined, { solution: true });
        // Every cell on the board is passed once, a bridge twice (once each way), a hole never.
        const visits = new Array<number>(t.cellCount).fill(0);
        const routes = sketch.items.filter((i) => i.kind === 'route');
        expect(routes).toHaveLength(level.dots.length / 2);
        routes.forEach((route, k) => {
          const cells = route.points.map((p) => t.cellAt(p));
          expect([cells[0], cells.at(-1)]).toEqual([level.dots[2 * k], level.dots[2 * k + 1]]);
          for (let i = 1; i < cells.length; i++) {
            expect(t.slotTo(cells[i - 1]!, cells[i]!)).toBeGreaterThanOrEqual(0);
          }
          for (const cell of cells) visits[cell]!++;
        });
        for (let cell = 0; cell < t.cellCount; cell++) {
          expect(visits[cell]).toBe(holes.has(cell) ? 0 : bridges.includes(cell) ? 2 : 1);
        }
        // No line at all between two holes, and no thin grid line beside one.
        for (const item of sketch.items) {
          if (item.kind !== 'wall' || item.width !== 0.03) continue;
          const middle = { x: (item.a.x + item.b.x) / 2, y: (item.a.y + item.b.y) / 2 };
          for (const cell of holes) {
            const c = t.center(cell);
            expect(Math.hypot(middle.x - c.x, middle.y - c.y)).toBeGreaterThan(0.45);
          }
        }
        // The deck of every bridge carries the north–south colour.
        const decks = sketch.items.filter((i) => i.kind === 'polygon' && i.color !== '#ececec');
        expect(decks.map((d) => d.kind === 'polygon' && d.color)).toEqual(
          bridges.map((_, i) => flowColor(solution[t.cellCount + i]!)),
        );
        expect(XMLValidator.validate(renderSvg(sketch, { size: 120 }))).toBe(true);
        const art = flowArt(level).split('\n');
        expect(art).toHaveLength(level.height);
      }),
      { numRuns: 500 },
    );
    expect(bridged).toBeGreaterThan(15);
  });

  it('shows a bridge with the north–south path over the east–west one, and holes as background (PNG)', async () => {
    const level = parseFlowText(['#B#', 'A+A', '#B#'].join('\n'));
    const solved = { ...level, solution: solveFlow(level).solution };
    const sketch = toSketch(solved, undefined, { solution: true, letters: false });
    const options = { size: 300 };
    const png = PNG.sync.read(Buffer.from(await renderPng(sketch, options)));
    const frame = pictureFrame(sketch, options);
    const t = topologyOf(level);
    const colorAt = (point: { x: number; y: number }) => {
      const p = frame.toPixel(point);
      const i = (Math.round(p.y) * png.width + Math.round(p.x)) * 4;
      return `#${[0, 1, 2].map((c) => png.data[i + c]!.toString(16).padStart(2, '0')).join('')}`;
    };
    const middle = t.center(4);
    expect(colorAt(middle)).toBe(flowColor(1)); // B crosses north–south, on top
    expect(colorAt({ x: middle.x - 0.4, y: middle.y })).toBe(flowColor(0)); // A runs under it
    expect(colorAt(t.center(0))).toBe('#ffffff'); // a hole: background
    const folder = fileURLToPath(new URL('../../../.pictures/flow/', import.meta.url));
    mkdirSync(folder, { recursive: true });
    writeFileSync(`${folder}bridge-key.png`, await renderPng(sketch, options));
    writeFileSync(`${folder}bridge-puzzle.png`, await renderPng(toSketch(level), options));
  });
});
