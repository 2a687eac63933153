// "Building…": an Endless (or daily) puzzle being made in the worker, with Cancel.
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { MazeMode } from '../modes/modes.js';
import { type EndlessRequest, makePuzzle } from '../worker/endless.js';
import type { Session } from './session.js';

const TITLES = { maze: 'Maze', flow: 'Flow', netwalk: 'Netwalk' } as const;

/**
 * The stars of an Endless title: `3★ asked` when the puzzle has the stars asked for, `5★ asked,
 * 4★ made` when every try missed (the puzzle's `Verified:` note), `unrated` for 0 stars.
 */
export function starsWording(asked: number, made: number): string {
  if (made === asked) return `${asked}★ asked`;
  return `${asked}★ asked, ${made > 0 ? `${made}★` : 'unrated'} made`;
}

/** The session of a puzzle the worker made for a request. */
function sessionOf(
  request: EndlessRequest,
  made: { family: string; puzzle: unknown; stars: number },
  mode: MazeMode | undefined,
  daily: string | undefined,
): Session {
  const family = made.family as Session['family'];
  const name = mode?.title ?? TITLES[family];
  return {
    family,
    puzzle: made.puzzle,
    mode,
    origin: daily === undefined ? { kind: 'endless', request } : { kind: 'daily', date: daily },
    title:
      daily === undefined
        ? `${name} · Endless, ${starsWording(Math.round(request.stars), made.stars)}`
        : `${name} · Daily ${daily}`,
  } as Session;
}

/** Makes the puzzle, then hands it on; Cancel stops the worker and goes back. */
export function BuildingScreen(props: {
  request: EndlessRequest;
  mode?: MazeMode | undefined;
  daily?: string | undefined;
  onReady(session: Session): void;
  onCancel(): void;
}): ReactNode {
  const [failure, setFailure] = useState('');
  const { request } = props;
  // The rest of the props as they are when the puzzle arrives.
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    const controller = new AbortController();
    makePuzzle(request, controller.signal).then(
      (made) => {
        if (controller.signal.aborted) return;
        const { mode, daily, onReady } = latest.current;
        onReady(sessionOf(request, made, mode, daily));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(String((error as Error)?.message ?? error));
      },
    );
    return () => controller.abort();
  }, [request]);
  return (
    <main className="building" aria-busy={failure === ''}>
      {failure === '' ? (
        <p className="building-note" role="status">
          <span className="spinner" aria-hidden="true" /> Building…
        </p>
      ) : (
        <p role="alert">Could not build the puzzle: {failure}</p>
      )}
      <button type="button" onClick={props.onCancel}>
        {failure === '' ? 'Cancel' : 'Back'}
      </button>
    </main>
  );
}
