// The Netwalk family's files and words: knossos.puzzle/1 and the older JSON, the Net game ID
// format, the summary, a cell in words, terminal text and pictures.
import { PUZZLE_FORMAT } from '@knossos/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  netwalkFamily as family,
  generateNetwalk,
  type NetwalkPuzzle,
  netwalkToJson,
  parseTathamId,
  startMasks,
  toNetwalkPuzzle,
  toTathamId,
} from './index.js';

const file = (puzzle: NetwalkPuzzle) => JSON.stringify(family.toPuzzleFile(puzzle));
const reread = (puzzle: NetwalkPuzzle) =>
  family.fromPuzzleFile(JSON.parse(JSON.stringify(family.toPuzzleFile(puzzle))));
// Net's own 5 × 5 example, as its generator wrote it.
const NET_ID = '5x5:422e3cd79a62d8574dc265391';

describe('knossos.puzzle/1', () => {
  it('round-trips a generated puzzle byte for byte, in every mode', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 6 }),
        fc.constantFrom('bounded', 'torus', 'classic' as const),
        fc.string({ minLength: 1, maxLength: 6 }),
        async (size, mode, seed) => {
          const made = await family.generate({ width: size, height: size + 1, mode, seed });
          expect(file(reread(made))).toBe(file(made));
        },
      ),
      { numRuns: 20 },
    );
  });

  it('holds the board as netwalkToJson does, the verdict and the rating', async () => {
    const made = await family.generate({ width: 5, height: 5, seed: 'trip' });
    const record = family.toPuzzleFile(made);
    expect(record).toMatchObject({ format: PUZZLE_FORMAT, family: 'netwalk', seed: 'trip' });
    expect(record.board).toEqual(JSON.parse(netwalkToJson(made)));
    expect(record.verdict).toEqual(made.verdict);
    expect(record.rating).toEqual(made.rating);
    expect(family.fromPuzzleFile(JSON.stringify(record))).toEqual(made);
  });

  it('round-trips an imported board: no seed, no settings', () => {
    const imported = toNetwalkPuzzle(parseTathamId(NET_ID));
    expect(imported).toMatchObject({ seed: '', settings: null });
    const record = family.toPuzzleFile(imported);
    expect(record.settings).toBeNull();
    expect((record.board as { seed: unknown }).seed).toBeNull();
    expect(file(reread(imported))).toBe(file(imported));
  });

  it('keeps the stored verdict as it is, so verify can catch it', async () => {
    const made = await family.generate({ width: 5, height: 5, seed: 'tamper' });
    const record = family.toPuzzleFile(made);
    const stars = made.verdict.stars === 5 ? 4 : made.verdict.stars + 1;
    const tampered = family.fromPuzzleFile({ ...record, verdict: { ...record.verdict, stars } });
    expect(family.verdict(tampered).stars).toBe(stars);
    expect((await family.verify(tampered)).changed).toEqual([
      `stars ${stars} → ${made.verdict.stars}`,
    ]);
  });

  it('names the field at fault in a NetwalkError', async () => {
    const record = family.toPuzzleFile(await family.generate({ width: 4, height: 4 }));
    const board = record.board as { offsets: number[] };
    const cases: [unknown, string][] = [
      [{ ...record, family: 'flow' }, 'family'],
      [{ ...record, verdict: { ...record.verdict, stars: 9 } }, 'verdict.stars'],
      [
        { ...record, board: { ...board, offsets: [...board.offsets.slice(1), 7] } },
        'board.offsets[15]',
      ],
      [{ ...record, rating: { ...(record.rating as object), steps: -1 } }, 'rating.steps'],
      ['{"format": "knossos.puzzle/1",', 'json'],
    ];
    for (const [value, field] of cases) {
      expect(() => family.fromPuzzleFile(value), field).toThrow(
        expect.objectContaining({ name: 'NetwalkError', field }),
      );
    }
    expect(() => family.fromPuzzleFile('{"width": 4,\n  "height": }')).toThrow(
      expect.objectContaining({ field: 'json', line: 2, column: 13 }),
    );
  });

  it('still reads the older knossos-netwalk JSON, proving it as imported', async () => {
    const made = await family.generate({ width: 6, height: 5, mode: 'torus', seed: 'old' });
    const old = family.fromPuzzleFile(JSON.parse(netwalkToJson(made)));
    expect(old.settings).toBeNull();
    expect(old.seed).toBe('old');
    expect(old.verdict).toEqual(made.verdict);
    expect(family.toPuzzleFile(old).board).toEqual(family.toPuzzleFile(made).board);
    // A board written before the family existed, without its newer fields.
    const bare = generateNetwalk({ width: 4, height: 4, seed: 'bare' });
    const { format: _f, version: _v, unique: _u, ...fields } = JSON.parse(netwalkToJson(bare));
    expect(family.fromPuzzleFile(fields).verdict.par).toBe(
      (await family.generate({ width: 4, height: 4, seed: 'bare' })).verdict.par,
    );
  });
});

describe('the Net game ID format', () => {
  const txt = family.formats.txt!;

  it('writes the ID, reads it back as an imported puzzle, and tells it apart', async () => {
    expect(txt.extension).toBe('id.txt');
    const made = await family.generate({ width: 5, height: 4, mode: 'torus', seed: 'id' });
    const text = txt.write(made);
    expect(text).toBe(`${toTathamId(made)}\n`);
    const back = txt.read!(text);
    expect(back).toMatchObject({ seed: '', settings: null });
    expect(back.verdict).toEqual(made.verdict);
    expect(txt.sniff!(text)).toBe(true);
    expect(txt.sniff!(NET_ID)).toBe(true);
    expect(txt.sniff!(netwalkToJson(made))).toBe(false);
    expect(() => txt.read!('5x5:42z')).toThrow(
      expect.objectContaining({ name: 'NetwalkError', field: 'id', column: 7 }),
    );
  });
});

describe('the CSV grid', () => {
  it('holds the scramble and the solution, top row first, the server starred', async () => {
    const made = await family.generate({ width: 5, height: 4, seed: 'csv' });
    const [start, solved] = family.formats.csv!.write(made).trimEnd().split('\n\n');
    const read = (block: string) =>
      block!
        .split('\n')
        .reverse()
        .flatMap((line) => line.split(','));
    const starts = startMasks(made);
    read(start!).forEach((field, cell) => {
      expect(field).toBe(`${starts[cell]}${cell === made.server ? '*' : ''}`);
    });
    read(solved!).forEach((field, cell) => {
      expect(Number.parseInt(field, 10)).toBe(made.solution[cell]);
    });
    expect(read(start!)).toHaveLength(20);
  });
});

describe('words and pictures', () => {
  it('summarises a puzzle in one line, as the CLI did', async () => {
    const made = await family.generate({ width: 5, height: 5, seed: 'x' });
    expect(family.summary(made)).toBe(
      `netwalk bounded 5×5  seed x  ${'★'.repeat(made.verdict.stars)}${'☆'.repeat(5 - made.verdict.stars)}  ${made.verdict.par} quarter-turns, unique, hardest rule ${made.rating.hardestRule}`,
    );
    expect(family.summary(toNetwalkPuzzle(parseTathamId(NET_ID)))).toMatch(
      /^netwalk bounded 5×5 {2}seed \(imported\)/,
    );
  });

  it('describes a cell: kind, open sides, turns from solved, server, connected', async () => {
    const made = await family.generate({ width: 5, height: 5, seed: 'x' });
    expect(family.describeCell(made, 0)).toBe(
      'Cell 0 (x 0, y 0): an endpoint open east, 1 quarter-turn from solved; not connected.',
    );
    expect(family.describeCell(made, made.server)).toBe(
      'Cell 12 (x 2, y 2): a cross open north, east, south and west, as solved; the server.',
    );
    expect(() => family.describeCell(made, 25)).toThrow(
      expect.objectContaining({ name: 'NetwalkError', field: 'cell' }),
    );
  });

  it('draws the scramble and the solution as text and as pictures', async () => {
    const made = await family.generate({ width: 5, height: 5, seed: 'x' });
    const [start, solved] = family.toText(made).split('\n\nSolution:\n');
    expect(start!.split('\n')).toHaveLength(5);
    expect(solved!.split('\n')).toHaveLength(5);
    expect(start).not.toBe(solved);
    expect(solved).toContain('■');
    expect(family.toSketch(made, 'answer-key').title).toMatch(/, solved$/);
    expect(family.toSketch(made, 'printable').title).not.toMatch(/solved/);
    expect(family.toSketch(made, 'as-shown').legend?.length).toBeGreaterThan(0);
  });
});

describe('printable pictures', () => {
  /** Every colour an SVG names, as `#rrggbb` (three-digit ones widened). */
  const coloursOf = (svg: string): string[] =>
    [...new Set(svg.match(/#[0-9a-fA-F]{3}\b|#[0-9a-fA-F]{6}\b/g) ?? [])].map((c) =>
      c.length === 4
        ? `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}`.toLowerCase()
        : c.toLowerCase(),
    );
  const grey = (c: string) => c.slice(1, 3) === c.slice(3, 5) && c.slice(3, 5) === c.slice(5, 7);

  it('printable and answer-key use only black, white and greys, with no play-state legend; as-shown keeps its colours', async () => {
    const { renderSvg } = await import('@knossos/export');
    for (const settings of [
      { width: 6, height: 5, seed: 'ink' },
      { width: 6, height: 5, mode: 'torus' as const, barriers: 0.4, seed: 'ink' },
      { width: 6, height: 5, grid: 'hex' as const, empty: 0.2, seed: 'ink' },
    ]) {
      const made = await family.generate(settings);
      for (const style of ['printable', 'answer-key'] as const) {
        const sketch = family.toSketch(made, style);
        const svg = renderSvg(sketch);
        const colours = coloursOf(svg);
        expect(
          colours.filter((c) => !grey(c)),
          `${style} ${JSON.stringify(settings)}`,
        ).toEqual([]);
        expect((sketch.legend ?? []).map((e) => e.text).join(' ')).not.toMatch(/connected|leak/i);
      }
      const shown = coloursOf(renderSvg(family.toSketch(made, 'as-shown')));
      expect(shown.some((c) => !grey(c))).toBe(true);
      expect(renderSvg(family.toSketch(made, 'printable'))).not.toBe(
        renderSvg(family.toSketch(made, 'as-shown')),
      );
    }
  });
});
