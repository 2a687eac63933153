import { popcount } from '@knossos/core';
import { SolverError } from './errors.js';

/**
 * A finite-domain constraint problem for {@link countSolutions}: variables `0 … n − 1`, each with a
 * set of allowed values `0 … 31` kept as a bitmask (bit `v` set when value `v` is allowed).
 *
 * The counter only branches; the problem's own `propagate` prunes, and `accept` checks a full
 * assignment, so a family can describe its rules in a few plain lines. Without `propagate` every
 * combination is tried, which is what a slow, obviously correct second code path wants.
 */
export interface FiniteProblem {
  /** The initial domain of each variable, as a bitmask of allowed values (non-zero, up to 2³² − 1). */
  readonly domains: ArrayLike<number>;
  /**
   * Optional: narrows `domains` in place after variable `changed` was fixed to one value (−1 for
   * the first call, before any choice). Returns `false` when a domain became empty or a rule is
   * broken, which prunes the branch. It may only remove values, never add them.
   */
  propagate?(domains: Uint32Array, changed: number): boolean;
  /**
   * Optional: whether a full assignment (one value per variable) is a solution. Default: every
   * full assignment that survived `propagate` is.
   */
  accept?(values: Int32Array): boolean;
}

/** Options for {@link countSolutions}. */
export interface CountOptions {
  /** Stop after this many solutions, 1 to 1,000,000,000 (default 2: enough to tell unique). */
  limit?: number;
  /** Stop after trying this many assignments of a value to a variable (default 10,000,000). */
  nodeBudget?: number;
}

/** What {@link countSolutions} found. */
export interface CountResult {
  /** Solutions found: the exact number when `complete`, else a lower bound. */
  readonly count: number;
  /**
   * The search ran to the end, so `count` is every solution. When it stopped at the limit,
   * `count === limit` means "at least `limit`".
   */
  readonly complete: boolean;
  /** Why it stopped early, or `null` when it ran to the end. */
  readonly stoppedBy: 'limit' | 'nodes' | null;
  /** The first solution found (one value per variable), or `null` when there is none. */
  readonly solution: Int32Array | null;
  /** Value assignments tried. */
  readonly nodes: number;
}

/**
 * Counts the solutions of a finite-domain problem, up to a limit, by depth-first search: pick
 * the unfixed variable with the fewest values left (lowest index on ties), try its values in
 * ascending order, let the problem propagate, and go on; a branch ends when a domain empties or
 * `propagate` says so. Iterative (an explicit stack of domain copies), so depth is not limited
 * by the call stack. Values are tried in a fixed order, so the first solution is deterministic.
 *
 * @param problem - see {@link FiniteProblem}.
 * @param options - see {@link CountOptions}.
 * @returns the {@link CountResult}.
 * @throws {@link SolverError} when a domain is not a non-zero 32-bit mask, or an option is not a
 *   positive integer.
 *
 * @example
 * ```ts
 * // Two variables with values 0–2 that must differ: 6 solutions.
 * const result = countSolutions(
 *   {
 *     domains: [0b111, 0b111],
 *     accept: (v) => v[0] !== v[1],
 *   },
 *   { limit: 100 },
 * );
 * result.count; // 6
 * ```
 */
export function countSolutions(problem: FiniteProblem, options: CountOptions = {}): CountResult {
  const limit = positiveInteger(options.limit, 2, 'limit');
  const nodeBudget = positiveInteger(options.nodeBudget, 10_000_000, 'nodeBudget');
  const initial = problem?.domains;
  if (initial === null || typeof initial !== 'object' || typeof initial.length !== 'number') {
    throw new SolverError('domains', 'domains must be an array of bitmasks');
  }
  const n = initial.length;
  const root = new Uint32Array(n);
  for (let v = 0; v < n; v++) {
    const mask = initial[v];
    if (typeof mask !== 'number' || !Number.isInteger(mask) || mask <= 0 || mask > 0xffffffff) {
      throw new SolverError(
        `domains[${v}]`,
        `domains[${v}] must be a non-zero bitmask of values 0–31 (got ${String(mask)})`,
      );
    }
    root[v] = mask;
  }
  const propagate = problem.propagate?.bind(problem);
  const accept = problem.accept?.bind(problem);
  const values = new Int32Array(n);
  let count = 0;
  let nodes = 0;
  let solution: Int32Array | null = null;
  let stoppedBy: 'limit' | 'nodes' | null = null;

  // A fixed point of the domains: either a full assignment to check, or the next variable.
  const settle = (domains: Uint32Array): number => {
    let best = -1;
    let bestSize = 33;
    for (let v = 0; v < n; v++) {
      const size = popcount(domains[v]!);
      if (size === 0) return -2;
      if (size > 1 && size < bestSize) {
        best = v;
        bestSize = size;
      }
    }
    return best;
  };
  const found = (domains: Uint32Array): void => {
    for (let v = 0; v < n; v++) values[v] = 31 - Math.clz32(domains[v]!);
    if (accept && !accept(values)) return;
    count++;
    solution ??= values.slice();
    if (count >= limit) stoppedBy = 'limit';
  };

  if (propagate && !propagate(root, -1)) {
    return { count: 0, complete: true, stoppedBy: null, solution: null, nodes: 0 };
  }
  const first = settle(root);
  if (first === -1) found(root);
  // Each frame: its domains, the variable being branched on, the values not yet tried.
  const stackDomains: Uint32Array[] = [];
  const stackVariable: number[] = [];
  const stackRest: number[] = [];
  if (first >= 0) {
    stackDomains.push(root);
    stackVariable.push(first);
    stackRest.push(root[first]!);
  }
  while (stackDomains.length > 0 && stoppedBy === null) {
    const top = stackDomains.length - 1;
    const rest = stackRest[top]!;
    if (rest === 0) {
      stackDomains.pop();
      stackVariable.pop();
      stackRest.pop();
      continue;
    }
    if (nodes >= nodeBudget) {
      stoppedBy = 'nodes';
      break;
    }
    nodes++;
    const bit = rest & -rest;
    stackRest[top] = (rest & ~bit) >>> 0;
    const variable = stackVariable[top]!;
    const child = stackDomains[top]!.slice();
    child[variable] = bit >>> 0;
    if (propagate && !propagate(child, variable)) continue;
    const next = settle(child);
    if (next === -2) continue;
    if (next === -1) {
      found(child);
      continue;
    }
    stackDomains.push(child);
    stackVariable.push(next);
    stackRest.push(child[next]!);
  }
  return { count, complete: stoppedBy === null, stoppedBy, solution, nodes };
}

function positiveInteger(value: number | undefined, fallback: number, field: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new SolverError(field, `${field} must be a positive integer (got ${String(value)})`);
  }
  return Math.min(value, field === 'limit' ? 1_000_000_000 : Number.MAX_SAFE_INTEGER);
}
