/**
 * Whether every state can reach a live one: a breadth-first search backwards from the states
 * already marked in `live` (marking each it reaches) over the edges turned around, as
 * compressed sparse rows built by a counting sort. State `s`'s edges are
 * `edges[edgeStart[s] … edgeEnd[s])`. The soft-lock check of both the Step and the Roll search.
 * @internal
 */
export function everyStateReaches(
  size: number,
  edgeStart: Int32Array,
  edgeEnd: Int32Array,
  edges: Int32Array,
  live: Uint8Array,
): boolean {
  const intoStart = new Int32Array(size + 1);
  for (let s = 0; s < size; s++) {
    for (let e = edgeStart[s]!; e < edgeEnd[s]!; e++) intoStart[edges[e]! + 1]!++;
  }
  for (let i = 0; i < size; i++) intoStart[i + 1]! += intoStart[i]!;
  const fill = intoStart.slice(0, size);
  const into = new Int32Array(intoStart[size]!);
  for (let s = 0; s < size; s++) {
    for (let e = edgeStart[s]!; e < edgeEnd[s]!; e++) into[fill[edges[e]!]!++] = s;
  }
  const queue = new Int32Array(size);
  let tail = 0;
  for (let s = 0; s < size; s++) if (live[s] === 1) queue[tail++] = s;
  for (let head = 0; head < tail; head++) {
    const s = queue[head]!;
    for (let e = intoStart[s]!; e < intoStart[s + 1]!; e++) {
      const before = into[e]!;
      if (live[before] === 0) {
        live[before] = 1;
        queue[tail++] = before;
      }
    }
  }
  return tail === size;
}
