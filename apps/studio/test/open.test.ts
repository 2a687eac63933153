// Opening files without a browser: packs of any family, a batch folder by its manifest (in its
// order, its pictures left alone), missing files and bad files named with what is wrong.
import { packToJson, puzzleToJson, STUDIO_PACK_FORMAT } from '@knossos/families';
import { describe, expect, it } from 'vitest';
import { errorText, openFiles } from '../src/families/open.js';
import { batchFolder, onePerFamily } from './fixtures.test-util.js';

/** What a list of puzzles shows: each one's family and seed. */
const shown = (
  puzzles: readonly { family: { name: string; seedOf(p: unknown): string }; puzzle: unknown }[],
) => puzzles.map((h) => `${h.family.name} ${h.family.seedOf(h.puzzle)}`);

describe('opening files', () => {
  it('reads a pack of every family, and each puzzle file, byte for byte', async () => {
    const puzzles = await onePerFamily('pack');
    const text = packToJson('Test', puzzles);
    const opening = openFiles([{ path: 'pack.json', text }]);
    expect(opening.errors).toEqual([]);
    expect(shown(opening.puzzles)).toEqual(shown(puzzles));
    expect(packToJson('Test', opening.puzzles)).toBe(text);
    expect(opening.opened).toEqual(['pack.json: Knossos pack “Test”, 3 puzzles']);
    const one = openFiles(puzzles.map((h, i) => ({ path: `p${i}.json`, text: puzzleToJson(h) })));
    expect(one.puzzles.map(puzzleToJson)).toEqual(puzzles.map(puzzleToJson));
  });

  it("opens a batch folder in its manifest's order, reading no picture", async () => {
    const puzzles = (await onePerFamily('folder')).reverse();
    const files = batchFolder('out/', puzzles);
    const opening = openFiles(files);
    expect(opening.errors).toEqual([]);
    expect(shown(opening.puzzles)).toEqual(shown(puzzles));
    expect(opening.opened).toEqual(['out/manifest.json: batch manifest, 3 puzzles']);
    // Files chosen one by one come without their folder: found by name.
    const loose = openFiles(files.map((f) => ({ ...f, path: f.path.replace('out/', '') })));
    expect(shown(loose.puzzles)).toEqual(shown(puzzles));
  });

  it('names the puzzle files a manifest lists that were not opened, and opens the rest', async () => {
    const puzzles = await onePerFamily('gone');
    const files = batchFolder('run/', puzzles);
    const gone = files.find((f) => f.path.endsWith('.json') && !f.path.endsWith('manifest.json'))!;
    const opening = openFiles(files.filter((f) => f !== gone));
    expect(shown(opening.puzzles)).toEqual(shown(puzzles.slice(1)));
    expect(opening.errors).toEqual([
      `run/manifest.json: 1 of 3 puzzle files it lists are missing from what was opened: ${gone.path.slice(4)}`,
    ]);
  });

  it('names the file, the field and the place of what is wrong, and opens the others', async () => {
    const [held] = await onePerFamily('bad');
    const opening = openFiles([
      { path: 'a.json', text: '{"format":\n  "knossos.puzzle/1",\n  oops}' },
      { path: 'b.json', text: puzzleToJson(held!) },
      {
        path: 'c.json',
        text: JSON.stringify({
          format: STUDIO_PACK_FORMAT,
          puzzles: [{ family: 'flow', puzzle: { width: 3 } }],
        }),
      },
    ]);
    expect(opening.puzzles).toHaveLength(1);
    expect(opening.errors).toHaveLength(2);
    expect(opening.errors[0]).toMatch(/^a\.json: .*line 3/);
    expect(opening.errors[1]).toMatch(/^c\.json: .*puzzle 1 of a studio pack/);
  });

  it('adds the field and place an error names, unless its message has them', () => {
    expect(errorText({ message: 'too wide', field: 'board.width', line: 2, column: 5 })).toBe(
      'too wide [field board.width] (line 2, column 5)',
    );
    expect(
      errorText({ message: 'board.width: too wide at line 2', field: 'board.width', line: 2 }),
    ).toBe('board.width: too wide at line 2');
    expect(errorText('plain')).toBe('plain');
  });
});
