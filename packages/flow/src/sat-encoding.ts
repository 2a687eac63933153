import { SatSolver } from '@knossos/solver';
import type { FlowBoard } from './graph.js';
import type { FlowLevel } from './level.js';

/**
 * Up to this many colours the encoding gives each empty cell one variable per colour; above it,
 * the colour's bits (⌈log₂ k⌉ variables), so a 40 × 40 level with 150 colours needs 8 per cell,
 * not 150, and its clauses shrink to match.
 */
const ONE_HOT_MAX_COLORS = 12;

/** A level as clauses, ready to solve, with the edge numbering its models are read by. */
export interface FlowEncoding {
  readonly sat: SatSolver;
  /** Edge `e` joins cells `edgeA[e]` and `edgeB[e]`; its variable is `e`. */
  readonly edgeA: readonly number[];
  readonly edgeB: readonly number[];
  /** Each cell's edges. */
  readonly cellEdges: readonly (readonly number[])[];
}

/**
 * Encodes a level for `satSolve` (see there for the clauses).
 *
 * @param touching - the loose rule; otherwise the degree rule.
 * @param encoding - the colour encoding (see `SatFlowOptions.encoding`).
 */
export function encodeFlow(
  level: Pick<FlowLevel, 'dots'>,
  board: FlowBoard,
  touching: boolean,
  encoding: 'auto' | 'one-hot' | 'binary',
): FlowEncoding {
  const n = board.cellCount;
  const slots = board.maxSlots;
  const neighbors = board.neighbors;
  const k = level.dots.length / 2;
  const dotColor = new Int32Array(n).fill(-1);
  for (let i = 0; i < level.dots.length; i++) dotColor[level.dots[i]!] = i >> 1;

  // Edges, and each cell's edges.
  const edgeA: number[] = [];
  const edgeB: number[] = [];
  const cellEdges: number[][] = Array.from({ length: n }, () => []);
  for (let u = 0; u < n; u++) {
    for (let s = 0; s < slots; s++) {
      const v = neighbors[u * slots + s]!;
      if (v > u) {
        cellEdges[u]!.push(edgeA.length);
        cellEdges[v]!.push(edgeA.length);
        edgeA.push(u);
        edgeB.push(v);
      }
    }
  }
  const edges = edgeA.length;
  // Colours: one-hot (one variable per empty cell and colour) for few colours, else in binary
  // (⌈log₂ k⌉ bit variables per empty cell), numbered after the edges; dots are constants.
  const binary = encoding === 'binary' || (encoding === 'auto' && k > ONE_HOT_MAX_COLORS);
  const width = binary ? Math.max(1, Math.ceil(Math.log2(k))) : k;
  const colorBase = new Int32Array(n).fill(-1);
  let variables = edges;
  for (let cell = 0; cell < n; cell++) {
    if (dotColor[cell] === -1) {
      colorBase[cell] = variables;
      variables += width;
    }
  }
  // Binary, degree rule: per edge and bit, "the ends differ in this bit", where not constant.
  const differBase = variables;
  if (binary && !touching) variables += edges * width;
  const sat = new SatSolver(variables);
  const ALWAYS = -1;
  const NEVER = -2;
  /**
   * One-hot: the literal "cell has colour c". Binary: "bit c of the cell's colour is 1". Negated
   * when `negated`; a constant for a dot.
   */
  const colorLit = (cell: number, c: number, negated: boolean): number => {
    const dot = dotColor[cell]!;
    if (dot >= 0) return (binary ? ((dot >> c) & 1) === 1 : dot === c) !== negated ? ALWAYS : NEVER;
    return 2 * (colorBase[cell]! + c) + (negated ? 1 : 0);
  };
  const clause: number[] = [];
  /** Adds `clause` without its constant-false literals; skipped when one is constant-true. */
  const emit = () => {
    let kept = 0;
    for (const l of clause) {
      if (l === ALWAYS) {
        clause.length = 0;
        return;
      }
      if (l !== NEVER) clause[kept++] = l;
    }
    clause.length = kept;
    sat.addClause(clause);
    clause.length = 0;
  };
  const on = (e: number) => 2 * e;
  const off = (e: number) => 2 * e + 1;

  for (let cell = 0; cell < n; cell++) {
    const list = cellEdges[cell]!;
    const d = list.length;
    if (dotColor[cell]! >= 0) {
      for (const e of list) clause.push(on(e));
      emit();
      for (let i = 0; i < d; i++) {
        for (let j = i + 1; j < d; j++) {
          clause.push(off(list[i]!), off(list[j]!));
          emit();
        }
      }
    } else {
      // At least two: any d − 1 of the edges hold a chosen one.
      for (let skip = 0; skip < d; skip++) {
        for (let i = 0; i < d; i++) if (i !== skip) clause.push(on(list[i]!));
        emit();
      }
      // At most two: any three hold an unchosen one.
      for (let i = 0; i < d; i++) {
        for (let j = i + 1; j < d; j++) {
          for (let m = j + 1; m < d; m++) {
            clause.push(off(list[i]!), off(list[j]!), off(list[m]!));
            emit();
          }
        }
      }
      if (!binary) {
        for (let c = 0; c < k; c++) clause.push(colorLit(cell, c, false));
        emit();
      }
    }
  }
  for (let e = 0; e < edges; e++) {
    const u = edgeA[e]!;
    const v = edgeB[e]!;
    for (let c = 0; c < width; c++) {
      // An edge joins equal colours (one-hot: each colour; binary: each bit).
      clause.push(off(e), colorLit(u, c, true), colorLit(v, c, false));
      emit();
      clause.push(off(e), colorLit(v, c, true), colorLit(u, c, false));
      emit();
      if (!touching && !binary) {
        clause.push(on(e), colorLit(u, c, true), colorLit(v, c, true));
        emit();
      }
    }
    if (!touching && binary) {
      // Equal colours are joined: the edge, or some bit where the ends differ.
      clause.push(on(e));
      for (let c = 0; c < width; c++) {
        const a = colorLit(u, c, false);
        const b = colorLit(v, c, false);
        if (a < 0 && b < 0) {
          clause.push(a === b ? NEVER : ALWAYS);
        } else if (a < 0 || b < 0) {
          // One end is a dot: the bit differs when the other end's bit is the dot's opposite.
          clause.push(a < 0 ? (a === ALWAYS ? b ^ 1 : b) : b === ALWAYS ? a ^ 1 : a);
        } else {
          const differ = 2 * (differBase + e * width + c);
          clause.push(differ);
          sat.addClause([differ ^ 1, a, b]);
          sat.addClause([differ ^ 1, a ^ 1, b ^ 1]);
        }
      }
      emit();
    }
  }

  // Short cycles of the grid (triangles on hex boards, 2 × 2 blocks on square ones), found from
  // the edges: a path never takes every edge of one (a loop) and, under the degree rule, never
  // all but one (its two ends would be neighbours of one colour, not joined). Implied by the
  // clauses above once colours are known; stated on edges alone they prune at once.
  const edgeBetween = (a: number, b: number): number => {
    for (const e of cellEdges[a]!) if (edgeA[e] === b || edgeB[e] === b) return e;
    return -1;
  };
  const ring: number[] = [];
  const forbid = () => {
    const most = touching ? ring.length - 1 : ring.length - 2;
    // Every set of `most + 1` edges of the ring holds an unchosen one.
    const chosen: number[] = [];
    const pick = (from: number, left: number) => {
      if (left === 0) {
        sat.addClause(chosen);
        return;
      }
      for (let i = from; i <= ring.length - left; i++) {
        chosen.push(off(ring[i]!));
        pick(i + 1, left - 1);
        chosen.pop();
      }
    };
    pick(0, most + 1);
  };
  for (let u = 0; u < n; u++) {
    const around = cellEdges[u]!;
    for (let i = 0; i < around.length; i++) {
      const v = edgeA[around[i]!] === u ? edgeB[around[i]!]! : edgeA[around[i]!]!;
      for (let j = i + 1; j < around.length; j++) {
        const w = edgeA[around[j]!] === u ? edgeB[around[j]!]! : edgeA[around[j]!]!;
        if (v < u || w < u) continue; // each ring once, from its smallest cell
        const vw = edgeBetween(v, w);
        if (vw >= 0) {
          ring.push(around[i]!, around[j]!, vw);
          forbid();
          ring.length = 0;
          continue;
        }
        // A four-cycle u–v–x–w, x the far corner (x > u keeps u the smallest).
        for (const e of cellEdges[v]!) {
          const x = edgeA[e] === v ? edgeB[e]! : edgeA[e]!;
          if (x <= u || x === w) continue;
          const xw = edgeBetween(x, w);
          if (xw < 0 || edgeBetween(x, u) >= 0) continue;
          ring.push(around[i]!, e, xw, around[j]!);
          forbid();
          ring.length = 0;
        }
      }
    }
  }

  return { sat, edgeA, edgeB, cellEdges };
}
