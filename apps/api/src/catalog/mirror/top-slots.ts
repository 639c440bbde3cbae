import type { Bitset } from './bitset.ts'
import type { BlockBounds } from './block-bounds.ts'

/**
 * The page of a sorted hit list without sorting all hits: a bounded heap keeps the best
 * `from + size` hits, so a listing of 25,000 hits costs about one comparison per hit. The sort
 * values are read once into arrays and the heap holds hit indexes: nothing is allocated per hit.
 * Order: the keys in turn (descending where asked), missing values last, then the product id.
 */
export interface SortKey {
  desc: boolean
  value(slot: number): number | string | null | undefined
  /** the same values as numbers by slot (NaN: missing), when the key has them at hand */
  column?: Float64Array
  /** the column's best rank per block of 32 slots, to skip blocks that cannot reach the page */
  bounds?: BlockBounds
  /** the same values for the listed slots (ascending), when every hit is among them (relevance) */
  listed?: { slots: Int32Array; values: Float64Array }
}

type Value = number | string | null | undefined

const missing = (v: Value) => v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v))

function compareValues(a: Value, b: Value, desc: boolean): number {
  if (a === b) return 0
  const aMissing = missing(a)
  const bMissing = missing(b)
  if (aMissing || bMissing) return aMissing === bMissing ? 0 : aMissing ? 1 : -1
  const less = a! < b!
  return desc ? (less ? 1 : -1) : less ? -1 : 1
}

/** A key's values by hit: numbers in a Float64Array (missing = NaN) when they are all numbers. */
function numbersOrValues(hits: Int32Array, key: SortKey): Float64Array | Value[] {
  const numbers = new Float64Array(hits.length)
  if (key.column) {
    for (let h = 0; h < hits.length; h++) numbers[h] = key.column[hits[h]!]!
    return numbers
  }
  for (let h = 0; h < hits.length; h++) {
    const v = key.value(hits[h]!)
    if (typeof v === 'number') numbers[h] = v
    else if (v === null || v === undefined) numbers[h] = NaN
    else return Array.from(hits, (slot) => key.value(slot))
  }
  return numbers
}

/**
 * The best `limit` entries offered, by rank (smaller is better), then product id: a bounded heap
 * whose root is the worst entry kept, so most offers lose against it on one comparison.
 */
export class BestSlots {
  private readonly rank: Float64Array
  private readonly id: Int32Array
  private readonly slots: Int32Array
  private n = 0

  constructor(
    private readonly limit: number,
    private readonly desc: boolean,
    /** the product id by slot */
    private readonly idOf: Int32Array,
  ) {
    this.rank = new Float64Array(limit)
    this.id = new Int32Array(limit)
    this.slots = new Int32Array(limit)
  }

  /** `value`: the sort value (NaN: missing, last in either order) */
  offer(value: number, slot: number): void {
    const r = value !== value ? Infinity : this.desc ? -value : value
    const { rank } = this
    if (this.n === this.limit) {
      // the product id only decides between equal values
      if (r > rank[0]! || (r === rank[0] && this.idOf[slot]! > this.id[0]!)) return
      this.put(0, r, this.idOf[slot]!, slot)
      this.siftDown()
    } else {
      this.put(this.n, r, this.idOf[slot]!, slot)
      this.siftUp(this.n++)
    }
  }

  /** true once `limit` entries are kept: later offers must beat the worst of them */
  get full(): boolean {
    return this.n === this.limit
  }

  /** the rank an offer must beat (ties: by product id) once the heap is full, else Infinity */
  get bar(): number {
    return this.n === this.limit ? this.rank[0]! : Infinity
  }

  /** the slots kept, best first, from the `from`-th on */
  page(from: number): number[] {
    return this.order(from).map((i) => this.slots[i]!)
  }

  /** page(from) with each slot's sort value */
  scoredPage(from: number): { slots: number[]; values: number[] } {
    const order = this.order(from)
    return {
      slots: order.map((i) => this.slots[i]!),
      values: order.map((i) => (this.desc ? -this.rank[i]! : this.rank[i]!)),
    }
  }

  private order(from: number): number[] {
    const order = Array.from({ length: this.n }, (_, i) => i)
    order.sort((a, b) => (this.worse(a, b) ? 1 : this.worse(b, a) ? -1 : 0))
    return order.slice(from)
  }

  private worse(i: number, j: number): boolean {
    const { rank, id } = this
    return rank[i]! > rank[j]! || (rank[i] === rank[j] && id[i]! > id[j]!)
  }

  private put(i: number, r: number, id: number, slot: number) {
    this.rank[i] = r
    this.id[i] = id
    this.slots[i] = slot
  }

  private swap(i: number, j: number) {
    const { rank, id, slots } = this
    const r = rank[i]!
    const d = id[i]!
    const s = slots[i]!
    this.put(i, rank[j]!, id[j]!, slots[j]!)
    rank[j] = r
    id[j] = d
    slots[j] = s
  }

  private siftUp(i: number) {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!this.worse(i, parent)) return
      this.swap(i, parent)
      i = parent
    }
  }

  private siftDown() {
    for (let i = 0; ;) {
      const l = 2 * i + 1
      let last = i
      if (l < this.n && this.worse(l, last)) last = l
      if (l + 1 < this.n && this.worse(l + 1, last)) last = l + 1
      if (last === i) return
      this.swap(i, last)
      i = last
    }
  }
}

/**
 * One numeric key with its values at hand (stock, price, score: the common sorts), read straight
 * from the match set - or from the key's listed slots, fewer than the set's words - in one pass.
 * No list of hits is made: at 100,000 products a category holds 25,000 of them, and every extra
 * pass over them showed in the profile.
 */
function topOfNumbers(matches: Bitset, key: SortKey, idOf: Int32Array, from: number, limit: number) {
  const best = new BestSlots(limit, key.desc, idOf)
  const { column, listed } = key
  if (listed) {
    const { slots, values } = listed
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!
      if (matches.has(slot)) best.offer(values[i]!, slot)
    }
  } else if (column) {
    const words = matches.words
    const blockBest = key.bounds && (key.desc ? key.bounds.bestDesc : key.bounds.bestAsc)
    for (let w = 0; w < words.length; w++) {
      let bits = words[w]!
      if (bits === 0 || (blockBest && blockBest[w]! > best.bar)) continue
      while (bits !== 0) {
        const low = bits & -bits
        bits ^= low
        const slot = (w << 5) + (31 - Math.clz32(low))
        best.offer(column[slot]!, slot)
      }
    }
  }
  return best.page(from)
}

/** The page of the matching slots in the keys' order; `idOf`: the product id by slot (the last tie-breaker). */
export function topSlots(
  matches: Bitset,
  keys: readonly SortKey[],
  idOf: Int32Array,
  from: number,
  size: number,
  /** matches.count(), when the caller has it */
  total = matches.count(),
): number[] {
  const limit = Math.min(from + size, total)
  if (limit <= 0 || from >= total) return []
  const only = keys.length === 1 ? keys[0]! : null
  if (only?.column || only?.listed) return topOfNumbers(matches, only, idOf, from, limit)
  const hits = matches.toInt32Array()
  const values = keys.map((k) => numbersOrValues(hits, k))
  const ids = new Int32Array(hits.length)
  for (let h = 0; h < hits.length; h++) ids[h] = idOf[hits[h]!]!
  /** < 0: hit a sorts before hit b */
  const compare = (a: number, b: number): number => {
    for (let k = 0; k < keys.length; k++) {
      const column = values[k]!
      const desc = keys[k]!.desc
      let c: number
      if (column instanceof Float64Array) {
        const x = column[a]!
        const y = column[b]!
        // NaN is a missing value: last in either order
        c = x === y ? 0 : x !== x ? (y !== y ? 0 : 1) : y !== y ? -1 : x < y !== desc ? -1 : 1
      } else {
        c = compareValues(column[a], column[b], desc)
      }
      if (c !== 0) return c
    }
    return ids[a]! - ids[b]!
  }
  let best: number[]
  if (limit * 4 >= hits.length) {
    best = Array.from(hits.keys()).sort(compare)
  } else {
    // max-heap on `compare`: the root is the last of the best `limit` hits so far
    const heap = new Int32Array(limit)
    let n = 0
    const swap = (i: number, j: number) => {
      const t = heap[i]!
      heap[i] = heap[j]!
      heap[j] = t
    }
    // most hits lose against the heap's root on the first key alone: decide those without compare
    const first = values[0] instanceof Float64Array ? values[0] : null
    const firstDesc = keys[0]?.desc ?? false
    for (let h = 0; h < hits.length; h++) {
      if (n === limit && first) {
        const x = first[h]!
        const root = first[heap[0]!]!
        if (x !== x ? root === root : root === root && (firstDesc ? x < root : x > root)) continue
      }
      if (n < limit) {
        let i = n++
        heap[i] = h
        while (i > 0) {
          const parent = (i - 1) >> 1
          if (compare(heap[i]!, heap[parent]!) <= 0) break
          swap(i, parent)
          i = parent
        }
      } else if (compare(h, heap[0]!) < 0) {
        heap[0] = h
        let i = 0
        for (;;) {
          const l = 2 * i + 1
          const r = l + 1
          let last = i
          if (l < n && compare(heap[l]!, heap[last]!) > 0) last = l
          if (r < n && compare(heap[r]!, heap[last]!) > 0) last = r
          if (last === i) break
          swap(i, last)
          i = last
        }
      }
    }
    best = Array.from(heap).sort(compare)
  }
  return best.slice(from, limit).map((h) => hits[h]!)
}
