// The Flow board as SVG: cells tinted in their line's colour (a hole has no cell; a bridge is
// marked and the two lines over it cross), the lines (thicker once joined), the dots, a faint
// hint line, and pointer input turned into cells.
import { type FlowHint, type FlowLevel, type FlowPlay, flowColor, playColors } from '@knossos/flow';
import type { Topology } from '@knossos/topology';
import { type ReactNode, useMemo, useRef } from 'react';
import {
  cellsAlong,
  centreOf,
  outlineOf,
  type SvgPoint,
  svgPointAt,
  viewBoxOf,
} from './geometry.js';

/** What the board shows and reports. */
export interface FlowBoardProps {
  readonly level: FlowLevel;
  readonly topology: Topology;
  readonly play: FlowPlay;
  /** `joined[k]`: colour `k`'s line is complete (drawn thicker). */
  readonly joined: readonly boolean[];
  /** A hint to draw faintly, or `null`. */
  readonly hint: FlowHint | null;
  /** The keyboard cursor's cell, or −1 for none. */
  readonly cursor: number;
  /** A press on a cell. */
  onDown(cell: number): void;
  /** The pointer entered a cell while pressed (called for every cell passed, in order). */
  onMove(cell: number): void;
  /** The press ended (or was cancelled). */
  onUp(): void;
}

const pointsOf = (t: Topology, cells: readonly number[]) =>
  cells
    .map((c) => centreOf(t, c))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');

/** The board's width over its height, from a viewBox, as the CSS `--aspect` the frame sizes by. */
function aspectStyle(viewBox: string): React.CSSProperties {
  const [, , w = 1, h = 1] = viewBox.split(' ').map(Number);
  return { '--aspect': String(w / h) } as React.CSSProperties;
}

/** The Flow board. Cells carry `data-cell`, the SVG `data-testid="flow-board"`. */
export function FlowBoard(props: FlowBoardProps): ReactNode {
  const { level, topology: t, play, joined, hint } = props;
  const svg = useRef<SVGSVGElement>(null);
  const last = useRef<SvgPoint | null>(null);
  const outlines = useMemo(
    () => Array.from({ length: t.cellCount }, (_, c) => outlineOf(t, c)),
    [t],
  );
  const colors = playColors(level, play);
  const holes = useMemo(() => new Set(level.holes ?? []), [level]);
  const bridges = useMemo(() => new Set(level.bridges ?? []), [level]);
  const pointAt = (e: React.PointerEvent) => svgPointAt(svg.current!, e.clientX, e.clientY);
  return (
    <svg
      ref={svg}
      className="flow-board"
      data-testid="flow-board"
      viewBox={viewBoxOf(t)}
      style={aspectStyle(viewBoxOf(t))}
      role="img"
      aria-label={`Flow board, ${level.width} by ${level.height}`}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        const p = pointAt(e);
        const cell = t.cellAt({ x: p.x, y: -p.y });
        if (cell < 0) return;
        e.preventDefault();
        try {
          svg.current?.setPointerCapture(e.pointerId); // moves keep coming when the finger leaves
        } catch {
          // a synthetic event's pointer cannot be captured: moves still arrive over the board
        }
        last.current = p;
        props.onDown(cell);
      }}
      onPointerMove={(e) => {
        if (last.current === null) return;
        const p = pointAt(e);
        for (const cell of cellsAlong(t, last.current, p)) props.onMove(cell);
        last.current = p;
      }}
      onPointerUp={() => {
        if (last.current === null) return;
        last.current = null;
        props.onUp();
      }}
      onPointerCancel={() => {
        last.current = null;
        props.onUp();
      }}
    >
      {outlines.map((points, c) => {
        if (holes.has(c)) return null; // not part of the board
        const bridge = bridges.has(c);
        // A bridge cell is not tinted: the lines over it show their colours.
        const k = bridge ? -1 : colors[c]!;
        const names = ['flow-cell', bridge && 'flow-bridge', c === props.cursor && 'flow-cursor'];
        return (
          <polygon
            // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed by index
            key={c}
            data-cell={c}
            data-color={k}
            data-bridge={bridge ? '' : undefined}
            points={points}
            className={names.filter(Boolean).join(' ')}
            style={
              k >= 0 ? { fill: flowColor(k), fillOpacity: joined[k] ? 0.32 : 0.18 } : undefined
            }
          />
        );
      })}
      {[...bridges].map((c) => {
        // The bridge's rails: two short strokes along its north–south sides of the way across.
        const p = centreOf(t, c);
        return (
          <g key={`bridge${c}`} className="flow-bridge-rails">
            <line x1={p.x - 0.3} y1={p.y - 0.42} x2={p.x - 0.3} y2={p.y + 0.42} />
            <line x1={p.x + 0.3} y1={p.y - 0.42} x2={p.x + 0.3} y2={p.y + 0.42} />
          </g>
        );
      })}
      {hint && (
        <polyline
          className="flow-hint"
          points={pointsOf(t, hint.line)}
          stroke={flowColor(hint.color)}
        />
      )}
      {play.lines.map((line, k) =>
        line.length < 2 ? null : (
          <polyline
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per colour
            key={k}
            className={joined[k] ? 'flow-line flow-joined' : 'flow-line'}
            points={pointsOf(t, line)}
            stroke={flowColor(k)}
          />
        ),
      )}
      {play.lines.map((line, k) => {
        // The end of a line still open: where drawing goes on.
        if (line.length < 2 || joined[k]) return null;
        const p = centreOf(t, line.at(-1)!);
        return (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: one line per colour
            key={`head${k}`}
            className="flow-head"
            cx={p.x}
            cy={p.y}
            r={0.2}
            fill={flowColor(k)}
          />
        );
      })}
      {level.dots.map((cell, i) => {
        const p = centreOf(t, cell);
        return (
          <circle
            key={cell}
            className="flow-dot"
            cx={p.x}
            cy={p.y}
            r={0.36}
            fill={flowColor(i >> 1)}
          />
        );
      })}
    </svg>
  );
}
