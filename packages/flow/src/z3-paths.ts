/**
 * The paths of a Z3 model read as one class per cell (see `FlowModel.read`): neighbouring cells
 * of one class are joined. @internal
 */
export interface TracedPaths {
  /** Each path's cells from dot to dot, numbered by their first dot in cell order. */
  readonly paths: readonly (readonly number[])[];
  /** The stray loops: each one's cells in order around it. */
  readonly loops: readonly (readonly number[])[];
  /** The level's dots: path `k` has dots `dots[2k]` and `dots[2k + 1]`. */
  readonly dots: readonly number[];
  /** The path of every cell (−1 on a loop): the level's solution when there are no loops. */
  readonly solution: readonly number[];
}

/**
 * Follows the joins of `classes` from each dot (a cell with one joined neighbour) to the other
 * end, in cell order, then around whatever is left (loops). A cell with more than two joined
 * neighbours (which no model allows) is walked through as if it had two; `solutionProblem`
 * then rejects the result.
 *
 * @param near - each cell's neighbours.
 * @internal
 */
export function tracePaths(
  near: readonly (readonly number[])[],
  classes: readonly number[],
): TracedPaths {
  const cells = classes.length;
  const solution = new Array<number>(cells).fill(-1);
  const seen = new Uint8Array(cells);
  const joined = (c: number) => near[c]!.filter((o) => classes[o] === classes[c]);
  /** Walks from `start` while an unseen joined neighbour is left, marking each cell. */
  const walk = (start: number, mark: number) => {
    const cellsOnIt: number[] = [];
    for (let cur = start; cur >= 0; ) {
      seen[cur] = 1;
      solution[cur] = mark;
      cellsOnIt.push(cur);
      cur = joined(cur).find((o) => seen[o] === 0) ?? -1;
    }
    return cellsOnIt;
  };
  const paths: number[][] = [];
  const dots: number[] = [];
  for (let c = 0; c < cells; c++) {
    if (seen[c] === 1 || joined(c).length !== 1) continue;
    const path = walk(c, paths.length);
    paths.push(path);
    dots.push(path[0]!, path[path.length - 1]!);
  }
  const loops: number[][] = [];
  for (let c = 0; c < cells; c++) if (seen[c] === 0) loops.push(walk(c, -1));
  return { paths, loops, dots, solution };
}
