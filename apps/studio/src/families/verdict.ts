// The verdict as the Analyse tab shows it: one formatter for every family, reading the shared
// `Verdict` shape of @knossos/core, and the rating behind it as the family's record has it.
import type { Verdict } from '@knossos/core';
import type { Held } from './index.js';

/** One row of facts: its label and its value, e.g. `['Par', '12 moves']`. */
export type Fact = readonly [label: string, value: string];

/** A number in words for a fact: whole numbers as they are, others to two places. */
function numberText(n: number): string {
  return Number.isInteger(n) ? n.toLocaleString('en') : n.toFixed(2);
}

/**
 * The verdict as facts, in the order shown: Solvable (`yes`, `no`, or `not proven` when a limit
 * cut the proof), Proven, Par (moves; `—` where the family counts none), Best solutions (`+` when
 * only a lower bound), Unique, Can get stuck (`—` where the family has no such positions), Stars
 * and Score.
 */
export function verdictFacts(verdict: Verdict): Fact[] {
  const { solvable, timedOut } = verdict;
  const count = verdict.optimalCount;
  return [
    ['Solvable', solvable ? 'yes' : timedOut ? 'not proven' : 'no'],
    ['Proven', timedOut ? 'no: a limit cut the proof' : 'yes'],
    ['Par', verdict.par === null ? '—' : `${numberText(verdict.par)} moves`],
    [
      'Best solutions',
      count === null ? '—' : `${numberText(count)}${verdict.countComplete ? '' : '+'}`,
    ],
    ['Unique', verdict.unique ? 'yes' : 'no'],
    ['Can get stuck', verdict.canGetStuck === null ? '—' : verdict.canGetStuck ? 'yes' : 'no'],
    ['Stars', verdict.stars === 0 ? 'unrated' : `${verdict.stars} of 5`],
    ['Score', verdict.score === null ? '—' : numberText(verdict.score)],
  ];
}

/** A field name in words: `realDecisions` → `Real decisions`. */
export function fieldWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
}

/** Fields of a rating the verdict's facts already show. */
const IN_VERDICT = new Set(['solvable', 'par', 'stars', 'score']);

/**
 * The rating behind the stars, as the family's puzzle file records it: each field holding a
 * number, text or on/off, in words (`Real decisions: 3`); nested values are left out.
 */
export function ratingFacts(rating: unknown): Fact[] {
  if (typeof rating !== 'object' || rating === null || Array.isArray(rating)) return [];
  const facts: Fact[] = [];
  for (const [name, value] of Object.entries(rating)) {
    if (IN_VERDICT.has(name)) continue;
    if (typeof value === 'number' && Number.isFinite(value))
      facts.push([fieldWords(name), numberText(value)]);
    else if (typeof value === 'string') facts.push([fieldWords(name), value]);
    else if (typeof value === 'boolean') facts.push([fieldWords(name), value ? 'yes' : 'no']);
  }
  return facts;
}

/** What the Analyse tab shows of a puzzle's proof. */
export interface Shown {
  /** The verdict's facts. */
  readonly facts: readonly Fact[];
  /** The rating's facts. */
  readonly rating: readonly Fact[];
  /** What generation noted, then what the proofs and the rating noted; each once. */
  readonly notes: readonly string[];
  /** A player can get stuck. */
  readonly stuck: boolean;
}

/** The verdict, rating and notes of a puzzle, from its family's verdict and puzzle file. */
export function shownOf(held: Held): Shown {
  const verdict = held.family.verdict(held.puzzle);
  const file = held.family.toPuzzleFile(held.puzzle);
  return {
    facts: verdictFacts(verdict),
    rating: ratingFacts(file.rating),
    notes: [...new Set([...file.notes, ...verdict.notes])],
    stuck: verdict.canGetStuck === true,
  };
}
