// The Netwalk family object: settings, verified tries with a stars target, batches, verify.
// The puzzle file and the text formats are tested in family-files.test.ts.
import type { PuzzleFamily } from '@knossos/core';
import type { Sketch } from '@knossos/export';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampNetwalkSettings,
  defaultNetwalkSettings,
  generateNetwalk,
  NETWALK_AIM_LADDER,
  NETWALK_PRESETS,
  NETWALK_SETTINGS,
  type NetwalkPuzzle,
  type NetwalkSettings,
  netwalkFamily,
} from './index.js';

// Checked by the compiler: the object is the contract, exactly.
const family: PuzzleFamily<NetwalkPuzzle, NetwalkSettings, Sketch> = netwalkFamily;
const SMALL: NetwalkSettings = { width: 5, height: 5 };
const file = (puzzle: NetwalkPuzzle) => JSON.stringify(family.toPuzzleFile(puzzle));

describe('settings', () => {
  it('the defaults are the table’s, in range, and clamp to themselves without notes', () => {
    const defaults = defaultNetwalkSettings() as unknown as Record<string, unknown>;
    for (const spec of NETWALK_SETTINGS) expect(defaults[spec.name], spec.name).toBe(spec.default);
    expect(clampNetwalkSettings(defaults)).toEqual({ settings: defaults, notes: [] });
    expect(family.defaultSettings()).toEqual(defaults);
  });

  it('clamps every number to its row of the table, with a note naming the setting', () => {
    for (const spec of NETWALK_SETTINGS.filter((s) => s.max !== undefined)) {
      const { settings, notes } = clampNetwalkSettings({ [spec.name]: spec.max! + 7 });
      expect((settings as unknown as Record<string, unknown>)[spec.name]).toBe(spec.max);
      expect(notes).toEqual([
        `${spec.label}: ${spec.max! + 7} is outside ${spec.min}–${spec.max}; used ${spec.max}.`,
      ]);
    }
  });

  it('puts odd values right with one note each, and never throws', () => {
    const { settings, notes } = clampNetwalkSettings({
      width: 4.6,
      height: 'tall',
      mode: 'Torus',
      unique: 'yes',
      branching: -1,
      straights: null,
      stars: 2.4,
      seed: 17,
    });
    expect(settings).toEqual({
      width: 5,
      height: 9,
      mode: 'bounded',
      grid: 'square',
      unique: true,
      crosses: true,
      branching: 0,
      straights: null,
      barriers: 0,
      empty: 0,
      avoidObvious: false,
      hardestRule: 'any',
      stepsPerTile: null,
      stars: 2,
      seed: '17',
    });
    expect(notes).toEqual([
      'Width: 4.6 is not a whole number; used 5.',
      'Height: "tall" is not a number; used 9.',
      'Mode: "Torus" is not bounded, torus or classic; used bounded.',
      'Unique: "yes" is not true or false; used true.',
      'Branching: -1 is outside 0–1; used 0.',
      'Stars: 2.4 is not a whole number; used 2.',
    ]);
    expect(clampNetwalkSettings('big').notes).toEqual([
      'Settings: "big" is not an object; used the defaults.',
    ]);
    expect(clampNetwalkSettings({ mode: 'torus', width: 1 }).notes).toEqual([
      'Width: 1 is outside 2–128; used 2.',
      'Width: a unique torus needs 3 or more; used 3.',
    ]);
  });

  it('any request clamps into the table’s ranges, and generateNetwalk uses the same clamp', () => {
    const value = fc.oneof(fc.integer({ min: -300, max: 300 }), fc.double(), fc.string());
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('width', 'height', 'stars', 'branching'), value),
        (input) => {
          const { settings } = clampNetwalkSettings(input);
          for (const spec of NETWALK_SETTINGS.filter((s) => s.min !== undefined)) {
            const v = (settings as unknown as Record<string, number | null>)[spec.name];
            if (v === null) continue;
            expect(v).toBeGreaterThanOrEqual(spec.min!);
            expect(v).toBeLessThanOrEqual(spec.max!);
          }
        },
      ),
    );
    const board = generateNetwalk({ width: 1, height: 3, stars: 8 });
    expect(board.settings).toMatchObject({ width: 2, height: 3, stars: 5 });
    expect(board.notes).toContain('Stars: 8 is outside 0–5; used 5.');
  });

  it('has the presets the apps had, each in range', () => {
    expect(NETWALK_PRESETS.map((p) => p.name)).toEqual([
      'Netwalk/Torus 13×11',
      'Netwalk/Bounded 7×7',
      'Netwalk/Classic 9×9',
      'Netwalk/Expert 20×20',
    ]);
    for (const preset of NETWALK_PRESETS) {
      expect(clampNetwalkSettings(preset.settings).notes, preset.name).toEqual([]);
    }
  });
});

describe('generateVerified with a stars target', () => {
  it('meets every target by climbing the ladder of aims, keeping the try’s seed and aim, which rebuild it', async () => {
    for (let stars = 1; stars <= 5; stars++) {
      const made = await family.generateVerified({ ...SMALL, seed: 'stars' }, { stars });
      expect(made.verdict.stars, `${stars}★`).toBe(stars);
      expect(made.seed).toMatch(/^stars(#\d)?$/);
      expect(made.settings).toMatchObject({ stars, seed: made.seed });
      // The aim the try had is one rung of the ladder, kept in the settings.
      const aim = {
        hardestRule: made.settings!.hardestRule,
        stepsPerTile: made.settings!.stepsPerTile,
      };
      expect(NETWALK_AIM_LADDER).toContainEqual(aim);
      expect(family.meetsRequest(made)).toBe(true);
      expect(family.shortfalls(made)).toEqual([]);
      const again = await family.generate(family.settingsOf(made)!);
      expect(file(again)).toBe(file(made));
    }
  });

  it('takes the target from the settings too, and the first try when there is none', async () => {
    const fromSettings = await family.generateVerified({ ...SMALL, seed: 'stars', stars: 2 });
    const fromOptions = await family.generateVerified({ ...SMALL, seed: 'stars' }, { stars: 2 });
    expect(file(fromSettings)).toBe(file(fromOptions));
    const first = await family.generateVerified({ ...SMALL, seed: 'stars' });
    expect(first.seed).toBe('stars');
    expect(first.settings).toMatchObject({ hardestRule: 'any', stepsPerTile: null });
  });

  it('keeps the closest try with a note when none meets the target', async () => {
    // An aim of the request's own is kept (no ladder), and edges-only 5 × 5 boards never
    // score past the 5★ band.
    const made = await family.generateVerified(
      { ...SMALL, seed: 'stars', hardestRule: 'edges' },
      { stars: 5 },
    );
    expect(made.settings).toMatchObject({ hardestRule: 'edges' });
    expect(family.meetsRequest(made)).toBe(false);
    const [shortfall] = family.shortfalls(made);
    expect(shortfall).toMatch(/^Stars: asked for 5★, made [1-4]★\.$/);
    expect(made.notes.at(-1)).toBe(
      `Verified: none of 8 tries met the request; kept the closest (${shortfall!.slice(0, -1)}).`,
    );
  });

  it('clamps tries with a note, and one time limit covers every try', async () => {
    const one = await family.generateVerified({ ...SMALL, seed: 'stars' }, { stars: 3, tries: 0 });
    expect(one.seed).toBe('stars');
    expect(one.notes[0]).toBe('Tries: 0 is outside 1–1000; used 1.');
    const cut = await family.generateVerified({ ...SMALL, seed: 'stars' }, { stars: 3, timeMs: 0 });
    expect(cut.verdict.timedOut).toBe(true);
    expect(family.shortfalls(cut)).toContain(
      'Proven: a limit cut the proof, so the verdict is not proven.',
    );
    expect(cut.notes.at(-1)).toMatch(/time limit stopped the tries before 8/);
  });
});

describe('generateBatch', () => {
  it('puts puzzle i at the seed root-i, each as verified generation makes it alone', async () => {
    const seen: number[] = [];
    const batch = await family.generateBatch({ ...SMALL, mode: 'torus' }, 3, {
      seed: 'batch',
      workers: 2,
      stars: 3,
      onProgress: (p) => {
        expect(p.total).toBe(3);
        seen.push(p.index);
      },
    });
    expect([...seen].sort()).toEqual([0, 1, 2]);
    for (let i = 0; i < 3; i++) {
      const alone = await family.generateVerified(
        { ...SMALL, mode: 'torus', seed: `batch-${i}` },
        { stars: 3 },
      );
      expect(file(batch[i]!)).toBe(file(alone));
    }
    // One puzzle is made in this thread, the same again.
    const here = await family.generateBatch({ ...SMALL, mode: 'torus' }, 1, {
      seed: 'batch',
      stars: 3,
    });
    expect(file(here[0]!)).toBe(file(batch[0]!));
  });

  it('rejects with the signal’s reason when aborted, and refuses a bad count', async () => {
    const controller = new AbortController();
    const reason = new Error('stop the batch');
    const run = family.generateBatch(SMALL, 4, {
      seed: 'abort',
      workers: 1,
      signal: controller.signal,
      onProgress: () => controller.abort(reason),
    });
    await expect(run).rejects.toBe(reason);
    const early = AbortSignal.abort(reason);
    await expect(family.generateBatch(SMALL, 2, { signal: early })).rejects.toBe(reason);
    await expect(family.generateBatch(SMALL, -1)).rejects.toMatchObject({
      name: 'NetwalkError',
      field: 'count',
    });
    expect(await family.generateBatch(SMALL, 0)).toEqual([]);
  });
});

describe('verify', () => {
  it('finds nothing changed on a puzzle it made, and flags a tampered verdict', async () => {
    const made = await family.generate({ ...SMALL, seed: 'verify' });
    expect(await family.verify(made)).toMatchObject({ ok: true, changed: [] });
    const { stars, par } = made.verdict;
    const tampered = { ...made, verdict: { ...made.verdict, stars: stars + 1, par: par! + 2 } };
    const caught = await family.verify(tampered);
    expect(caught.ok).toBe(false);
    expect(caught.changed).toEqual([`par ${par! + 2} → ${par}`, `stars ${stars + 1} → ${stars}`]);
    expect(caught.puzzle.verdict).toEqual(made.verdict);
  });

  it('a proof the time limit cuts changes nothing and is not ok', async () => {
    // 256 solutions: the search after deduction is needed, and timeMs 0 cuts it.
    const many = await family.generate({ width: 2, height: 10, mode: 'torus', unique: false });
    expect(many.verdict).toMatchObject({ unique: false, timedOut: false, countComplete: true });
    expect(many.verdict.optimalCount).toBeGreaterThan(0);
    const cut = await family.verify(many, { timeMs: 0 });
    expect(cut).toMatchObject({ ok: false, changed: [] });
    expect(cut.after.timedOut).toBe(true);
    expect(cut.after.notes[0]).toMatch(/^Time limit: ran out after/);
  });
});
