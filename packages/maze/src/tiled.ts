// A square maze as a Tiled map (JSON map format, `.tmj`): orthogonal, one group of tile layers
// per floor, walls as tiles. Field names follow the format's reference:
// https://doc.mapeditor.org/en/stable/reference/json-map-format/
import type { MazeData } from './maze-data.js';
import { type TileFloor, tileGrid } from './tile-grid.js';
import { MAZE_TILES } from './tiles.js';

/** The Tiled JSON format version written. */
const TILED_VERSION = '1.10';
/** Pixels per tile, across and down, in the map and its tileset. */
const TILE_SIZE = 16;
/** Tiles per row of the tileset picture. */
const TILESET_COLUMNS = 10;

/** The tileset picture the map names: 16 × 16 tiles, ten a row, in the order of `MAZE_TILES`. */
export const TILESET_IMAGE = 'knossos-maze-tiles.png';

interface Property {
  readonly name: string;
  readonly type: 'string' | 'int' | 'bool';
  readonly value: string | number | boolean;
}

/**
 * A square maze as a Tiled map (JSON text, `.tmj`). The map is orthogonal, (2W + 1) × (2H + 1)
 * tiles of 16 × 16 pixels for W × H cells: each cell at an odd column and row, each side between
 * two cells on the tile between them, posts at the even corners, north at the top (see
 * `MAZE_TILES` for every tile). Each floor is a group layer `Floor 1`, `Floor 2`, … of three tile
 * layers: `floor` (open floor, holes, stairs, weave bridges), `walls` (walls, and tunnels where a
 * weave tunnel passes under a wall) and `items` (starts, goals and gimmicks; doors, gates and
 * one-way sides on the opening they stand in). Layers hold global tile ids (local id + 1; 0 for
 * none). The tileset is embedded: its tiles' `type` is the tile's name, with its CSV character
 * and a description as properties; its picture (`knossos-maze-tiles.png`) is not written, and
 * Tiled shows a placeholder until one is made. The map's properties give the family, seed,
 * movement, players, shared goal and, when proven solvable, par and stars.
 *
 * @throws {@link MazeError} (field `grid`) for a board that is not square, or a door, gate or
 *   one-way side on the stairs.
 */
export function toTiledMap(maze: MazeData): string {
  const grid = tileGrid(maze, 'A Tiled map');
  const { columns, rows } = grid;
  let id = 0;
  const layer = (name: string, data: Int16Array) => ({
    data: Array.from(data, (local) => local + 1),
    height: rows,
    id: ++id,
    name,
    opacity: 1,
    type: 'tilelayer',
    visible: true,
    width: columns,
    x: 0,
    y: 0,
  });
  const group = (floor: TileFloor, f: number) => {
    const own = ++id;
    return {
      id: own,
      layers: [
        layer('floor', floor.floor),
        layer('walls', floor.walls),
        layer('items', floor.items),
      ],
      name: `Floor ${f + 1}`,
      opacity: 1,
      type: 'group',
      visible: true,
      x: 0,
      y: 0,
    };
  };
  const layers = grid.floors.map(group);
  const v = maze.verdict;
  const properties: Property[] = [
    { name: 'family', type: 'string', value: 'maze' },
    { name: 'seed', type: 'string', value: maze.seed },
    { name: 'movement', type: 'string', value: maze.board.movement },
    { name: 'players', type: 'int', value: maze.board.starts.length },
    { name: 'sharedGoal', type: 'bool', value: maze.board.sharedGoal },
    ...(v.solvable
      ? [
          { name: 'par', type: 'int', value: v.par } as const,
          { name: 'stars', type: 'int', value: v.difficulty } as const,
        ]
      : []),
  ];
  const map = {
    compressionlevel: -1,
    height: rows,
    infinite: false,
    layers,
    nextlayerid: id + 1,
    nextobjectid: 1,
    orientation: 'orthogonal',
    properties,
    renderorder: 'right-down',
    tiledversion: '1.10.2',
    tileheight: TILE_SIZE,
    tilesets: [tileset()],
    tilewidth: TILE_SIZE,
    type: 'map',
    version: TILED_VERSION,
    width: columns,
  };
  return `${JSON.stringify(map)}\n`;
}

function tileset() {
  const rowsOfTiles = Math.ceil(MAZE_TILES.length / TILESET_COLUMNS);
  return {
    columns: TILESET_COLUMNS,
    firstgid: 1,
    image: TILESET_IMAGE,
    imageheight: rowsOfTiles * TILE_SIZE,
    imagewidth: TILESET_COLUMNS * TILE_SIZE,
    margin: 0,
    name: 'knossos-maze',
    spacing: 0,
    tilecount: MAZE_TILES.length,
    tileheight: TILE_SIZE,
    tiles: MAZE_TILES.map((tile) => ({
      id: tile.id,
      properties: [
        { name: 'char', type: 'string', value: tile.char },
        { name: 'description', type: 'string', value: tile.description },
        { name: 'layer', type: 'string', value: tile.layer },
      ],
      type: tile.name,
    })),
    tilewidth: TILE_SIZE,
  };
}
