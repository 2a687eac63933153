import type { FlowLevel } from './level.js';
import { searchFlow } from './search.js';
import { LOOSE_CELLS } from './settings.js';
import { looseTimeLimitNote, type TimeLimit } from './time-limit.js';

/**
 * Whether a unique level stays unique when a path may run alongside itself (`uniqueLoose`):
 * checked when asked (`checkLoose`), by default on boards of up to {@link LOOSE_CELLS} cells;
 * `null` when not checked, not unique, past 200,000 search nodes, or past the time limit (then
 * with a note pushed onto `notes`). @internal
 */
export function looseUnique(
  level: FlowLevel,
  unique: boolean,
  checkLoose: boolean | undefined,
  limit: TimeLimit,
  notes: string[],
): boolean | null {
  if (!unique || !(checkLoose ?? level.width * level.height <= LOOSE_CELLS)) return null;
  // Read here, not only inside the search (every 1,024 nodes): a check begun past the
  // deadline is cut whatever its size.
  const left = limit.left();
  const loose =
    left > 0
      ? searchFlow(level, { limit: 2, touching: true, nodeBudget: 200_000, timeMs: left })
      : null;
  if (loose === null || loose.stoppedBy === 'time') {
    notes.push(looseTimeLimitNote(limit));
    return null;
  }
  return loose.stoppedBy === 'nodes' ? null : loose.count === 1;
}
