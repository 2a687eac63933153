import { expect } from 'vitest';
import { MazeError } from './index.js';

/** The MazeError a call throws (fails the test when it throws nothing or something else). */
export function errorOf(call: () => unknown): MazeError {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(MazeError);
    return error as MazeError;
  }
  throw new Error('expected a MazeError');
}
