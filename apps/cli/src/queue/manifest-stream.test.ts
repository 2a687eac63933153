// The streamed manifest is byte for byte the manifest `manifestText` writes for the same run:
// for no items, one, and many, with and without a failure.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Made } from '../make-one.js';
import { manifestText, versions } from '../manifest.js';
import { writeManifestStream } from './manifest-stream.js';

const made = (index: number, extra: Record<string, unknown>): Made =>
  ({
    index,
    seed: `s-${index}`,
    family: 'maze',
    notes: [`note ${index}`],
    files: [`maze-s-${index}.json`],
    art: 'art',
    line: 'line',
    nested: { deep: [1, { x: index }], text: 'a\nb' },
    ...extra,
  }) as unknown as Made;

describe('the streamed manifest', () => {
  it('is the bytes manifestText writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'knossos-manifest-'));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.dictionary(fc.string({ maxLength: 4 }), fc.jsonValue({ maxDepth: 2 })), {
          maxLength: 6,
        }),
        fc.option(fc.string({ maxLength: 10 })),
        fc.integer({ min: 0, max: 3 }),
        async (extras, failed, more) => {
          const items = extras.map((extra, i) => made(i, extra));
          const requested = items.length + more;
          const finished = '2026-12-01T00:00:00.000Z';
          const run = {
            command: ['queue', 'add', '--name', 'b'],
            created: finished,
            requested,
            earlier: null,
          };
          const text = manifestText(run, items, items.length < requested, failed, false, finished);
          const path = join(dir, 'manifest.json');
          await writeManifestStream(
            path,
            {
              command: ['knossos', ...run.command],
              created: finished,
              finished,
              versions: versions(),
              requested,
              completed: items.length,
              failed,
            },
            (async function* () {
              yield* items;
            })(),
          );
          expect(readFileSync(path, 'utf8')).toBe(text);
        },
      ),
      { numRuns: 60 },
    );
  });
});
