/** Set bits in the low 32 bits of `x` (0–32), by the SWAR sum of bit pairs, nibbles and bytes. */
export function popcount(x: number): number {
  let v = x >>> 0;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** A typed array of the same kind, `length` long (≥ the old length), holding the old contents. */
export function grown<
  T extends
    | Int8Array
    | Uint8Array
    | Int16Array
    | Uint16Array
    | Int32Array
    | Uint32Array
    | Float32Array
    | Float64Array,
>(array: T, length: number): T {
  const wider = new (array.constructor as new (n: number) => T)(length);
  wider.set(array);
  return wider;
}
