// The picture of a puzzle on the page, with pointer hit-testing: which cell is under the pointer.
import { pictureFrame, renderSvg } from '@knossos/export';
import { type ReactNode, useMemo } from 'react';
import { sketchOf, topologyOf } from '../model.js';
import type { Puzzle, View } from '../puzzle.js';

/** The picture size on screen, before zoom. */
const PICTURE = { size: 640 } as const;

/**
 * A puzzle drawn as the view asks, `zoom` times its screen size. `onCell` hears the pointer
 * going down, moving with a button held, and up; `onHover` every move. Both get the cell under
 * the pointer, or -1 off the board.
 */
export function Board(props: {
  puzzle: Puzzle;
  view: View;
  zoom: number;
  onCell?: (cell: number, kind: 'down' | 'move' | 'up') => void;
  onHover?: (cell: number) => void;
}): ReactNode {
  const { puzzle, view, zoom } = props;
  const sketch = useMemo(() => sketchOf(puzzle, view), [puzzle, view]);
  const svg = useMemo(() => renderSvg(sketch, PICTURE), [sketch]);
  const frame = useMemo(() => pictureFrame(sketch, PICTURE), [sketch]);
  const topology = useMemo(() => topologyOf(puzzle), [puzzle]);
  const cellAt = (event: React.PointerEvent<HTMLDivElement>): number => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * frame.width;
    const y = ((event.clientY - box.top) / box.height) * frame.height;
    return topology.cellAt(frame.toBoard({ x, y }));
  };
  return (
    <div
      className="board"
      data-testid="board"
      style={{ width: frame.width * zoom, touchAction: 'none' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG comes from our own renderer
      dangerouslySetInnerHTML={{
        __html: svg.replace('<svg ', `<svg style="width:100%;height:auto" `),
      }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        props.onCell?.(cellAt(e), 'down');
      }}
      onPointerMove={(e) => {
        const cell = cellAt(e);
        props.onHover?.(cell);
        if (e.buttons) props.onCell?.(cell, 'move');
      }}
      onPointerUp={(e) => props.onCell?.(cellAt(e), 'up')}
    />
  );
}
