// What a rule of the human-style solver finds on a position, kept apart from the position so
// that everything a rule finds is found on one position and then applied together.

/** A link not decided yet. @internal */
export const UNKNOWN = 0;
/** A link drawn: the two cells are consecutive cells of one path. @internal */
export const ON = 1;
/** A link ruled out: the two cells have different colours. @internal */
export const OFF = 2;

/** The changes a {@link Deductions} list makes to a position. @internal */
export interface Position {
  dead: boolean;
  set(link: number, value: typeof ON | typeof OFF): boolean;
  remove(node: number, color: number): boolean;
  keep(node: number, color: number): boolean;
}

/** What one rule found on a position, before any of it is applied. @internal */
export class Deductions {
  /** Links to decide: `2 · link + (1 for ON, 0 for OFF)`. */
  readonly links: number[] = [];
  /** Colours to rule out: node, colour pairs. */
  readonly removals: number[] = [];
  /** Colours to keep alone: node, colour pairs. */
  readonly keeps: number[] = [];
  /** The position has no solution. */
  dead = false;

  get size(): number {
    return this.links.length + this.removals.length / 2 + this.keeps.length / 2;
  }

  /** Applies everything found; returns how much of it changed the position. */
  applyTo(state: Position): number {
    if (this.dead) {
      state.dead = true;
      return 0;
    }
    let changed = 0;
    for (const code of this.links) if (state.set(code >> 1, code & 1 ? ON : OFF)) changed++;
    for (let i = 0; i < this.removals.length; i += 2) {
      if (state.remove(this.removals[i]!, this.removals[i + 1]!)) changed++;
    }
    for (let i = 0; i < this.keeps.length; i += 2) {
      if (state.keep(this.keeps[i]!, this.keeps[i + 1]!)) changed++;
    }
    return changed;
  }
}
