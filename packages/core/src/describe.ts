/**
 * A value as messages show it: strings quoted (and cut at 40 characters), numbers as written
 * (`-0` kept), `undefined` as `nothing`, and other values as short JSON (cut at 60
 * characters), e.g. `width must be a whole number 2–128 (got "ten")`.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === undefined) return 'nothing';
  if (typeof value === 'symbol' || typeof value === 'function') return String(value);
  try {
    const text = JSON.stringify(value);
    if (text !== undefined) return text.length > 60 ? `${text.slice(0, 60)}…` : text;
  } catch {
    // a cycle, or a bigint inside: fall through
  }
  return Array.isArray(value) ? 'a list' : `a ${typeof value}`;
}
