// Progress per pack level in storage: bests, pips, helped and race wins, resets, the win words.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bestWording,
  levelRecord,
  memoryStorage,
  packProgress,
  progressStorage,
  recordWin,
  resetProgress,
  STORAGE_PREFIX,
  setProgressStorage,
} from '../src/modes/progress.js';

const win = (moves: number, par: number, helped = false) => ({ moves, par, helped });

beforeEach(() => setProgressStorage(memoryStorage()));

describe('recordWin and levelRecord', () => {
  it('keeps the first win, then only better ones, under knossos.play.', () => {
    expect(levelRecord('classic', 0)).toBeNull();
    const first = recordWin('classic', 0, win(31, 24));
    expect(first).toEqual({ recorded: true, newBest: true });
    expect(bestWording(first)).toBe('Level complete!');
    expect(levelRecord('classic', 0)).toEqual({ best: 31, par: 24, pips: 1, state: 'solved' });
    const worse = recordWin('classic', 0, win(35, 24));
    expect(worse).toEqual({ recorded: true, newBest: false, previous: 31 });
    expect(bestWording(worse)).toBe('Your best is 31');
    const same = recordWin('classic', 0, win(31, 24));
    expect(same.newBest).toBe(false);
    const better = recordWin('classic', 0, win(24, 24));
    expect(better).toEqual({ recorded: true, newBest: true, previous: 31 });
    expect(bestWording(better)).toBe('New best');
    expect(levelRecord('classic', 0)).toEqual({ best: 24, par: 24, pips: 3, state: 'par' });
    const keys = Array.from({ length: progressStorage().length }, (_, i) =>
      progressStorage().key(i),
    );
    expect(keys).toEqual([`${STORAGE_PREFIX}best.classic.0`]);
  });

  it('does not record a win the solver helped with', () => {
    const helped = recordWin('dungeon', 3, win(10, 10, true));
    expect(helped).toEqual({ recorded: false, newBest: false });
    expect(levelRecord('dungeon', 3)).toBeNull();
    recordWin('dungeon', 3, win(14, 10));
    expect(recordWin('dungeon', 3, win(10, 10, true))).toEqual({
      recorded: false,
      newBest: false,
      previous: 14,
    });
    expect(levelRecord('dungeon', 3)?.best).toBe(14);
  });

  it('marks a race solved without keeping a best', () => {
    const raced = recordWin('race', 1, win(40, 60), { race: true });
    expect(raced).toEqual({ recorded: true, newBest: false });
    expect(levelRecord('race', 1)).toEqual({ best: null, par: 60, pips: 0, state: 'solved' });
    expect(packProgress('race', 3).levels).toEqual(['todo', 'solved', 'todo']);
  });

  it('ignores damaged records', () => {
    const store = progressStorage();
    store.setItem(`${STORAGE_PREFIX}best.roll.0`, 'not json');
    store.setItem(`${STORAGE_PREFIX}best.roll.1`, '{"best":-3,"par":5}');
    store.setItem(`${STORAGE_PREFIX}best.roll.2`, '{"best":4}');
    expect([0, 1, 2].map((i) => levelRecord('roll', i))).toEqual([null, null, null]);
    expect(recordWin('roll', 0, win(9, 8)).newBest).toBe(true);
  });
});

describe('packProgress and resetProgress', () => {
  it('counts solved and on-par levels and finds the first still to do', () => {
    recordWin('tower', 0, win(20, 20));
    recordWin('tower', 1, win(25, 20));
    recordWin('tower', 3, win(9, 9));
    const progress = packProgress('tower', 5);
    expect(progress).toEqual({
      levels: ['par', 'solved', 'todo', 'par', 'todo'],
      solved: 3,
      onPar: 2,
      next: 2,
    });
    expect(packProgress('tower').levels).toHaveLength(8);
  });

  it('forgets one pack or all', () => {
    recordWin('flow', 0, win(5, 5));
    recordWin('netwalk', 0, win(17, 17));
    progressStorage().setItem('other.key', 'kept');
    resetProgress('flow');
    expect(levelRecord('flow', 0)).toBeNull();
    expect(levelRecord('netwalk', 0)).not.toBeNull();
    resetProgress();
    expect(levelRecord('netwalk', 0)).toBeNull();
    expect(progressStorage().getItem('other.key')).toBe('kept');
    expect(packProgress('netwalk', 2)).toEqual({
      levels: ['todo', 'todo'],
      solved: 0,
      onPar: 0,
      next: 0,
    });
  });

  it('keeps progress on the page when storage refuses writes', () => {
    const refusing = memoryStorage();
    setProgressStorage(refusing);
    recordWin('classic', 0, win(40, 30));
    refusing.setItem('other.key', 'not the game’s');
    refusing.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(recordWin('classic', 2, win(30, 30))).toEqual({ recorded: true, newBest: true });
    // Neither this win nor the one before is lost while the page is open.
    expect(levelRecord('classic', 2)).toMatchObject({ best: 30, state: 'par' });
    expect(levelRecord('classic', 0)).toMatchObject({ best: 40, state: 'solved' });
    expect(recordWin('classic', 2, win(31, 30))).toEqual({
      recorded: true,
      newBest: false,
      previous: 30,
    });
    expect(packProgress('classic', 3)).toMatchObject({ solved: 2, onPar: 1, next: 1 });
    // Only the game's keys were copied; the refusing storage holds what it held.
    expect(progressStorage()).not.toBe(refusing);
    expect(progressStorage().getItem('other.key')).toBeNull();
    expect(refusing.getItem('knossos.play.best.classic.2')).toBeNull();
  });
});
