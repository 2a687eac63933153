// `--shape-image FILE.png|.jpg` and its reading flags: the picture is decoded here and read into
// mask rows (`shapeMask`) before the maze is made, so recipes and manifests hold rows, not pixels.

import { type ShapeImage, shapeImageRows } from '@knossos/maze';
import { type Command, InvalidArgumentError, Option } from 'commander';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { readInput } from './files.js';
import { numberArgument } from './time-limit.js';

/** A decoded picture: RGBA bytes, top row first. */
type Picture = Pick<ShapeImage, 'rgba' | 'width' | 'height'>;

/** The most pixels a picture may decode to (64 megapixels, 256 MB of RGBA). */
const MAX_PIXELS = 64 * 1024 * 1024;

/**
 * Decodes a PNG or JPEG file (told apart by its first bytes, not its name).
 *
 * @throws InvalidArgumentError naming the file when it cannot be read or is neither.
 */
export function readPicture(file: string): Picture {
  try {
    const bytes = readInput(file);
    if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
      checkPngSize(bytes);
      let png: PNG;
      try {
        png = PNG.sync.read(bytes);
      } catch (error) {
        throw new Error(`the PNG data is damaged or cut short (${(error as Error).message})`);
      }
      return { rgba: png.data, width: png.width, height: png.height };
    }
    if (bytes[0] === 0xff && bytes[1] === 0xd8) {
      const jpg = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: MAX_PIXELS / 1024 / 1024,
      });
      return { rgba: jpg.data, width: jpg.width, height: jpg.height };
    }
    throw new Error('not a PNG or JPEG picture');
  } catch (error) {
    throw new InvalidArgumentError(
      `cannot read ${file} as a picture: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/**
 * Refuses a PNG whose header declares more than {@link MAX_PIXELS} pixels, before anything is
 * decoded (a 68-byte file can claim 30,000 × 30,000 pixels, 3.6 GB of RGBA). The header chunk
 * follows the 8-byte signature: length (4), "IHDR" (4), width (4, big-endian), height (4).
 */
function checkPngSize(bytes: Buffer): void {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('the PNG has no header chunk');
  }
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  if (width === 0 || height === 0) throw new Error(`the PNG is ${width} × ${height} pixels`);
  if (width * height > MAX_PIXELS) {
    throw new Error(
      `the PNG is ${width} × ${height} pixels, more than the ${MAX_PIXELS / 1024 / 1024}-megapixel limit`,
    );
  }
}

/** Adds `--shape-image`, `--shape-inside`, `--shape-threshold` and `--shape-detail`. */
export function addShapeImageFlags(command: Command): Command {
  command.option(
    '--shape-image <file>',
    'Shape picture (PNG or JPEG): sets the shape to custom and wins over --shape-mask',
    readPicture,
  );
  command.addOption(
    new Option(
      '--shape-inside <rule>',
      'Shape inside: which pixels of the picture (default dark)',
    ).choices(['dark', 'light', 'opaque']),
  );
  command.option('--shape-threshold <n>', 'Shape threshold, 0–1 (default 0.5)', numberArgument);
  command.option(
    '--shape-detail <n>',
    'Shape detail: mask pixels across, 24–160 (default 64)',
    numberArgument,
  );
  return command;
}

/** The flags {@link addShapeImageFlags} adds, as commander reads them. */
export interface ShapeImageFlags {
  /** The decoded picture. */
  shapeImage?: Picture;
  /** `dark`, `light` or `opaque`. */
  shapeInside?: ShapeImage['inside'];
  /** 0–1. */
  shapeThreshold?: number;
  /** 24–160. */
  shapeDetail?: number;
}

/**
 * The settings with the picture read into mask rows (and the shape set to custom) when
 * `--shape-image` was given; unchanged otherwise. Each adjustment is passed to `note`.
 */
export function withShapeImage(
  settings: Record<string, unknown>,
  flags: ShapeImageFlags,
  note: (text: string) => void,
): Record<string, unknown> {
  if (flags.shapeImage === undefined) return settings;
  const notes: string[] = [];
  const rows = shapeImageRows(
    {
      ...flags.shapeImage,
      inside: flags.shapeInside,
      threshold: flags.shapeThreshold,
      detail: flags.shapeDetail,
    },
    notes,
  );
  for (const text of notes) note(text);
  return rows === null
    ? { ...settings, shape: 'custom' }
    : { ...settings, shape: 'custom', shapeMask: rows };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
