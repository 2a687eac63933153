// Export SVG, PNG and JSON of the puzzle shown, in the picture style chosen.
import { renderSvg } from '@knossos/export';
import type { MazePictureStyle } from '@knossos/maze';
import type { ReactNode } from 'react';
import { download } from '../download.js';
import { familyOf } from '../families/index.js';
import { sketchOf, toJson } from '../model.js';
import type { Puzzle } from '../puzzle.js';

/** PNG exports are this many pixels on the long side. */
const PNG_SIZE = 1024;

/** The export buttons; a family that draws its own exports draws them, else the board's sketch. */
export function ExportButtons(props: { puzzle: Puzzle; style: MazePictureStyle }): ReactNode {
  const { puzzle, style } = props;
  const adapter = familyOf(puzzle.family);
  const base = `${puzzle.family}-${style}`;
  const svg = () => adapter.exportSvg?.(puzzle, style) ?? renderSvg(sketchOf(puzzle, { style }));
  const png = async () => {
    if (adapter.exportPng) return adapter.exportPng(puzzle, style, PNG_SIZE);
    const { renderPng } = await import('../browser-png.js');
    return renderPng(sketchOf(puzzle, { style }), { size: PNG_SIZE });
  };
  return (
    <div className="row export">
      <button type="button" onClick={() => download(`${base}.svg`, svg(), 'image/svg+xml')}>
        Export SVG
      </button>
      <button type="button" onClick={async () => download(`${base}.png`, await png(), 'image/png')}>
        Export PNG
      </button>
      <button
        type="button"
        onClick={() => download(`${puzzle.family}.json`, toJson(puzzle), 'application/json')}
      >
        Export JSON
      </button>
    </div>
  );
}
