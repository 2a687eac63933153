/**
 * A conflict-driven clause-learning (CDCL) SAT solver, puzzle-agnostic and incremental: clauses
 * may be added between calls to {@link SatSolver.solve} (blocking clauses, lazy cuts), and what
 * it learnt is kept.
 *
 * The design is the one laid out in Eén and Sörensson, "An Extensible SAT-solver" (SAT 2003):
 * two watched literals per clause with a blocking literal, first-UIP learning with local
 * minimisation, VSIDS variable order on a binary heap, phase saving, Luby restarts (Luby,
 * Sinclair and Zuckerman 1993, unit 100 conflicts) and learnt-clause deletion ranked by literal
 * block distance (Audemard and Simon, "Predicting Learnt Clauses Quality", IJCAI 2009).
 *
 * Literals are integers: variable `v` (0-based) is `2v` when true and `2v + 1` when negated; see
 * {@link lit}.
 */

/** A literal for variable `v` (0-based), negated when `negated`. */
export function lit(v: number, negated = false): number {
  return 2 * v + (negated ? 1 : 0);
}

/** Limits for one {@link SatSolver.solve} call; the answer is `'unknown'` when one stops it. */
export interface SatLimits {
  /** Stop after this many conflicts in this call (default: no limit). */
  readonly conflicts?: number;
  /** Stop after this many decisions in this call (default: no limit). */
  readonly decisions?: number;
  /** Stop once `performance.now()` passes this (ms); read every 256 conflicts or decisions. */
  readonly deadline?: number;
  /** Stop when aborted; read with the clock. */
  readonly signal?: AbortSignal;
}

/** What stopped an `'unknown'` answer. */
export type SatStop = 'conflicts' | 'decisions' | 'time' | 'signal';

const LUBY_UNIT = 100;
const TRUE = 1;
const FALSE = -1;
const HEADER = 2; // arena: [size, lbd | learnt flag << 30 | deleted flag << 29, lits…]
const LEARNT = 1 << 30;
const DELETED = 1 << 29;
const LBD_MASK = DELETED - 1;

/** Luby's restart sequence 1, 1, 2, 1, 1, 2, 4, …: the `i`-th term, `i` from 0. */
function luby(i: number): number {
  let size = 1;
  let sequence = 0;
  while (size < i + 1) {
    sequence++;
    size = 2 * size + 1;
  }
  let x = i;
  while (size - 1 !== x) {
    size = (size - 1) >> 1;
    sequence--;
    x %= size;
  }
  return 2 ** sequence;
}

/** A growable list of 32-bit integers. */
class IntList {
  // A plain array, not a typed one: the solver keeps two of these per variable, and small plain
  // arrays are far cheaper to create and grow (measured: a fifth of a proof's time went to
  // collecting typed-array garbage).
  data: number[];
  size = 0;
  constructor(capacity = 0) {
    this.data = capacity > 0 ? new Array<number>(capacity).fill(0) : [];
  }
  push(value: number): void {
    this.data[this.size++] = value;
  }
}

/**
 * An incremental CDCL solver. Create it with the number of variables, add clauses, call
 * {@link solve}; after `'sat'`, {@link value} reads the model. Adding a clause backtracks to the
 * root, so add them between calls.
 */
export class SatSolver {
  /** Variables, 0 to `variables − 1`. */
  readonly variables: number;
  /** Conflicts over every call so far. */
  conflicts = 0;
  /** Decisions over every call so far. */
  decisions = 0;
  /** What stopped the last `'unknown'` answer, or `null`. */
  stoppedBy: SatStop | null = null;

  private readonly values: Int8Array; // per literal: 1 true, −1 false, 0 unassigned
  private readonly levels: Int32Array;
  private readonly reasons: Int32Array; // clause reference or −1
  private readonly activity: Float64Array;
  private readonly phase: Uint8Array; // 1: last assigned true
  private readonly seen: Uint8Array;
  private readonly model: Int8Array;
  private readonly heap: Int32Array;
  private readonly heapIndex: Int32Array; // −1 when not in the heap
  private heapSize = 0;
  private readonly watches: IntList[]; // per literal: clause reference, blocking literal
  private arena = new Int32Array(1 << 16);
  private arenaTop = 0;
  private readonly learnts = new IntList(1024);
  private readonly trail: Int32Array;
  private trailSize = 0;
  private readonly trailLimits = new IntList(64);
  private head = 0;
  private increment = 1;
  private broken = false; // an empty clause was derived: unsatisfiable for good
  private maxLearnts = 4000;
  private readonly levelStamp: Int32Array;
  private stamp = 0;
  private readonly learnt = new IntList(64);
  private readonly dropped = new IntList(64);

  constructor(variables: number) {
    this.variables = variables;
    this.values = new Int8Array(2 * variables);
    this.levels = new Int32Array(variables);
    this.reasons = new Int32Array(variables).fill(-1);
    this.activity = new Float64Array(variables);
    this.phase = new Uint8Array(variables);
    this.seen = new Uint8Array(variables);
    this.model = new Int8Array(variables);
    this.heap = new Int32Array(variables);
    this.heapIndex = new Int32Array(variables).fill(-1);
    this.watches = Array.from({ length: 2 * variables }, () => new IntList());
    this.trail = new Int32Array(variables);
    this.levelStamp = new Int32Array(variables + 1);
    for (let v = 0; v < variables; v++) this.heapInsert(v);
  }

  /** Whether variable `v` is true in the last model. */
  value(v: number): boolean {
    return this.model[v] === TRUE;
  }

  /** Raises variable `v`'s initial priority, so it is decided before others (≥ 0). */
  prefer(v: number, weight: number): void {
    this.activity[v] = weight;
    this.heapRemove(v);
    this.heapInsert(v);
  }

  /** Sets the polarity variable `v` is first tried with (default false). */
  setPhase(v: number, value: boolean): void {
    this.phase[v] = value ? 1 : 0;
  }

  /**
   * Adds a clause (the disjunction of `literals`). Returns `false` when the clauses are now
   * known unsatisfiable.
   */
  addClause(literals: ArrayLike<number>): boolean {
    if (this.broken) return false;
    this.backtrack(0);
    const kept: number[] = [];
    for (let i = 0; i < literals.length; i++) {
      const l = literals[i]!;
      const value = this.values[l]!;
      if (value === TRUE || kept.includes(l ^ 1)) return true; // satisfied or a tautology
      if (value === FALSE || kept.includes(l)) continue;
      kept.push(l);
    }
    if (kept.length === 0) {
      this.broken = true;
      return false;
    }
    if (kept.length === 1) {
      this.assign(kept[0]!, -1);
      if (this.propagate() !== -1) this.broken = true;
      return !this.broken;
    }
    this.attach(this.store(kept, kept.length, false, 0));
    return true;
  }

  /**
   * Searches for a model of the clauses. `'sat'`: a model (read it with {@link value});
   * `'unsat'`: none exists; `'unknown'`: a limit stopped the search ({@link stoppedBy}).
   */
  solve(limits: SatLimits = {}): 'sat' | 'unsat' | 'unknown' {
    this.stoppedBy = null;
    if (this.broken) return 'unsat';
    const maxConflicts = this.conflicts + (limits.conflicts ?? Number.POSITIVE_INFINITY);
    const maxDecisions = this.decisions + (limits.decisions ?? Number.POSITIVE_INFINITY);
    const deadline = limits.deadline ?? Number.POSITIVE_INFINITY;
    const signal = limits.signal;
    let restart = 0;
    let untilRestart = luby(restart) * LUBY_UNIT;
    let ticks = 0;
    const stop = (why: SatStop): 'unknown' => {
      this.stoppedBy = why;
      this.backtrack(0);
      return 'unknown';
    };
    for (;;) {
      const conflict = this.propagate();
      if (conflict !== -1) {
        this.conflicts++;
        if (this.trailLimits.size === 0) {
          this.broken = true;
          return 'unsat';
        }
        this.learnFrom(conflict);
        if (this.conflicts >= maxConflicts) return stop('conflicts');
        if (--untilRestart <= 0) {
          untilRestart = luby(++restart) * LUBY_UNIT;
          this.backtrack(0);
        }
      } else {
        if (this.learnts.size - this.trailSize >= this.maxLearnts) this.reduce();
        const next = this.pickBranch();
        if (next < 0) {
          for (let v = 0; v < this.variables; v++) this.model[v] = this.values[2 * v]!;
          this.backtrack(0);
          return 'sat';
        }
        if (this.decisions >= maxDecisions) return stop('decisions');
        this.decisions++;
        this.trailLimits.push(this.trailSize);
        this.assign(next, -1);
      }
      if ((++ticks & 255) === 0) {
        if (signal?.aborted) return stop('signal');
        if (performance.now() > deadline) return stop('time');
      }
    }
  }

  private assign(l: number, reason: number): void {
    const v = l >> 1;
    this.values[l] = TRUE;
    this.values[l ^ 1] = FALSE;
    this.levels[v] = this.trailLimits.size;
    this.reasons[v] = reason;
    this.trail[this.trailSize++] = l;
  }

  private store(literals: ArrayLike<number>, size: number, learnt: boolean, lbd: number): number {
    const need = this.arenaTop + HEADER + size;
    if (need > this.arena.length) {
      let capacity = this.arena.length * 2;
      while (capacity < need) capacity *= 2;
      const grown = new Int32Array(capacity);
      grown.set(this.arena.subarray(0, this.arenaTop));
      this.arena = grown;
    }
    const ref = this.arenaTop;
    this.arena[ref] = size;
    this.arena[ref + 1] = (learnt ? LEARNT : 0) | lbd;
    for (let i = 0; i < size; i++) this.arena[ref + HEADER + i] = literals[i]!;
    this.arenaTop = need;
    if (learnt) this.learnts.push(ref);
    return ref;
  }

  private attach(ref: number): void {
    const a = this.arena;
    const first = a[ref + HEADER]!;
    const second = a[ref + HEADER + 1]!;
    const w0 = this.watches[first]!;
    w0.push(ref);
    w0.push(second);
    const w1 = this.watches[second]!;
    w1.push(ref);
    w1.push(first);
  }

  /** Unit propagation to a fixpoint; returns a conflicting clause's reference, or −1. */
  private propagate(): number {
    const values = this.values;
    while (this.head < this.trailSize) {
      const falsified = this.trail[this.head++]! ^ 1;
      const list = this.watches[falsified]!;
      const data = list.data;
      const size = list.size;
      let i = 0;
      let j = 0;
      while (i < size) {
        const ref = data[i]!;
        const blocker = data[i + 1]!;
        i += 2;
        if (values[blocker] === TRUE) {
          data[j++] = ref;
          data[j++] = blocker;
          continue;
        }
        const a = this.arena;
        if ((a[ref + 1]! & DELETED) !== 0) continue;
        const base = ref + HEADER;
        if (a[base] === falsified) {
          a[base] = a[base + 1]!;
          a[base + 1] = falsified;
        }
        const first = a[base]!;
        if (first !== blocker && values[first] === TRUE) {
          data[j++] = ref;
          data[j++] = first;
          continue;
        }
        const length = a[ref]!;
        let moved = false;
        for (let k = 2; k < length; k++) {
          const candidate = a[base + k]!;
          if (values[candidate] !== FALSE) {
            a[base + 1] = candidate;
            a[base + k] = falsified;
            const target = this.watches[candidate]!;
            target.push(ref);
            target.push(first);
            moved = true;
            break;
          }
        }
        if (moved) continue;
        data[j++] = ref;
        data[j++] = first;
        if (values[first] === FALSE) {
          while (i < size) data[j++] = data[i++]!;
          list.size = j;
          this.head = this.trailSize;
          return ref;
        }
        this.assign(first, ref);
      }
      list.size = j;
    }
    return -1;
  }

  /** First-UIP learning from a conflict: learns a clause and backjumps to assert it. */
  private learnFrom(conflict: number): void {
    const a = this.arena;
    const learnt = this.learnt;
    learnt.size = 0;
    learnt.push(-1); // the asserting literal goes here
    const level = this.trailLimits.size;
    let pending = 0;
    let p = -1;
    let index = this.trailSize - 1;
    let ref = conflict;
    do {
      const size = a[ref]!;
      for (let k = p === -1 ? 0 : 1; k < size; k++) {
        const q = a[ref + HEADER + k]!;
        const v = q >> 1;
        if (this.seen[v] || this.levels[v] === 0) continue;
        this.bump(v);
        this.seen[v] = 1;
        if (this.levels[v]! >= level) pending++;
        else learnt.push(q);
      }
      while (!this.seen[this.trail[index]! >> 1]) index--;
      p = this.trail[index]!;
      index--;
      ref = this.reasons[p >> 1]!;
      this.seen[p >> 1] = 0;
      pending--;
    } while (pending > 0);
    learnt.data[0] = p ^ 1;
    // Local minimisation: drop a literal whose reason's other literals are all in the clause.
    const marked = learnt.size;
    let kept = 1;
    for (let i = 1; i < marked; i++) {
      const q = learnt.data[i]!;
      const reason = this.reasons[q >> 1]!;
      let redundant = reason !== -1;
      if (redundant) {
        const size = a[reason]!;
        for (let k = 1; k < size; k++) {
          const r = a[reason + HEADER + k]! >> 1;
          if (!this.seen[r] && this.levels[r]! > 0) {
            redundant = false;
            break;
          }
        }
      }
      if (redundant) this.dropped.push(q);
      else learnt.data[kept++] = q;
    }
    for (let i = 1; i < kept; i++) this.seen[learnt.data[i]! >> 1] = 0;
    for (let i = 0; i < this.dropped.size; i++) this.seen[this.dropped.data[i]! >> 1] = 0;
    this.dropped.size = 0;
    learnt.size = kept;
    // Backjump to the second-highest level, with that literal watched second.
    let back = 0;
    if (kept > 1) {
      let at = 1;
      for (let i = 2; i < kept; i++) {
        if (this.levels[learnt.data[i]! >> 1]! > this.levels[learnt.data[at]! >> 1]!) at = i;
      }
      const swap = learnt.data[at]!;
      learnt.data[at] = learnt.data[1]!;
      learnt.data[1] = swap;
      back = this.levels[swap >> 1]!;
    }
    this.backtrack(back);
    if (kept === 1) {
      this.assign(learnt.data[0]!, -1);
    } else {
      this.stamp++;
      let lbd = 0;
      for (let i = 0; i < kept; i++) {
        const lv = this.levels[learnt.data[i]! >> 1]!;
        if (this.levelStamp[lv] !== this.stamp) {
          this.levelStamp[lv] = this.stamp;
          lbd++;
        }
      }
      const stored = this.store(learnt.data, kept, true, Math.min(lbd, LBD_MASK));
      this.attach(stored);
      this.assign(learnt.data[0]!, stored);
    }
    this.increment /= 0.95;
  }

  private bump(v: number): void {
    this.activity[v]! += this.increment;
    if (this.activity[v]! > 1e100) {
      for (let u = 0; u < this.variables; u++) this.activity[u]! *= 1e-100;
      this.increment *= 1e-100;
    }
    const at = this.heapIndex[v]!;
    if (at >= 0) this.heapUp(at);
  }

  private backtrack(level: number): void {
    if (this.trailLimits.size <= level) return;
    const start = this.trailLimits.data[level]!;
    for (let i = this.trailSize - 1; i >= start; i--) {
      const l = this.trail[i]!;
      const v = l >> 1;
      this.values[l] = 0;
      this.values[l ^ 1] = 0;
      this.reasons[v] = -1;
      this.phase[v] = (l & 1) === 0 ? 1 : 0;
      if (this.heapIndex[v]! < 0) this.heapInsert(v);
    }
    this.trailSize = start;
    this.head = start;
    this.trailLimits.size = level;
  }

  private pickBranch(): number {
    while (this.heapSize > 0) {
      const v = this.heapPop();
      if (this.values[2 * v] === 0) return 2 * v + (this.phase[v] ? 0 : 1);
    }
    return -1;
  }

  /** Deletes the less useful half of the learnt clauses (those with LBD > 2, not reasons). */
  private reduce(): void {
    const a = this.arena;
    const refs = this.learnts.data.slice(0, this.learnts.size);
    const lbd = (ref: number) => a[ref + 1]! & LBD_MASK;
    refs.sort((x, y) => lbd(y) - lbd(x) || y - x);
    const locked = (ref: number) => {
      const v = a[ref + HEADER]! >> 1;
      return this.reasons[v] === ref && this.values[a[ref + HEADER]!] === TRUE;
    };
    const drop = refs.length >> 1;
    this.learnts.size = 0;
    for (let i = 0; i < refs.length; i++) {
      const ref = refs[i]!;
      if (i < drop && lbd(ref) > 2 && !locked(ref)) a[ref + 1]! |= DELETED;
      else this.learnts.push(ref);
    }
    this.maxLearnts = Math.floor(this.maxLearnts * 1.1) + 300;
  }

  // Max-heap of variables by activity.
  private heapInsert(v: number): void {
    this.heap[this.heapSize] = v;
    this.heapIndex[v] = this.heapSize;
    this.heapUp(this.heapSize++);
  }

  private heapRemove(v: number): void {
    const at = this.heapIndex[v]!;
    if (at < 0) return;
    const last = this.heap[--this.heapSize]!;
    this.heapIndex[v] = -1;
    if (at === this.heapSize) return;
    this.heap[at] = last;
    this.heapIndex[last] = at;
    this.heapUp(at);
    this.heapDown(this.heapIndex[last]!);
  }

  private heapPop(): number {
    const top = this.heap[0]!;
    const last = this.heap[--this.heapSize]!;
    this.heapIndex[top] = -1;
    if (this.heapSize > 0) {
      this.heap[0] = last;
      this.heapIndex[last] = 0;
      this.heapDown(0);
    }
    return top;
  }

  private heapUp(start: number): void {
    const heap = this.heap;
    const v = heap[start]!;
    const score = this.activity[v]!;
    let i = start;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const u = heap[parent]!;
      if (this.activity[u]! >= score) break;
      heap[i] = u;
      this.heapIndex[u] = i;
      i = parent;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }

  private heapDown(start: number): void {
    const heap = this.heap;
    const v = heap[start]!;
    const score = this.activity[v]!;
    let i = start;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.heapSize) break;
      if (
        child + 1 < this.heapSize &&
        this.activity[heap[child + 1]!]! > this.activity[heap[child]!]!
      )
        child++;
      const u = heap[child]!;
      if (this.activity[u]! <= score) break;
      heap[i] = u;
      this.heapIndex[u] = i;
      i = child;
    }
    heap[i] = v;
    this.heapIndex[v] = i;
  }
}
