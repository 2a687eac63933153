// The Netwalk board as SVG: a tile per cell (its pipes turned as now played, lit from the
// server or dim), loose ends marked, walls, locked tiles on their own background, and on a torus
// faint copies of the far side's tiles round the edge to show that it wraps.
import { connected, NETWALK_COLORS, type NetwalkPlay, shownMasks } from '@knossos/netwalk';
import type { ReactNode } from 'react';

/** What the board shows and reports. */
export interface NetwalkBoardProps {
  readonly play: NetwalkPlay;
  /** One byte per cell, 1 when locked. */
  readonly locked: Uint8Array;
  /** The keyboard cursor's cell, or −1. */
  readonly cursor: number;
  /** The tile a hint just turned, or −1. */
  readonly hintCell: number;
  /** A click on a tile: `turn` 1 clockwise, −1 anticlockwise, 0 to lock or unlock. */
  onTile(cell: number, turn: 1 | -1 | 0): void;
}

/** Unit steps (SVG, y down) of the slots N, E, S, W. */
const STEP = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
] as const;

/** The cell across side `s` of `cell`, or −1 off a bounded board. */
function across(play: NetwalkPlay, cell: number, s: number): number {
  const { width, height, mode } = play.board;
  const x = (cell % width) + STEP[s]![0];
  // Rows count from the bottom: north is y + 1.
  const y = Math.floor(cell / width) - STEP[s]![1];
  if (mode === 'torus') return ((y + height) % height) * width + ((x + width) % width);
  return x < 0 || y < 0 || x >= width || y >= height ? -1 : y * width + x;
}

/** A tile's pipes, drawn unturned (its solved mask) about (0, 0), one unit wide. */
function Pipes(props: { mask: number; color: string; server: boolean }): ReactNode {
  const { mask, color } = props;
  const arms = [0, 1, 2, 3].filter((s) => (mask >> s) & 1);
  return (
    <g stroke={color} strokeWidth={0.2} strokeLinecap="butt">
      {props.server && (
        <rect
          x={-0.3}
          y={-0.3}
          width={0.6}
          height={0.6}
          rx={0.08}
          fill={NETWALK_COLORS.server}
          stroke="none"
        />
      )}
      {arms.length > 1 && (
        <rect x={-0.1} y={-0.1} width={0.2} height={0.2} fill={color} stroke="none" />
      )}
      {arms.map((s) => (
        <line key={s} x1={0} y1={0} x2={STEP[s]![0] * 0.5} y2={STEP[s]![1] * 0.5} />
      ))}
      {arms.length === 1 && !props.server && (
        <rect x={-0.2} y={-0.2} width={0.4} height={0.4} rx={0.05} fill={color} stroke="none" />
      )}
    </g>
  );
}

/** Each tile's turn so far in quarter-turns, counted both ways (so a turn animates the short way). */
function turnsOf(play: NetwalkPlay): Int32Array {
  const turns = Int32Array.from(play.board.offsets);
  for (const m of play.moves) {
    if (m.kind !== 'turn') continue;
    const d = (m.after - m.before) & 3;
    turns[m.cell]! += d === 3 ? -1 : d;
  }
  return turns;
}

/** The Netwalk board. Tiles carry `data-cell`, the SVG `data-testid="netwalk-board"`. */
export function NetwalkBoard(props: NetwalkBoardProps): ReactNode {
  const { play, locked } = props;
  const { board } = play;
  const { width, height } = board;
  const torus = board.mode === 'torus';
  const lit = connected(play);
  const turns = turnsOf(play);
  const masks = shownMasks(play);
  const at = (cell: number) => ({ x: cell % width, y: height - 1 - Math.floor(cell / width) });
  const tile = (cell: number, dx: number, dy: number, ghost: boolean) => {
    const p = at(cell);
    const cx = p.x + dx + 0.5;
    const cy = p.y + dy + 0.5;
    const color = lit[cell] ? NETWALK_COLORS.lit : NETWALK_COLORS.unlit;
    return (
      <g
        key={ghost ? `g${cell},${dx},${dy}` : cell}
        {...(ghost ? {} : { 'data-cell': cell, 'data-lit': lit[cell] })}
        className={
          ghost
            ? 'netwalk-ghost'
            : `netwalk-tile${locked[cell] ? ' netwalk-locked' : ''}${lit[cell] ? ' netwalk-lit' : ''}${cell === props.cursor ? ' netwalk-cursor' : ''}${cell === props.hintCell ? ' netwalk-hint-cell' : ''}`
        }
      >
        <rect className="netwalk-bg" x={cx - 0.5} y={cy - 0.5} width={1} height={1} />
        <g
          className="netwalk-turn"
          style={{ transform: `translate(${cx}px, ${cy}px) rotate(${turns[cell]! * 90}deg)` }}
        >
          <Pipes mask={board.solution[cell]!} color={color} server={cell === board.server} />
        </g>
      </g>
    );
  };
  const tiles: ReactNode[] = [];
  for (let c = 0; c < masks.length; c++) tiles.push(tile(c, 0, 0, false));
  const ghosts: ReactNode[] = [];
  if (torus) {
    for (let c = 0; c < masks.length; c++) {
      const p = at(c);
      if (p.x === 0) ghosts.push(tile(c, width, 0, true));
      if (p.x === width - 1) ghosts.push(tile(c, -width, 0, true));
      if (p.y === 0) ghosts.push(tile(c, 0, height, true));
      if (p.y === height - 1) ghosts.push(tile(c, 0, -height, true));
    }
  }
  // Loose ends of lit tiles: an open side meeting a closed side, a wall or a bounded board's edge.
  const loose: ReactNode[] = [];
  const walls: ReactNode[] = [];
  for (let c = 0; c < masks.length; c++) {
    const p = at(c);
    for (let s = 0; s < 4; s++) {
      const [ux, uy] = STEP[s]!;
      const wall = (board.barriers[c]! >> s) & 1;
      if (wall && s < 2) {
        const mx = p.x + 0.5 + ux * 0.5;
        const my = p.y + 0.5 + uy * 0.5;
        walls.push(
          <line
            key={`w${c},${s}`}
            className="netwalk-wall"
            x1={mx - uy * 0.5}
            y1={my - ux * 0.5}
            x2={mx + uy * 0.5}
            y2={my + ux * 0.5}
            stroke={NETWALK_COLORS.barrier}
          />,
        );
      }
      if (!((masks[c]! >> s) & 1)) continue;
      const other = across(play, c, s);
      const matched = other >= 0 && !wall && (masks[other]! >> ((s + 2) & 3)) & 1;
      if (matched || !lit[c]) continue; // dim tiles are all loose: only lit leaks are marked
      loose.push(
        <circle
          key={`l${c},${s}`}
          className="netwalk-leak"
          cx={p.x + 0.5 + ux * 0.4}
          cy={p.y + 0.5 + uy * 0.4}
          r={0.09}
          fill={NETWALK_COLORS.leak}
        />,
      );
    }
  }
  const m = torus ? 0.45 : 0.15;
  const cellOf = (e: React.MouseEvent) => {
    const el = (e.target as Element).closest('[data-cell]');
    return el === null ? -1 : Number(el.getAttribute('data-cell'));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the game's frame takes the keys (a tile cursor)
    <svg
      className={torus ? 'netwalk-board netwalk-torus' : 'netwalk-board'}
      data-testid="netwalk-board"
      viewBox={`${-m} ${-m} ${width + 2 * m} ${height + 2 * m}`}
      // The frame sizes the board by its width over its height (square tiles at any size).
      style={{ '--aspect': String((width + 2 * m) / (height + 2 * m)) } as React.CSSProperties}
      role="img"
      aria-label={`Netwalk board, ${width} by ${height}${torus ? ', wrapping round' : ''}`}
      onClick={(e) => {
        const cell = cellOf(e);
        if (cell >= 0) props.onTile(cell, e.shiftKey ? -1 : 1);
      }}
      onContextMenu={(e) => {
        e.preventDefault();
        const cell = cellOf(e);
        if (cell >= 0) props.onTile(cell, -1);
      }}
      onMouseDown={(e) => {
        if (e.button === 1) e.preventDefault(); // no autoscroll on a middle click
      }}
      onAuxClick={(e) => {
        const cell = cellOf(e);
        if (e.button === 1 && cell >= 0) props.onTile(cell, 0);
      }}
    >
      {ghosts}
      {tiles}
      <rect
        className={torus ? 'netwalk-edge netwalk-wrap' : 'netwalk-edge'}
        x={0}
        y={0}
        width={width}
        height={height}
        stroke={NETWALK_COLORS.border}
      />
      {walls}
      {loose}
      {[props.hintCell, props.cursor].map((cell, i) =>
        cell < 0 ? null : (
          <rect
            key={i === 0 ? 'hinted' : 'cursor'}
            className={i === 0 ? 'netwalk-mark-hint' : 'netwalk-mark-cursor'}
            x={at(cell).x + 0.04}
            y={at(cell).y + 0.04}
            width={0.92}
            height={0.92}
            rx={0.06}
          />
        ),
      )}
    </svg>
  );
}
