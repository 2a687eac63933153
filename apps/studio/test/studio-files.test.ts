// End-to-end tests of opening files in Chromium: a CLI pack, a whole CLI output folder, the
// studio's own Export JSON and Export pack opened again, a dropped file, and a bad file's error.
// The CLI fixtures are made by running the built CLI; where it cannot run, they are written with
// @knossos/families in the same formats.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkManifest, type Held, openText, packToJson } from '@knossos/families';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  downloadText,
  openStudio,
  ROOT,
  SHOTS,
  SKIPPED,
  type Studio,
  setShown,
  shownOf,
} from './browser.test-util.js';
import { batchFolder, onePerFamily } from './fixtures.test-util.js';

const REPO = join(ROOT, '../..');
const CLI = join(REPO, 'apps/cli/dist/bin.js');

let studio: Studio;
let page: Page;
let fixtures: string;

/** Runs the built CLI (building it first if it is missing); `false` when it cannot. */
function runCli(args: readonly string[]): boolean {
  try {
    if (!existsSync(CLI)) {
      execFileSync('pnpm', ['turbo', 'run', 'build', '--filter=@knossos/cli...'], {
        cwd: REPO,
        stdio: 'ignore',
      });
    }
    execFileSync(process.execPath, [CLI, ...args], { cwd: REPO, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A CLI output folder (`out/`) and a CLI pack (`pack.json`) in `dir`. */
async function makeFixtures(dir: string): Promise<void> {
  const out = join(dir, 'out');
  const folder = runCli(['maze', '--count', '3', '--seed', 't', '--out', out]);
  const pack = runCli(['pack', '--count', '3', '--out', join(dir, 'pack.json')]);
  if (folder && pack) return;
  console.warn('studio files test: the CLI did not run; fixtures written with @knossos/families');
  const puzzles: Held[] = await onePerFamily('t');
  rmSync(out, { recursive: true, force: true });
  for (const file of batchFolder('out/', puzzles)) {
    mkdirSync(join(dir, 'out'), { recursive: true });
    writeFileSync(join(dir, file.path), file.text);
  }
  writeFileSync(join(dir, 'pack.json'), packToJson('CLI pack', puzzles));
}

/** The puzzles of a file, read in Node as the studio should read them. */
function puzzlesIn(path: string): readonly Held[] {
  const opened = openText(readFileSync(path, 'utf8'));
  if (opened.kind === 'manifest') throw new Error(`${path} is a manifest`);
  return opened.kind === 'pack' ? opened.puzzles : [opened.held];
}

/** Opens files by the Open files button and waits until the set holds `count` more puzzles. */
async function openAndWait(
  files: Parameters<Page['setInputFiles']>[1],
  label: string,
  added: number,
): Promise<string[]> {
  const before = await page.locator('.set li').count();
  await page.getByLabel(label, { exact: true }).setInputFiles(files);
  await expect.poll(() => page.locator('.set li').count()).toBe(before + added);
  return (await setShown(page)).slice(before);
}

describe.skipIf(SKIPPED)('opening files in the studio in Chromium', () => {
  beforeAll(async () => {
    fixtures = mkdtempSync(join(tmpdir(), 'knossos-studio-'));
    await makeFixtures(fixtures);
    studio = await openStudio();
    page = studio.page;
  });
  afterAll(async () => {
    await studio?.close();
    if (fixtures) rmSync(fixtures, { recursive: true, force: true });
  });

  it('opens a CLI pack, its puzzles in the pack order', async () => {
    const path = join(fixtures, 'pack.json');
    const expected = puzzlesIn(path);
    expect(expected).toHaveLength(3);
    expect(await openAndWait(path, 'Open files', 3)).toEqual(shownOf(expected));
    const heading = await page.locator('#puzzle-heading').textContent();
    const first = expected[0]!;
    expect(heading).toBe(`${first.family.title} · ${first.family.seedOf(first.puzzle)}`);
    await expect
      .poll(() => page.locator('.opened').textContent())
      .toMatch(/pack\.json: .*3 puzzles/);
  });

  it('opens a whole CLI output folder by its manifest, in its order', async () => {
    const out = join(fixtures, 'out');
    const manifest = checkManifest(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')));
    const expected = manifest.items.flatMap((item) =>
      puzzlesIn(join(out, item.files.find((f) => f.endsWith('.json'))!)),
    );
    expect(expected.map((h) => h.family.name)).toEqual(manifest.items.map((i) => i.family));
    expect(await openAndWait(out, 'Open folder', manifest.items.length)).toEqual(shownOf(expected));
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}open-folder.png` });
  });

  it('names the files a manifest lists that were not opened', async () => {
    const out = join(fixtures, 'out');
    const manifest = checkManifest(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')));
    const [gone, ...kept] = manifest.items.map((i) => i.files.find((f) => f.endsWith('.json'))!);
    const files = ['manifest.json', ...kept].map((name) => join(out, name));
    await openAndWait(files, 'Open files', kept.length);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(new RegExp(`manifest\\.json: 1 of 3 puzzle files .*missing.*${gone}`));
  });

  it('opens its own Export JSON and Export pack again, the same puzzles', async () => {
    const set = await setShown(page);
    const pack = await downloadText(page, 'Export pack');
    expect(JSON.parse(pack.text).format).toBe('knossos.pack/1');
    const buffer = (text: string) => Buffer.from(text);
    expect(
      await openAndWait(
        { name: pack.name, mimeType: 'application/json', buffer: buffer(pack.text) },
        'Open files',
        set.length,
      ),
    ).toEqual(set);
    await page.locator('.set li button').first().click();
    const json = await downloadText(page, 'Export JSON');
    expect(JSON.parse(json.text).format).toBe('knossos.puzzle/1');
    expect(
      await openAndWait(
        { name: json.name, mimeType: 'application/json', buffer: buffer(json.text) },
        'Open files',
        1,
      ),
    ).toEqual([set[0]]);
  });

  it('exports the set as a PDF book: every puzzle, its answer, fonts embedded', async () => {
    const set = await setShown(page);
    await page.getByRole('button', { name: 'Export book…' }).click();
    await page.getByLabel('Title').fill('Studio book');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Make PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('knossos-book.pdf');
    const bytes = new Uint8Array(readFileSync((await download.path())!));
    const pdf = await getDocument({ data: bytes.slice(), disableFontFace: true }).promise;
    // The status is set after the download starts, so it may show a moment later.
    await expect
      .poll(() => page.getByRole('status', { name: 'Book' }).textContent())
      .toMatch(new RegExp(`^${pdf.numPages} pages, ${set.length} puzzles\\.`));
    const words: string[] = [];
    for (let i = 1; i <= pdf.numPages; i++) {
      const content = await (await pdf.getPage(i)).getTextContent();
      for (const item of content.items) if ('str' in item) words.push(item.str);
    }
    expect(words[0]).toBe('Studio book');
    expect(words.filter((w) => w.startsWith('Answer '))).toEqual(
      set.map((_, i) => `Answer ${i + 1}`),
    );
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/FontFile2/g)?.length,
    ).toBe(2);
    await page.screenshot({ path: `${SHOTS}export-book.png` });
  });

  it('opens a file dropped on the page', async () => {
    const [held] = await onePerFamily('dropped');
    const text = packToJson('Dropped', [held!]);
    const before = await page.locator('.set li').count();
    const transfer = await page.evaluateHandle((json) => {
      const data = new DataTransfer();
      data.items.add(new File([json], 'dropped.json', { type: 'application/json' }));
      return data;
    }, text);
    await page.dispatchEvent('.studio', 'drop', { dataTransfer: transfer });
    await expect.poll(() => page.locator('.set li').count()).toBe(before + 1);
    expect((await setShown(page)).at(-1)).toBe(shownOf([held!])[0]);
  });

  it('shows what is wrong with a malformed file, naming it, and keeps the set', async () => {
    const before = await page.locator('.set li').count();
    await page.getByLabel('Open files', { exact: true }).setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        JSON.stringify({
          format: 'knossos.studio-pack/1',
          puzzles: [{ family: 'flow', puzzle: { width: 3 } }],
        }),
      ),
    });
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/^bad\.json: .*puzzle 1 of a studio pack/);
    expect(await page.locator('.set li').count()).toBe(before);
    await page.screenshot({ path: `${SHOTS}open-error.png` });
  });
});
