// The mode cards' "Forget all progress": every pack's bests wiped, after a plain question.
import { type ReactNode, useState } from 'react';
import { resetProgress } from '../modes/progress.js';

/** A button that forgets every pack's bests once the player says yes. */
export function ForgetAll(): ReactNode {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState(false);
  if (!asking) {
    return (
      <p className="forget-all">
        <button
          type="button"
          onClick={() => {
            setAsking(true);
            setDone(false);
          }}
        >
          Forget all progress
        </button>
        {done && <span role="status"> Every pack starts afresh.</span>}
      </p>
    );
  }
  return (
    <p className="forget-all confirm" role="alert">
      Forget every best in every pack (mazes, Flow and Netwalk)?{' '}
      <button
        type="button"
        onClick={() => {
          resetProgress();
          setAsking(false);
          setDone(true);
        }}
      >
        Yes, forget all
      </button>{' '}
      <button type="button" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </p>
  );
}
