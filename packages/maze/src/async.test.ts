// Async generation: the same bytes as the calling-thread call, and an abort that ends a running
// proof's thread. The worker is the built one (dist/), as for batches.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  generate,
  generateAsync,
  generateVerified,
  generateVerifiedAsync,
  MazeError,
  mazeToJson,
} from './index.js';

/** Settings that keep a proof busy for a long while: a big board, many gimmicks, many tries. */
const slow = {
  width: 64,
  height: 64,
  keys: 6,
  switches: 4,
  gems: 8,
  portals: 4,
  oneWays: 24,
  stateBudget: 5_000_000,
  targetDifficulty: 5,
  minCoverage: 0.9,
  maxAttempts: 500,
  seed: 'busy',
};

describe('generateAsync and generateVerifiedAsync', () => {
  it('give the same maze, byte for byte, as the calling-thread calls', async () => {
    const settings = { width: 9, height: 9, keys: 1, gems: 2, seed: 'same-bytes' };
    expect(mazeToJson(await generateAsync(settings))).toBe(mazeToJson(generate(settings)));
    const verified = { ...settings, targetDifficulty: 3, maxAttempts: 20 };
    expect(mazeToJson(await generateVerifiedAsync(verified))).toBe(
      mazeToJson(generateVerified(verified)),
    );
  });

  it('an abort while the proof runs rejects with the signal reason', async () => {
    const controller = new AbortController();
    const reason = new Error('stop now');
    let started = false;
    const made = generateVerifiedAsync(slow, {
      signal: controller.signal,
      onStart: () => {
        started = true;
        controller.abort(reason);
      },
    });
    await expect(made).rejects.toBe(reason);
    expect(started).toBe(true);
  });

  it('leaves no thread running after an abort: a process that aborts one exits', async () => {
    const entry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
    const script = `
      import { generateVerifiedAsync } from ${JSON.stringify(entry)};
      const controller = new AbortController();
      const settings = ${JSON.stringify(slow)};
      generateVerifiedAsync(settings, { signal: controller.signal, onStart: () => controller.abort('x') })
        .then(() => console.log('made'), (reason) => console.log('rejected ' + reason));
    `;
    // The timeout is a hang guard (a thread left running would keep the process alive), just
    // under the test's own: starting Node and loading the package take far longer on a busy
    // machine.
    const out = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        { timeout: 280_000 },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    expect(out.trim()).toBe('rejected x');
  });

  it('an already aborted signal rejects before any thread starts', async () => {
    const controller = new AbortController();
    controller.abort('early');
    let started = false;
    const made = generateAsync(
      { seed: 'x' },
      {
        signal: controller.signal,
        onStart: () => {
          started = true;
        },
      },
    );
    await expect(made).rejects.toBe('early');
    expect(started).toBe(false);
  });

  it('names bad input: settings that are not plain data, a signal that is not one', async () => {
    const settings = await generateAsync({ seed: () => 1 }).catch((e: unknown) => e);
    expect(settings).toBeInstanceOf(MazeError);
    expect((settings as MazeError).field).toBe('settings');
    const signal = await generateVerifiedAsync({}, { signal: {} as AbortSignal }).catch((e) => e);
    expect((signal as MazeError).field).toBe('signal');
  });
});
