// `--shape-image`: a PNG or JPEG picture as the maze's custom shape.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, it } from 'vitest';
import { knossos, oneLine, temporaryFolders } from './cli-support.js';

const { fresh, cleanup } = temporaryFolders();
afterAll(cleanup);

/** A 40 × 40 white picture with a black disc, RGBA. */
function disc(): Buffer {
  const data = Buffer.alloc(40 * 40 * 4, 255);
  for (let y = 0; y < 40; y++) {
    for (let x = 0; x < 40; x++) {
      if ((x - 19.5) ** 2 + (y - 19.5) ** 2 < 16 ** 2)
        data.fill(0, (y * 40 + x) * 4, (y * 40 + x) * 4 + 3);
    }
  }
  return data;
}

/** The settings stored with the one maze made into `dir/m`. */
function storedSettings(dir: string, seed: string) {
  return JSON.parse(readFileSync(join(dir, 'm', `maze-${seed}.json`), 'utf8')).settings;
}

describe('--shape-image', () => {
  const png = new PNG({ width: 40, height: 40 });
  disc().copy(png.data);
  const cases = [
    ['disc.png', PNG.sync.write(png)],
    ['disc.jpg', jpeg.encode({ data: disc(), width: 40, height: 40 }, 95).data],
  ] as const;
  for (const [name, bytes] of cases) {
    it(`cuts the maze to the picture in ${name}, stored as mask rows`, () => {
      const dir = fresh();
      writeFileSync(join(dir, name), bytes);
      const args = ['maze', '--seed', 'p', '--width', '12', '--height', '12', '--format', 'json'];
      const run = knossos(
        [...args, '--shape-image', name, '--shape-detail', '30', '--out', 'm'],
        dir,
      );
      expect(run.status).toBe(0);
      const settings = storedSettings(dir, 'p');
      expect(settings.shape).toBe('custom');
      expect(settings.shapeMask).toHaveLength(30);
      expect(settings.shapeMask[0]).toMatch(/^\.+#+\.+$/);
      expect(settings.shapeMask[15]).toMatch(/^#{30}$/);
      expect(readFileSync(join(dir, 'm', 'manifest.json'), 'utf8')).not.toContain('rgba');
    });
  }

  it('reads light pixels as inside with --shape-inside light, and notes a clamped detail', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'disc.png'), cases[0][1]);
    const args = ['maze', '--seed', 'l', '--format', 'json', '--shape-image', 'disc.png'];
    const run = knossos(
      [...args, '--shape-inside', 'light', '--shape-detail', '500', '--out', 'm'],
      dir,
    );
    expect(run.status).toBe(0);
    expect(run.stdout + run.stderr).toContain(
      'Shape: image detail 500 is outside 24–160; used 160.',
    );
    // The white surround is inside now: the whole 40 × 40 picture, corners included.
    const rows: string[] = storedSettings(dir, 'l').shapeMask;
    expect(rows).toHaveLength(40);
    expect(rows[0]!.startsWith('#')).toBe(true);
    expect(rows[20]).toMatch(/^#+\.+#+$/);
  });

  it('refuses a file that is not a picture in one line naming it, exit 2', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'notes.png'), 'just text');
    const run = knossos(['maze', '--shape-image', 'notes.png', '--out', 'm'], dir);
    expect(run.status).toBe(2);
    expect(oneLine(run)).toContain('cannot read notes.png as a picture');
  });
});
