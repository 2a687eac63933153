// Golden mazes: one seed per preset, each pinned in __fixtures__/golden-presets.json as its
// summary, a hash of its JSON and (for square boards) its drawing, so any change to what a seed
// makes is seen in review. Regenerate after a deliberate change with `REGEN=1 pnpm vitest run`
// in this package.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generate, mazeToJson, presets, summary, toText } from './index.js';

const fixture = fileURLToPath(new URL('./__fixtures__/golden-presets.json', import.meta.url));

interface Golden {
  readonly summary: string;
  readonly json: string;
  readonly drawing?: string[];
}

function goldenOf(name: string, make: () => object): Golden {
  const maze = generate({ ...make(), seed: 'golden', maxAttempts: 1 });
  const json = createHash('sha256').update(mazeToJson(maze)).digest('hex').slice(0, 16);
  const square = maze.board.passages.spec.kind === 'square' && maze.settings.floors === 1;
  return {
    summary: `${name}: ${summary(maze)}`,
    json,
    ...(square ? { drawing: toText(maze).split('\n').slice(0, -1) } : {}),
  };
}

describe('golden mazes', () => {
  it('one seed per preset makes the maze pinned in the fixture', () => {
    const now = Object.fromEntries(presets.map((p) => [p.name, goldenOf(p.name, p.make)]));
    if (process.env.REGEN === '1' || !existsSync(fixture)) {
      writeFileSync(fixture, `${JSON.stringify(now, null, 2)}\n`);
    }
    expect(now).toEqual(JSON.parse(readFileSync(fixture, 'utf8')));
  });
});
