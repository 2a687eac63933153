// One assertion for a whole board's checks: a vitest `expect` costs tens of µs (it updates the
// test's state each call), and properties that check every tile of 2,000 boards spent most of
// their time there.
import { expect } from 'vitest';

/** Where {@link expectAll} collects what a board got wrong. */
export interface Mismatches {
  /** Notes `where` unless `got` is `want` (`Object.is`, as `toBe` compares). */
  is(got: unknown, want: unknown, where: string): void;
  /** Notes `where` unless `holds`. */
  ok(holds: boolean, where: string): void;
}

/** Runs the checks of one board and asserts once that none failed, listing every one that did. */
export function expectAll(checks: (m: Mismatches) => void): void {
  const wrong: string[] = [];
  checks({
    is(got, want, where) {
      if (!Object.is(got, want)) wrong.push(`${where}: ${String(got)}, expected ${String(want)}`);
    },
    ok(holds, where) {
      if (!holds) wrong.push(where);
    },
  });
  expect(wrong).toEqual([]);
}
