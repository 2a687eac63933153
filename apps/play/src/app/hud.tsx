// The maze HUD: the title, the maze's stars, moves against par, whose turn it is (with the
// player's colour), the legend of the maze's gimmicks, and a note line for refused moves and
// messages.
import type { ReactNode } from 'react';
import { PLAYER_COLORS } from '../maze/palette.js';
import { starText } from '../modes/stars-text.js';
import { type LegendEntry, MazeLegend } from './maze-legend.js';

/** What the HUD shows. */
export interface HudState {
  readonly title: string;
  /** The puzzle's stars, 1–5 (0: not rated). */
  readonly stars: number;
  readonly moves: number;
  readonly par: number;
  /** Players on the board. */
  readonly players: number;
  /** The player who moves (0-based). */
  readonly player: number;
  /** Whether the board is a race (the turn passes after every move). */
  readonly race: boolean;
  /** Whether the game is won (then nobody's turn is shown). */
  readonly won: boolean;
  /** The floor the player is on, of `floors` (shown when there are floors). */
  readonly floor: number;
  readonly floors: number;
  /** The last refused move or message ('' for none). */
  readonly note: string;
  /** The gimmicks on the maze, for the legend (none: no legend). */
  readonly legend: readonly LegendEntry[];
}

/** A player's name with their colour's swatch. */
export function PlayerName(props: { player: number }): ReactNode {
  return (
    <span className="player-name">
      <span
        className="swatch"
        style={{ background: PLAYER_COLORS[props.player % PLAYER_COLORS.length] }}
        aria-hidden="true"
      />
      Player {props.player + 1}
    </span>
  );
}

/** The HUD line above the board. */
export function Hud(props: { state: HudState }): ReactNode {
  const s = props.state;
  return (
    <div className="hud" data-testid="hud">
      <span className="hud-title">{s.title}</span>
      <span
        className="stars"
        data-testid="hud-stars"
        data-stars={s.stars}
        title={`${s.stars} of 5 stars`}
      >
        {starText(s.stars)}
      </span>
      <span className="moves" data-testid="hud-moves">
        Moves {s.moves} / par {s.par}
      </span>
      {s.players > 1 && !s.won && (
        <span className="turn" data-testid="hud-turn" data-player={s.player}>
          {s.race ? (
            <>
              <PlayerName player={s.player} />
              's turn
            </>
          ) : (
            <>
              Moving: <PlayerName player={s.player} />
            </>
          )}
        </span>
      )}
      {s.floors > 1 && (
        <span className="floor" data-testid="hud-floor">
          Floor {s.floor + 1} of {s.floors}
        </span>
      )}
      <MazeLegend entries={s.legend} />
      <p className="note" data-testid="hud-note" aria-live="polite">
        {s.note || '\u00a0'}
      </p>
    </div>
  );
}
