import { renderSvg } from '@knossos/export';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectAll } from '../../../tooling/test-support/expect-all.js';
import {
  connected,
  dailySeed,
  generateNetwalk,
  hint,
  isSolved,
  type NetwalkBoard,
  NetwalkError,
  netwalkFromJson,
  netwalkToJson,
  newGame,
  parseTathamId,
  rotate,
  rotateMask,
  shownMasks,
  solveNetwalk,
  toSketch,
  toTathamId,
  undo,
  validate,
} from './index.js';

/** A flood fill written out here: the cells the server reaches through matched openings. */
function litByHand(board: NetwalkBoard, masks: Uint8Array): Set<number> {
  const { width, height } = board;
  const wrap = board.mode === 'torus';
  const seen = new Set([board.server]);
  const todo = [board.server];
  while (todo.length > 0) {
    const c = todo.pop()!;
    const x = c % width;
    const y = Math.floor(c / width);
    const steps = [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ];
    for (let s = 0; s < 4; s++) {
      let nx = x + steps[s]![0]!;
      let ny = y + steps[s]![1]!;
      if (wrap) {
        nx = (nx + width) % width;
        ny = (ny + height) % height;
      }
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const o = ny * width + nx;
      if ((board.barriers[c]! >> s) & 1) continue;
      if ((masks[c]! >> s) & 1 && (masks[o]! >> (s ^ 2)) & 1 && !seen.has(o)) {
        seen.add(o);
        todo.push(o);
      }
    }
  }
  return seen;
}

describe('play', () => {
  it('connected lights exactly what a hand-written flood fill reaches, after any moves', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bounded' as const, 'torus' as const, 'classic' as const),
        fc.string({ maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(48), fc.integer({ min: -3, max: 3 })), { maxLength: 30 }),
        (mode, seed, moves) => {
          const board = generateNetwalk({ width: 7, height: 7, mode, seed });
          let play = newGame(board);
          for (const [cell, turns] of moves) play = rotate(play, cell, turns);
          const lit = connected(play);
          const expected = litByHand(board, shownMasks(play));
          expectAll((m) => {
            for (let c = 0; c < 49; c++) m.is(lit[c] === 1, expected.has(c), `tile ${c} lit`);
          });
        },
      ),
      { numRuns: 60 },
    );
  });

  it('turning every tile back to the solution wins, lights every tile, and undo walks back', () => {
    const board = generateNetwalk({ width: 6, height: 5, mode: 'torus', seed: 'play' });
    let play = newGame(board);
    expect(isSolved(play)).toBe(false);
    for (let c = 0; c < 30; c++) play = rotate(play, c, 4 - board.offsets[c]!);
    expect(isSolved(play)).toBe(true);
    expect([...connected(play)].every((v) => v === 1)).toBe(true);
    expect(play.moves.length).toBe([...board.offsets].filter((o) => o !== 0).length);
    while (play.moves.length > 0) play = undo(play);
    expect([...play.offsets]).toEqual([...board.offsets]);
    expect(undo(play)).toBe(play);
    expect(() => rotate(play, 30)).toThrow(NetwalkError);
    expect(() => rotate(play, 1, 0.5)).toThrow(/quarterTurns/);
  });

  it('accepts any winning arrangement, not only the stored one', () => {
    // A non-unique 2-wide torus: find a second solution with the solver and play it.
    for (let i = 0; i < 10; i++) {
      const board = generateNetwalk({
        width: 2,
        height: 4,
        mode: 'torus',
        unique: false,
        seed: `alt${i}`,
      });
      const result = solveNetwalk(board);
      let play = newGame(board);
      for (let c = 0; c < 8; c++) play = rotate(play, c, result.orientations![c]!);
      expect(isSolved(play)).toBe(true);
    }
  });

  it('following hints solves the board, and on a unique board every hint is a deduction', () => {
    for (const mode of ['bounded', 'torus', 'classic'] as const) {
      for (let i = 0; i < 8; i++) {
        const board = generateNetwalk({ width: 8, height: 6, mode, seed: `h${i}` });
        let play = newGame(board);
        let hints = 0;
        for (let h = hint(play); h !== null; h = hint(play)) {
          expect(h.rule).not.toBe('search');
          expect(rotateMask(shownMasks(play)[h.cell]!, h.quarterTurns)).toBe(h.mask);
          play = rotate(play, h.cell, h.quarterTurns);
          hints++;
          expect(hints).toBeLessThanOrEqual(48);
        }
        expect(isSolved(play)).toBe(true);
      }
    }
  });
});

describe('dailySeed', () => {
  it('gives everyone the same board on a date, and another board the next day', () => {
    const a = generateNetwalk({
      width: 9,
      height: 9,
      mode: 'torus',
      seed: dailySeed('2026-11-30', 'torus', 9),
    });
    const b = generateNetwalk({
      width: 9,
      height: 9,
      mode: 'torus',
      seed: dailySeed(new Date('2026-11-30T23:59:00Z'), 'torus', { width: 9, height: 9 }),
    });
    const c = generateNetwalk({
      width: 9,
      height: 9,
      mode: 'torus',
      seed: dailySeed('2026-12-01', 'torus', 9),
    });
    expect(b.solution).toEqual(a.solution);
    expect(b.offsets).toEqual(a.offsets);
    expect(c.solution).not.toEqual(a.solution);
    expect(dailySeed('2026-11-30', 'bounded', 9)).not.toBe(dailySeed('2026-11-30', 'torus', 9));
    expect(() => dailySeed('2026-02-30', 'torus', 9)).toThrow(/real calendar day/);
    expect(() => dailySeed(new Date('x'), 'torus', 9)).toThrow(NetwalkError);
    expect(() => dailySeed('2026-11-30', 'spiral' as never, 9)).toThrow(/mode/);
    expect(() => dailySeed('2026-11-30', 'torus', 1)).toThrow(/width/);
    expect(() => (dailySeed as (...a: unknown[]) => string)('2026-11-30', 'torus', 13, 11)).toThrow(
      /not two numbers/,
    );
  });
});

describe('validate', () => {
  it('names the cell of every kind of broken solution', () => {
    const board = generateNetwalk({ width: 5, height: 4, seed: 'v' });
    expect(validate(board).ok).toBe(true);
    const broken = (change: (s: Uint8Array) => void) => {
      const solution = board.solution.slice();
      change(solution);
      return validate({ ...board, solution }).problems.join(' ');
    };
    // Open the north side of the top-left tile: off the board.
    expect(broken((s) => (s[15]! |= 1))).toMatch(/Tile \(0, 3\) opens north off the board/);
    // Close one side of a link: no longer reciprocal, and a tile is cut off.
    const c = board.solution.findIndex((m) => (m & 2) !== 0);
    expect(broken((s) => (s[c]! &= ~2))).toMatch(/does not open back|reaches \d+ of the 20/);
    const torus = generateNetwalk({ width: 5, height: 4, mode: 'torus', seed: 'v' });
    expect(validate(torus).ok).toBe(true);
  });
});

describe('JSON', () => {
  it('round-trips every mode and re-proves uniqueness instead of trusting it', () => {
    for (const mode of ['bounded', 'torus', 'classic'] as const) {
      const board = generateNetwalk({ width: 6, height: 6, mode, seed: 'json' });
      const back = netwalkFromJson(netwalkToJson(board));
      expect(back.solution).toEqual(board.solution);
      expect(back.offsets).toEqual(board.offsets);
      expect(back.server).toBe(board.server);
      expect(back.unique).toBe(board.unique);
      const lying = JSON.parse(
        netwalkToJson(
          generateNetwalk({ width: 2, height: 4, mode: 'torus', unique: false, seed: 'j' }),
        ),
      );
      lying.unique = true;
      expect(netwalkFromJson(lying).unique).toBe(false);
    }
  });

  it('rejects bad JSON with a line and column, and bad fields by name', () => {
    const good = JSON.parse(netwalkToJson(generateNetwalk({ width: 3, height: 3, seed: 'j' })));
    const error = (value: unknown): NetwalkError => {
      try {
        netwalkFromJson(value);
      } catch (e) {
        return e as NetwalkError;
      }
      throw new Error('no error');
    };
    const json = error('{\n  "width": 3,\n  oops\n}');
    expect(json.field).toBe('json');
    expect(json.line).toBe(3);
    expect(
      error({ ...good, offsets: [...good.offsets.slice(0, 4), 7, ...good.offsets.slice(5)] }).field,
    ).toBe('offsets[4]');
    expect(error({ ...good, mode: 'flat' }).field).toBe('mode');
    expect(error({ ...good, width: 4 }).field).toBe('solution');
    const cut = [...good.solution];
    cut[4] = 0;
    // An empty cell is allowed, but not under the server (the centre of a 3 × 3 board).
    expect(error({ ...good, solution: cut }).field).toBe('server');
    const wide = [...good.solution];
    wide[0] = 16;
    expect(error({ ...good, solution: wide }).field).toBe('solution[0]');
    expect(error('').line).toBe(1);
    expect(error('{\n "b": }').column).toBe(7);
    expect(error({ ...good, width: 1e9, height: 1e9 }).field).toBe('width');
  });
});

describe('toSketch', () => {
  it('draws a pipe per tile, lights what connected lights, and renders to SVG', () => {
    const board = parseTathamId('5x5:422e3cd79a62d8574dc265391');
    const play = rotate(newGame(board), 0, 1);
    const sketch = toSketch(board, play, { legend: true });
    const pipes = sketch.items.filter((i) => i.kind === 'marker' && i.marker === 'pipe');
    expect(pipes.length).toBe(25);
    const lit = [...connected(play)].filter((v) => v === 1).length;
    expect(pipes.filter((p) => p.kind === 'marker' && p.color === '#1c7ed6').length).toBe(lit);
    // A red dot on every lit pipe end that meets nothing, counted here by hand.
    const masks = shownMasks(play);
    const lights = connected(play);
    let leaks = 0;
    for (let c = 0; c < 25; c++) {
      if (!lights[c]) continue;
      const [x, y] = [c % 5, Math.floor(c / 5)];
      const around = [
        y < 4 ? c + 5 : -1,
        x < 4 ? c + 1 : -1,
        y > 0 ? c - 5 : -1,
        x > 0 ? c - 1 : -1,
      ];
      for (let s = 0; s < 4; s++) {
        if ((masks[c]! >> s) & 1 && (around[s]! < 0 || !((masks[around[s]!]! >> (s ^ 2)) & 1)))
          leaks++;
      }
    }
    expect(leaks).toBeGreaterThan(0);
    expect(sketch.items.filter((i) => i.kind === 'marker' && i.marker === 'dot').length).toBe(
      leaks,
    );
    const solved = toSketch(board, undefined, { solution: true });
    expect(solved.items.filter((i) => i.kind === 'marker' && i.color === '#1c7ed6').length).toBe(
      25,
    );
    const svg = renderSvg(sketch);
    expect(svg).toMatch(/^<svg/);
    expect(svg).toContain('Server');
  });
});

describe('odd inputs', () => {
  it('play functions refuse what is not a game of the board, with a NetwalkError', () => {
    const board = generateNetwalk({ width: 4, height: 4, seed: 'odd' });
    const other = generateNetwalk({ width: 5, height: 4, seed: 'odd' });
    for (const f of [connected, isSolved, hint, undo, shownMasks]) {
      expect(() => f(null as never)).toThrow(NetwalkError);
    }
    expect(() => rotate({ ...newGame(board), offsets: new Uint8Array(16).fill(9) }, 0)).toThrow(
      /play.offsets\[0\] must be 0–3/,
    );
    expect(() => toSketch(board, newGame(other))).toThrow(/another board/);
    expect(toSketch(board, undefined, null as never).items.length).toBeGreaterThan(16);
  });

  it('odd settings become notes, never crashes', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const board = generateNetwalk({
      width: 4,
      height: 4,
      mode: cyclic as never,
      unique: 1n as never,
      crosses: Symbol('x') as never,
      branching: Number.NaN,
      seed: 5n as never,
    });
    expect(board.notes.length).toBe(5);
    expect(board.notes.join(' ')).toMatch(/Branching: NaN is not a number; the tree keeps/);
    const torus = generateNetwalk({ width: 0, height: 9, mode: 'torus' });
    expect(torus.width).toBe(3);
    expect(torus.notes.join(' ')).toMatch(/a unique torus needs 3 or more/);
    expect(() => dailySeed(new Date(Date.UTC(10000, 0, 1)), 'bounded', 9)).toThrow(/1–9999/);
  });

  it('hopeless tile sets are refused by counting pipe ends, before any search', () => {
    expect(() => parseTathamId(`16x16w:${'3'.repeat(256)}`)).toThrow(/a wrapping game is a tree/);
    expect(() => parseTathamId(`32x32:${'1'.repeat(1024)}`)).toThrow(/at least 1023/);
    const classic = generateNetwalk({ width: 6, height: 6, mode: 'classic', seed: 'loops' });
    expect(validate(classic).links).toBeGreaterThan(35);
    const back = parseTathamId(toTathamId(classic));
    expect(back.mode).toBe('classic');
    expect(back.notes.join(' ')).toMatch(/read as classic/);
  });
});
