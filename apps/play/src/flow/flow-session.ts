// A Flow game as the player meets it: the lines drawn (through @knossos/flow's drawPath), the
// stroke under the finger, the undo stack, the move count and whether a hint was shown. Plain
// values: every function returns a new session and leaves the old one as it was. The game never
// draws a line itself (a hint only shows one), so a Flow win is never `helped`.
import {
  colorCount,
  drawPath,
  type FlowHint,
  type FlowLevel,
  type FlowPlay,
  hint,
  isSolved,
  newGame,
  playColors,
} from '@knossos/flow';

/** A stroke being drawn: the colour, the cells the finger went through, the play before it. */
export interface FlowStroke {
  /** The colour drawn, 0-based. */
  readonly color: number;
  /** The cells of the stroke, first the one pressed; each touches the one before. */
  readonly cells: readonly number[];
  /** The play when the stroke began (the stroke is replayed on it at each new cell). */
  readonly before: FlowPlay;
}

/** What undo puts back: the play and the counts as they were before a stroke. */
export interface FlowSnapshot {
  readonly play: FlowPlay;
  readonly moves: number;
  readonly lastColor: number;
}

/** A Flow game in progress. */
export interface FlowSession {
  /** The level played. */
  readonly level: FlowLevel;
  /** The lines as now drawn (the stroke under the finger included). */
  readonly play: FlowPlay;
  /** The stroke being drawn, or `null` between strokes. */
  readonly stroke: FlowStroke | null;
  /** Snapshots before each committed stroke, oldest first. */
  readonly history: readonly FlowSnapshot[];
  /**
   * Moves, by Knossos's rule for Flow: a stroke counts one when its colour is not the colour of
   * the stroke before it, so drawing each line in one go is one move per colour, the par
   * (strokes that change nothing do not count).
   */
  readonly moves: number;
  /** The colour of the last stroke that counted, −1 before the first. */
  readonly lastColor: number;
  /**
   * Whether a hint was shown in this game (since the last restart). A hint only shows a line:
   * it is not help (the player still draws every line), so the win is still recorded.
   */
  readonly hinted: boolean;
  /** The hint being shown, or `null`. */
  readonly hint: FlowHint | null;
  /** Whether the lines solve the level (checked when a stroke ends). */
  readonly won: boolean;
}

/** A fresh game of a level: nothing drawn, no moves. */
export function startFlow(level: FlowLevel): FlowSession {
  return {
    level,
    play: newGame(level),
    stroke: null,
    history: [],
    moves: 0,
    lastColor: -1,
    hinted: false,
    hint: null,
    won: false,
  };
}

/** The par of a level: one move per colour (@knossos/flow's colorCount). */
export function flowPar(level: FlowLevel): number {
  return colorCount(level);
}

/** Whether two plays draw the same lines. */
function samePlay(a: FlowPlay, b: FlowPlay): boolean {
  return a.lines.every((line, k) => {
    const other = b.lines[k]!;
    return line.length === other.length && line.every((c, i) => c === other[i]);
  });
}

/**
 * Presses a cell: on a dot or a drawn line, a stroke of that colour begins there (a dot starts
 * its line afresh, a line cell cuts what came after it). Elsewhere, or once won, nothing.
 */
export function beginStroke(s: FlowSession, cell: number): FlowSession {
  if (s.won) return s;
  const base = s.stroke ? endStroke(s) : s;
  const color = playColors(base.level, base.play)[cell] ?? -1;
  if (color < 0) return base;
  const play = drawPath(base.level, base.play, color, [cell]);
  return { ...base, play, stroke: { color, cells: [cell], before: base.play } };
}

/**
 * Drags the stroke to a cell. A cell already in the stroke takes it back to there (lines it had
 * cut come back); a touching cell draws on, when drawPath lets the line reach it (another
 * colour's dot, or the line already complete, stops it; a bridge takes it on to the cell
 * beyond). Anything else (a hole, a turn on a bridge) is ignored.
 */
export function extendStroke(s: FlowSession, cell: number): FlowSession {
  const stroke = s.stroke;
  if (stroke === null || stroke.cells.at(-1) === cell) return s;
  const back = stroke.cells.indexOf(cell);
  const cells = back >= 0 ? stroke.cells.slice(0, back + 1) : [...stroke.cells, cell];
  let play: FlowPlay;
  try {
    play = drawPath(s.level, stroke.before, stroke.color, cells);
  } catch {
    return s; // not touching the stroke's end
  }
  const line = play.lines[stroke.color]!;
  // Onto a bridge the line goes on straight over it, so the end is the cell beyond.
  const over = line.at(-2) === cell && (s.level.bridges ?? []).includes(cell);
  if (line.at(-1) !== cell && !over) return s;
  return { ...s, play, stroke: { ...stroke, cells } };
}

/** Lifts the finger: the stroke is committed (undoable, counted) unless it changed nothing. */
export function endStroke(s: FlowSession): FlowSession {
  const stroke = s.stroke;
  if (stroke === null) return s;
  if (samePlay(stroke.before, s.play)) return { ...s, play: stroke.before, stroke: null };
  const snapshot: FlowSnapshot = { play: stroke.before, moves: s.moves, lastColor: s.lastColor };
  const counts = stroke.color !== s.lastColor;
  return {
    ...s,
    stroke: null,
    history: [...s.history, snapshot],
    moves: s.moves + (counts ? 1 : 0),
    lastColor: stroke.color,
    hint: null,
    won: isSolved(s.level, s.play),
  };
}

/** Takes back the last stroke (a stroke in progress is dropped first). */
export function undoFlow(s: FlowSession): FlowSession {
  if (s.stroke) return { ...s, play: s.stroke.before, stroke: null };
  const last = s.history.at(-1);
  if (last === undefined || s.won) return s;
  return {
    ...s,
    ...last,
    history: s.history.slice(0, -1),
    hint: null,
    won: false,
  };
}

/** The level as it started: nothing drawn, no moves, not hinted. Nothing once won. */
export function restartFlow(s: FlowSession): FlowSession {
  return s.won ? s : startFlow(s.level);
}

/**
 * Shows a hint (the first colour drawn wrong, with its solution line) and marks the game
 * hinted; draws nothing. Nothing once won.
 */
export function hintFlow(s: FlowSession): FlowSession {
  if (s.won) return s;
  const base = s.stroke ? endStroke(s) : s;
  const h = hint(base.level, base.play);
  return h === null ? base : { ...base, hint: h, hinted: true };
}

/** Counts for the HUD: lines joined dot to dot, and the share of cells covered by lines. */
export interface FlowProgress {
  /** Colours whose line runs from one dot to the other. */
  readonly joined: number;
  /** Colours in all. */
  readonly colors: number;
  /**
   * Cells covered by a drawn line (a lone dot does not count; a bridge counts once for each
   * line over it, of two), 0–100, rounded down.
   */
  readonly filledPercent: number;
  /** `joinedColors[k]`: colour `k`'s line is complete. */
  readonly joinedColors: readonly boolean[];
}

/** Whether colour `k`'s line runs from one of its dots to the other. */
export function isJoined(level: FlowLevel, play: FlowPlay, k: number): boolean {
  const line = play.lines[k] ?? [];
  const a = level.dots[2 * k]!;
  const b = level.dots[2 * k + 1]!;
  return (
    line.length >= 2 &&
    ((line[0] === a && line.at(-1) === b) || (line[0] === b && line.at(-1) === a))
  );
}

/** The HUD's counts for a play. */
export function flowProgress(level: FlowLevel, play: FlowPlay): FlowProgress {
  const colors = colorCount(level);
  const joinedColors = Array.from({ length: colors }, (_, k) => isJoined(level, play, k));
  let covered = 0;
  for (const line of play.lines) if (line.length >= 2) covered += line.length;
  // Cells a line can cover: holes none, bridges two (one each way), as lines list them.
  const cells =
    level.width * level.height - (level.holes?.length ?? 0) + (level.bridges?.length ?? 0);
  return {
    joined: joinedColors.filter(Boolean).length,
    colors,
    filledPercent: Math.floor((100 * covered) / cells),
    joinedColors,
  };
}
