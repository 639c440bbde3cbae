/**
 * For each block of 32 slots (one bitset word) the best sort rank any slot of the block can have,
 * per direction: once the page's heap is full, a block whose best rank is worse than the heap's
 * worst entry is skipped without reading its values (as block-max indexes skip posting blocks).
 * A category page sorted by stock then reads a few hundred values instead of 25,000 scattered ones.
 * Rank as in top-slots.ts: smaller is better; a missing value (NaN) is Infinity either way.
 */
export class BlockBounds {
  /** -(the block's largest value): the best rank of a descending sort */
  readonly bestDesc: Float64Array
  /** the block's smallest value: the best rank of an ascending sort */
  readonly bestAsc: Float64Array

  constructor(values: Float64Array) {
    const blocks = (values.length + 31) >>> 5
    this.bestDesc = new Float64Array(blocks)
    this.bestAsc = new Float64Array(blocks)
    for (let b = 0; b < blocks; b++) this.measure(values, b)
  }

  /** After values[slot] changed. */
  update(values: Float64Array, slot: number): void {
    this.measure(values, slot >>> 5)
  }

  private measure(values: Float64Array, block: number) {
    let max = -Infinity
    let min = Infinity
    const end = Math.min(values.length, (block + 1) << 5)
    for (let slot = block << 5; slot < end; slot++) {
      const x = values[slot]!
      // comparisons with NaN are false: a missing value changes neither bound
      if (x > max) max = x
      if (x < min) min = x
    }
    this.bestDesc[block] = max === -Infinity ? Infinity : -max
    this.bestAsc[block] = min
  }
}

const made = new WeakMap<Float64Array, BlockBounds>()

/** The bounds of a column that never changes (a price list), made once. */
export function boundsOf(values: Float64Array): BlockBounds {
  let bounds = made.get(values)
  if (!bounds) made.set(values, (bounds = new BlockBounds(values)))
  return bounds
}
