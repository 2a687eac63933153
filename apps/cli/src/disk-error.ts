import { CliError } from './errors.js';

/**
 * A write the disk refused (full, over quota, read-only) as a one-line CliError (exit 2) naming
 * the path, or `null` for any other error.
 */
export function diskError(error: unknown): CliError | null {
  const e = error as { code?: unknown; path?: unknown; message?: unknown } | null;
  const why =
    e?.code === 'ENOSPC'
      ? 'no space left on the device'
      : e?.code === 'EDQUOT'
        ? 'the disk quota is used up'
        : e?.code === 'EROFS'
          ? 'the file system is read-only'
          : null;
  if (why === null) return null;
  const path =
    typeof e?.path === 'string' ? e.path : /'([^']+)'/.exec(String(e?.message ?? ''))?.[1];
  return new CliError(`${path ?? 'a file'}: cannot write: ${why}`);
}
