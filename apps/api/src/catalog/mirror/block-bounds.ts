import type { Bitset } from './bitset.ts'

/**
 * For each block of 32 slots (one bitset word) the best sort rank any slot of the block can have,
 * per direction: once the page's heap is full, a block whose best rank is worse than the heap's
 * worst entry is skipped without reading its values (as block-max indexes skip posting blocks).
 * With a mask (a category's slots, a superset of the hits) only the mask's slots count: bicycles
 * have less stock than tyres, so bounds over all slots would skip nothing on the bicycle page.
 * Rank as in top-slots.ts: smaller is better; a missing value (NaN) is Infinity either way.
 */
export class BlockBounds {
  /** -(the block's largest value): the best rank of a descending sort */
  readonly bestDesc: Float64Array
  /** the block's smallest value: the best rank of an ascending sort */
  readonly bestAsc: Float64Array

  constructor(
    values: Float64Array,
    readonly mask?: Bitset,
  ) {
    const blocks = (values.length + 31) >>> 5
    this.bestDesc = new Float64Array(blocks)
    this.bestAsc = new Float64Array(blocks)
    for (let b = 0; b < blocks; b++) this.measure(values, b)
  }

  /** After values[slot] changed. */
  update(values: Float64Array, slot: number): void {
    if (!this.mask || this.mask.has(slot)) this.measure(values, slot >>> 5)
  }

  private measure(values: Float64Array, block: number) {
    let max = -Infinity
    let min = Infinity
    const end = Math.min(values.length, (block + 1) << 5)
    const bits = this.mask ? (this.mask.words[block] ?? 0) : -1
    for (let slot = block << 5; slot < end; slot++) {
      if ((bits & (1 << (slot & 31))) === 0) continue
      const x = values[slot]!
      // comparisons with NaN are false: a missing value changes neither bound
      if (x > max) max = x
      if (x < min) min = x
    }
    this.bestDesc[block] = max === -Infinity ? Infinity : -max
    this.bestAsc[block] = min
  }
}

const made = new WeakMap<Float64Array, WeakMap<Bitset, BlockBounds>>()
const unmasked = new WeakMap<Float64Array, BlockBounds>()

/** The bounds of a column that never changes (a price list), made once per mask. */
export function boundsOf(values: Float64Array, mask?: Bitset): BlockBounds {
  if (!mask) {
    let bounds = unmasked.get(values)
    if (!bounds) unmasked.set(values, (bounds = new BlockBounds(values)))
    return bounds
  }
  let byMask = made.get(values)
  if (!byMask) made.set(values, (byMask = new WeakMap()))
  let bounds = byMask.get(mask)
  if (!bounds) byMask.set(mask, (bounds = new BlockBounds(values, mask)))
  return bounds
}
