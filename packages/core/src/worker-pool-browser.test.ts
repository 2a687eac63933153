// The browser's worker-pool entry never makes a pool: batches in a page run in the calling thread.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnossosError } from './errors.js';
import { availableWorkers, createWorkerPool, poolThreads } from './worker-pool-browser.js';

describe('worker-pool in a browser', () => {
  it('answers null for every batch, so no pool is asked for', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -5, max: 64 }), { nil: undefined }),
        fc.nat(1000),
        (w, n) => {
          expect(poolThreads(w, n)).toBeNull();
        },
      ),
    );
    expect(availableWorkers()).toBe(1);
  });

  it('refuses to make a pool with a Knossos error naming the field', () => {
    let caught: unknown;
    try {
      createWorkerPool('worker.js', 2);
    } catch (e) {
      caught = e;
    }
    expect(isKnossosError(caught)).toBe(true);
    expect((caught as { field: string }).field).toBe('threads');
  });
});
