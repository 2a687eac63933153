// What the end-to-end tests share: the built studio served by `vite preview`, Debian's Chromium
// driven by playwright-core, and the steps the tests take on the page. Screenshots go to
// .pictures/studio/ (git-ignored).
//
// Chromium is optional on a developer's machine and required in CI: without it (and without
// CI=true) the suites are skipped and leave one line in .reports/skipped.txt, which `pnpm test`
// prints in its summary; with CI=true a missing Chromium fails the run.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { pictureFrame } from '@knossos/export';
import { type Held, type OpenedPuzzle, openText } from '@knossos/families';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  browserSkipped,
  CHROMIUM,
  CHROMIUM_MISSING,
  HANG_GUARD_MS,
  startPreview,
} from '../../../tooling/browser-harness.js';

export const ROOT = new URL('..', import.meta.url).pathname;
export const SHOTS = new URL('../../../.pictures/studio/', import.meta.url).pathname;
export { HANG_GUARD_MS };

/** The browser tests are skipped: no Chromium, and not in CI. */
export const SKIPPED = browserSkipped(ROOT, 'studio browser tests');

/** The studio open in Chromium, and how to close it all. */
export interface Studio {
  readonly page: Page;
  close(): Promise<void>;
}

/** Starts `vite preview` on a free port, Chromium, and one page on the studio. */
export async function openStudio(): Promise<Studio> {
  expect(
    existsSync(`${ROOT}dist/index.html`),
    'build the studio first (pnpm --filter studio build)',
  ).toBe(true);
  expect(existsSync(CHROMIUM), CHROMIUM_MISSING).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  const { server, base } = await startPreview(ROOT);
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage({
    acceptDownloads: true,
    viewport: { width: 1500, height: 1000 },
  });
  page.setDefaultTimeout(HANG_GUARD_MS);
  await page.goto(base);
  return {
    page,
    close: async () => {
      await browser.close();
      server.kill();
    },
  };
}

/** Sets a numeric field (React listens to input events). */
export async function setNumber(page: Page, label: string, value: number): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(String(value));
}

/** Downloads what a button gives and returns its name and text. */
export async function downloadText(
  page: Page,
  button: string,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), text: readFileSync(path!, 'utf8') };
}

/** The puzzle of a puzzle file's text, read as the studio reads it. */
export function puzzleOf<P>(text: string): P {
  const opened = openText(text);
  expect(opened.kind).toBe('puzzle');
  return (opened as OpenedPuzzle).held.puzzle as P;
}

/** Generates one puzzle of a family (by its title) with some number fields set. */
export async function generate(
  page: Page,
  family: string,
  fields: Record<string, number>,
): Promise<void> {
  await page.getByRole('button', { name: family, exact: true }).click();
  for (const [label, value] of Object.entries(fields)) await setNumber(page, label, value);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${family} · `) }).waitFor();
}

/** Where a cell's centre is on the page, from the same picture frame the studio draws with. */
export async function cellPoint(
  page: Page,
  sketch: Parameters<typeof pictureFrame>[0],
  center: { x: number; y: number },
) {
  const frame = pictureFrame(sketch, { size: 640 });
  const box = (await page.getByTestId('board').last().boundingBox())!;
  const p = frame.toPixel(center);
  return {
    x: box.x + (p.x / frame.width) * box.width,
    y: box.y + (p.y / frame.height) * box.height,
  };
}

/** What the set shows: each puzzle's family and seed, in order. */
export async function setShown(page: Page): Promise<string[]> {
  return page
    .locator('.set li')
    .evaluateAll((items) =>
      items.map((li) => `${li.getAttribute('data-family')} ${li.getAttribute('data-seed')}`),
    );
}

/** What the set should show of some puzzles: each one's family and seed. */
export function shownOf(puzzles: readonly Held[]): string[] {
  return puzzles.map((h) => `${h.family.name} ${h.family.seedOf(h.puzzle)}`);
}
