import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FlowLevel,
  flowFromJson,
  flowToJson,
  parseFlowCsv,
  parseFlowText,
  solveFlow,
  toFlowCsv,
  toFlowText,
} from './index.js';
import { shapedLevelArb } from './shaped-levels.test-util.js';

/** The level's dots as a set of cell pairs, whatever order the colours come in. */
const pairs = (level: FlowLevel) => {
  const out: string[] = [];
  for (let c = 0; c < level.dots.length / 2; c++) {
    const [a, b] = [level.dots[2 * c]!, level.dots[2 * c + 1]!].sort((x, y) => x - y);
    out.push(`${a}-${b}`);
  }
  return out.sort();
};

const fails = (f: () => unknown, message: RegExp, line?: number, column?: number) => {
  try {
    f();
  } catch (error) {
    expect((error as Error).message).toMatch(message);
    if (line !== undefined) expect((error as { line: number }).line).toBe(line);
    if (column !== undefined) expect((error as { column: number }).column).toBe(column);
    return;
  }
  throw new Error('no error');
};

describe('text format: holes, bridges and hex boards', () => {
  it('round-trips every shaped level, square and hex, through text and JSON', () => {
    fc.assert(
      fc.property(shapedLevelArb, (level) => {
        if (level === null) return;
        const written = toFlowText(level);
        const back = parseFlowText(written);
        expect(toFlowText(back)).toBe(written);
        expect([back.grid, back.width, back.height]).toEqual([
          level.grid,
          level.width,
          level.height,
        ]);
        expect(pairs(back)).toEqual(pairs(level));
        expect(back.holes ?? []).toEqual([...(level.holes ?? [])].sort((a, b) => a - b));
        expect(back.bridges ?? []).toEqual([...(level.bridges ?? [])].sort((a, b) => a - b));
        // Read back, the level is the same puzzle: the same number of solutions.
        expect(solveFlow(back, { limit: 50 }).count).toBe(solveFlow(level, { limit: 50 }).count);
        const json = flowFromJson(flowToJson(level));
        expect(json.holes ?? []).toEqual(level.holes ?? []);
        expect(json.bridges ?? []).toEqual(level.bridges ?? []);
        expect(flowToJson(json)).toBe(flowToJson(level));
      }),
      { numRuns: 200 },
    );
  });

  it('reads holes and bridges, rows top first', () => {
    const level = parseFlowText(['#B#', 'A+A', '#B#'].join('\n'));
    expect(level).toEqual({
      grid: 'square',
      width: 3,
      height: 3,
      dots: [3, 5, 7, 1],
      solution: null,
      holes: [0, 2, 6, 8],
      bridges: [4],
    });
    const solved = solveFlow(level);
    expect(solved.count).toBe(1);
    // Cells 0–8, then the bridge's north–south colour.
    expect(solved.solution).toEqual([-1, 1, -1, 0, 0, 0, -1, 1, -1, 1]);
    expect(toFlowText(level)).toBe('#B#\nA+A\n#B#\n');
  });

  it('reads and writes hex boards, the shifted rows indented', () => {
    const text = 'hex 3 3\nA . B\n # . .\nA . B\n';
    const level = parseFlowText(text);
    expect(level).toEqual({
      grid: 'hex',
      width: 3,
      height: 3,
      dots: [6, 0, 8, 2],
      solution: null,
      holes: [3],
    });
    expect(toFlowText(level)).toBe(text);
    // An even height: the top row is row 3, odd, so it is the indented one.
    const even = { grid: 'hex' as const, width: 2, height: 4, dots: [0, 7], solution: null };
    expect(toFlowText(even)).toBe('hex 2 4\n . A\n. .\n . .\nA .\n');
    expect(parseFlowText(toFlowText(even)).dots).toEqual([7, 0]);
    expect(parseFlowText('hex\nA . .\n . . A\nB . B\n').grid).toBe('hex');
  });

  it('names the line and column of malformed shaped input', () => {
    fails(() => parseFlowText('A+A\n...\nB.B\n'), /bridge \(\+\) needs a cell on each/, 1, 2);
    fails(() => parseFlowText('A#A\n#+.\nB.B\n'), /bridge \(\+\) needs a cell on each/, 2, 2);
    fails(() => parseFlowText('hex\n A + A\n. . .\n'), /only on square boards/, 2, 4);
    fails(() => parseFlowText('hex\n A . A\n . . .\nA . A\n'), /must not start with a space/, 2, 1);
    fails(() => parseFlowText('hex\nA . A\n. . .\n'), /must start with a space/, 2, 1);
    fails(() => parseFlowText('hex\n A  . A\n. . .\n'), /exactly one space/, 2, 4);
    fails(() => parseFlowText('hex\n A.A\n. . .\n'), /separated by one space/, 2, 3);
    fails(() => parseFlowText('hex 3 2\n A . A\n. .\n'), /row 2 has 2 cells/, 3);
    fails(() => parseFlowText('hex 4 2\n A . A\n. . .\n'), /size line says 4 × 2/, 1);
  });

  it('keeps the CSV square and plain, and plain JSON as it was', () => {
    const shaped = parseFlowText(['#B#', 'A+A', '#B#'].join('\n'));
    const solved = { ...shaped, solution: solveFlow(shaped).solution };
    fails(() => toFlowCsv(solved), /CSV is for square boards without holes or bridges/);
    const hex = parseFlowText('hex\n A . A\n. . .\n');
    fails(() => toFlowCsv({ ...hex, solution: solveFlow(hex).solution }), /write hex levels/);
    // A level without holes or bridges writes no such fields, byte for byte as before.
    const plain = parseFlowCsv('1,1\n2,2\n');
    expect(flowToJson(plain)).toBe(
      '{"grid":"square","width":2,"height":2,"dots":[2,3,0,1],"solution":[1,1,0,0]}',
    );
    expect(flowToJson({ ...plain, holes: [], bridges: [] })).toBe(flowToJson(plain));
    expect(flowFromJson(flowToJson(plain))).toEqual(plain);
  });

  it('refuses holes and bridges where a level cannot have them', () => {
    const base = { grid: 'square' as const, width: 3, height: 3, solution: null };
    fails(
      () => flowFromJson({ ...base, dots: [0, 8], holes: [0] }),
      /dots\[0\] is on cell 0, a hole/,
    );
    fails(
      () => flowFromJson({ ...base, dots: [3, 4], bridges: [4] }),
      /dots\[1\] is on cell 4, a bridge/,
    );
    fails(
      () => flowFromJson({ ...base, dots: [0, 8], bridges: [1] }),
      /needs a playable cell on all four sides/,
    );
    fails(
      () => flowFromJson({ ...base, dots: [0, 8], holes: [9] }),
      /holes\[0\] must be a cell 0–8/,
    );
    fails(() => flowFromJson({ ...base, dots: [0, 8], holes: [1, 1] }), /listed twice/);
    fails(
      () => flowFromJson({ ...base, grid: 'hex', dots: [0, 8], bridges: [4] }),
      /bridges are only on square boards/,
    );
    fails(
      () =>
        flowFromJson({ ...base, dots: [1, 7], holes: [0], solution: [0, 0, 0, 0, 0, 0, 0, 0, 0] }),
      /solution\[0\] is on a hole and must be −1/,
    );
    fails(
      () =>
        flowFromJson({
          ...base,
          dots: [3, 5],
          bridges: [4],
          solution: [0, 0, 0, 0, 0, 0, 0, 0, 0],
        }),
      /one colour per cell and one more per bridge \(10\)/,
    );
  });
});
