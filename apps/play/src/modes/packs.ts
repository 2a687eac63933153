// The shipped level packs: knossos.pack/1 files in apps/play/packs/<name>.pack.json, made by
// scripts/make-packs.mjs from fixed seeds and bundled as text (Vite `?raw`).
import { openText } from '@knossos/families';
import classicText from '../../packs/classic.pack.json?raw';
import dungeonText from '../../packs/dungeon.pack.json?raw';
import flowText from '../../packs/flow.pack.json?raw';
import netwalkText from '../../packs/netwalk.pack.json?raw';
import raceText from '../../packs/race.pack.json?raw';
import rollText from '../../packs/roll.pack.json?raw';
import towerText from '../../packs/tower.pack.json?raw';

/** The family a pack's levels belong to. */
export type PackFamily = 'maze' | 'flow' | 'netwalk';

/** One level pack, its levels in play order. */
export interface LevelPack {
  /** The pack's name, as its file is named and progress is kept: `'classic'`, `'flow'`. */
  readonly name: string;
  /** The name players see: `'Classic'`. */
  readonly title: string;
  /** The family of every level. */
  readonly family: PackFamily;
  /**
   * The levels, as the family's `fromPuzzleFile` gives them: `MazeData`, `FlowPuzzle` or
   * `NetwalkPuzzle` (cast by `family`).
   */
  readonly levels: readonly unknown[];
}

/** The packs the game ships: name, title and file text. */
export const PACK_SOURCES: readonly { name: string; title: string; text: string }[] = Object.freeze(
  [
    { name: 'classic', title: 'Classic', text: classicText },
    { name: 'dungeon', title: 'Dungeon', text: dungeonText },
    { name: 'roll', title: 'Roll', text: rollText },
    { name: 'tower', title: 'Tower', text: towerText },
    { name: 'race', title: 'Race', text: raceText },
    { name: 'flow', title: 'Flow', text: flowText },
    { name: 'netwalk', title: 'Netwalk', text: netwalkText },
  ],
);

/**
 * A pack from its file's text (`knossos.pack/1`, read by `openText`).
 *
 * @param text - the file's text.
 * @param name - the pack's name (its file name without `.pack.json`).
 * @param title - the name players see (default: `name` with a capital).
 * @throws Error when the text is not a pack, or its puzzles are not all of one family.
 */
export function parsePack(text: string, name: string, title?: string): LevelPack {
  const opened = openText(text);
  if (opened.kind !== 'pack') throw new Error(`pack ${name}: the file is not a pack`);
  const family = opened.puzzles[0]?.family.name ?? 'maze';
  if (family !== 'maze' && family !== 'flow' && family !== 'netwalk') {
    throw new Error(`pack ${name}: unknown family ${family}`);
  }
  if (opened.puzzles.some((held) => held.family.name !== family)) {
    throw new Error(`pack ${name}: its puzzles are of more than one family`);
  }
  return Object.freeze({
    name,
    title: title ?? `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    family,
    levels: Object.freeze(opened.puzzles.map((held) => held.puzzle)),
  });
}

/**
 * A pack whose file is parsed on the first read of `levels` (its `family` is read from the text
 * without parsing): whatever asks for the levels first parses it — the mode cards, drawing a
 * level of each pack, parse all seven when they appear.
 */
function lazyPack(name: string, title: string, text: string): LevelPack {
  let parsed: LevelPack | undefined;
  const read = () => {
    parsed ??= parsePack(text, name, title);
    return parsed;
  };
  const family = /"family":"(maze|flow|netwalk)"/.exec(text)?.[1] as PackFamily | undefined;
  return Object.freeze({
    name,
    title,
    get family() {
      return family ?? read().family;
    },
    get levels() {
      return read().levels;
    },
  });
}

/** Every shipped pack: the five maze modes' packs, then Flow and Netwalk. */
export const PACKS: readonly LevelPack[] = Object.freeze(
  PACK_SOURCES.map((source) => lazyPack(source.name, source.title, source.text)),
);

/** The pack of a name. @throws Error for a name no pack has. */
export function packNamed(name: string): LevelPack {
  const pack = PACKS.find((p) => p.name === name);
  if (pack === undefined) throw new Error(`no level pack "${name}"`);
  return pack;
}
