// Maze pictures: goldens per grid × style, well-formed self-contained SVG, PNG pixels that agree
// with the passages, frames that replay the proof, and descriptions of cells.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { passagesFromJSON } from '@knossos/carving';
import { pictureFrame, type Sketch } from '@knossos/export';
import { HOME, isSolved } from '@knossos/gimmicks';
import { createTopology } from '@knossos/topology';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { PNG } from 'pngjs';
import { expect, describe as group, it } from 'vitest';
import {
  describe,
  exportPng,
  exportSvg,
  frames,
  generate,
  MAZE_PICTURE_STYLES,
  type MazeData,
  type MazeSettings,
  toSketch,
} from './index.js';
import { errorOf } from './test-support.test-util.js';

/** One small seeded maze per grid, with the gimmicks each grid shows best. */
const GRIDS: Record<string, Partial<MazeSettings>> = {
  square: { grid: 'square', width: 8, height: 6, keys: 2, gems: 2, weave: 4, openBorder: true },
  hex: { grid: 'hex', width: 7, height: 6, switches: 2, oneWays: 3 },
  triangle: { grid: 'triangle', width: 12, height: 6, portals: 2, traps: 0.1 },
  circular: { grid: 'circular', rings: 5, floors: 2, keys: 1, players: 2 },
};
/**
 * The maze of a grid, generated once for the file (the tests draw the four of them two dozen
 * times) and handed out as a copy, so no test sees another's changes.
 */
const mazeOf = (grid: string): MazeData => {
  let maze = mazes.get(grid);
  if (maze === undefined) {
    maze = generate({ ...GRIDS[grid], seed: `picture-${grid}` });
    mazes.set(grid, maze);
  }
  return structuredClone(maze);
};
const mazes = new Map<string, MazeData>();

/** SVG with every number rounded to one decimal, so goldens do not hang on float noise. */
const normalised = (svg: string) =>
  svg.replace(/-?\d+\.\d+/g, (n) => {
    const r = (Math.round(Number(n) * 10) / 10).toFixed(1);
    return r === '-0.0' ? '0.0' : r;
  });

const fixtures = fileURLToPath(new URL('./__fixtures__/pictures/', import.meta.url));

/** The closed sides a picture must draw as walls, counted straight from the passage masks. */
function closedSides(maze: MazeData): number {
  const json = maze.board.passages;
  const t = createTopology(json.spec);
  const holes = new Set(json.holes);
  const gaps = new Set<string>();
  const both = (c: number, s: number) => {
    gaps.add(`${c}:${s}`);
    const o = t.neighbor(c, s);
    if (o >= 0) gaps.add(`${o}:${t.oppositeSlot(c, s)}`);
  };
  for (const e of maze.entrances) both(e.cell, e.slot);
  for (const d of maze.board.doors) both(d.cell, d.slot);
  for (const g of maze.board.gates) both(g.cell, g.slot);
  for (const x of json.tunnels) {
    both(x.over, t.slotTo(x.over, x.a));
    both(x.over, t.slotTo(x.over, x.c));
  }
  let walls = 0;
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      if (t.isStairSlot(c, s) || (json.masks[c]! >> s) & 1 || gaps.has(`${c}:${s}`)) continue;
      const o = t.neighbor(c, s);
      // A wall between two cells is counted from both; a wall on the border or a hole once.
      if (holes.has(c)) continue;
      walls += o >= 0 && !holes.has(o) ? 0.5 : 1;
    }
  }
  return walls;
}

const wallItems = (sketch: Sketch) =>
  sketch.items.filter((i) => (i.kind === 'wall' || i.kind === 'arc') && i.width === undefined);
const markers = (sketch: Sketch, kind: string) =>
  sketch.items.filter((i) => i.kind === 'marker' && i.marker === kind);

group('toSketch and exportSvg', () => {
  for (const grid of Object.keys(GRIDS)) {
    for (const style of MAZE_PICTURE_STYLES) {
      it(`draws the ${grid} maze in the ${style} style as pinned`, () => {
        const svg = exportSvg(mazeOf(grid), { style, size: 480 });
        const file = `${fixtures}${grid}-${style}.svg`;
        if (process.env.REGEN === '1') {
          mkdirSync(fixtures, { recursive: true });
          writeFileSync(file, `${normalised(svg)}\n`);
        }
        expect(existsSync(file), `${file} is missing: run with REGEN=1 to write it`).toBe(true);
        expect(`${normalised(svg)}\n`).toBe(readFileSync(file, 'utf8'));
        expect(XMLValidator.validate(svg)).toBe(true);
        expect(svg).not.toMatch(/<script|href=|url\(|<image|<foreignObject/i);
      });
    }
  }

  it('escapes text: a seed with <&> stays text in the title', () => {
    const maze = generate({ grid: 'square', width: 4, height: 4, seed: 'a<&>"b' });
    const svg = exportSvg(maze, { style: 'as-shown' });
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('seed a&lt;&amp;&gt;&quot;b</title>');
  });

  it('draws each closed side once, over grids, sizes, seeds and gimmicks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('square', 'hex', 'triangle', 'circular'),
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 1, max: 2 }),
        fc.nat({ max: 2 }),
        fc.constantFrom(0, 3),
        fc.boolean(),
        fc.string({ maxLength: 6 }),
        (grid, size, floors, keys, weave, openBorder, seed) => {
          const maze = generate({
            grid: grid as MazeSettings['grid'],
            width: size + 1,
            height: size,
            rings: size,
            floors,
            keys,
            weave,
            openBorder,
            holes: size > 4 ? 0.1 : 0,
            seed: `walls-${seed}`,
            maxAttempts: 1,
          });
          const sketch = toSketch(maze, { style: 'as-shown' });
          expect(wallItems(sketch).length - 2 * maze.board.passages.tunnels.length).toBe(
            closedSides(maze),
          );
          // Everything drawn lies inside the bounds: walls, routes, fills, markers and labels.
          // Points outside are collected and asserted once (an expect costs tens of µs).
          const { min, max } = sketch.bounds;
          const outside: string[] = [];
          for (const item of sketch.items) {
            const reach = item.kind === 'marker' ? item.size / 2 : 0;
            const points =
              'points' in item
                ? item.points
                : 'a' in item
                  ? [item.a, item.b]
                  : 'at' in item
                    ? [-1, 1].flatMap((dx) =>
                        [-1, 1].map((dy) => ({
                          x: item.at.x + dx * reach,
                          y: item.at.y + dy * reach,
                        })),
                      )
                    : [];
            for (const p of points) {
              if (
                !(p.x >= min.x - 1e-9) ||
                !(p.x <= max.x + 1e-9) ||
                !(p.y >= min.y - 1e-9) ||
                !(p.y <= max.y + 1e-9)
              )
                outside.push(`${item.kind} at ${p.x},${p.y}`);
            }
          }
          expect(outside).toEqual([]);
          expect(XMLValidator.validate(exportSvg(maze, { size: 128 }))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('draws one floor, or all of them side by side', () => {
    const maze = mazeOf('circular');
    const all = toSketch(maze);
    const floors = [0, 1].map((floor) => toSketch(maze, { floor }));
    expect(wallItems(floors[0]!).length + wallItems(floors[1]!).length).toBe(wallItems(all).length);
    expect(floors[1]!.bounds.min.x).toBeGreaterThan(floors[0]!.bounds.max.x);
    const notes: string[] = [];
    const clamped = toSketch(maze, { floor: 7, onNote: (n) => notes.push(n) });
    expect(notes).toEqual(['Floor: 7 is outside -1–1; used 1.']);
    expect(clamped.bounds).toEqual(floors[1]!.bounds);
  });

  it('draws the solution only in the answer key and colour styles, the legend only in colour', () => {
    const maze = mazeOf('hex');
    const routes = (s: Sketch) => s.items.filter((i) => i.kind === 'route' && !i.dashed).length;
    expect(routes(toSketch(maze))).toBe(0);
    expect(routes(toSketch(maze, { style: 'answer-key' }))).toBeGreaterThan(0);
    expect(routes(toSketch(maze, { style: 'as-shown' }))).toBeGreaterThan(0);
    expect(routes(toSketch(maze, { style: 'as-shown', solution: false }))).toBe(0);
    expect(toSketch(maze).legend).toBeUndefined();
    const legend = toSketch(maze, { style: 'as-shown' }).legend!.map((e) => e.text);
    expect(legend).toEqual(expect.arrayContaining(['Start', 'Goal', 'Switch (number)', 'One-way']));
    // Print gets a legend when asked, in ink.
    const printed = toSketch(maze, { style: 'answer-key', legend: true }).legend!;
    expect(printed.map((e) => e.text)).toContain('Solution');
    expect(new Set(printed.filter((e) => e.marker).map((e) => e.color))).toEqual(
      new Set(['#111111']),
    );
    // Printable is black on white: no colour but the door grey and the hidden tunnel walls.
    const colours = new Set(
      toSketch(mazeOf('square'))
        .items.map((i) => ('color' in i ? i.color : undefined))
        .filter((c) => c !== undefined),
    );
    expect([...colours].sort()).toEqual(['#111111', '#8c8c8c']);
  });

  it('refuses what is not a maze, an unknown style and a position of another maze', () => {
    const maze = mazeOf('square');
    expect(errorOf(() => toSketch({} as MazeData)).field).toBe('maze');
    expect(errorOf(() => exportSvg(maze, { style: 'sepia' as 'printable' })).message).toMatch(
      /style must be one of printable, answer-key, as-shown \(got "sepia"\)/,
    );
    const play = { positions: [0, 1], keys: [0, 0], gems: [0, 0], flips: [0, 0] };
    expect(errorOf(() => toSketch(maze, { play })).field).toBe('play');
    const off = { positions: [10_000], keys: [0], gems: [0], flips: [0] };
    expect(errorOf(() => toSketch(maze, { play: off })).message).toMatch(/positions\[0\]/);
  });
});

group('what the picture shows', () => {
  it('draws each step into a portal up to the portal, then starts again at its twin', () => {
    const maze = mazeOf('triangle');
    const t = createTopology(maze.board.passages.spec);
    const route = toSketch(maze, { style: 'answer-key' }).items.filter(
      (i) => i.kind === 'route' && !i.dashed,
    );
    const starts = route.map((i) => (i.kind === 'route' ? i.points[0] : undefined));
    const ends = route.map((i) => (i.kind === 'route' ? i.points.at(-1) : undefined));
    let portals = 0;
    maze.verdict.moves[0]!.forEach((entered, k) => {
      const stood = maze.verdict.routes[0]![k + 1]!;
      if (entered === stood) return;
      portals++;
      expect(ends).toContainEqual(t.center(entered));
      expect(starts).toContainEqual(t.center(stood));
    });
    expect(portals).toBeGreaterThan(0);
  });

  it("shows the focus player's keys taken and gates flipped, not the others'", () => {
    const maze = generate({
      grid: 'square',
      width: 8,
      height: 8,
      players: 2,
      sharedGoal: false,
      keys: 1,
      switches: 1,
      seed: 'focus',
    });
    const list = frames(maze);
    const took = list.find((f) => f.text.includes('takes key A'))!;
    const other = 1 - took.player;
    const keysSeen = (focus: number) =>
      markers(toSketch(maze, { play: took.play, focus }), 'key').length;
    expect(keysSeen(took.player)).toBe(0);
    expect(keysSeen(other)).toBe(took.play.keys[other] ? 0 : 1);
    const flip = list.find((f) => f.text.includes('flips the gates'))!;
    const faint = (focus: number) =>
      markers(toSketch(maze, { play: flip.play, focus }), 'gate').map((g) =>
        g.kind === 'marker' ? (g.opacity ?? 1) : 1,
      );
    expect(faint(flip.player)).not.toEqual(faint(1 - flip.player));
    const notes: string[] = [];
    toSketch(maze, { focus: 9, onNote: (n) => notes.push(n) });
    expect(notes).toEqual(['Focus: 9 is outside 0–1; used 1.']);
  });

  it('draws trails dashed, and ignores trails that are not lists (with a note)', () => {
    const maze = generate({ grid: 'square', width: 8, height: 8, movement: 'roll', seed: 'trail' });
    const list = frames(maze);
    for (const f of list.slice(1)) {
      const before = list[f.index - 1]!.play.positions[0]!;
      expect(f.trails[0]![0]).toBe(before);
      expect(f.trails[0]!.length).toBeGreaterThan(1);
      expect(f.text).toMatch(/^The player rolls (north|east|south|west)/);
    }
    expect(list.at(-1)!.text).toMatch(/is home\.$/);
    const dashed = toSketch(maze, { trails: list[1]!.trails }).items.filter(
      (i) => i.kind === 'route' && i.dashed,
    );
    expect(dashed).toHaveLength(1);
    const notes: string[] = [];
    toSketch(maze, { trails: 'abc' as unknown as number[][], onNote: (n) => notes.push(n) });
    expect(notes).toEqual(['Trails: not a list of cell lists; none were drawn.']);
  });

  it('takes the wall colour as ink for print, and leaves one-colour markers to the palette', () => {
    const maze = mazeOf('square');
    const svg = exportSvg(maze, { colors: { wall: '#123456' } });
    expect(svg).toContain('fill="#123456"'); // bridge posts and printable markers
    // Only text keeps the palette's text colour.
    const inked = svg.split('<').filter((tag) => tag.includes('#111111'));
    expect(inked.length).toBeGreaterThan(0);
    expect(inked.every((tag) => tag.startsWith('text'))).toBe(true);
    const colour = toSketch(maze, { style: 'as-shown' });
    expect(markers(colour, 'gem').every((g) => g.kind === 'marker' && g.color === undefined)).toBe(
      true,
    );
    expect(
      exportSvg(maze, { style: 'as-shown', colors: { markers: { gem: '#abcdef' } } }),
    ).toContain('#abcdef');
  });

  it('keeps odd input typed (found by trying to break it)', () => {
    const maze = mazeOf('square');
    // A seed with control characters still makes a document every parser reads.
    const odd = generate({ width: 4, height: 4, seed: 'a\u0001b' });
    expect(exportSvg(odd)).toContain('seed a\uFFFDb</title>');
    // More trails than players: the rest are left out, with a note.
    const notes: string[] = [];
    const trails = [[], [], [], [], [0, 1]];
    const sketch = toSketch(maze, { style: 'as-shown', trails, onNote: (n) => notes.push(n) });
    expect(sketch.items.some((i) => i.kind === 'route' && i.dashed && i.width === 0.1)).toBe(false);
    expect(notes).toEqual(['Trails: 5 lists for 1 player; the rest were not drawn.']);
    // Values of the wrong kind are MazeErrors, not TypeErrors.
    const play = { positions: [maze.board.starts[0]!], keys: [10n], gems: [0], flips: [0] };
    expect(errorOf(() => toSketch(maze, { play: play as never })).message).toMatch(
      /play\.keys\[0\] must be a bit mask/,
    );
    expect(errorOf(() => describe(maze, 0, play as never)).field).toBe('play');
    expect(errorOf(() => toSketch(maze, { style: 10n as never })).field).toBe('style');
  });

  it('keeps markers inside their triangle cells', () => {
    const maze = generate({
      grid: 'triangle',
      width: 12,
      height: 6,
      keys: 2,
      portals: 2,
      seed: 't1',
    });
    const t = createTopology(maze.board.passages.spec);
    for (const item of toSketch(maze, { style: 'as-shown' }).items) {
      if (item.kind !== 'marker' || item.marker === 'door' || item.marker === 'gate') continue;
      if (item.marker === 'one-way') continue;
      // The glyphs fit a circle of 0.46 of their size; a unit triangle holds one of radius 0.289.
      expect(item.size * 0.46).toBeLessThanOrEqual(0.2887 + 1e-9);
      expect(t.cellAt(item.at)).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses a broken board, an unsolved maze and a cut solution with typed errors', () => {
    const maze = mazeOf('hex');
    const broken = { ...maze, board: { ...maze.board, doors: [{ cell: 0, slot: 0, key: 9 }] } };
    expect(errorOf(() => toSketch(broken as MazeData)).field).toBe('board');
    const unsolved = { ...maze, verdict: { ...maze.verdict, solvable: false } };
    expect(errorOf(() => frames(unsolved)).field).toBe('solution');
    const cut = {
      ...maze,
      verdict: { ...maze.verdict, moves: [maze.verdict.moves[0]!.slice(0, -1)] },
    };
    expect(errorOf(() => frames(cut)).message).toMatch(
      /stops after \d+ moves with someone not home/,
    );
  });
});

group('exportPng', () => {
  it('draws a printable square maze: dark walls, light passages and cell centres', async () => {
    const maze = generate({ grid: 'square', width: 9, height: 7, seed: 'png-sampling' });
    const options = { size: 540, margin: 0.8 };
    const png = PNG.sync.read(Buffer.from(await exportPng(maze, options)));
    const frame = pictureFrame(toSketch(maze), options);
    expect([png.width, png.height]).toEqual([frame.width, frame.height]);
    expect(Math.max(png.width, png.height)).toBe(540);
    const grey = (p: { x: number; y: number }) => {
      const i = (Math.round(p.y) * png.width + Math.round(p.x)) * 4;
      return (png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3;
    };
    const passages = passagesFromJSON(maze.board.passages);
    const t = passages.topology;
    const marked = new Set([...maze.board.starts, ...maze.board.goals]);
    let dark = 0;
    for (let c = 0; c < t.cellCount; c++) {
      if (!marked.has(c)) expect(grey(frame.toPixel(t.center(c)))).toBeGreaterThan(200);
      for (let s = 0; s < 4; s++) {
        const edge = t.edgeOf(c, s);
        if (edge?.kind !== 'segment') continue;
        const middle = frame.toPixel({
          x: (edge.a.x + edge.b.x) / 2,
          y: (edge.a.y + edge.b.y) / 2,
        });
        if (passages.isOpen(c, s)) expect(grey(middle)).toBeGreaterThan(200);
        else {
          expect(grey(middle)).toBeLessThan(80);
          dark++;
        }
      }
    }
    expect(dark).toBeGreaterThan(t.cellCount);
  });

  it('refuses a bad style at once, not as a rejected promise', () => {
    expect(errorOf(() => exportPng(mazeOf('hex'), { style: 'x' as 'printable' })).field).toBe(
      'style',
    );
  });

  it('writes one picture per grid × style to .pictures/maze/ to look at', async () => {
    const folder = fileURLToPath(new URL('../../../.pictures/maze/', import.meta.url));
    mkdirSync(folder, { recursive: true });
    for (const grid of Object.keys(GRIDS)) {
      const maze = mazeOf(grid);
      for (const style of MAZE_PICTURE_STYLES) {
        const bytes = await exportPng(maze, { style, size: 900 });
        writeFileSync(`${folder}${grid}-${style}.png`, bytes);
        const { width, height } = PNG.sync.read(Buffer.from(bytes));
        expect(Math.max(width, height)).toBe(900);
      }
    }
  });
});

group('frames', () => {
  it('replays the best solution to everyone home in par moves, over grids, gimmicks and movement', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Partial<MazeSettings>>(
          { grid: 'square', keys: 2, switches: 1, gems: 2 },
          { grid: 'hex', portals: 2, oneWays: 2 },
          { grid: 'square', movement: 'roll', gems: 2 },
          { grid: 'hex', movement: 'roll', players: 2 },
          { grid: 'triangle', players: 3, sharedGoal: false },
          { grid: 'square', floors: 2, players: 2 },
        ),
        fc.string({ maxLength: 5 }),
        (settings, seed) => {
          const maze = generate({ width: 7, height: 6, ...settings, seed: `frames-${seed}` });
          fc.pre(maze.verdict.solvable);
          const list = frames(maze);
          expect(list.length).toBe(maze.verdict.par + 1);
          expect(isSolved(maze.board, list.at(-1)!.play)).toBe(true);
          expect(list.slice(0, -1).some((f) => isSolved(maze.board, f.play))).toBe(false);
          list.forEach((f, i) => {
            expect(f.index).toBe(i);
            expect(f.text).toMatch(/\.$/);
          });
          // Step: each move is one player's, along that player's stored route.
          if (maze.board.movement === 'step') {
            const walked = maze.board.starts.map((c) => [c]);
            for (const f of list.slice(1)) {
              const at = f.play.positions[f.player]!;
              walked[f.player]!.push(at === HOME ? maze.verdict.routes[f.player]!.at(-1)! : at);
            }
            expect(walked).toEqual(maze.verdict.routes);
          }
          // Keys and gems leave the picture as they are taken.
          const last = toSketch(maze, { play: list.at(-1)!.play });
          expect(markers(last, 'key').length + markers(last, 'gem').length).toBe(0);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('tells who took what when several roll together, and when everyone is home', () => {
    const maze = generate({
      grid: 'square',
      width: 7,
      height: 7,
      movement: 'roll',
      players: 2,
      gems: 2,
      keys: 1,
      seed: 'd',
    });
    expect(maze.board.movement).toBe('roll');
    const texts = frames(maze).map((f) => f.text);
    expect(texts.filter((t) => /^Everyone rolls (north|east|south|west)/.test(t))).toHaveLength(
      texts.length - 1,
    );
    expect(texts.some((t) => /player [12] takes key A/.test(t))).toBe(true);
    expect(texts.at(-1)).toMatch(/and everyone is home\.$/);
  });

  it('tells each move: keys taken, gates flipped, home', () => {
    const maze = generate({
      grid: 'square',
      width: 7,
      height: 7,
      keys: 1,
      switches: 1,
      seed: 'told',
    });
    const texts = frames(maze).map((f) => f.text);
    expect(texts[0]).toBe('Start.');
    expect(texts.filter((t) => t.includes('takes key A'))).toHaveLength(1);
    expect(texts.some((t) => /flips the gates of switch 1/.test(t))).toBe(true);
    expect(texts.at(-1)).toMatch(/is home\.$/);
  });
});

group('describe', () => {
  it('says what is in a cell, and what changed after a move', () => {
    const maze = generate({ grid: 'square', width: 7, height: 7, keys: 1, seed: 'told' });
    const key = maze.board.keys[0]!;
    expect(describe(maze, maze.board.starts[0]!)).toMatch(
      /^Column \d, row \d\. The player's start\. .*The player is here\./,
    );
    expect(describe(maze, maze.board.goals[0]!)).toContain('The goal.');
    expect(describe(maze, key)).toContain('Key A.');
    const taken = frames(maze).find((f) => f.text.includes('takes key A'))!;
    expect(describe(maze, key, taken.play)).toContain('Key A (taken).');
    const door = maze.board.doors[0]!;
    expect(describe(maze, door.cell)).toMatch(/Door A going (north|east|south|west)\./);
    // The ways out agree with the passages.
    const passages = passagesFromJSON(maze.board.passages);
    const open = [0, 1, 2, 3].filter((s) => passages.isOpen(key, s)).length;
    const ways = describe(maze, key)
      .match(/Ways out: (.*)\.$/)![1]!
      .split(', ');
    expect(ways).toHaveLength(open);
  });

  it('tells one-way sides, and never counts an in-only side as a way out', () => {
    const maze = generate({ grid: 'square', width: 8, height: 8, oneWays: 4, seed: 'one-way' });
    const t = createTopology(maze.board.passages.spec);
    expect(maze.board.oneWays.length).toBeGreaterThan(0);
    for (const w of maze.board.oneWays) {
      const other = t.neighbor(w.cell, w.slot);
      const name = ['north', 'east', 'south', 'west'][t.oppositeSlot(w.cell, w.slot)]!;
      const text = describe(maze, other);
      expect(text).toContain(`One-way side going ${name}: in only.`);
      expect(text.match(/Ways out: (.*)\.$/)?.[1]?.split(', ') ?? []).not.toContain(name);
      expect(describe(maze, w.cell)).toContain('out only.');
    }
  });

  it('names holes, stairs and circular sides, and refuses a cell off the board', () => {
    const holed = generate({ grid: 'square', width: 10, height: 10, holes: 0.3, seed: 'holes' });
    const hole = holed.board.passages.holes[0]!;
    expect(describe(holed, hole)).toMatch(/A hole: not part of the maze\.$/);
    const tower = mazeOf('circular');
    const passages = passagesFromJSON(tower.board.passages);
    const t = passages.topology;
    const stairs = [...Array(t.cellCount).keys()].find(
      (c) => t.upSlot(c) >= 0 && passages.isOpen(c, t.upSlot(c)),
    )!;
    expect(describe(tower, stairs)).toMatch(/up the stairs/);
    expect(describe(tower, 0)).toMatch(/^The centre, floor 1\./);
    expect(errorOf(() => describe(tower, t.cellCount)).field).toBe('cell');
  });
});
