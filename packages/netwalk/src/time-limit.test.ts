// The time limit and abort signal of countNetwalkSolutions and generateNetwalk. No result here
// depends on the wall clock: a limit of 0 has passed before the call looks, a limit of 1e9 never
// passes, and the tests that need the clock to run out mid-search move it themselves (every
// look at `performance.now()` advances it by 1 ms), so where a search stops is fixed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countNetwalkSolutions,
  generateNetwalk,
  type NetwalkSettings,
  netwalkToJson,
  solveNetwalk,
  validate,
} from './index.js';

/** Each look at the clock takes 1 ms; `onLook` sees the look's number (1 for the first). */
function moveClockPerLook(onLook: (look: number) => void = () => {}): void {
  let looks = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    looks++;
    onLook(looks);
    return looks;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

// 256 solutions, found by 510 guesses: a 2-wide torus can swap every row's inner link for its
// wrapping one.
const MANY = generateNetwalk({ width: 2, height: 10, mode: 'torus', unique: false, seed: 'b' });
// Unique by deduction alone.
const PLAIN = generateNetwalk({ width: 7, height: 6, seed: 'time-limit' });
// Needs two reworks (three rounds of proof) before it is proven unique.
const REWORKED: NetwalkSettings = { width: 9, height: 9, mode: 'classic', seed: 'd' };

describe('countNetwalkSolutions with timeMs and signal', () => {
  it('the boards used here are what they are said to be', () => {
    expect(countNetwalkSolutions(MANY, 1_000)).toMatchObject({
      count: 256,
      complete: true,
      stoppedBy: null,
      guesses: 510,
    });
    expect(solveNetwalk(PLAIN).hardestRule).not.toBe('search');
    expect(generateNetwalk(REWORKED).reworks).toBe(2);
  });

  it('timeMs: 0 has run out before the search starts: stoppedBy time, complete false, no claim', () => {
    for (const board of [MANY, PLAIN]) {
      expect(countNetwalkSolutions(board, 2, { timeMs: 0 })).toEqual({
        count: 0,
        complete: false,
        stoppedBy: 'time',
        first: null,
        guesses: 0,
      });
    }
  });

  it('a negative timeMs counts as 0; NaN, Infinity and a generous one as no limit', () => {
    expect(countNetwalkSolutions(MANY, 2, { timeMs: -5 }).stoppedBy).toBe('time');
    const free = countNetwalkSolutions(MANY, 1_000);
    for (const timeMs of [Number.NaN, Number.POSITIVE_INFINITY, 1e9]) {
      expect(countNetwalkSolutions(MANY, 1_000, { timeMs })).toEqual(free);
    }
  });

  it('an already-aborted signal stops it before it starts: stoppedBy signal, nothing thrown', () => {
    const signal = AbortSignal.abort(new Error('gone'));
    for (const board of [MANY, PLAIN]) {
      const counted = countNetwalkSolutions(board, 2, { signal });
      expect(counted).toMatchObject({ count: 0, complete: false, stoppedBy: 'signal' });
    }
    // The signal is looked at before the clock.
    expect(countNetwalkSolutions(MANY, 2, { signal, timeMs: 0 }).stoppedBy).toBe('signal');
  });

  it('a deadline passed mid-search stops it at the next 256th guess, with a count that is only a lower bound', () => {
    // Looks: 1 starts the clock (deadline 3.5), 2 before deduction, 3 at guess 0, 4 at guess 256.
    moveClockPerLook();
    const counted = countNetwalkSolutions(MANY, 1_000, { timeMs: 2.5 });
    expect(counted.stoppedBy).toBe('time');
    expect(counted.complete).toBe(false);
    expect(counted.guesses).toBe(256);
    expect(counted.count).toBeGreaterThan(0);
    expect(counted.count).toBeLessThan(256);
  });

  it('a signal aborted mid-search stops it at the next look', () => {
    const controller = new AbortController();
    moveClockPerLook((look) => {
      if (look === 3) controller.abort();
    });
    // The clock (looked at only with a time limit) aborts the signal at the look at guess 0, just
    // after the signal was looked at, so the look at guess 256 sees it.
    const counted = countNetwalkSolutions(MANY, 1_000, { signal: controller.signal, timeMs: 1e9 });
    expect(counted).toMatchObject({ complete: false, stoppedBy: 'signal', guesses: 256 });
  });

  it('the limit still wins when it comes first, and is still an answer', () => {
    expect(countNetwalkSolutions(MANY, 2, { timeMs: 1e9 })).toMatchObject({
      count: 2,
      complete: true,
      stoppedBy: 'limit',
    });
  });

  it('refuses a signal that is not an AbortSignal and a timeMs that is not a number', () => {
    for (const signal of [{}, 'abort', 1, { aborted: true }]) {
      expect(() => countNetwalkSolutions(PLAIN, 2, { signal: signal as never })).toThrow(
        expect.objectContaining({ name: 'NetwalkError', field: 'signal' }),
      );
    }
    expect(() => countNetwalkSolutions(PLAIN, 2, { timeMs: '10' as never })).toThrow(
      expect.objectContaining({ name: 'NetwalkError', field: 'timeMs' }),
    );
  });
});

describe('generateNetwalk with timeMs and signal', () => {
  const SETTINGS: NetwalkSettings[] = [
    {},
    { width: 13, height: 11, mode: 'torus', seed: 'readme' },
    REWORKED,
    { width: 12, height: 8, mode: 'classic', crosses: false, seed: 7 },
    { width: 10, height: 10, branching: 0.4, seed: 'tuned' },
    { width: 6, height: 6, unique: false, seed: 'loose' },
  ];

  it('a generous time limit, or none given as NaN, gives byte for byte the board of no options', () => {
    for (const settings of SETTINGS) {
      const plain = netwalkToJson(generateNetwalk(settings));
      for (const options of [{ timeMs: 1e9 }, { timeMs: Number.NaN }, {}, null]) {
        const timed = generateNetwalk(settings, options);
        expect(netwalkToJson(timed)).toBe(plain);
        expect(timed).toEqual(generateNetwalk(settings));
      }
      // An AbortSignal that is never aborted changes nothing either.
      const live = new AbortController().signal;
      expect(netwalkToJson(generateNetwalk(settings, { signal: live }))).toBe(plain);
    }
  });

  it('timeMs: 0 gives a valid board not proven unique, with a Time limit note, never a throw', () => {
    for (const settings of SETTINGS.filter((s) => s.unique !== false)) {
      const board = generateNetwalk(settings, { timeMs: 0 });
      expect(board.unique).toBe(false);
      expect(board.settings.unique).toBe(true);
      expect(board.settings).not.toHaveProperty('timeMs');
      const timeNotes = board.notes.filter((note) => note.startsWith('Time limit:'));
      expect(timeNotes).toEqual([
        'Time limit: the uniqueness proof was cut by the time limit after 0 ms, so this board is not proven unique.',
      ]);
      // The time limit is the reason, not a proof that failed in 20 trees.
      expect(board.notes.some((note) => note.startsWith('Unique:'))).toBe(false);
      expect(validate(board).problems.filter((p) => !p.startsWith('Tile kinds:'))).toEqual([]);
    }
    expect(generateNetwalk({}, { timeMs: -1 }).notes.at(-1)).toMatch(/after 0 ms/);
  });

  it('without uniqueness asked for there is no proof to cut: timeMs: 0 changes nothing', () => {
    const settings = { width: 6, height: 6, unique: false, seed: 'loose' };
    expect(generateNetwalk(settings, { timeMs: 0 })).toEqual(generateNetwalk(settings));
  });

  it('a deadline passed between rounds of proof stops the proof there, with the note', () => {
    // Looks: 1 starts the clock (deadline 2.5), 2 before round 1, 3 before round 2.
    moveClockPerLook();
    const board = generateNetwalk(REWORKED, { timeMs: 1.5 });
    vi.restoreAllMocks();
    expect(board.unique).toBe(false);
    expect(board.attempts).toBe(1);
    expect(board.reworks).toBeGreaterThan(0);
    expect(board.reworks).toBeLessThan(generateNetwalk(REWORKED).reworks);
    expect(board.notes).toContain(
      'Time limit: the uniqueness proof was cut by the time limit after 1.5 ms, so this board is not proven unique.',
    );
    expect(validate(board).ok).toBe(true);
  });

  it('an already-aborted signal throws its reason before any work', () => {
    const reason = new Error('stop now');
    expect(() => generateNetwalk({}, { signal: AbortSignal.abort(reason) })).toThrow(reason);
    // The default reason is the AbortError DOMException, as throwIfAborted throws it.
    const controller = new AbortController();
    controller.abort();
    expect(() => generateNetwalk({}, { signal: controller.signal })).toThrow(
      expect.objectContaining({ name: 'AbortError' }),
    );
    // The signal is looked at before the time limit.
    expect(() => generateNetwalk({}, { signal: AbortSignal.abort(reason), timeMs: 0 })).toThrow(
      reason,
    );
  });

  it('a signal aborted between rounds of proof throws its reason there', () => {
    const controller = new AbortController();
    const reason = new Error('cancelled mid-proof');
    moveClockPerLook((look) => {
      if (look === 2) controller.abort(reason);
    });
    // Aborted at the look before round 1 (just after the signal was looked at), seen before round 2.
    expect(() => generateNetwalk(REWORKED, { signal: controller.signal, timeMs: 1e9 })).toThrow(
      reason,
    );
  });

  it('refuses a signal that is not an AbortSignal and a timeMs that is not a number', () => {
    for (const signal of [{}, 'abort', { aborted: false }]) {
      expect(() => generateNetwalk({}, { signal: signal as never })).toThrow(
        expect.objectContaining({ name: 'NetwalkError', field: 'signal' }),
      );
    }
    expect(() => generateNetwalk({}, { timeMs: '5' as never })).toThrow(
      expect.objectContaining({ name: 'NetwalkError', field: 'timeMs' }),
    );
  });
});

describe('solveNetwalk with timeMs and signal', () => {
  it('a spent limit stops the search after deduction: not complete, neither unique nor unsolved', () => {
    const free = solveNetwalk(MANY);
    expect(free).toMatchObject({ solved: true, unique: false, complete: true, stoppedBy: 'limit' });
    const cut = solveNetwalk(MANY, { timeMs: 0 });
    expect(cut).toMatchObject({ solved: false, unique: false, complete: false, stoppedBy: 'time' });
    const aborted = new AbortController();
    aborted.abort();
    expect(solveNetwalk(MANY, { signal: aborted.signal }).stoppedBy).toBe('signal');
    // Deduction alone needs no search, so no limit can cut it.
    expect(solveNetwalk(PLAIN, { timeMs: 0 })).toEqual(solveNetwalk(PLAIN));
    expect(solveNetwalk(PLAIN).stoppedBy).toBeNull();
  });
});
