// What `verify` checks of an output folder beyond its puzzles: files no manifest lists, pictures
// that do not parse, and the lock a run leaves while it writes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { hostname, uptime } from 'node:os';
import { isAbsolute, join, relative, sep } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import { readInput } from './files.js';

/** The lock file a run holds in its folder while it writes. */
export const LOCK_NAME = '.knossos.lock';

/** Space a run keeps in its folder for its last manifest, should the disk fill up. */
export const RESERVE_NAME = '.knossos.reserve';

/** Who holds a folder's lock: written into the lock file when it is taken. */
export interface LockOwner {
  readonly pid: number;
  readonly host: string;
  readonly started: string;
}

/** The lock file's text for this process. */
export function lockText(): string {
  return `${JSON.stringify({ pid: process.pid, host: hostname(), started: new Date().toISOString() })}\n`;
}

/** Who holds the lock in `folder`, or `null` when there is none (or it cannot be read). */
export function lockOwner(folder: string): LockOwner | null {
  try {
    const data = JSON.parse(readFileSync(join(folder, LOCK_NAME), 'utf8')) as Partial<LockOwner>;
    if (typeof data.pid !== 'number' || typeof data.host !== 'string') {
      return { pid: 0, host: '', started: '' };
    }
    return { pid: data.pid, host: data.host, started: String(data.started ?? '') };
  } catch (error) {
    // A lock with no owner written (an older run, or one killed as it took the lock).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { pid: 0, host: '', started: '' };
  }
}

/**
 * Whether the lock's owner is gone: a process on this host that no longer exists, or one started
 * before the machine last booted (its pid may be another process's now). A lock with no owner
 * recorded (empty or unreadable: a run that could not finish writing it, on a full disk or
 * killed at that moment) is stale too, since nothing can show a run holds it. A lock from
 * another host (a shared disk) is not called stale: that host's processes cannot be seen.
 */
export function isStale(owner: LockOwner): boolean {
  if (owner.pid <= 0) return true;
  if (owner.host !== hostname()) return false;
  const started = Date.parse(owner.started);
  const booted = Date.now() - uptime() * 1000;
  // A minute of slack for clocks set at boot.
  if (Number.isFinite(started) && started < booted - 60_000) return true;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** A lock's owner in words, for messages. */
export function describeOwner(owner: LockOwner): string {
  if (owner.pid <= 0) return 'no owner recorded';
  return `pid ${owner.pid} on ${owner.host}${owner.started ? `, started ${owner.started}` : ''}`;
}

/** The files in `folder` (not in subfolders) that `listed` does not hold, but the manifest. */
export function unlistedFiles(folder: string, listed: ReadonlySet<string>): string[] {
  return readdirSync(folder)
    .filter((name) => name !== 'manifest.json' && name !== LOCK_NAME && name !== RESERVE_NAME)
    .filter((name) => !listed.has(name))
    .filter((name) => statSync(join(folder, name)).isFile())
    .sort();
}

/**
 * Why a picture file does not parse, or `null` when it does: a PNG must have its signature, an
 * image header with a size, and end with its end chunk; an SVG must be well-formed XML with an
 * `<svg>` root. Other files are not checked here.
 */
export function pictureProblem(path: string): string | null {
  if (path.endsWith('.png')) {
    const bytes = readInput(path);
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    if (bytes.length < 33 || signature.some((b, i) => bytes[i] !== b)) return 'not a PNG file';
    if (bytes.toString('latin1', 12, 16) !== 'IHDR') return 'a PNG without its image header';
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width === 0 || height === 0) return `a PNG of size ${width} × ${height}`;
    if (
      bytes.length < 45 ||
      bytes.toString('latin1', bytes.length - 8, bytes.length - 4) !== 'IEND'
    ) {
      return `a PNG cut short (${bytes.length} bytes, no end chunk)`;
    }
    return null;
  }
  if (path.endsWith('.svg')) {
    const text = readInput(path, 'utf8');
    const valid = XMLValidator.validate(text);
    if (valid !== true) return `not well-formed SVG: ${valid.err.msg} (line ${valid.err.line})`;
    if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text)) return 'an XML file whose root is not <svg>';
    return null;
  }
  return null;
}

/** Whether the real path `path` lies in the real folder `home`. */
function isInside(home: string, path: string): boolean {
  const step = relative(home, path);
  return step !== '' && step.split(sep)[0] !== '..' && !isAbsolute(step);
}

/**
 * Whether a manifest's file name stays in `folder`: relative, not empty, no `..` segment (either
 * slash), and — when it exists — not a link that leads out of the folder.
 */
export function staysInside(folder: string, name: string): boolean {
  if (name === '' || isAbsolute(name) || /^[a-zA-Z]:/.test(name) || /^[\\/]/.test(name)) {
    return false;
  }
  if (name.split(/[\\/]/).includes('..')) return false;
  const target = join(folder, name);
  return !existsSync(target) || isInside(realpathSync(folder), realpathSync(target));
}

/**
 * What is wrong with one listed file, or `null`: a picture that does not parse, or bytes whose
 * SHA-256 (hex) is not the one `recorded` (when recorded).
 *
 * @throws the file system's error, or a CliError from `readInput`, for a file that cannot be read.
 */
export function fileProblem(path: string, recorded: string | undefined): string | null {
  const bad = pictureProblem(path);
  if (bad !== null) return bad;
  const sha = createHash('sha256').update(readInput(path)).digest('hex');
  if (recorded !== undefined && sha !== recorded) {
    return 'the file changed since the run wrote it (its SHA-256 differs)';
  }
  return null;
}
