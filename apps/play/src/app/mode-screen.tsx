// A maze mode's screen: two tabs, Endless (a grid, the stars, Play) and Level Pack (the pack's
// numbered levels). The choices are remembered per mode while the page is open.
import type { MazeData } from '@knossos/maze';
import { type ReactNode, useState } from 'react';
import { type MazeMode, type MazeModeId, modeNamed } from '../modes/modes.js';
import { packNamed } from '../modes/packs.js';
import type { EndlessRequest } from '../worker/endless.js';
import { EndlessPicker } from './endless-picker.js';
import { LevelGrid } from './level-grid.js';
import { freshSeed, type Session } from './session.js';

/** What a mode screen remembers: the tab, the Endless grid and stars. */
interface ModeChoices {
  tab: 'endless' | 'pack';
  grid: string;
  stars: number;
}
const CHOICES = new Map<MazeModeId, ModeChoices>();

/** A pack level of a maze mode as a session. */
export function packSession(mode: MazeMode, index: number): Session | null {
  const pack = packNamed(mode.pack);
  const puzzle = pack.levels[index] as MazeData | undefined;
  if (puzzle === undefined) return null;
  return {
    family: 'maze',
    puzzle,
    mode,
    origin: { kind: 'pack', pack: pack.name, index },
    title: `${mode.title} · Level ${index + 1}`,
  };
}

/** An Endless request of a maze mode with a fresh seed. */
export function mazeRequest(mode: MazeMode, grid: string, stars: number): EndlessRequest {
  return { family: 'maze', mode: mode.id, grid, stars, seed: freshSeed() } as EndlessRequest;
}

/** The tabs of a mode. */
export function Tabs<T extends string>(props: {
  tabs: readonly (readonly [T, string])[];
  value: T;
  onChange(tab: T): void;
}): ReactNode {
  return (
    <div className="tabs" role="tablist">
      {props.tabs.map(([id, title]) => (
        <button
          type="button"
          role="tab"
          key={id}
          aria-selected={props.value === id}
          onClick={() => props.onChange(id)}
        >
          {title}
        </button>
      ))}
    </div>
  );
}

/** A maze mode's screen. */
export function ModeScreen(props: {
  modeId: MazeModeId;
  onPlay(session: Session): void;
  onBuild(request: EndlessRequest, mode: MazeMode): void;
  onMenu(): void;
}): ReactNode {
  const mode = modeNamed(props.modeId);
  const [choices, setChoices] = useState<ModeChoices>(
    () => CHOICES.get(mode.id) ?? { tab: 'pack', grid: mode.grids[0] ?? 'square', stars: 2 },
  );
  const choose = (change: Partial<ModeChoices>) => {
    const next = { ...choices, ...change };
    CHOICES.set(mode.id, next);
    setChoices(next);
  };
  const pack = packNamed(mode.pack);
  return (
    <main className="mode" style={{ '--mode-color': mode.color } as React.CSSProperties}>
      <header className="bar">
        <h1>{mode.title}</h1>
        <button type="button" onClick={props.onMenu}>
          Menu
        </button>
      </header>
      <p className="blurb">{mode.blurb}</p>
      <Tabs
        tabs={[
          ['endless', 'Endless'],
          ['pack', 'Level Pack'],
        ]}
        value={choices.tab}
        onChange={(tab) => choose({ tab })}
      />
      {choices.tab === 'endless' ? (
        <EndlessPicker
          grids={mode.grids}
          grid={choices.grid}
          stars={choices.stars}
          onGrid={(grid) => choose({ grid })}
          onStars={(stars) => choose({ stars })}
          onPlay={() => props.onBuild(mazeRequest(mode, choices.grid, choices.stars), mode)}
        />
      ) : (
        <LevelGrid
          pack={pack.name}
          count={pack.levels.length}
          onPlay={(index) => {
            const session = packSession(mode, index);
            if (session) props.onPlay(session);
          }}
        />
      )}
    </main>
  );
}
