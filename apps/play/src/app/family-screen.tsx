// The Flow and Netwalk screens: the pack's levels grouped by size, Endless (a size and the
// stars) and Daily (today's puzzle, the same for everyone on this date).
import type { FlowPuzzle } from '@knossos/flow';
import type { NetwalkPuzzle } from '@knossos/netwalk';
import { type ReactNode, useState } from 'react';
import { packNamed } from '../modes/packs.js';
import type { EndlessRequest } from '../worker/endless.js';
import { DailyTab } from './daily-tab.js';
import { Choices, StarChoice } from './endless-picker.js';
import { LevelGrid } from './level-grid.js';
import { Tabs } from './mode-screen.js';
import { FAMILY_COLORS } from './modes-screen.js';
import { freshSeed, type Session } from './session.js';

/** A board size as the menus offer it. */
interface Size {
  readonly width: number;
  readonly height: number;
  readonly torus?: boolean;
}
const SIZES: Readonly<Record<'flow' | 'netwalk', readonly Size[]>> = {
  flow: [5, 6, 7, 8, 9, 10, 12, 14].map((n) => ({ width: n, height: n })),
  netwalk: [
    { width: 5, height: 5 },
    { width: 7, height: 7 },
    { width: 9, height: 9 },
    { width: 11, height: 9 },
    { width: 13, height: 11 },
    { width: 7, height: 7, torus: true },
    { width: 9, height: 9, torus: true },
    { width: 13, height: 11, torus: true },
  ],
};
const sizeName = (s: Size) => `${s.width} × ${s.height}${s.torus ? ' torus' : ''}`;
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

/** An Endless request of Flow or Netwalk with a fresh seed. */
export function familyRequest(
  family: 'flow' | 'netwalk',
  size: Size,
  stars: number,
): EndlessRequest {
  return {
    family,
    stars,
    width: size.width,
    height: size.height,
    ...(size.torus ? { torus: true } : {}),
    seed: freshSeed(),
  } as EndlessRequest;
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
  const sizes = SIZES[family];
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
        <section className="endless" aria-label="Endless">
          <p>A new puzzle made to your order, different every time.</p>
          <Choices
            label="Size"
            options={sizes.map((_, i) => i)}
            value={choices.size}
            name={(i) => sizeName(sizes[i]!)}
            onChange={(size) => choose({ size })}
          />
          <StarChoice value={choices.stars} onChange={(stars) => choose({ stars })} />
          <button
            type="button"
            className="primary big"
            onClick={() =>
              props.onBuild(familyRequest(family, sizes[choices.size]!, choices.stars))
            }
          >
            Play
          </button>
        </section>
      )}
      {choices.tab === 'daily' && <DailyTab family={family} onBuild={props.onBuild} />}
    </main>
  );
}
