// A maze sketch for tests and benches: the walls of a carved board, as a family would draw it.
import { carve } from '@knossos/carving';
import { createRng } from '@knossos/random';
import { createTopology, type TopologySpec } from '@knossos/topology';
import { wallItem } from './items.js';
import type { Sketch, SketchItem } from './sketch.js';

/** Every closed side of a carved board, once per wall, as wall and arc items. */
export function mazeSketch(spec: TopologySpec, seed = 'sketch'): Sketch {
  const t = createTopology(spec);
  const passages = carve(t, 'recursive-backtracker', createRng(seed));
  const items: SketchItem[] = [];
  for (let c = 0; c < t.cellCount; c++) {
    for (let s = 0; s < t.slotCount(c); s++) {
      if (passages.isOpen(c, s)) continue;
      const other = t.neighbor(c, s);
      if (other >= 0 && other < c) continue;
      const edge = t.edgeOf(c, s);
      if (edge === null) continue;
      items.push(wallItem(edge));
    }
  }
  return { bounds: t.bounds(), cellSize: 1, items };
}
