// One assertion for a whole board's checks. A vitest `expect` costs tens of µs (it updates the
// test's state each call), and properties that check every cell, side or tile of thousands of
// boards spent most of their time there. Shared by the packages' tests.
import { expect } from 'vitest';

/**
 * Where {@link expectAll} collects what a board got wrong.
 * @typedef {object} Mismatches
 * @property {(got: unknown, want: unknown, where: string) => void} is Notes `where` unless `got`
 *   is `want` (`Object.is`, as `toBe` compares).
 * @property {(holds: boolean, where: string) => void} ok Notes `where` unless `holds`.
 */

/**
 * Runs the checks of one board and asserts once that none failed, listing every one that did.
 * @param {(m: Mismatches) => void} checks
 * @returns {void}
 */
export function expectAll(checks) {
  /** @type {string[]} */
  const wrong = [];
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
