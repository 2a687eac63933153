// Types for the benchmark peers, which ship none.
declare module '@sbj42/maze-generator' {
  interface Cell {
    north(): boolean;
  }
  interface Maze {
    cell(x: number, y: number): Cell;
  }
  const mazeGenerator: {
    generate(
      width: number,
      height: number,
      options: { generator: unknown; random: () => number },
    ): Maze;
  };
  export default mazeGenerator;
}
declare module '@sbj42/maze-generator-backtrack' {
  const backtrack: unknown;
  export default backtrack;
}
