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

/** The k-th smallest value (0-based) of `a`, which it reorders (Hoare's selection). */
function select(a: Float64Array, k: number): number {
  let lo = 0
  let hi = a.length - 1
  while (lo < hi) {
    const pivot = a[(lo + hi) >>> 1]!
    let i = lo
    let j = hi
    while (i <= j) {
      while (a[i]! < pivot) i++
      while (a[j]! > pivot) j--
      if (i <= j) {
        const t = a[i]!
        a[i++] = a[j]!
        a[j--] = t
      }
    }
    if (k <= j) hi = j
    else if (k >= i) lo = i
    else return a[k]!
  }
  return a[k]!
}

/**
 * One numeric key (stock, price, date, score: the common sorts): the limit-th best value is
 * found by selection in linear time; the hits better than it are all on the page, and of those
 * equal to it (stock levels repeat by the thousand) the ones with the lowest product ids, found by
 * a second selection. Only the page's hits are sorted.
 */
function byOneNumber(values: Float64Array, desc: boolean, ids: Int32Array, from: number, limit: number) {
  // rank: smaller is better; a missing value (NaN) is last in either order
  const rank = new Float64Array(values.length)
  for (let h = 0; h < values.length; h++) {
    const x = values[h]!
    rank[h] = x !== x ? Infinity : desc ? -x : x
  }
  const threshold = select(rank.slice(), limit - 1)
  const page: number[] = []
  let tied = 0
  for (let h = 0; h < rank.length; h++) {
    if (rank[h]! < threshold) page.push(h)
    else if (rank[h] === threshold) tied++
  }
  // the tied hits fill the rest of the page by product id
  const room = limit - page.length
  const tiedIds = new Float64Array(tied)
  const tiedHits = new Int32Array(tied)
  for (let h = 0, t = 0; h < rank.length; h++) {
    if (rank[h] === threshold) {
      tiedIds[t] = ids[h]!
      tiedHits[t++] = h
    }
  }
  const lastId = room < tied ? select(tiedIds.slice(), room - 1) : Infinity
  for (let t = 0; t < tied; t++) if (tiedIds[t]! <= lastId) page.push(tiedHits[t]!)
  page.sort((a, b) => (rank[a]! < rank[b]! ? -1 : rank[a]! > rank[b]! ? 1 : ids[a]! - ids[b]!))
  return page.slice(from, limit)
}

/** `idOf`: the product id by slot (the last tie-breaker). */
export function topSlots(
  hits: Int32Array,
  keys: readonly SortKey[],
  idOf: Int32Array,
  from: number,
  size: number,
): number[] {
  const limit = Math.min(from + size, hits.length)
  if (limit <= 0 || from >= hits.length) return []
  const values = keys.map((k) => numbersOrValues(hits, k))
  const ids = new Int32Array(hits.length)
  for (let h = 0; h < hits.length; h++) ids[h] = idOf[hits[h]!]!
  const single = keys.length === 1 && values[0] instanceof Float64Array ? values[0] : null
  if (single) {
    return byOneNumber(single, keys[0]!.desc, ids, from, limit).map((h) => hits[h]!)
  }
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
