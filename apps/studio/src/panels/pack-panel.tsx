// Packs: saving the set (or the puzzle shown) and loading a pack, with what is wrong with a bad one.
import { type ReactNode, useState } from 'react';
import { download } from '../download.js';
import { packFromJson, packToJson } from '../pack.js';
import type { Puzzle } from '../puzzle.js';

/** Save set, Save current and Load pack; a pack that does not load leaves the set as it was. */
export function PackPanel(props: {
  puzzles: readonly Puzzle[];
  current: Puzzle | undefined;
  onLoad: (p: Puzzle[]) => void;
}): ReactNode {
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="pack">
      <h3>Packs</h3>
      <div className="row">
        <button
          type="button"
          disabled={props.puzzles.length === 0}
          onClick={() =>
            download('knossos-pack.json', packToJson(props.puzzles), 'application/json')
          }
        >
          Save set
        </button>
        <button
          type="button"
          disabled={!props.current}
          onClick={() =>
            props.current &&
            download('knossos-puzzle.json', packToJson([props.current]), 'application/json')
          }
        >
          Save current
        </button>
        <label className="file">
          Load pack{' '}
          <input
            aria-label="Load pack"
            type="file"
            accept=".json,application/json"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              try {
                const loaded = packFromJson(await file.text());
                setError(null);
                props.onLoad(loaded);
              } catch (err) {
                setError(`${file.name}: ${(err as Error).message}`);
              }
              e.target.value = '';
            }}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </div>
  );
}
