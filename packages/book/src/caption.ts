// The line under each puzzle's number: which board, how hard, its par and seed.

import type { Held } from '@knossos/families';
import type { CaptionPart } from './options.js';

/** A caption in two parts: the number (drawn bold) and the rest. */
export interface Caption {
  /** The puzzle's number, or `''` when the caption leaves it out. */
  readonly number: string;
  /** The other parts asked for, joined by ` · `. */
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
  const text: string[] = [];
  for (const part of parts) {
    if (part === 'board') text.push(boardOf(held));
    else if (part === 'stars' && verdict.stars > 0) {
      const stars = Math.min(5, Math.round(verdict.stars));
      text.push(`${'★'.repeat(stars)}${'☆'.repeat(5 - stars)}`);
    } else if (part === 'par' && verdict.par !== null) text.push(`par ${verdict.par}`);
    else if (part === 'seed' && family.seedOf(puzzle) !== '') {
      text.push(`seed ${family.seedOf(puzzle)}`);
    }
  }
  return { number: parts.includes('number') ? String(number) : '', text: text.join(' · ') };
}
