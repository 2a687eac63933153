// What crosses to an async generation's worker thread and back: the task, and errors as data.
import { isKnossosError } from '@knossos/core';
import { MazeError } from './errors.js';

/** One async generation, as its worker receives it. @internal */
export interface AsyncTask {
  /** `generate` or `generateVerified`. */
  readonly verified: boolean;
  readonly settings: unknown;
  /** The call's time limit in milliseconds, when it has one. */
  readonly timeMs?: number;
}

/** An error as it crosses a thread: a MazeError keeps its field, line and column. @internal */
export interface ErrorMessage {
  readonly message: string;
  readonly field?: string;
  readonly line?: number;
  readonly column?: number;
}

/** An error as plain data. @internal */
export function toMessage(error: unknown): ErrorMessage {
  if (isKnossosError(error)) {
    const { message, field, line, column } = error as MazeError;
    return {
      message,
      field,
      ...(line === null ? {} : { line }),
      ...(column === null ? {} : { column }),
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The error again on this side of the thread. @internal */
export function fromMessage(message: ErrorMessage): Error {
  if (message.field === undefined) return new Error(message.message);
  const where = {
    ...(message.line === undefined ? {} : { line: message.line }),
    ...(message.column === undefined ? {} : { column: message.column }),
  };
  const error = new MazeError(message.field, '', where);
  // The message was made whole on the other side (KnossosError may have added to it).
  error.message = message.message;
  return error;
}
