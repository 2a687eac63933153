// The studio's pack: an ordered list of puzzles of any family, each in its family's own JSON.
import { familyOf } from './families/index.js';
import { FAMILIES, type Family, type Puzzle } from './puzzle.js';

/** The `format` a studio pack says it is. */
export const PACK_FORMAT = 'knossos.studio-pack/1';

/** A set of puzzles as a pack's JSON text. */
export function packToJson(puzzles: readonly Puzzle[]): string {
  return JSON.stringify(
    {
      format: PACK_FORMAT,
      puzzles: puzzles.map((p) => {
        const family = familyOf(p.family);
        return {
          family: p.family,
          puzzle: JSON.parse(family.toJson(p)),
          ...family.packExtras?.(p),
        };
      }),
    },
    null,
    1,
  );
}

/** "maze, flow or netwalk". */
const FAMILY_LIST = `${FAMILIES.slice(0, -1).join(', ')} or ${FAMILIES.at(-1)}`;

/**
 * Reads a pack, checking every puzzle with its family's reader.
 *
 * @throws Error naming the puzzle (`puzzles[3]`) and what is wrong.
 */
export function packFromJson(text: string): Puzzle[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON: ${(error as Error).message}`);
  }
  const pack = data as { format?: unknown; puzzles?: unknown };
  if (pack === null || typeof pack !== 'object' || pack.format !== PACK_FORMAT) {
    throw new Error(`format: a studio pack says "format": "${PACK_FORMAT}"`);
  }
  if (!Array.isArray(pack.puzzles)) throw new Error('puzzles: must be a list');
  if (pack.puzzles.length === 0) throw new Error('puzzles: the pack holds no puzzles');
  return pack.puzzles.map((entry: Record<string, unknown> | null, i: number) => {
    const name = entry?.family;
    if (!FAMILIES.includes(name as Family)) {
      throw new Error(`puzzles[${i}].family: must be ${FAMILY_LIST}`);
    }
    const family = familyOf(name as Family);
    let p: Puzzle;
    try {
      p = family.fromJson(JSON.stringify(entry!.puzzle));
    } catch (error) {
      throw new Error(`puzzles[${i}]: ${(error as Error).message}`);
    }
    return family.withPackExtras ? family.withPackExtras(p, entry!) : p;
  });
}
