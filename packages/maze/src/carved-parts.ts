// What carving and the shape leave on record with a maze: its open rooms and its outside.
import type { Room } from '@knossos/carving';

/**
 * The rooms carving opened (each its cells, ascending) and the cells the shape cut away
 * (ascending), as `MazeData` stores them: each only when there is any. @internal
 */
export function carvedParts(
  rooms: readonly Room[],
  shaped: ArrayLike<number> | undefined,
): { rooms?: number[][]; outside?: number[] } {
  const open = rooms.map((room) => [...room.cells].sort((a, b) => a - b));
  const outside: number[] = [];
  if (shaped !== undefined) for (let c = 0; c < shaped.length; c++) if (!shaped[c]) outside.push(c);
  return {
    ...(open.length > 0 ? { rooms: open } : {}),
    ...(outside.length > 0 ? { outside } : {}),
  };
}
