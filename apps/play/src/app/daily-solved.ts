// Which day's daily puzzle each family was last solved on, so the Daily tab can say "solved
// today". Kept beside the pack progress (`knossos.play.daily.<family>` = `YYYY-MM-DD`); a storage
// that refuses the write only loses the mark.
import { progressStorage, STORAGE_PREFIX } from '../modes/progress.js';

const keyOf = (family: string) => `${STORAGE_PREFIX}daily.${family}`;

/** Marks the daily puzzle of `family` for `day` (`YYYY-MM-DD`, a `localDay`) as solved. */
export function markDailySolved(family: string, day: string): void {
  try {
    progressStorage().setItem(keyOf(family), day);
  } catch {
    // Storage refused: the Daily tab just will not say it was solved.
  }
}

/** Whether the daily puzzle of `family` for `day` (`YYYY-MM-DD`) was solved. */
export function dailySolved(family: string, day: string): boolean {
  try {
    return progressStorage().getItem(keyOf(family)) === day;
  } catch {
    return false;
  }
}
