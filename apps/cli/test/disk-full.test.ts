// A run on a disk that fills up, on a real 2 MB tmpfs. Mounting needs root: without it (and
// without CI=true) the test is skipped and leaves one line in .reports/skipped.txt, which
// `pnpm test` prints in its summary; with CI=true a failed mount fails the run.
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('..', import.meta.url).pathname;
const BIN = new URL('../dist/bin.js', import.meta.url).pathname;
const IN_CI = !['', '0', 'false'].includes(process.env.CI?.trim().toLowerCase() ?? '');
const disk = mkdtempSync(join(tmpdir(), 'knossos-full-'));
const mounted =
  spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', disk], { encoding: 'utf8' })
    .status === 0;
if (!mounted && !IN_CI) {
  mkdirSync(`${ROOT}.reports`, { recursive: true });
  appendFileSync(
    `${ROOT}.reports/skipped.txt`,
    'cli disk-full test skipped: mounting a 2 MB tmpfs needs root (CI runs it)\n',
  );
}

describe.skipIf(!mounted && !IN_CI)('a disk that fills up during a batch', () => {
  afterAll(async () => {
    if (mounted) spawnSync('umount', [disk]);
  });

  it('says so in one line (exit 2), removes the lock, and the manifest lists exactly what is there', async () => {
    expect(mounted, 'CI runs this test as root: mount -t tmpfs must work').toBe(true);
    const out = join(disk, 'b');
    const run = spawnSync(
      process.execPath,
      [BIN, 'maze', '--count', '60', '--seed', 'full', '--out', out],
      {
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1' },
        timeout: 240_000,
      },
    );
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(
      /^knossos: .*maze-full-\d+\.\w+: cannot write: no space left on the device$/,
    );
    expect(run.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
    expect(existsSync(join(out, '.knossos.lock'))).toBe(false);
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8'));
    expect(manifest.running).toBe(false);
    expect(manifest.failed).toMatch(/no space left on the device/);
    const listed: string[] = manifest.items.flatMap((i: { files: string[] }) => i.files);
    const onDisk = readdirSync(out).filter((f) => f !== 'manifest.json');
    expect(new Set(onDisk)).toEqual(new Set(listed));
    expect(manifest.completed).toBe(manifest.items.length);
    expect(manifest.completed).toBeLessThan(60);
  });

  it('makes nothing on a disk without room for the last manifest, and leaves no lock', async () => {
    // Fill the disk but for a few kilobytes: the lock and a first manifest fit, the room kept
    // for the last manifest (4 KB a puzzle) does not.
    const filler = join(disk, 'filler');
    spawnSync('rm', ['-rf', join(disk, 'b')]);
    spawnSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=4096', 'count=10000']);
    spawnSync('truncate', ['-s', '-24K', filler]);
    const out = join(disk, 'c');
    const run = spawnSync(process.execPath, [BIN, 'maze', '--count', '60', '--out', out], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
      timeout: 240_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(
      /^knossos: .*\.knossos\.(reserve|lock): cannot write: no space left on the device/,
    );
    expect(existsSync(join(out, '.knossos.lock'))).toBe(false);
    // Freed again, the folder takes a run at once: nothing blocks it.
    spawnSync('rm', ['-f', filler]);
    const again = spawnSync(
      process.execPath,
      [BIN, 'maze', '--count', '3', '--out', out, '--force'],
      {
        encoding: 'utf8',
        timeout: 240_000,
      },
    );
    expect(again.status).toBe(0);
  });
});
