import { KnossosError } from '@knossos/core';

/**
 * Thrown for a book that cannot be made: a page size or layout that cannot be read (field `page`,
 * `layout`), a source with no puzzles or fewer or more than it said (`source`), a font that
 * cannot be read (`fonts`), a file that is there and may not be replaced (`path`). The message names the field, e.g.
 * `page: "B7" is no page size; give A4, A5, Letter or width×height in millimetres (180x250)`.
 *
 * Tell it apart without `instanceof` by `error.code === 'KNOSSOS_BOOK'`.
 */
export class BookError extends KnossosError {
  /** Stable machine-readable code: always `'KNOSSOS_BOOK'`. */
  declare readonly code: 'KNOSSOS_BOOK';

  constructor(field: string, problem: string) {
    super('KNOSSOS_BOOK', field, `${field}: ${problem}`);
    this.name = 'BookError';
  }
}
