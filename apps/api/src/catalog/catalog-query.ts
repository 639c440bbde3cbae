/**
 * The one internal form of a catalogue query. Both wire forms the client may send (the SearchQuery
 * JSON of `request_format=search-query`, contract §6.3, and a raw Elasticsearch body, §6.2) are
 * translated into it, and the SQL builders only ever see this form. Keeping it small and closed
 * is what lets the builders reject nothing at run time: every shape here compiles to SQL.
 */

/** A value a filter compares against; numbers and strings compare like Elasticsearch terms. */
export type Scalar = string | number | boolean

export type FilterNode =
  | { op: 'and'; nodes: FilterNode[] }
  | { op: 'or'; nodes: FilterNode[] }
  | { op: 'not'; node: FilterNode }
  /** field equals any of the values (arrays in the document match on any element) */
  | { op: 'terms'; field: string; values: Scalar[] }
  /** field is present and not null */
  | { op: 'exists'; field: string }
  | { op: 'range'; field: string; bounds: RangeBounds }
  /** full-text search (the shop's analysis: stemming, prefixes, typo tolerance, 75 % rule) */
  | { op: 'text'; text: string }
  | { op: 'all' }

export interface RangeBounds {
  gt?: number | string
  gte?: number | string
  lt?: number | string
  lte?: number | string
}

export type SortOrder = 'asc' | 'desc'

export interface SortSpec {
  field: string
  order: SortOrder
}

export type AggSpec =
  | { kind: 'terms'; name: string; field: string; size: number }
  | {
      kind: 'range'
      name: string
      field: string
      ranges: { from?: number; to?: number; key?: string }[]
      /** the ranges are the price grid's cells, answered merged into this many (price-range-split.ts) */
      split?: number
    }
  | { kind: 'min' | 'max'; name: string; field: string }

export interface CatalogQuery {
  filter: FilterNode
  /** text of the (first) full-text node, '' when none: it decides the ranking */
  searchText: string
  sort: SortSpec[]
  aggs: AggSpec[]
  /** paging and source filtering given inside an Elasticsearch body */
  size?: number
  from?: number
  sourceIncludes?: string[]
  sourceExcludes?: string[]
}

/** Bad input in a query: answered with 400 and this message, never with a 500. */
export class QueryError extends Error {
  readonly statusCode = 400
}

/** Field names reach SQL only as bound parameters or jsonpath keys; still, only plain names pass. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/

export function checkField(field: unknown, what = 'attribute'): string {
  if (typeof field !== 'string' || !FIELD.test(field) || field.length > 100) {
    throw new QueryError(`Invalid ${what} name: ${JSON.stringify(field)}`)
  }
  return field
}

export const and = (nodes: FilterNode[]): FilterNode => {
  const flat = nodes.flatMap((n) => (n.op === 'and' ? n.nodes : n.op === 'all' ? [] : [n]))
  if (flat.length === 0) return { op: 'all' }
  return flat.length === 1 ? flat[0]! : { op: 'and', nodes: flat }
}

export const or = (nodes: FilterNode[]): FilterNode => (nodes.length === 1 ? nodes[0]! : { op: 'or', nodes })

/** Walks the tree depth first. */
export function* walkFilter(node: FilterNode): Generator<FilterNode> {
  yield node
  if (node.op === 'and' || node.op === 'or') for (const child of node.nodes) yield* walkFilter(child)
  if (node.op === 'not') yield* walkFilter(node.node)
}

/** The text of the first full-text node, which ranks the hits. */
export function firstSearchText(node: FilterNode): string {
  for (const n of walkFilter(node)) if (n.op === 'text') return n.text
  return ''
}
