// The line under each puzzle's number: which board, how hard, its par and seed.

import type { Held } from '@knossos/families';
import { CAPTION_PARTS, type CaptionPart } from './options.js';

/** One part of a caption after the number, as words. */
export interface CaptionText {
  /** Which part it is. */
  readonly part: Exclude<CaptionPart, 'number'>;
  /** Its words: `Maze, square 16×16`, `★★★☆☆`, `par 138`, `seed a`. */
  readonly text: string;
}

/** What a caption's parts are joined by. */
export const CAPTION_JOIN = ' · ';

/** A caption in two parts: the number (drawn bold) and the rest. */
export interface Caption {
  /** The puzzle's number, or `''` when the caption leaves it out. */
  readonly number: string;
  /** The family's title (`Maze`), what the board shortens to where its words do not fit. */
  readonly family: string;
  /** The other parts there are words for, in {@link CAPTION_PARTS} order. */
  readonly parts: readonly CaptionText[];
  /** {@link Caption.parts}' words joined by {@link CAPTION_JOIN}. */
  readonly text: string;
}

/**
 * The board in words, from the family's summary line (whose first part is, by the family
 * contract, the family's name, grid and size: `maze square 16×16`): the family's title in
 * place of its name, `Maze, square 16×16`.
 */
export function boardOf(held: Held): string {
  const { family, puzzle } = held;
  const head = family.summary(puzzle).split('  ')[0] ?? '';
  const rest = head.startsWith(`${family.name} `) ? head.slice(family.name.length + 1) : head;
  return rest === '' ? family.title : `${family.title}, ${rest}`;
}

/**
 * The caption of puzzle number `number` with the parts asked for: `board` as {@link boardOf},
 * `stars` as `★★★☆☆` (left out when unrated), `par` as `par 138` (left out when the verdict has
 * none), `seed` as `seed a` (left out for an imported puzzle).
 */
export function captionOf(held: Held, number: number, parts: readonly CaptionPart[]): Caption {
  const { family, puzzle } = held;
  const verdict = family.verdict(puzzle);
  const words: CaptionText[] = [];
  for (const part of CAPTION_PARTS) {
    if (!parts.includes(part)) continue;
    if (part === 'board') words.push({ part, text: boardOf(held) });
    else if (part === 'stars' && verdict.stars > 0) {
      const stars = Math.min(5, Math.round(verdict.stars));
      words.push({ part, text: `${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}` });
    } else if (part === 'par' && verdict.par !== null)
      words.push({ part, text: `par ${verdict.par}` });
    else if (part === 'seed' && family.seedOf(puzzle) !== '') {
      words.push({ part, text: `seed ${family.seedOf(puzzle)}` });
    }
  }
  return {
    number: parts.includes('number') ? String(number) : '',
    family: family.title,
    parts: words,
    text: words.map((word) => word.text).join(CAPTION_JOIN),
  };
}
