// The contract every puzzle family implements, by shape: @knossos/maze, @knossos/flow and
// @knossos/netwalk each export one object of type PuzzleFamily, and no family imports another.

import type { PuzzleFile } from './puzzle-file.js';

/**
 * What was proven of one puzzle, named alike in every family.
 *
 * - `solvable`: a solution was found (and checked). `false` means none was found: proven none
 *   when `timedOut` is false, "not proven" when it is true.
 * - `par`: the fewest moves of the family's move (maze: steps or rolls; Netwalk: quarter-turns
 *   from the scramble), or `null` where the family has no moves to count (Flow) or none was
 *   found.
 * - `optimalCount`: how many solutions reach `par` (for Flow, how many solutions); a lower bound
 *   when `countComplete` is false; `null` when not counted.
 * - `unique`: proven to have exactly one best solution.
 * - `canGetStuck`: a player can reach a position with no way to solve it; `null` where the family
 *   has no such positions (Flow: any move can be undone).
 * - `stars` 1–5, 0 when not rated; `score` the family's difficulty score behind the stars, or
 *   `null` when not rated.
 * - `timedOut`: a time limit, state budget or signal cut a proof, so the verdict is not proven.
 */
export interface Verdict {
  /** A solution was found and checked. */
  readonly solvable: boolean;
  /** Fewest moves, or `null` where the family counts none (Flow) or none was found. */
  readonly par: number | null;
  /** Solutions reaching `par` (a lower bound unless `countComplete`), or `null`. */
  readonly optimalCount: number | null;
  /** `optimalCount` is the exact count. */
  readonly countComplete: boolean;
  /** Proven to have exactly one best solution. */
  readonly unique: boolean;
  /** A player can get stuck; `null` where the family has no such positions. */
  readonly canGetStuck: boolean | null;
  /** Stars 1–5, or 0 when not rated. */
  readonly stars: number;
  /** The difficulty score behind the stars, or `null` when not rated. */
  readonly score: number | null;
  /** A limit cut a proof: nothing above is proven beyond what was found. */
  readonly timedOut: boolean;
  /** What the proofs and the rating noted, one sentence each. */
  readonly notes: readonly string[];
}

/**
 * The kinds of setting a settings table holds: `lines` is a list of text rows (a shape mask),
 * which a command line reads from a file.
 */
export type SettingKind = 'integer' | 'number' | 'choice' | 'switch' | 'text' | 'lines';

/**
 * One row of a family's settings table: enough for a form (a slider, a menu, a check box) and
 * for a command line flag.
 */
export interface SettingSpec {
  /** The field in the settings object, e.g. `'width'`. */
  readonly name: string;
  /** What it holds: `integer` and `number` have `min`/`max`, `choice` has `choices`. */
  readonly kind: SettingKind;
  /** The label users see, e.g. `'Width'`. */
  readonly label: string;
  /** One sentence on what it does. */
  readonly description: string;
  /** The value when none is given; `null` where the default depends on other settings. */
  readonly default: number | string | boolean | null;
  /** Smallest value (`integer`, `number`). */
  readonly min?: number;
  /** Largest value (`integer`, `number`). */
  readonly max?: number;
  /** The step a slider moves by (`integer`: 1 unless given). */
  readonly step?: number;
  /**
   * The setting may be left out (a form shows "auto"), and the family works a value out from
   * the others: Flow's colours, Netwalk's branching share.
   */
  readonly optional?: boolean;
  /** Words for the choices a menu shows, by choice (`{ 'center-out': 'Centre out' }`). */
  readonly choiceLabels?: Readonly<Record<string, string>>;
  /** The unit, e.g. `'cells'`, `'rings'`, `'share'`. */
  readonly unit?: string;
  /** The allowed values (`choice`). */
  readonly choices?: readonly string[];
  /**
   * When the setting applies, as other settings' allowed values: `{ grid: ['circular'] }` shows
   * Rings only on circular boards. Missing: always.
   */
  readonly appliesWhen?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
}

/** Whether a setting of a table applies to the given settings (see {@link SettingSpec.appliesWhen}). */
export function settingApplies(
  spec: SettingSpec,
  settings: Readonly<Record<string, unknown>>,
): boolean {
  const when = spec.appliesWhen;
  if (when === undefined) return true;
  return Object.entries(when).every(([field, allowed]) =>
    allowed.includes(settings[field] as string | number | boolean),
  );
}

/** Settings put in range, with a note for every change (each starting with the setting's label). */
export interface ClampedSettings<S> {
  /** Every field filled in, each in range. */
  readonly settings: S;
  /** One per change. */
  readonly notes: readonly string[];
}

/** A named starting point for a family's settings. */
export interface FamilyPreset<S> {
  /** e.g. `'Classic'`, `'Medium 9×9'`. */
  readonly name: string;
  /** One sentence. */
  readonly description: string;
  /** The settings it sets (others keep their defaults). */
  readonly settings: Partial<S>;
}

/** Limits for one call: how long it may run and a way to stop it. */
export interface RunOptions {
  /** Milliseconds of wall time, ≥ 0 (default: none). A search it cuts says "not proven". */
  readonly timeMs?: number;
  /** Aborting it stops the searches; the call then throws the signal's reason or comes back not proven. */
  readonly signal?: AbortSignal;
  /**
   * Prove under another of the family's rules (see {@link PuzzleFamily.rules}), e.g. Flow's
   * `'loose'`; missing: the family's own rule.
   */
  readonly rule?: string;
}

/** Options for {@link PuzzleFamily.generateVerified}. */
export interface VerifiedOptions extends RunOptions {
  /**
   * The stars to aim for, 1–5 (0 or missing: any). A try whose stars differ misses the request;
   * the closest try comes back with a note when none meets it.
   */
  readonly stars?: number;
  /** Tries at most (seed, `seed#1`, `seed#2`, …), 1–1,000; default the family's own. */
  readonly tries?: number;
}

/** How far a batch has come: one call per puzzle, in the order they finish. */
export interface FamilyBatchProgress<P> {
  /** Puzzles finished so far, 1…`total`. */
  readonly done: number;
  /** Puzzles in the batch. */
  readonly total: number;
  /** The finished puzzle's place in the batch, from 0. */
  readonly index: number;
  /** The finished puzzle. */
  readonly puzzle: P;
}

/** Options for {@link PuzzleFamily.generateBatch}. */
export interface FamilyBatchOptions<P> extends VerifiedOptions {
  /** The batch's root seed: puzzle `i` has the seed `root-i` (default: the settings' seed, else a fresh one). */
  readonly seed?: string;
  /** Worker threads in Node, 1 to the cores (default: the cores, capped by the count). */
  readonly workers?: number;
  /** Called as each puzzle finishes. */
  readonly onProgress?: (progress: FamilyBatchProgress<P>) => void;
}

/** What {@link PuzzleFamily.verify} found: the puzzle proven again and compared with its record. */
export interface FamilyVerification<P> {
  /** The verdict as stored with the puzzle. */
  readonly before: Verdict;
  /** The verdict proven now. */
  readonly after: Verdict;
  /** The puzzle with the new verdict. */
  readonly puzzle: P;
  /** Each field that changed, as `field before → after` (none when a limit cut the new proof). */
  readonly changed: readonly string[];
  /** Nothing changed and the new proof was not cut. */
  readonly ok: boolean;
}

/**
 * A text format a family writes besides its puzzle file and pictures (a CSV grid, a Net game ID,
 * a Tiled map), and may read back.
 */
export interface FamilyFormat<P> {
  /** The file extension, without the leading dot: `'csv'`, `'id.txt'`, `'tmj'`. */
  readonly extension: string;
  /** One sentence: what the format is and who reads it. */
  readonly description: string;
  /** Why this puzzle cannot be written in the format (one sentence), or `null` when it can. */
  unfit?(puzzle: P): string | null;
  /** The puzzle as the format's text. */
  write(puzzle: P): string;
  /**
   * Reads a puzzle (imported: no seed, no settings) back from the format's text.
   *
   * @throws the family's error subclass of `KnossosError`, with the line and column when known.
   */
  read?(text: string): P;
  /** Whether the text looks like this format, for telling files apart. */
  sniff?(text: string): boolean;
}

/** The picture styles every family draws. */
export type PictureStyle = 'printable' | 'answer-key' | 'as-shown';

/** Every picture style. */
export const PICTURE_STYLES: readonly PictureStyle[] = Object.freeze([
  'printable',
  'answer-key',
  'as-shown',
]);

/**
 * The contract of a puzzle family: what an app needs to make, prove, show, store and check its
 * puzzles without knowing which family they are. `P` is the family's puzzle, `S` its settings,
 * `K` its picture (the `Sketch` of `@knossos/export`). Documented for contributors in
 * `docs/family-contract.md`.
 */
export interface PuzzleFamily<P, S = Record<string, unknown>, K = unknown> {
  /** The family's name in files and on the command line: `'maze'`, `'flow'`, `'netwalk'`. */
  readonly name: string;
  /** The name users see: `'Maze'`, `'Flow'`, `'Netwalk'`. */
  readonly title: string;
  /** Every setting, in the order a form shows them. */
  readonly settings: readonly SettingSpec[];
  /** The settings a request without any gets. */
  defaultSettings(): S;
  /** Settings put in range with notes; never throws for a value out of range. */
  clampSettings(input: unknown): ClampedSettings<S>;
  /**
   * Auto: the settings put in range, then settings that fight each other fixed (a grid that
   * cannot roll set to step, …), one note per change. Optional: a family without such rules
   * leaves it out, and apps use {@link PuzzleFamily.clampSettings}.
   */
  tune?(input: unknown): ClampedSettings<S>;
  /** Named starting points, the first the family's default. */
  readonly presets: readonly FamilyPreset<S>[];
  /** One puzzle from the settings (its seed included): the same settings give the same puzzle. */
  generate(settings: Partial<S>, options?: RunOptions): Promise<P>;
  /**
   * Puzzles until one meets its request ({@link PuzzleFamily.meetsRequest}, and `stars` when
   * asked): the seed first, then `seed#1`, `seed#2`, …; the closest on a miss, with a note.
   */
  generateVerified(settings: Partial<S>, options?: VerifiedOptions): Promise<P>;
  /**
   * `count` verified puzzles, puzzle `i` from the seed `root-i`, in seed order whatever order
   * they finish in; rejects with the signal's reason when aborted.
   */
  generateBatch(settings: Partial<S>, count: number, options?: FamilyBatchOptions<P>): Promise<P[]>;
  /** The puzzle's verdict, in the shared shape. */
  verdict(puzzle: P): Verdict;
  /** The seed that rebuilds the puzzle with its settings (`''` for an imported one). */
  seedOf(puzzle: P): string;
  /** The settings it was made with (clamped), or `null` for an imported puzzle. */
  settingsOf(puzzle: P): S | null;
  /** Proves the puzzle again and compares with its stored verdict. */
  verify(puzzle: P, options?: RunOptions): Promise<FamilyVerification<P>>;
  /** Whether the puzzle is what its settings asked for (proven, unique when asked, stars). */
  meetsRequest(puzzle: P): boolean;
  /** What the puzzle lacks of its request, one sentence each; empty when it meets it. */
  shortfalls(puzzle: P): string[];
  /** One line: the family, size, seed, stars and the verdict. */
  summary(puzzle: P): string;
  /** One cell in words (for screen readers and hover text); cells are numbered as the board's. */
  describeCell(puzzle: P, cell: number): string;
  /** The puzzle as a picture in a style. */
  toSketch(puzzle: P, style: PictureStyle): K;
  /** The puzzle (and its solution where the family has one) as terminal text. */
  toText(puzzle: P): string;
  /** The formats a batch writes when none are named: `json`, `svg`, `png` and the family's own. */
  readonly defaultFormats: readonly string[];
  /**
   * Settings that usually earn `stars` (1–5), the rest left to the defaults: what a pack rising
   * in difficulty asks at each step. Measured, not promised: the `stars` target of verified
   * generation makes sure.
   */
  starSettings(stars: number): Partial<S>;
  /**
   * The seed of the daily puzzle: everyone asking for the same calendar day (`YYYY-MM-DD`, see
   * {@link calendarDay}) with the same settings gets the same seed, so the same puzzle.
   * Optional: a family without daily puzzles leaves it out.
   *
   * @throws the family's error subclass of `KnossosError` for a day that is not a calendar day.
   */
  dailySeed?(day: string, settings: Partial<S>): string;
  /**
   * The family's other rules {@link PuzzleFamily.verify} proves under (`RunOptions.rule`), each
   * with one sentence; `{}` when it has none.
   */
  readonly rules: Readonly<Record<string, string>>;
  /** Text formats by their `--format` name (`csv`, `txt`, `tmj`, …), besides JSON and pictures. */
  readonly formats: Readonly<Record<string, FamilyFormat<P>>>;
  /** The puzzle as a `knossos.puzzle/1` record. */
  toPuzzleFile(puzzle: P): PuzzleFile;
  /**
   * The puzzle from a `knossos.puzzle/1` record of this family, or from the family's own older
   * JSON format (given as the parsed value).
   *
   * @throws the family's error subclass of `KnossosError`, naming the field at fault.
   */
  fromPuzzleFile(file: unknown): P;
}

/** The fields of a {@link Verdict} that are proofs (all but `notes`), in the order changes are told. */
export const VERDICT_FIELDS: readonly (keyof Omit<Verdict, 'notes'>)[] = Object.freeze([
  'solvable',
  'par',
  'optimalCount',
  'countComplete',
  'unique',
  'canGetStuck',
  'stars',
  'score',
  'timedOut',
]);

/**
 * What a new proof changed of a stored verdict, one `field before → after` each (`stars 2 → 3`),
 * in the order of {@link VERDICT_FIELDS}; none when the new proof was cut (`after.timedOut`), as
 * an unproven result says nothing about the record.
 */
export function verdictChanges(before: Verdict, after: Verdict): string[] {
  if (after.timedOut) return [];
  return VERDICT_FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => `${field} ${String(before[field])} → ${String(after[field])}`,
  );
}
