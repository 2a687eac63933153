import { disposeZ3 } from '@knossos/solver/z3';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  FLOW_TRIES,
  type FlowPuzzle,
  flowFamily,
  flowToJson,
  rateFlow,
  solveFlow,
} from './index.js';

const small = { width: 6, height: 6 };

// The family runs Z3 on its default 20 s limit, each check on the real clock too: here every
// check gets the longest limit instead (1 hour, past the suite's hang guard), so that with the
// clock frozen no machine, however busy, is slow enough for a limit to decide the Z3 test.
vi.mock('@knossos/solver/z3', async (importOriginal) => {
  const real = await importOriginal<typeof import('@knossos/solver/z3')>();
  return {
    ...real,
    check: (...[solver, options]: Parameters<typeof real.check>) =>
      real.check(solver, { ...options, timeoutMs: 3_600_000 }),
  };
});

afterAll(async () => {
  await disposeZ3();
});
/** The puzzle file as text: what "the same puzzle" means byte for byte. */
const file = (puzzle: FlowPuzzle) => JSON.stringify(flowFamily.toPuzzleFile(puzzle));

/** Made on first use, then shared: the 6 × 6 puzzles that more than one test reads. */
function once(make: () => Promise<FlowPuzzle>): () => Promise<FlowPuzzle> {
  let made: Promise<FlowPuzzle> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
const words = once(() => flowFamily.generate({ ...small, seed: 'words' }));
const check = once(() => flowFamily.generate({ ...small, seed: 'check' }));

describe('generation', () => {
  it('rebuilds a puzzle from its settings and seed, storing the colours asked for', async () => {
    const made = await flowFamily.generate({ ...small, colors: 5, seed: 'words' });
    expect(made.settings).toMatchObject({ colors: 5, seed: 'words' });
    expect(made.dots.length / 2).toBe(5);
    const again = await flowFamily.generate({ ...made.settings!, seed: made.seed });
    expect(file(again)).toBe(file(made));
    // Left out, the colours follow the board, and stay out of the stored request.
    const auto = await words();
    expect(auto.settings).not.toHaveProperty('colors');
    expect(file(await flowFamily.generate(auto.settings!))).toBe(file(auto));
    // Measured: 2 colours on 7 × 7 are clamped to 4 (the request stored), and the level ends
    // with 5; the stored request rebuilds it, all but the note on the clamp (it is in range).
    const few = await flowFamily.generate({ width: 7, height: 7, colors: 2, seed: 'few' });
    expect(few.settings).toMatchObject({ colors: 4 });
    expect(few.dots.length / 2).toBe(5);
    const clamp = 'Colors: 2 is outside 4–14; used 4.';
    expect(few.notes[0]).toBe(clamp);
    const rebuilt = await flowFamily.generate(few.settings!);
    expect(file(rebuilt)).toBe(file({ ...few, notes: few.notes.slice(1) }));
    // The verdict is the count's: one solution, proven; the stars are rateFlow's.
    expect(made.verdict).toMatchObject({
      solvable: true,
      unique: true,
      optimalCount: 1,
      countComplete: true,
    });
    expect(made.verdict.stars).toBe(rateFlow(made).stars);
    expect(solveFlow(made).count).toBe(1);
  });

  it('meets a stars target some try reaches, keeping the seed of that try', async () => {
    // Measured: the stars of the seed and of seed#1 … (the default tries), as far as the test
    // reads them: the first three, and on to the first try that rates unlike the seed.
    const stars: number[] = [];
    while (stars.length < FLOW_TRIES && (stars.length < 3 || stars.every((s) => s === stars[0]))) {
      const n = stars.length;
      const seed = n === 0 ? 'stars' : `stars#${n}`;
      stars.push((await flowFamily.generate({ ...small, seed })).verdict.stars);
    }
    const hit = stars.findIndex((s) => s !== stars[0]);
    expect(hit, `some try rates differently: ${stars}`).toBeGreaterThan(0);
    const made = await flowFamily.generateVerified(
      { ...small, seed: 'stars' },
      { stars: stars[hit] },
    );
    expect(made.seed).toBe(`stars#${hit}`);
    expect(made.verdict.stars).toBe(stars[hit]);
    expect(made.settings).toMatchObject({ seed: `stars#${hit}`, stars: stars[hit] });
    expect(flowFamily.meetsRequest(made)).toBe(true);
    const again = await flowFamily.generate(made.settings!);
    expect(flowFamily.toPuzzleFile(again).board).toEqual(flowFamily.toPuzzleFile(made).board);

    // A target none of three tries reaches (three tries rate at most three of 2★–5★): the
    // closest comes back, with a note.
    const few = stars.slice(0, 3);
    const missed = [5, 4, 3, 2].find((t) => !few.includes(t));
    if (missed === undefined) throw new Error(`every target is reached: ${few}`);
    // The first try nearest the target.
    const near = few.reduce(
      (best, s, i) => (Math.abs(s - missed) < Math.abs(few[best]! - missed) ? i : best),
      0,
    );
    const closest = few[near]!;
    const kept = await flowFamily.generateVerified(
      { ...small, seed: 'stars' },
      { stars: missed, tries: 3 },
    );
    expect(kept.verdict.stars).toBe(closest);
    expect(kept.seed).toBe(near === 0 ? 'stars' : `stars#${near}`);
    expect(flowFamily.shortfalls(kept)).toEqual([`Stars: asked for ${missed}★, made ${closest}★.`]);
    expect(kept.notes.at(-1)).toBe(
      `Verified: none of 3 tries met the request; kept the closest (Stars: asked for ${missed}★, made ${closest}★).`,
    );
  });

  it('synthesises with Z3 when the method says so, a level verify proves again', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const made = await flowFamily
      .generate({ width: 5, height: 5, method: 'z3', seed: 'z3' })
      .finally(() => vi.restoreAllMocks());
    expect(made.settings).toMatchObject({ method: 'z3', seed: 'z3' });
    expect(made.verdict.unique).toBe(true);
    expect(await flowFamily.verify(made)).toMatchObject({ ok: true, changed: [] });
  });

  it('throws the signal reason when aborted', async () => {
    const reason = new Error('stop');
    await expect(flowFamily.generate(small, { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    );
  });
});

describe('batches', () => {
  it('makes root-i in seed order on worker threads, each as verified generation makes it alone', async () => {
    const seen: { done: number; index: number; puzzle: FlowPuzzle }[] = [];
    const batch = await flowFamily.generateBatch({ ...small, seed: 'lvl' }, 4, {
      workers: 2,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.map((p) => p.done)).toEqual([1, 2, 3, 4]);
    expect(new Set(seen.map((p) => p.index))).toEqual(new Set([0, 1, 2, 3]));
    for (const p of seen) expect(file(p.puzzle)).toBe(file(batch[p.index]!));
    for (const [i, puzzle] of batch.entries()) {
      const alone = await flowFamily.generateVerified({ ...small, seed: `lvl-${i}` });
      expect(file(puzzle)).toBe(file(alone));
    }
    const here = await flowFamily.generateBatch(small, 2, { seed: 'lvl', workers: 1 });
    expect(here.map(file)).toEqual(batch.slice(0, 2).map(file));
  });

  it('stores the request as asked and each seed, so every level of a batch rebuilds byte for byte', async () => {
    const asked = { width: 7, height: 7, colors: 8 };
    const batch = await flowFamily.generateBatch(asked, 6, { seed: 'manifest', workers: 1 });
    for (const puzzle of batch) {
      expect(puzzle.settings).toMatchObject({ ...asked, seed: puzzle.seed });
      // What a manifest item holds: the settings and the seed; the files, rebuilt, are the same.
      const stored = JSON.parse(JSON.stringify({ settings: puzzle.settings, seed: puzzle.seed }));
      const again = await flowFamily.generate({ ...stored.settings, seed: stored.seed });
      expect(file(again)).toBe(file(puzzle));
      for (const format of Object.values(flowFamily.formats)) {
        expect(format.write(again)).toBe(format.write(puzzle));
      }
      expect(await flowFamily.verify(puzzle)).toMatchObject({ ok: true, changed: [] });
    }
  });

  it('rejects with the reason when aborted, and refuses a bad count', async () => {
    const controller = new AbortController();
    const reason = new Error('enough');
    const run = flowFamily.generateBatch(small, 6, {
      seed: 'abort',
      workers: 2,
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(run).rejects.toBe(reason);
    await expect(flowFamily.generateBatch(small, -1)).rejects.toMatchObject({ field: 'count' });
    await expect(flowFamily.generateBatch(small, 1.5)).rejects.toMatchObject({ field: 'count' });
  });
});

describe('verify', () => {
  it('holds for a puzzle it made and lists each tampered verdict field', async () => {
    const made = await check();
    const checked = await flowFamily.verify(made);
    expect(checked).toMatchObject({ ok: true, changed: [] });
    expect(checked.after).toEqual(made.verdict);
    const stars = made.verdict.stars === 5 ? 4 : made.verdict.stars + 1;
    const tampered = { ...made, verdict: { ...made.verdict, stars, unique: false } };
    const caught = await flowFamily.verify(tampered);
    expect(caught.ok).toBe(false);
    expect(caught.changed).toEqual([
      'unique false → true',
      `stars ${stars} → ${made.verdict.stars}`,
    ]);
    expect(caught.puzzle.verdict).toEqual(made.verdict);
  });

  it('rebuilds the level from its settings and seed, and says when they make another', async () => {
    const made = await flowFamily.generate({ ...small, seed: 'rebuild' });
    const other = await flowFamily.generate({ ...small, seed: 'rebuild-2' });
    // The board of one level under the seed of another: every proof holds, the rebuild does not.
    const moved = { ...made, seed: other.seed, settings: other.settings };
    const caught = await flowFamily.verify(moved);
    expect(caught.changed).toEqual(['board as stored → not what its settings and seed make']);
    expect(caught.ok).toBe(false);
    // An imported level is not rebuilt: nothing to rebuild it from.
    const imported = flowFamily.fromPuzzleFile(JSON.parse(flowToJson(made)));
    expect(await flowFamily.verify(imported)).toMatchObject({ ok: true, changed: [] });
  });

  it('keeps uniqueLoose in the verdict and the file, and proves it again', async () => {
    // Unique under the degree rule, not under the loose rule (see play.test.ts), imported.
    const text = ['...CA', '.CB..', '.....', '...B.', 'A....'].join('\n');
    const loose = flowFamily.formats.txt!.read!(text);
    expect(loose.verdict).toMatchObject({ unique: true, uniqueLoose: false });
    const made = await check();
    expect(made.verdict.uniqueLoose).toBe(true);
    const record = flowFamily.toPuzzleFile(loose);
    expect(record.verdict).toMatchObject({ unique: true, uniqueLoose: false });
    expect(flowFamily.fromPuzzleFile(JSON.parse(JSON.stringify(record)))).toEqual(loose);
    const caught = await flowFamily.verify({
      ...loose,
      verdict: { ...loose.verdict, uniqueLoose: true },
    });
    expect(caught).toMatchObject({ ok: false, changed: ['uniqueLoose true → false'] });
    // A file written before uniqueLoose was stored reads as not checked, and stays so.
    const { uniqueLoose: _dropped, ...older } = record.verdict as typeof loose.verdict;
    const read = flowFamily.fromPuzzleFile({ ...record, verdict: older });
    expect(read.verdict.uniqueLoose).toBeNull();
    expect(await flowFamily.verify(read)).toMatchObject({ ok: true, changed: [] });
    expect(() =>
      flowFamily.fromPuzzleFile({ ...record, verdict: { ...older, uniqueLoose: 'yes' } }),
    ).toThrow(expect.objectContaining({ field: 'verdict.uniqueLoose' }));
  });

  it('changes nothing and is not ok when its proof is cut', async () => {
    const made = await flowFamily.generate({ ...small, seed: 'cut' });
    const cut = await flowFamily.verify(
      { ...made, verdict: { ...made.verdict, stars: 5 } },
      { signal: AbortSignal.abort() },
    );
    expect(cut.after.timedOut).toBe(true);
    expect(cut).toMatchObject({ ok: false, changed: [] });
  });
});

describe('files', () => {
  it('round-trips through knossos.puzzle/1', async () => {
    for (const seed of ['trip', 'trip-2']) {
      const made = await flowFamily.generate({
        width: 5,
        height: 7,
        unique: seed === 'trip',
        seed,
      });
      const record = flowFamily.toPuzzleFile(made);
      expect(record).toMatchObject({ format: 'knossos.puzzle/1', family: 'flow', seed });
      expect(record.board).toEqual(JSON.parse(flowToJson(made)));
      const back = flowFamily.fromPuzzleFile(JSON.parse(JSON.stringify(record)));
      expect(back).toEqual(made);
      expect(file(back)).toBe(file(made));
    }
  });

  it('still reads the older Flow JSON, as an imported level', async () => {
    const made = await flowFamily.generate({ ...small, seed: 'old' });
    const old = flowFamily.fromPuzzleFile(JSON.parse(flowToJson(made)));
    expect(old).toMatchObject({ seed: '', settings: null, notes: [] });
    expect(flowFamily.toPuzzleFile(old).board).toEqual(flowFamily.toPuzzleFile(made).board);
    // Counted and rated again on import, it has the verdict generation gave it.
    expect(old.verdict).toEqual(made.verdict);
    expect(flowFamily.summary(old)).toContain('seed (imported)');
  });

  it('names the field at fault in a bad file', async () => {
    const record = flowFamily.toPuzzleFile(await flowFamily.generate({ ...small, seed: 'bad' }));
    const fault = (change: Record<string, unknown>) => {
      try {
        flowFamily.fromPuzzleFile({ ...record, ...change });
      } catch (error) {
        return (error as { code: string; field: string }).code === 'KNOSSOS_FLOW'
          ? (error as { field: string }).field
          : 'not a FlowError';
      }
      return 'nothing';
    };
    expect(fault({ family: 'maze' })).toBe('family');
    expect(fault({ verdict: { ...record.verdict, stars: 7 } })).toBe('verdict.stars');
    expect(fault({ board: { ...(record.board as object), dots: [0, 0] } })).toBe('board.dots[1]');
    expect(fault({ rating: { ...(record.rating as object), score: 'hard' } })).toBe('rating.score');
    expect(fault({ format: 'knossos.maze/1' })).toBe('format');
  });

  it('writes and reads csv and txt, and says why a level does not fit', async () => {
    const made = await flowFamily.generate({ ...small, seed: 'formats' });
    const { csv, txt } = flowFamily.formats;
    const fromCsv = csv!.read!(csv!.write(made));
    expect(fromCsv.solution).toEqual(made.solution);
    expect(fromCsv.verdict).toEqual(made.verdict);
    const fromTxt = txt!.read!(txt!.write(made));
    expect(fromTxt.dots.length).toBe(made.dots.length);
    expect(fromTxt.verdict.unique).toBe(true);
    expect(csv!.sniff!(csv!.write(made))).toBe(true);
    expect(txt!.sniff!(txt!.write(made))).toBe(true);
    expect(txt!.sniff!(csv!.write(made))).toBe(false);
    const hex = await flowFamily.generate({ grid: 'hex', width: 5, height: 5, seed: 'hex' });
    expect(txt!.unfit!(hex)).toBeNull();
    expect(txt!.sniff!(txt!.write(hex))).toBe(true);
    // Each colour's dots come back in reading order.
    const pairs = (dots: readonly number[]) =>
      dots.flatMap((_, i) => (i % 2 ? [] : [[dots[i]!, dots[i + 1]!].sort((a, b) => a - b)]));
    expect(pairs(txt!.read!(txt!.write(hex)).dots)).toEqual(pairs(hex.dots));
    expect(csv!.unfit!(hex)).toBe('CSV is for square levels.');
    expect(txt!.unfit!(made)).toBeNull();
    expect(csv!.unfit!({ ...made, solution: null })).toBe(
      'CSV holds a solved grid: the level has no solution.',
    );
  });
});

describe('a level with holes and bridges', () => {
  // The corners holes, a bridge in the middle: A crosses it one way, B the other.
  const text = ['#B#', 'A+A', '#B#'].join('\n');

  it('is imported from text, proven, shown and stored with its holes and bridges', async () => {
    const puzzle = flowFamily.formats.txt!.read!(text);
    expect(puzzle).toMatchObject({ holes: [0, 2, 6, 8], bridges: [4] });
    expect(puzzle.verdict).toMatchObject({ solvable: true, unique: true, uniqueLoose: true });
    expect(puzzle.solution).toEqual([-1, 1, -1, 0, 0, 0, -1, 1, -1, 1]);
    expect(flowFamily.summary(puzzle)).toMatch(/2 colours, 4 holes, 1 bridge, unique$/);
    expect(flowFamily.describeCell(puzzle, 0)).toBe('hole');
    expect(flowFamily.describeCell(puzzle, 4)).toBe('bridge');
    expect(flowFamily.formats.txt!.write(puzzle)).toBe(`${text}\n`);
    expect(flowFamily.formats.csv!.unfit!(puzzle)).toBe(
      'CSV is for square boards without holes or bridges.',
    );
    const record = flowFamily.toPuzzleFile(puzzle);
    expect(record.board).toMatchObject({ holes: [0, 2, 6, 8], bridges: [4] });
    const back = flowFamily.fromPuzzleFile(JSON.parse(JSON.stringify(record)));
    expect(back).toEqual(puzzle);
    expect(await flowFamily.verify(back)).toMatchObject({ ok: true, changed: [] });
  });
});

describe('showing a puzzle', () => {
  it('gives one line, each cell in words, text and a picture in every style', async () => {
    const made = await words();
    const colours = made.dots.length / 2;
    const stars = '★'.repeat(made.verdict.stars) + '☆'.repeat(5 - made.verdict.stars);
    expect(flowFamily.summary(made)).toBe(
      `flow square 6×6  seed words  ${stars}  ${colours} colours, unique`,
    );
    const a = made.dots[0]!;
    expect(flowFamily.describeCell(made, a)).toBe('dot of colour A');
    const inner = made.solution!.findIndex((_k, cell) => !made.dots.includes(cell));
    // The puzzle as it starts: the path through a cell is the answer, not said.
    expect(flowFamily.describeCell(made, inner)).toBe('empty');
    expect(() => flowFamily.describeCell(made, 36)).toThrow(/cell/);
    const rows = flowFamily.toText(made).split('\n');
    expect(rows).toHaveLength(6);
    // Row 0 of the text is the top row; a dot is its colour's letter, a path cell lower case.
    const [x, y] = [a % 6, Math.floor(a / 6)];
    expect(rows[5 - y]!.split(' ')[x]).toBe('A');
    const routes = (style: 'printable' | 'answer-key' | 'as-shown') =>
      flowFamily.toSketch(made, style).items.filter((item) => item.kind === 'route').length;
    expect(routes('printable')).toBe(0);
    expect(routes('answer-key')).toBe(colours);
    expect(routes('as-shown')).toBe(0);
  });
});
