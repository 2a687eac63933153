// Export SVG, PNG and JSON of the puzzle shown: the pictures are its family's own in the style
// chosen, the JSON its knossos.puzzle/1 record.
import type { PictureStyle } from '@knossos/core';
import { renderSvg } from '@knossos/export';
import { puzzleToJson } from '@knossos/families';
import type { ReactNode } from 'react';
import { download } from '../download.js';
import type { Held } from '../families/index.js';

/** PNG exports are this many pixels on the long side. */
const PNG_SIZE = 1024;

/** A file name for a puzzle: its family and seed (`maze-t-0`), with characters files allow. */
export function baseName(held: Held): string {
  const seed = held.family.seedOf(held.puzzle) || 'imported';
  return `${held.family.name}-${seed}`.replace(/[^\w.#-]+/g, '_');
}

/** The export buttons. */
export function ExportButtons(props: { held: Held; style: PictureStyle }): ReactNode {
  const { held, style } = props;
  const base = `${baseName(held)}-${style}`;
  const sketch = () => held.family.toSketch(held.puzzle, style);
  const png = async () => {
    const { renderPng } = await import('../browser-png.js');
    return renderPng(sketch(), { size: PNG_SIZE });
  };
  return (
    <div className="row export">
      <button
        type="button"
        onClick={() => download(`${base}.svg`, renderSvg(sketch()), 'image/svg+xml')}
      >
        Export SVG
      </button>
      <button type="button" onClick={async () => download(`${base}.png`, await png(), 'image/png')}>
        Export PNG
      </button>
      <button
        type="button"
        onClick={() => download(`${baseName(held)}.json`, puzzleToJson(held), 'application/json')}
      >
        Export JSON
      </button>
    </div>
  );
}
