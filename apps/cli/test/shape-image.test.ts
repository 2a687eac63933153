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
    it(`cuts the maze to the picture in ${name}, stored as mask rows`, async () => {
      const dir = fresh();
      writeFileSync(join(dir, name), bytes);
      const args = ['maze', '--seed', 'p', '--width', '12', '--height', '12', '--format', 'json'];
      const run = await knossos(
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

  it('reads light pixels as inside with --shape-inside light, and notes a clamped detail', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'disc.png'), cases[0][1]);
    const args = ['maze', '--seed', 'l', '--format', 'json', '--shape-image', 'disc.png'];
    const run = await knossos(
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

  it('refuses a file that is not a picture in one line naming it, exit 2', async () => {
    const dir = fresh();
    writeFileSync(join(dir, 'notes.png'), 'just text');
    const run = await knossos(['maze', '--shape-image', 'notes.png', '--out', 'm'], dir);
    expect(run.status).toBe(2);
    expect(oneLine(run)).toContain('cannot read notes.png as a picture');
  });

  it('refuses a PNG whose header claims more pixels than the limit, before decoding it', async () => {
    // 68 bytes that declare 30,000 × 30,000 pixels: decoding it would take gigabytes.
    const dir = fresh();
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30000, 0);
    header.writeUInt32BE(30000, 4);
    header.set([8, 6, 0, 0, 0], 8);
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
    };
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const file = Buffer.concat([signature, chunk('IHDR', header), chunk('IEND', Buffer.alloc(0))]);
    writeFileSync(join(dir, 'huge.png'), file);
    const run = await knossos(['maze', '--shape-image', 'huge.png', '--out', 'm'], dir);
    expect(run.status).toBe(2);
    expect(oneLine(run)).toContain('huge.png');
    expect(oneLine(run)).toContain('30000 × 30000 pixels, more than the 64-megapixel limit');
  });

  it('names a PNG cut short as damaged', async () => {
    const dir = fresh();
    const png = new PNG({ width: 40, height: 40 });
    disc().copy(png.data);
    const whole = PNG.sync.write(png);
    writeFileSync(join(dir, 'half.png'), whole.subarray(0, Math.floor(whole.length / 2)));
    const run = await knossos(['maze', '--shape-image', 'half.png', '--out', 'm'], dir);
    expect(run.status).toBe(2);
    expect(oneLine(run)).toContain('cannot read half.png as a picture: the PNG data is damaged');
  });
});
