/**
 * The size of a cached value as spec 001 §9 counts it: 2 bytes per character, 8 per number,
 * 4 per boolean, walking objects and arrays. Property names count as characters too, because
 * the stored record holds them (decision 0230). Pure, so the budget rule is unit-tested
 * (value-size.test.ts) without a browser.
 */

/** Bytes of one value; an object met twice (a shared or cyclic reference) counts once. */
export function sizeOf(value: unknown): number {
  const seen = new Set<object>()
  const stack: unknown[] = [value]
  let bytes = 0
  while (stack.length > 0) {
    const item = stack.pop()
    if (typeof item === 'string') bytes += item.length * 2
    else if (typeof item === 'number' || typeof item === 'bigint') bytes += 8
    else if (typeof item === 'boolean') bytes += 4
    else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item)
      bytes += objectBytes(item, stack)
    }
    // undefined, functions and symbols are not stored: nothing
  }
  return bytes
}

/** An object's own bytes; the values it holds go on the stack to be counted by the walk. */
function objectBytes(item: object, stack: unknown[]): number {
  // structured clone keeps these as they are: count what they hold, not their properties
  if (item instanceof Date) return 8
  if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) return item.byteLength
  if (typeof Blob !== 'undefined' && item instanceof Blob) return item.size
  if (item instanceof Map) {
    for (const [key, value] of item) stack.push(key, value)
    return 0
  }
  if (item instanceof Set || Array.isArray(item)) {
    for (const value of item) stack.push(value)
    return 0
  }
  let bytes = 0
  for (const [key, value] of Object.entries(item)) {
    bytes += key.length * 2
    stack.push(value)
  }
  return bytes
}

/** A whole cache record: its key, its stored_at (a number) and its value. */
export function recordSize(key: string, value: unknown): number {
  return key.length * 2 + 8 + sizeOf(value)
}
