// The first screen: what Knossos is, in two lines, and the way in.
import { type ReactNode, useEffect, useRef } from 'react';

/** The welcome screen; `onPlay` goes on to the mode cards. */
export function Welcome(props: { onPlay(): void }): ReactNode {
  const play = useRef<HTMLButtonElement>(null);
  // Enter or Space starts at once.
  useEffect(() => play.current?.focus(), []);
  return (
    <main className="welcome">
      <h1>Knossos</h1>
      <p>
        Every puzzle here was made by the Knossos generator and proven solvable, with its par (the
        fewest moves) and a difficulty from 1 to 5 stars.
      </p>
      <p>
        Walk five kinds of 3D maze, join the dots in Flow, and turn the pipes in Netwalk, from
        ready-made levels, endless puzzles to your order, or today's daily.
      </p>
      <button type="button" className="primary big" ref={play} onClick={props.onPlay}>
        Let's play
      </button>
    </main>
  );
}
