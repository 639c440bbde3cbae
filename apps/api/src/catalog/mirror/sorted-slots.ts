/**
 * Ascending lists of row slots, merged in one forward pass each. Text matching works on these
 * rather than on arrays with an entry per row: with 100,000 products (240,000 rows) such arrays
 * are megabytes, and scattered reads of them miss the CPU cache on nearly every posting
 * (measured: 4x slower per posting than at 10,000 products). A pass over sorted lists reads
 * memory in order and writes only lists the size of the result.
 */

/** A posting range of a lexeme: postingSlots[start .. end), ascending and without repeats. */
export interface SlotRange {
  start: number
  end: number
}

/** The slots in any of the ranges, ascending, each once. */
export function unionOfRanges(slots: Int32Array, ranges: readonly SlotRange[]): Int32Array {
  if (ranges.length === 0) return new Int32Array(0)
  let union = slots.subarray(ranges[0]!.start, ranges[0]!.end)
  for (let r = 1; r < ranges.length; r++)
    union = unionOf(union, slots.subarray(ranges[r]!.start, ranges[r]!.end))
  return union
}

/** The slots of either list, ascending, each once (a list is returned as it is when the other is empty). */
export function unionOf(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b
  if (b.length === 0) return a
  const out = new Int32Array(a.length + b.length)
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length && j < b.length) {
    const x = a[i]!
    const y = b[j]!
    if (x <= y) {
      out[n++] = x
      i++
      if (x === y) j++
    } else {
      out[n++] = y
      j++
    }
  }
  for (; i < a.length; i++) out[n++] = a[i]!
  for (; j < b.length; j++) out[n++] = b[j]!
  return out.subarray(0, n)
}

/**
 * The slots that occur in at least `required` of the lists (each list ascending, without
 * repeats); a slot in none of them never counts, whatever `required` is.
 */
export function atLeast(lists: readonly Int32Array[], required: number): Int32Array {
  if (lists.length === 0 || lists.length < required) return new Int32Array(0)
  if (lists.length === 1) return lists[0]!
  // fold the lists into one (slot, count) list, counting the lists each slot is in
  let slots: Int32Array = lists[0]!
  let counts = new Uint8Array(slots.length).fill(1)
  for (let l = 1; l < lists.length; l++) {
    const b = lists[l]!
    const outSlots = new Int32Array(slots.length + b.length)
    const outCounts = new Uint8Array(outSlots.length)
    let i = 0
    let j = 0
    let n = 0
    while (i < slots.length && j < b.length) {
      const x = slots[i]!
      const y = b[j]!
      if (x <= y) {
        outSlots[n] = x
        outCounts[n++] = counts[i++]! + (x === y ? 1 : 0)
        if (x === y) j++
      } else {
        outSlots[n] = y
        outCounts[n++] = 1
        j++
      }
    }
    for (; i < slots.length; i++, n++) {
      outSlots[n] = slots[i]!
      outCounts[n] = counts[i]!
    }
    for (; j < b.length; j++, n++) {
      outSlots[n] = b[j]!
      outCounts[n] = 1
    }
    slots = outSlots.subarray(0, n)
    counts = outCounts.subarray(0, n)
  }
  const out = new Int32Array(slots.length)
  let n = 0
  for (let i = 0; i < slots.length; i++) if (counts[i]! >= required) out[n++] = slots[i]!
  return out.subarray(0, n)
}

/**
 * Calls `visit(rowIndex, postingIndex)` for every slot of slots[start .. end) that is in `rows`
 * (ascending): one forward pass over both.
 */
export function forEachCommon(
  rows: Int32Array,
  slots: Int32Array,
  start: number,
  end: number,
  visit: (rowIndex: number, postingIndex: number) => void,
): void {
  let i = 0
  let k = start
  while (i < rows.length && k < end) {
    const row = rows[i]!
    const slot = slots[k]!
    if (row < slot) i++
    else if (slot < row) k++
    else visit(i++, k++)
  }
}
