/**
 * Filters over the in-process rows, with the semantics product-sql.ts gives them in SQL. A filter
 * the rows cannot answer (a field without a column: the SQL search reads the document for it, a
 * created_at range, `exists`) throws Unsupported, and the SQL search answers the query instead.
 */
import type { FilterNode, RangeBounds, Scalar } from '../catalog-query.ts'
import { Bitset } from './bitset.ts'
import { slotsIn, type Postings, type SlotMap, type StoreIndex } from './store-index.ts'
import type { TextResult } from './mirror-text.ts'

export class Unsupported extends Error {}

export interface FilterEnv {
  index: StoreIndex
  p: Postings
  facetCodes: ReadonlySet<string>
  texts: ReadonlyMap<string, TextResult>
  /** final price incl. tax in cents by slot */
  finalPrices(): Float64Array
  /** stock quantity by slot */
  stockQty(slot: number): number
}

/** Integer values that fit PostgreSQL's integer, as product-sql.ts `ints`. */
const ints = (values: Scalar[]) =>
  values.map(Number).filter((v) => Number.isInteger(v) && Math.abs(v) <= 2_147_483_647)

const isFacet = (env: FilterEnv, field: string) =>
  env.facetCodes.has(field) ||
  (field.endsWith('_options') && env.facetCodes.has(field.slice(0, -'_options'.length)))

function union<K>(size: number, map: ReadonlyMap<K, Bitset>, keys: Iterable<K>): Bitset {
  const out = new Bitset(size)
  for (const key of keys) {
    const set = map.get(key)
    if (set) out.or(set)
  }
  return out
}

function slotsOf(size: number, map: SlotMap, keys: Iterable<string>): Bitset {
  const out = new Bitset(size)
  for (const key of keys) for (const slot of slotsIn(map, key)) out.add(slot)
  return out
}

function termsLeaf(node: { field: string; values: Scalar[] }, env: FilterEnv): Bitset {
  const { p } = env
  const { field, values } = node
  switch (field) {
    case 'visibility':
      return union(p.size, p.visibility, ints(values))
    case 'status':
      return union(p.size, p.status, ints(values))
    case 'id':
    case 'entity_id': {
      const out = new Bitset(p.size)
      const wanted = new Set(ints(values))
      p.live.forEach((slot) => {
        if (wanted.has(env.index.row(slot)!.productId)) out.add(slot)
      })
      return out
    }
    case 'category_ids':
    case 'category_id':
    case 'category.category_id':
      return union(p.size, p.category, ints(values))
    case 'sku':
      return slotsOf(p.size, p.sku, values.map(String))
    case 'configurable_children.sku':
      // as in SQL: one of the lower-cased values is a search sku, and a child has one of the values
      return slotsOf(
        p.size,
        p.searchSku,
        values.map((v) => String(v).toLowerCase()),
      ).and(slotsOf(p.size, p.childSku, values.map(String)))
    case 'type_id':
      return slotsOf(p.size, p.typeId, values.map(String))
    case 'url_path':
      return slotsOf(p.size, p.urlPath, values.map(String))
    case 'url_key':
      return slotsOf(p.size, p.urlKey, values.map(String))
  }
  if (isFacet(env, field)) {
    const tokens = env.index.vocabulary.tokens
    // a token no row ever had matches nothing
    const ids = values.flatMap((v) => tokens.find(`${field}:${String(v)}`) ?? [])
    return union(p.size, p.facet, ids)
  }
  throw new Unsupported(`terms on ${field}`)
}

const RANGE_TESTS = {
  gt: (a: number, b: number) => a > b,
  gte: (a: number, b: number) => a >= b,
  lt: (a: number, b: number) => a < b,
  lte: (a: number, b: number) => a <= b,
} as const

function rangeLeaf(field: string, bounds: RangeBounds, env: FilterEnv, universe: Bitset): Bitset {
  const entries = Object.entries(bounds).filter(([, v]) => v !== undefined) as [keyof RangeBounds, unknown][]
  // string bounds are dates: the SQL search compares them on the document or created_at
  if (entries.some(([, v]) => typeof v !== 'number')) throw new Unsupported(`range with dates on ${field}`)
  const tests = entries.map(([op, v]) => [RANGE_TESTS[op], v as number] as const)
  let valueOf: (slot: number) => number
  switch (field) {
    case 'price':
    case 'final_price': {
      const prices = env.finalPrices()
      valueOf = (slot) => prices[slot]! / 100
      break
    }
    case 'visibility':
      valueOf = (slot) => env.index.row(slot)!.visibility
      break
    case 'status':
      valueOf = (slot) => env.index.row(slot)!.status
      break
    case 'id':
      valueOf = (slot) => env.index.row(slot)!.productId
      break
    case 'stock.qty':
      valueOf = (slot) => env.stockQty(slot)
      break
    default:
      throw new Unsupported(`range on ${field}`)
  }
  const out = new Bitset(env.p.size)
  universe.forEach((slot) => {
    const value = valueOf(slot)
    if (tests.every(([test, bound]) => test(value, bound))) out.add(slot)
  })
  return out
}

const MAX_TERM_SETS = 2000
const termSets = new WeakMap<Postings, Map<string, Bitset>>()

/**
 * The slots of a terms leaf, shared between requests (read-only!) until the index changes: the
 * listing restrictions and category filters of every page are the same few sets, like
 * Elasticsearch's filter cache.
 */
function cachedTerms(node: { field: string; values: Scalar[] }, env: FilterEnv): Bitset {
  let sets = termSets.get(env.p)
  if (!sets) termSets.set(env.p, (sets = new Map()))
  const key = JSON.stringify([node.field, node.values])
  let set = sets.get(key)
  if (!set) {
    set = termsLeaf(node, env)
    if (sets.size >= MAX_TERM_SETS) sets.clear()
    sets.set(key, set)
  }
  return set
}

/** Cheap leaves first: later ones only look at the slots the earlier ones left. */
const cost = (node: FilterNode) => (node.op === 'terms' ? 0 : node.op === 'text' ? 1 : 2)

/** The slots of `universe` that match `node`. */
export function evaluateFilter(node: FilterNode, env: FilterEnv, universe: Bitset): Bitset {
  switch (node.op) {
    case 'all':
      return universe.copy()
    case 'and': {
      let acc = universe.copy()
      for (const child of [...node.nodes].sort((a, b) => cost(a) - cost(b))) {
        acc = child.op === 'terms' ? acc.and(cachedTerms(child, env)) : evaluateFilter(child, env, acc)
      }
      return acc
    }
    case 'or': {
      const out = new Bitset(universe.size)
      for (const child of node.nodes) out.or(evaluateFilter(child, env, universe))
      return out
    }
    case 'not':
      return universe.copy().andNot(evaluateFilter(node.node, env, universe))
    case 'terms':
      return universe.copy().and(cachedTerms(node, env))
    case 'range':
      return rangeLeaf(node.field, node.bounds, env, universe)
    case 'text': {
      const match = env.texts.get(node.text)
      return match ? match.matches.copy().and(universe) : new Bitset(universe.size)
    }
    case 'exists':
      throw new Unsupported('exists')
  }
}
