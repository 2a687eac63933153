// The Flow and Netwalk screens' Daily tab: today's date, whether today's puzzle is solved, and
// Play. The day is read once per showing, so the date shown is the day whose puzzle is asked for.
import type { ReactNode } from 'react';
import { dailyRequest, localDay } from '../modes/daily.js';
import type { EndlessRequest } from '../worker/endless.js';
import { dailySolved } from './daily-solved.js';

/** The Daily tab; `onBuild` gets today's request and its day (`YYYY-MM-DD`). */
export function DailyTab(props: {
  family: 'flow' | 'netwalk';
  onBuild(request: EndlessRequest, day: string): void;
}): ReactNode {
  const today = localDay();
  const solved = dailySolved(props.family, today);
  return (
    <section className="daily" aria-label="Daily">
      <p>
        Today's puzzle, <time dateTime={today}>{today}</time>: the same for everyone today.
      </p>
      {solved && (
        <p className="daily-solved" data-testid="daily-solved">
          ✓ Solved today. A new one comes tomorrow.
        </p>
      )}
      <button
        type="button"
        className="primary big"
        onClick={() => props.onBuild(dailyRequest(props.family, today), today)}
      >
        {solved ? "Play today's puzzle again" : "Play today's puzzle"}
      </button>
    </section>
  );
}
