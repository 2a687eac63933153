import { readFileSync } from 'node:fs';
import { PUZZLE_FORMAT } from '@knossos/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromMicromouse,
  generate,
  generateVerified,
  type MazeData,
  MazeError,
  mazeFamily,
  mazeToJson,
  presets,
  toMicromouse,
} from './index.js';
import { errorOf } from './test-support.test-util.js';

const fixture = (name: string) =>
  readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');
/** A maze as plain JSON data, as a file holds it. */
const plain = (maze: MazeData) => JSON.parse(JSON.stringify(maze)) as MazeData;
const small = { width: 7, height: 7, keys: 1, gems: 2, seed: 'family' };

describe('the maze family: verdict', () => {
  it('maps a proven maze field by field: stars the difficulty, score the maze score', () => {
    const maze = generate(small);
    const v = mazeFamily.verdict(maze);
    expect(v).toEqual({
      solvable: true,
      par: maze.verdict.par,
      optimalCount: maze.verdict.optimalCount,
      countComplete: maze.verdict.countComplete,
      unique: maze.verdict.unique,
      canGetStuck: maze.verdict.canGetStuck,
      stars: maze.verdict.difficulty,
      score: maze.verdict.score,
      timedOut: false,
      notes: maze.verdict.notes,
    });
    expect(v.stars).toBeGreaterThanOrEqual(1);
    // The score by a second path: par + 5 per real decision + 6 per key + 2 per gem.
    expect(v.score).toBe(maze.verdict.par + 5 * maze.facts.realDecisions + 6 + 2 * 2);
  });

  it('gives no par, count or score for an unsolvable maze, and says when a limit cut a proof', () => {
    const none = mazeFamily.verdict(fromMicromouse(fixture('unsolvable.txt')));
    expect(none).toMatchObject({ solvable: false, par: null, optimalCount: null });
    expect(none).toMatchObject({ stars: 0, score: null, timedOut: false });
    const cut = generate({
      width: 20,
      height: 20,
      keys: 6,
      gems: 8,
      switches: 4,
      seed: 'a',
      stateBudget: 1000,
    });
    expect(cut.cut).toBeDefined();
    const v = mazeFamily.verdict(cut);
    expect(v.timedOut).toBe(true);
    expect(v.notes.at(-1)).toMatch(/^Not verified: the state budget ran out while /);
  });
});

describe('the maze family: verify', () => {
  it('finds nothing changed in a maze it made', async () => {
    const maze = generate(small);
    const checked = await mazeFamily.verify(maze);
    expect(checked).toMatchObject({ ok: true, changed: [] });
    expect(checked.after).toEqual(checked.before);
  });

  it('catches a tampered verdict, naming each field before → after', async () => {
    const maze = generate(small);
    const v = maze.verdict;
    const stars = v.difficulty === 5 ? 4 : v.difficulty + 1;
    const tampered = { ...maze, verdict: { ...v, par: v.par + 1, difficulty: stars } };
    const caught = await mazeFamily.verify(tampered);
    expect(caught.ok).toBe(false);
    expect(caught.changed).toEqual([
      `par ${v.par + 1} → ${v.par}`,
      `stars ${stars} → ${v.difficulty}`,
    ]);
    expect(caught.before.par).toBe(v.par + 1);
    expect(caught.after.par).toBe(v.par);
    expect(caught.puzzle.verdict).toEqual({ ...v, explored: caught.puzzle.verdict.explored });
    // Facts are compared too, beyond the shared verdict.
    const facts = { ...maze, facts: { ...maze.facts, deadEnds: maze.facts.deadEnds + 2 } };
    expect((await mazeFamily.verify(facts)).changed).toEqual([
      `facts.deadEnds ${maze.facts.deadEnds + 2} → ${maze.facts.deadEnds}`,
    ]);
  });

  it('catches a verdict tampered in the puzzle file', async () => {
    const maze = generate(small);
    const record = mazeFamily.toPuzzleFile(maze);
    const stars = record.verdict.stars === 1 ? 2 : 1;
    const read = mazeFamily.fromPuzzleFile(
      JSON.parse(JSON.stringify({ ...record, verdict: { ...record.verdict, stars } })),
    );
    expect(mazeFamily.verdict(read).stars).toBe(stars);
    const caught = await mazeFamily.verify(read);
    expect(caught.changed).toEqual([`stars ${stars} → ${record.verdict.stars}`]);
  });

  it('lists nothing when the new proof is cut, and is not ok', async () => {
    const maze = generate({ width: 20, height: 20, keys: 3, gems: 3, seed: 'a' });
    const tampered = { ...maze, verdict: { ...maze.verdict, difficulty: 0 } };
    const cut = await mazeFamily.verify(tampered, { timeMs: 0 });
    expect(cut.after.timedOut).toBe(true);
    expect(cut).toMatchObject({ ok: false, changed: [] });
  });
});

describe('the maze family: puzzle files', () => {
  it('round-trips every maze exactly, with the seed and settings stored once', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 5 }),
        fc.constantFrom('square', 'hex', 'triangle', 'circular' as const),
        fc.integer({ min: 0, max: 2 }),
        fc.boolean(),
        (seed, grid, keys, openBorder) => {
          const maze = generate({
            seed,
            grid,
            width: 6,
            height: 6,
            rings: 3,
            keys,
            gems: 1,
            openBorder,
          });
          const record = mazeFamily.toPuzzleFile(maze);
          expect(record).toMatchObject({ format: PUZZLE_FORMAT, family: 'maze', seed: maze.seed });
          expect(record.settings).not.toHaveProperty('seed');
          expect(record.board).not.toHaveProperty('settings');
          expect(record.board).not.toHaveProperty('seed');
          const text = JSON.stringify(record);
          const back = mazeFamily.fromPuzzleFile(JSON.parse(text));
          expect(back).toEqual(plain(maze));
          expect(mazeToJson(back)).toBe(mazeToJson(maze));
          expect(mazeFamily.fromPuzzleFile(text)).toEqual(back);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps an imported maze imported: no seed, no settings, yet the same maze back', () => {
    const maze = fromMicromouse(fixture('walls.txt'));
    expect(mazeFamily.seedOf(maze)).toBe('');
    expect(mazeFamily.settingsOf(maze)).toBeNull();
    const record = mazeFamily.toPuzzleFile(maze);
    expect(record.settings).toBeNull();
    expect(mazeFamily.fromPuzzleFile(JSON.parse(JSON.stringify(record)))).toEqual(plain(maze));
  });

  it('keeps what a limit cut: the cut, its note in the shared verdict, the same maze back', () => {
    const maze = generate({ width: 20, height: 20, keys: 3, gems: 3, seed: 'a' }, { timeMs: 0 });
    expect(maze.cut).toBeDefined();
    const record = JSON.parse(JSON.stringify(mazeFamily.toPuzzleFile(maze)));
    expect(record.verdict.timedOut).toBe(true);
    expect(record.board.cut).toEqual(maze.cut);
    const back = mazeFamily.fromPuzzleFile(record);
    expect(back).toEqual(plain(maze));
    expect(mazeFamily.verdict(back)).toEqual(mazeFamily.verdict(maze));
  });

  it('keeps a seed in the settings that is not the maze seed', () => {
    const maze = generate(small);
    const odd = { ...maze, settings: { ...maze.settings, seed: 'another' } };
    const record = mazeFamily.toPuzzleFile(odd);
    expect(record.settings).toHaveProperty('seed', 'another');
    expect(mazeFamily.fromPuzzleFile(JSON.parse(JSON.stringify(record)))).toEqual(plain(odd));
  });

  it('reads the older knossos.maze/1 file, and a maze as a maze pack holds it', () => {
    const maze = generateVerified({ ...small, targetDifficulty: 2, maxAttempts: 3 });
    expect(mazeFamily.fromPuzzleFile(JSON.parse(mazeToJson(maze)))).toEqual(plain(maze));
    expect(mazeFamily.fromPuzzleFile(mazeToJson(maze))).toEqual(plain(maze));
    expect(mazeFamily.fromPuzzleFile(plain(maze))).toEqual(plain(maze));
  });

  it('names the field at fault in a MazeError', () => {
    const record = JSON.parse(JSON.stringify(mazeFamily.toPuzzleFile(generate(small))));
    const field = (value: unknown) => errorOf(() => mazeFamily.fromPuzzleFile(value)).field;
    expect(field({ ...record, family: 'flow' })).toBe('family');
    expect(field({ ...record, verdict: { ...record.verdict, stars: 9 } })).toBe('verdict.stars');
    expect(field({ ...record, format: 'knossos.other/1' })).toBe('format');
    expect(field({ hello: 1 })).toBe('format');
    const starts = { ...record.board.board, starts: [-1] };
    expect(field({ ...record, board: { ...record.board, board: starts } })).toBe(
      'board.board.starts.0',
    );
    expect(field({ format: 'knossos.maze/1', maze: { board: 1 } })).toMatch(/^maze\./);
    const broken = errorOf(() => mazeFamily.fromPuzzleFile('{"format": '));
    expect([broken.field, broken.line]).toEqual(['text', 1]);
    expect(errorOf(() => mazeFamily.fromPuzzleFile(null))).toBeInstanceOf(MazeError);
  });
});

describe('the maze family: the rest of the contract', () => {
  it('asks for the stars and tries of the contract as target difficulty and attempts', async () => {
    const first = generate({ ...small, seed: 'aim' });
    const made = await mazeFamily.generateVerified(
      { ...small, seed: 'aim' },
      { stars: 5, tries: 2 },
    );
    expect(made.settings).toMatchObject({ targetDifficulty: 5, maxAttempts: 2 });
    // A 7 × 7 maze scores far below the 180 of five stars, so both tries miss.
    expect(first.verdict.score).toBeLessThan(180);
    expect(mazeFamily.shortfalls(made).join(' ')).toMatch(/Stars: asked for 5★, made \d★/);
    expect(made.notes.at(-1)).toMatch(
      /^Target difficulty: asked for 5★, none of 2 tries met the request; kept the closest, \d★\.$/,
    );
    expect(mazeFamily.meetsRequest(made)).toBe(false);
    const seen: number[] = [];
    const batch = await mazeFamily.generateBatch({ width: 5, height: 5 }, 2, {
      seed: 'fam',
      workers: 1,
      onProgress: (p) => {
        expect(p.puzzle).toBeDefined();
        seen.push(p.done);
      },
    });
    expect(batch.map(mazeFamily.seedOf)).toEqual(['fam-0', 'fam-1']);
    expect(seen).toEqual([1, 2]);
  });

  it('offers the presets as fresh settings, and says the summary line a batch prints', () => {
    expect(mazeFamily.presets.map((p) => p.name)).toEqual(presets.map((p) => p.name));
    const first = mazeFamily.presets[0]!;
    expect(first.settings).toEqual(presets[0]!.make());
    expect(first.settings).not.toBe(first.settings);
    const maze = generate({ width: 5, height: 5, seed: 'tiny', keys: 1, gems: 1 });
    expect(mazeFamily.summary(maze)).toBe(
      `maze square 5×5  seed tiny  ${'★'.repeat(maze.verdict.difficulty)}${'☆'.repeat(5 - maze.verdict.difficulty)}  par ${maze.verdict.par}, unique`,
    );
    const circle = generate({ grid: 'circular', rings: 3, seed: 'c', stateBudget: 1000, keys: 2 });
    expect(mazeFamily.summary(circle)).toMatch(/^maze circular 3 rings {2}seed c {2}/);
  });

  it('writes micromouse text only where it reads back to the same walls', () => {
    const format = mazeFamily.formats.micromouse!;
    const maze = generate({ width: 6, height: 4, seed: 'mm' });
    expect(format.unfit!(maze)).toBeNull();
    const text = format.write(maze);
    expect(format.sniff!(text)).toBe(true);
    expect(format.read!(text).board.passages).toEqual(plain(maze).board.passages);
    expect(toMicromouse(format.read!(text))).toBe(text);
    expect(format.unfit!(generate({ ...small }))).toBe('The micromouse format has no gimmicks.');
    expect(mazeFamily.formats.txt!.write(maze).endsWith('\n')).toBe(true);
  });
});
