/**
 * Variable-length lists of numbers per slot, kept in one growing buffer (with an optional
 * parallel buffer of float weights): hundreds of thousands of rows then cost no typed-array
 * object each. A replaced list leaves its old place unused until the buffer is compacted.
 */
export class ListColumn {
  data: Int32Array
  weights: Float32Array | null
  start = new Int32Array(1024)
  length = new Int32Array(1024)
  private used = 0
  private unused = 0

  constructor(withWeights = false) {
    this.data = new Int32Array(1 << 14)
    this.weights = withWeights ? new Float32Array(1 << 14) : null
  }

  set(slot: number, values: ArrayLike<number>, weights?: ArrayLike<number>): void {
    this.ensureSlot(slot)
    this.unused += this.length[slot]!
    this.length[slot] = 0
    if (this.unused > 1 << 16 && this.unused > this.used / 2) this.compact()
    this.ensureData(this.used + values.length)
    this.data.set(values, this.used)
    if (this.weights && weights) this.weights.set(weights, this.used)
    this.start[slot] = this.used
    this.length[slot] = values.length
    this.used += values.length
  }

  clear(slot: number): void {
    if (slot >= this.length.length) return
    this.unused += this.length[slot]!
    this.length[slot] = 0
  }

  /** A copy of the slot's list (not for hot loops: read data/start/length there). */
  get(slot: number): number[] {
    const from = this.start[slot] ?? 0
    return Array.from(this.data.subarray(from, from + (this.length[slot] ?? 0)))
  }

  private ensureSlot(slot: number) {
    if (slot < this.start.length) return
    const size = Math.max(slot + 1, this.start.length * 2)
    const grow = (a: Int32Array) => {
      const out = new Int32Array(size)
      out.set(a)
      return out
    }
    this.start = grow(this.start)
    this.length = grow(this.length)
  }

  private ensureData(size: number) {
    if (size <= this.data.length) return
    const capacity = Math.max(size, this.data.length * 2)
    const data = new Int32Array(capacity)
    data.set(this.data.subarray(0, this.used))
    this.data = data
    if (this.weights) {
      const weights = new Float32Array(capacity)
      weights.set(this.weights.subarray(0, this.used))
      this.weights = weights
    }
  }

  private compact() {
    const data = new Int32Array(Math.max(1 << 14, this.used - this.unused))
    const weights = this.weights ? new Float32Array(data.length) : null
    let at = 0
    for (let slot = 0; slot < this.start.length; slot++) {
      const n = this.length[slot]!
      if (n === 0) continue
      const from = this.start[slot]!
      data.set(this.data.subarray(from, from + n), at)
      if (weights && this.weights) weights.set(this.weights.subarray(from, from + n), at)
      this.start[slot] = at
      at += n
    }
    this.data = data
    this.weights = weights
    this.used = at
    this.unused = 0
  }
}
