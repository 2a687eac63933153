// The picture of a puzzle on the page, with pointer hit-testing: which cell is under the pointer.
import { pictureFrame, renderSvg, type Sketch } from '@knossos/export';
import type { Topology } from '@knossos/topology';
import { type ReactNode, useMemo } from 'react';

/** The picture size on screen, before zoom. */
const PICTURE = { size: 640 } as const;

/** Which button and modifier keys a pointer event had, for views that bind them. */
export interface PointerKeys {
  /** The button that changed: 0 main (left), 1 middle, 2 secondary (right). */
  readonly button: number;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly altKey: boolean;
  readonly metaKey: boolean;
}

/**
 * A picture of a puzzle, `zoom` times its screen size. `onCell` hears the pointer going down,
 * moving with a button held, and up, with the button and modifier keys; `onHover` every move.
 * Both get the cell of `topology` under the pointer, or -1 off the board (always -1 without a
 * topology). With `onCell`, the context menu is kept off the board, so a right click is a move.
 */
export function Board(props: {
  sketch: Sketch;
  topology: Topology | null;
  zoom: number;
  onCell?: (cell: number, kind: 'down' | 'move' | 'up', keys: PointerKeys) => void;
  onHover?: (cell: number) => void;
}): ReactNode {
  const { sketch, topology, zoom } = props;
  const svg = useMemo(() => renderSvg(sketch, PICTURE), [sketch]);
  const frame = useMemo(() => pictureFrame(sketch, PICTURE), [sketch]);
  const cellAt = (event: React.PointerEvent<HTMLDivElement>): number => {
    if (topology === null) return -1;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * frame.width;
    const y = ((event.clientY - box.top) / box.height) * frame.height;
    return topology.cellAt(frame.toBoard({ x, y }));
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the picture takes pointer moves; each play view has its own keyboard control
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
        props.onCell?.(cellAt(e), 'down', e);
      }}
      onPointerMove={(e) => {
        const cell = cellAt(e);
        props.onHover?.(cell);
        if (e.buttons) props.onCell?.(cell, 'move', e);
      }}
      onPointerUp={(e) => props.onCell?.(cellAt(e), 'up', e)}
      onContextMenu={(e) => {
        if (props.onCell) e.preventDefault();
      }}
    />
  );
}
