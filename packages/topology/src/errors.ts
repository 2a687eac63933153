/**
 * Thrown for a spec that describes no board (a width of 0, a fractional ring count, 9 floors …)
 * and for cell or slot numbers out of range where a function cannot answer −1.
 *
 * It is a `RangeError`; tell it apart without `instanceof` by
 * `error.code === 'KNOSSOS_TOPOLOGY'`. `field` names the spec field or argument at fault.
 */
export class TopologyError extends RangeError {
  /** Stable machine-readable code: always `'KNOSSOS_TOPOLOGY'`. */
  readonly code = 'KNOSSOS_TOPOLOGY' as const;
  /** The spec field or argument at fault, e.g. `'width'`, `'cell'` or `'rows[3]'`. */
  readonly field: string;

  /**
   * @param field - the spec field or argument at fault.
   * @param message - what is wrong, in a sentence that names the value received.
   */
  constructor(field: string, message: string) {
    super(message);
    this.name = 'TopologyError';
    this.field = field;
  }
}
