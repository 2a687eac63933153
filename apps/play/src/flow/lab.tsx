// A lab page (games-lab.html, not part of the build) that mounts the Flow or Netwalk game on a
// generated level, for trying the games before the shell has them. Query: `game=flow|netwalk`,
// `w`, `h`, `seed`, Flow's `grid=square|hex`, Netwalk's `mode=bounded|torus|classic`.
import { flowFamily } from '@knossos/flow';
import { netwalkFamily } from '@knossos/netwalk';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { GameResult } from '../modes/results.js';
import { NetwalkGame } from '../netwalk/netwalk-game.js';
import { FlowGame } from './flow-game.js';

const query = new URLSearchParams(window.location.search);
const width = Number(query.get('w') ?? 6);
const height = Number(query.get('h') ?? 6);
const seed = query.get('seed') ?? 'lab';

type Level =
  | { game: 'flow'; puzzle: Awaited<ReturnType<typeof flowFamily.generate>> }
  | { game: 'netwalk'; puzzle: Awaited<ReturnType<typeof netwalkFamily.generate>> };

async function make(): Promise<Level> {
  if (query.get('game') === 'netwalk') {
    const mode = (query.get('mode') ?? 'bounded') as 'bounded' | 'torus' | 'classic';
    return { game: 'netwalk', puzzle: await netwalkFamily.generate({ width, height, mode, seed }) };
  }
  const grid = (query.get('grid') ?? 'square') as 'square' | 'hex';
  return { game: 'flow', puzzle: await flowFamily.generate({ width, height, grid, seed }) };
}

function Lab(): ReactNode {
  const [level, setLevel] = useState<Level | null>(null);
  const [result, setResult] = useState<GameResult | null>(null);
  useEffect(() => {
    make().then((l) => {
      setLevel(l);
      (window as unknown as { labLevel: Level }).labLevel = l;
    });
  }, []);
  if (level === null) return <p>Generating…</p>;
  return (
    <div style={{ padding: '1rem' }}>
      {level.game === 'flow' ? (
        <FlowGame puzzle={level.puzzle} onWin={setResult} />
      ) : (
        <NetwalkGame puzzle={level.puzzle} onWin={setResult} />
      )}
      <pre data-testid="lab-result">{result ? JSON.stringify(result) : 'playing'}</pre>
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Lab />
  </StrictMode>,
);
