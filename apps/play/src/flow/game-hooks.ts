// What the Flow and Netwalk games share as React components: they take the keyboard as they
// open, and report a win once per puzzle.
import { type RefObject, useEffect, useRef } from 'react';

/** A ref for the game's frame, which is focused once when the game opens (its keys work at once). */
export function useFocusOnOpen(): RefObject<HTMLDivElement | null> {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => frame.current?.focus({ preventScroll: true }), []);
  return frame;
}

/**
 * Calls `onWin(result())` once when `won` turns true for `puzzle`, and again only for another
 * puzzle; the latest `onWin` is called, so the caller need not memoise it.
 *
 * @param puzzle - the puzzle played; a new one allows a new report.
 * @param won - whether the session of this very puzzle is solved.
 * @param result - the result to report, read when the win is reported.
 * @param onWin - the caller's handler.
 */
export function useReportWin<R>(
  puzzle: unknown,
  won: boolean,
  result: () => R,
  onWin: (result: R) => void,
): void {
  const handler = useRef(onWin);
  handler.current = onWin;
  const read = useRef(result);
  read.current = result;
  const reported = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new puzzle allows a new report
  useEffect(() => {
    reported.current = false;
  }, [puzzle]);
  useEffect(() => {
    if (!won || reported.current) return;
    reported.current = true;
    handler.current(read.current());
  }, [won]);
}
