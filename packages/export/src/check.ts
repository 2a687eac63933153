import { describeValue } from '@knossos/core';
import { ExportError } from './errors.js';
import { isColor } from './options.js';
import { MARKER_KINDS, type Sketch } from './sketch.js';

const KINDS = new Set(['wall', 'arc', 'polygon', 'sector', 'marker', 'route', 'label']);
/** A label's `anchor` values (SVG `text-anchor`). */
const ANCHORS = new Set(['start', 'middle', 'end']);
const MARKERS = new Set<string>(MARKER_KINDS);

const shown = describeValue;

function finite(value: unknown, field: string, positive = false): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || (positive && !(value > 0))) {
    const what = positive ? 'a finite number above 0' : 'a finite number';
    throw new ExportError(field, `must be ${what} (got ${shown(value)})`);
  }
}

function point(value: unknown, field: string): void {
  if (value === null || typeof value !== 'object') {
    throw new ExportError(field, `must be a point {x, y} (got ${shown(value)})`);
  }
  const p = value as { x: unknown; y: unknown };
  finite(p.x, `${field}.x`);
  finite(p.y, `${field}.y`);
}

function text(value: unknown, field: string): void {
  if (typeof value !== 'string')
    throw new ExportError(field, `must be a string (got ${shown(value)})`);
}

function colour(value: unknown, field: string): void {
  if (!isColor(value)) {
    throw new ExportError(
      field,
      `must be a CSS colour such as #1f9d55, red or rgb(0, 128, 0) (got ${shown(value)})`,
    );
  }
}

function points(value: unknown, field: string, least: number): void {
  if (!Array.isArray(value) || value.length < least) {
    throw new ExportError(
      field,
      `must be an array of at least ${least} points (got ${shown(value)})`,
    );
  }
  for (let i = 0; i < value.length; i++) point(value[i], `${field}[${i}]`);
}

/**
 * Checks that a sketch can be drawn, naming the first field that cannot.
 * @throws {@link ExportError}
 * @internal
 */
export function checkSketch(sketch: Sketch): void {
  if (sketch === null || typeof sketch !== 'object') {
    throw new ExportError('sketch', `must be a Sketch object (got ${shown(sketch)})`);
  }
  if (sketch.bounds === null || typeof sketch.bounds !== 'object') {
    throw new ExportError('bounds', `must be {min, max} (got ${shown(sketch.bounds)})`);
  }
  point(sketch.bounds.min, 'bounds.min');
  point(sketch.bounds.max, 'bounds.max');
  if (sketch.bounds.max.x < sketch.bounds.min.x || sketch.bounds.max.y < sketch.bounds.min.y) {
    throw new ExportError('bounds', 'max must not be below min');
  }
  finite(sketch.cellSize, 'cellSize', true);
  if (!Array.isArray(sketch.items)) {
    throw new ExportError('items', `must be an array (got ${shown(sketch.items)})`);
  }
  sketch.items.forEach((item, i) => {
    const at = `items[${i}]`;
    if (item === null || typeof item !== 'object' || !KINDS.has(item.kind)) {
      throw new ExportError(
        `${at}.kind`,
        `must be one of ${[...KINDS].join(', ')} (got ${shown(item?.kind)})`,
      );
    }
    if ('color' in item && item.color !== undefined) colour(item.color, `${at}.color`);
    if ('opacity' in item && item.opacity !== undefined) finite(item.opacity, `${at}.opacity`);
    switch (item.kind) {
      case 'wall':
        point(item.a, `${at}.a`);
        point(item.b, `${at}.b`);
        if (item.width !== undefined) finite(item.width, `${at}.width`, true);
        break;
      case 'arc':
        point(item.center, `${at}.center`);
        finite(item.radius, `${at}.radius`, true);
        finite(item.start, `${at}.start`);
        finite(item.end, `${at}.end`);
        if (item.width !== undefined) finite(item.width, `${at}.width`, true);
        break;
      case 'polygon':
        points(item.points, `${at}.points`, 3);
        break;
      case 'sector':
        point(item.center, `${at}.center`);
        finite(item.inner, `${at}.inner`);
        finite(item.outer, `${at}.outer`, true);
        finite(item.start, `${at}.start`);
        finite(item.end, `${at}.end`);
        break;
      case 'marker':
        if (!MARKERS.has(item.marker)) {
          throw new ExportError(
            `${at}.marker`,
            `must be one of ${MARKER_KINDS.join(', ')} (got ${shown(item.marker)})`,
          );
        }
        point(item.at, `${at}.at`);
        finite(item.size, `${at}.size`, true);
        if (item.rotation !== undefined) finite(item.rotation, `${at}.rotation`);
        if (item.label !== undefined) text(item.label, `${at}.label`);
        for (let k = 0; k < (item.arms?.length ?? 0); k++)
          finite(item.arms![k], `${at}.arms[${k}]`);
        break;
      case 'route':
        points(item.points, `${at}.points`, 1);
        finite(item.width, `${at}.width`, true);
        break;
      case 'label':
        point(item.at, `${at}.at`);
        text(item.text, `${at}.text`);
        finite(item.size, `${at}.size`, true);
        if (item.anchor !== undefined && !ANCHORS.has(item.anchor)) {
          throw new ExportError(
            `${at}.anchor`,
            `must be one of ${[...ANCHORS].join(', ')} (got ${shown(item.anchor)})`,
          );
        }
        break;
    }
  });
  sketch.legend?.forEach((entry, i) => {
    text(entry?.text, `legend[${i}].text`);
    if (entry.color !== undefined) colour(entry.color, `legend[${i}].color`);
    if (entry.marker !== undefined && !MARKERS.has(entry.marker)) {
      throw new ExportError(
        `legend[${i}].marker`,
        `must be one of ${MARKER_KINDS.join(', ')} (got ${shown(entry.marker)})`,
      );
    }
  });
}
