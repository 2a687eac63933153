// The mode cards: the five maze modes, then Flow and Netwalk, each with a small picture of the
// first level of its pack drawn without its solution; below them, Forget all progress.
import type { ReactNode } from 'react';
import { MAZE_MODES } from '../modes/modes.js';
import { packNamed } from '../modes/packs.js';
import { ForgetAll } from './forget-all.js';
import { puzzlePicture } from './pictures.js';
import type { MenuScreen } from './session.js';

/** The first level of a pack as a picture URL, or '' when the pack is empty or missing. */
function firstLevelPicture(packName: string): string {
  try {
    const pack = packNamed(packName);
    const first = pack.levels[0];
    return first === undefined ? '' : puzzlePicture(pack.family, first);
  } catch {
    return '';
  }
}

/** One card: a title, a picture, a line on what it is. */
function Card(props: {
  title: string;
  blurb: string;
  color: string;
  picture: string;
  onOpen(): void;
}): ReactNode {
  return (
    <li className="card" style={{ '--mode-color': props.color } as React.CSSProperties}>
      <button type="button" onClick={props.onOpen} aria-label={props.title}>
        {props.picture === '' ? (
          <span className="card-picture empty" />
        ) : (
          <img className="card-picture" src={props.picture} alt="" />
        )}
        <span className="card-title">{props.title}</span>
        <span className="card-blurb">{props.blurb}</span>
      </button>
    </li>
  );
}

/** The mode cards; `onOpen` opens a mode's (or Flow's, Netwalk's) screen. */
export function ModesScreen(props: {
  onOpen(screen: MenuScreen): void;
  onAbout(): void;
}): ReactNode {
  return (
    <main className="modes">
      <header className="bar">
        <h1>Knossos</h1>
        <button type="button" onClick={props.onAbout}>
          About
        </button>
      </header>
      <h2>Pick a mode</h2>
      <ul className="cards">
        {MAZE_MODES.map((mode) => (
          <Card
            key={mode.id}
            title={mode.title}
            blurb={mode.blurb}
            color={mode.color}
            picture={firstLevelPicture(mode.pack)}
            onOpen={() => props.onOpen({ name: 'mode', mode: mode.id })}
          />
        ))}
        <Card
          title="Flow"
          blurb="Join each pair of dots with a line; fill every cell."
          color={FAMILY_COLORS.flow}
          picture={firstLevelPicture('flow')}
          onOpen={() => props.onOpen({ name: 'family', family: 'flow' })}
        />
        <Card
          title="Netwalk"
          blurb="Turn the tiles until every one is joined to the server."
          color={FAMILY_COLORS.netwalk}
          picture={firstLevelPicture('netwalk')}
          onOpen={() => props.onOpen({ name: 'family', family: 'netwalk' })}
        />
      </ul>
      <ForgetAll />
    </main>
  );
}

/** The colours of the Flow and Netwalk screens (their solved level buttons). */
export const FAMILY_COLORS = { flow: '#d6336c', netwalk: '#1098ad' } as const;
