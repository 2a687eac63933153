import { readJsonOr } from '@knossos/core';
import { checkBoard, NETWALK_LIMITS, NETWALK_MODES, type NetwalkBoard } from './board.js';
import { NetwalkError, shown } from './errors.js';
import { solveNetwalk } from './solve.js';
import { validate } from './validate.js';

/** The `format` field of Netwalk JSON. */
export const NETWALK_JSON_FORMAT = 'knossos-netwalk';

/**
 * A board as JSON text: `{ format: "knossos-netwalk", version: 1, width, height, mode, grid?,
 * server, solution, offsets, barriers, unique, seed, notes }` (`grid: "hex"` only for a hex
 * board), the arrays as plain numbers (one per
 * cell, row 0 at the bottom). {@link netwalkFromJson} reads it back.
 *
 * @throws `NetwalkError` for a malformed board.
 */
export function netwalkToJson(board: NetwalkBoard): string {
  return JSON.stringify(netwalkToData(board));
}

/** The plain object {@link netwalkToJson} writes (a puzzle file's `board`). @internal */
export function netwalkToData(board: NetwalkBoard): Record<string, unknown> {
  checkBoard(board);
  const { width, height, mode, server, unique, seed, notes } = board;
  return {
    format: NETWALK_JSON_FORMAT,
    version: 1,
    width,
    height,
    mode,
    ...(board.grid === 'hex' ? { grid: 'hex' } : {}),
    server,
    solution: [...board.solution],
    offsets: [...board.offsets],
    barriers: [...board.barriers],
    unique,
    seed,
    notes: [...notes],
  };
}

/**
 * Reads a board from JSON text or parsed data, trusting nothing: every field is checked, the
 * solution must pass {@link validate} (its first problem is the error), and `unique` is worked
 * out again by the solver rather than read.
 *
 * @throws `NetwalkError` for text that is not JSON (with line and column), a missing or bad
 *   field (named, such as `offsets[12]`), or a solution that does not validate.
 */
export function netwalkFromJson(json: string | unknown): NetwalkBoard {
  let data = json;
  if (typeof json === 'string') {
    data = readJsonOr(
      json,
      (problem, where) => new NetwalkError('json', `not JSON: ${problem}`, where),
    );
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new NetwalkError('json', 'a Netwalk board must be a JSON object');
  }
  const o = data as Record<string, unknown>;
  if (o.format !== undefined && o.format !== NETWALK_JSON_FORMAT) {
    throw new NetwalkError(
      'format',
      `format must be "${NETWALK_JSON_FORMAT}" (got ${shown(o.format)})`,
    );
  }
  if (o.version !== undefined && o.version !== 1) {
    throw new NetwalkError('version', `version must be 1 (got ${shown(o.version)})`);
  }
  if (!NETWALK_MODES.includes(o.mode as never)) {
    throw new NetwalkError('mode', `mode must be bounded, torus or classic (got ${shown(o.mode)})`);
  }
  for (const field of ['width', 'height'] as const) {
    const side = o[field];
    if (
      !Number.isInteger(side) ||
      (side as number) < NETWALK_LIMITS.minSide ||
      (side as number) > NETWALK_LIMITS.maxSide
    ) {
      throw new NetwalkError(
        field,
        `${field} must be an integer ${NETWALK_LIMITS.minSide}–${NETWALK_LIMITS.maxSide} (got ${shown(side)})`,
      );
    }
  }
  const bytes = (field: 'solution' | 'offsets' | 'barriers', max: number): Uint8Array => {
    const value = o[field] ?? (field === 'barriers' ? [] : undefined);
    if (!Array.isArray(value))
      throw new NetwalkError(field, `${field} must be an array of numbers`);
    const out = new Uint8Array(
      field === 'barriers' && value.length === 0
        ? Number(o.width) * Number(o.height) || 0
        : value.length,
    );
    value.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0 || v > max) {
        throw new NetwalkError(
          `${field}[${i}]`,
          `${field}[${i}] must be an integer 0–${max} (got ${shown(v)})`,
        );
      }
      out[i] = v;
    });
    return out;
  };
  if (o.grid !== undefined && o.grid !== 'square' && o.grid !== 'hex') {
    throw new NetwalkError('grid', `grid must be square or hex (got ${shown(o.grid)})`);
  }
  const hex = o.grid === 'hex';
  const full = hex ? 63 : 15;
  const notes = Array.isArray(o.notes)
    ? o.notes.filter((x): x is string => typeof x === 'string')
    : [];
  const seed = typeof o.seed === 'string' ? o.seed : null;
  const draft: NetwalkBoard = {
    width: o.width as number,
    height: o.height as number,
    mode: o.mode as NetwalkBoard['mode'],
    ...(hex ? { grid: 'hex' as const } : {}),
    server: o.server as number,
    solution: bytes('solution', full),
    offsets: bytes('offsets', hex ? 5 : 3),
    barriers: bytes('barriers', full),
    unique: false,
    seed,
    notes,
  };
  checkBoard(draft);
  const check = validate(draft);
  const fatal = check.problems.filter((p) => !p.startsWith('Tile kinds:'));
  if (fatal.length > 0)
    throw new NetwalkError('solution', `the solution is not valid: ${fatal[0]}`);
  const solved = solveNetwalk(draft);
  return { ...draft, unique: solved.unique };
}
