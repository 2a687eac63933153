// The Flow and Netwalk screens: the pack's levels grouped by size, Endless (a size and the
// stars) and Daily (today's puzzle, the same for everyone on this date).
import type { FlowPuzzle } from '@knossos/flow';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { type ReactNode, useState } from 'react';
import { sizeName } from '../modes/endless-sizes.js';
import { packNamed } from '../modes/packs.js';
import type { EndlessRequest } from '../worker/endless.js';
import { DailyTab } from './daily-tab.js';
import { FamilyEndless } from './family-endless.js';
import { LevelGrid } from './level-grid.js';
import { Tabs } from './mode-screen.js';
import { FAMILY_COLORS } from './modes-screen.js';
import type { Session } from './session.js';

const TITLES = { flow: 'Flow', netwalk: 'Netwalk' } as const;
const BLURBS = {
  flow: 'Draw a line between each pair of dots of a colour; lines may not cross, and every cell is filled.',
  netwalk:
    'Click a tile to turn it (right-click turns it back) until every tile is joined to the server.',
} as const;

type Tab = 'pack' | 'endless' | 'daily';
const CHOICES = new Map<'flow' | 'netwalk', { tab: Tab; size: number; stars: number }>();

/** Whether a level is played on a wrapping board. */
function isTorus(level: FlowPuzzle | NetwalkPuzzle): boolean {
  return 'mode' in level && level.mode === 'torus';
}

/** A pack's levels grouped by size, in the order they come. */
function sizeGroups(levels: readonly unknown[]) {
  const groups: { title: string; levels: number[] }[] = [];
  levels.forEach((level, i) => {
    const l = level as FlowPuzzle | NetwalkPuzzle;
    const title = sizeName({ width: l.width, height: l.height, torus: isTorus(l) });
    const group = groups.find((g) => g.title === title);
    if (group) group.levels.push(i);
    else groups.push({ title, levels: [i] });
  });
  return groups;
}

/** A pack level of Flow or Netwalk as a session. */
export function familyPackSession(family: 'flow' | 'netwalk', index: number): Session | null {
  const pack = packNamed(family);
  const puzzle = pack.levels[index];
  if (puzzle === undefined) return null;
  return {
    family,
    puzzle,
    origin: { kind: 'pack', pack: pack.name, index },
    title: `${TITLES[family]} · Level ${index + 1}`,
  } as Session;
}

/** The Flow or Netwalk screen. */
export function FamilyScreen(props: {
  family: 'flow' | 'netwalk';
  onPlay(session: Session): void;
  onBuild(request: EndlessRequest, daily?: string): void;
  onMenu(): void;
}): ReactNode {
  const { family } = props;
  const [choices, setChoices] = useState(
    () => CHOICES.get(family) ?? { tab: 'pack' as Tab, size: 0, stars: 2 },
  );
  const choose = (change: Partial<typeof choices>) => {
    const next = { ...choices, ...change };
    CHOICES.set(family, next);
    setChoices(next);
  };
  const pack = packNamed(family);
  return (
    <main className="mode" style={{ '--mode-color': FAMILY_COLORS[family] } as React.CSSProperties}>
      <header className="bar">
        <h1>{TITLES[family]}</h1>
        <button type="button" onClick={props.onMenu}>
          Menu
        </button>
      </header>
      <p className="blurb">{BLURBS[family]}</p>
      <Tabs
        tabs={[
          ['pack', 'Level Pack'],
          ['endless', 'Endless'],
          ['daily', 'Daily'],
        ]}
        value={choices.tab}
        onChange={(tab) => choose({ tab })}
      />
      {choices.tab === 'pack' && (
        <LevelGrid
          pack={pack.name}
          count={pack.levels.length}
          groups={sizeGroups(pack.levels)}
          onPlay={(index) => {
            const session = familyPackSession(family, index);
            if (session) props.onPlay(session);
          }}
        />
      )}
      {choices.tab === 'endless' && (
        <FamilyEndless
          family={family}
          stars={choices.stars}
          size={choices.size}
          onChoose={choose}
          onBuild={(request) => props.onBuild(request)}
        />
      )}
      {choices.tab === 'daily' && <DailyTab family={family} onBuild={props.onBuild} />}
    </main>
  );
}
