// The board as the human-style solver reads it: every pair of neighbouring cells is a link, drawn
// or not. Under the degree rule two neighbouring cells are linked exactly when they share a
// colour, so links and colours are two views of one solution, and each rule can work on
// whichever is plainer.
import type { FlowBoard } from './graph.js';

/**
 * A level's board as the human-style solver reads it: the nodes of its graph (see `flowGraph`),
 * every pair of neighbouring nodes as a link, and how many links each node takes (1 at a dot,
 * 2 elsewhere). @internal
 */
export interface HumanBoard {
  /** Nodes. */
  readonly n: number;
  /** Colours. */
  readonly k: number;
  /** 32-bit words per colour set. */
  readonly words: number;
  readonly maxSlots: number;
  readonly neighbors: Int32Array;
  /** `linkAt[node · maxSlots + slot]`: the link across that side, or −1. */
  readonly linkAt: Int32Array;
  /** The two nodes of every link. */
  readonly linkA: Int32Array;
  readonly linkB: Int32Array;
  /** Links each node takes: 1 at a dot, 2 elsewhere. */
  readonly need: Uint8Array;
  /** The dots as nodes, two per colour. */
  readonly dots: readonly number[];
}

/** The {@link HumanBoard} of a board and its dots (as nodes). @internal */
export function humanBoard(board: FlowBoard, dots: readonly number[]): HumanBoard {
  const n = board.cellCount;
  const { maxSlots, neighbors } = board;
  const linkAt = new Int32Array(n * maxSlots).fill(-1);
  const a: number[] = [];
  const b: number[] = [];
  for (let x = 0; x < n; x++) {
    for (let s = 0; s < maxSlots; s++) {
      const y = neighbors[x * maxSlots + s]!;
      if (y < 0 || linkAt[x * maxSlots + s]! >= 0) continue;
      const id = a.length;
      a.push(x);
      b.push(y);
      linkAt[x * maxSlots + s] = id;
      for (let t = 0; t < maxSlots; t++)
        if (neighbors[y * maxSlots + t] === x) linkAt[y * maxSlots + t] = id;
    }
  }
  const need = new Uint8Array(n).fill(2);
  for (const dot of dots) need[dot] = 1;
  const k = dots.length / 2;
  return {
    n,
    k,
    words: Math.ceil(k / 32),
    maxSlots,
    neighbors,
    linkAt,
    linkA: Int32Array.from(a),
    linkB: Int32Array.from(b),
    need,
    dots,
  };
}
