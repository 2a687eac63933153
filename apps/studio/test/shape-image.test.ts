// End-to-end in Chromium: a dropped (here, chosen) picture becomes the maze's custom shape, with a
// live preview of its mask that follows Inside and Detail.
import type { MazeData } from '@knossos/maze';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadText, openStudio, puzzleOf, SKIPPED, type Studio } from './browser.test-util.js';

let studio: Studio;
let page: Page;

/** A 100 × 60 PNG, drawn in the page: white with a black disc on the left. */
async function discPng(p: Page): Promise<Buffer> {
  const url = await p.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 100;
    canvas.height = 60;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#fff';
    c.fillRect(0, 0, 100, 60);
    c.fillStyle = '#000';
    c.beginPath();
    c.arc(30, 30, 25, 0, 2 * Math.PI);
    c.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1]!, 'base64');
}

const previewSize = async () => {
  const canvas = page.getByLabel('Mask preview');
  return `${await canvas.getAttribute('data-across')}×${await canvas.getAttribute('data-rows')}`;
};

describe.skipIf(SKIPPED)('a picture as the maze shape', () => {
  beforeAll(async () => {
    studio = await openStudio();
    page = studio.page;
  });
  afterAll(async () => studio?.close());

  it('sets the shape to custom, previews the mask live, and generates inside it', async () => {
    await page.getByRole('button', { name: 'Maze', exact: true }).click();
    await page.getByLabel('Shape picture', { exact: true }).setInputFiles({
      name: 'disc.png',
      mimeType: 'image/png',
      buffer: await discPng(page),
    });
    // Dark inside: the disc alone, cropped to its 50 × 50 box (detail 64 keeps it whole).
    await expect.poll(previewSize).toBe('50×50');
    await page.getByLabel('Picture detail').fill('24');
    await expect.poll(previewSize).toBe('24×24');
    // Light inside: the white around the disc, the whole picture's box, 24 across.
    await page.getByLabel('Picture inside').selectOption('light');
    await expect.poll(previewSize).toBe('24×14');
    await page.getByLabel('Width', { exact: true }).fill('12');
    await page.getByLabel('Height', { exact: true }).fill('8');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('heading', { level: 2, name: /^Maze · / }).waitFor();
    const maze = puzzleOf<MazeData>((await downloadText(page, 'Export JSON')).text);
    expect(maze.settings.shape).toBe('custom');
    expect(maze.settings.shapeMask).toHaveLength(14);
    expect(maze.settings.shapeMask.every((row) => row.length === 24)).toBe(true);
    expect(maze.settings.shapeMask[7]).toMatch(/^#+\.+#+$/);
  });
});
