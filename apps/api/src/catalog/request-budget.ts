/**
 * The work one catalogue request may ask for (issue 14 §1). A search runs in the shop's own
 * process (the in-process catalogue, or PGlite in WASM): a request asking for thousands of
 * clauses held the event loop for seconds and every other shopper waited. Each limit is well
 * above what the storefront and the Vue Storefront client send (a category page: about 20
 * aggregations, a dozen filters, one text), and past it the answer is a 400 naming the limit.
 * docs/decisions/0105.
 */
import { QueryError, type CatalogQuery, type FilterNode } from './catalog-query.ts'

export const CATALOG_BUDGET = {
  /** JSON body of a POST (a GET's `request` parameter is limited to 20,000 characters) */
  bodyBytes: 64 * 1024,
  /** clauses of the whole query tree: filters, bool groups, texts */
  clauses: 128,
  /** full-text clauses (each is a text analysis and a ranking of its own) */
  textClauses: 8,
  /** values over all terms/ids clauses together (a SKU lookup asks for up to 1,000) */
  termsValues: 2000,
  aggregations: 64,
  sortKeys: 10,
} as const

/**
 * Property names of every JavaScript object: a field by that name reads the prototype's member
 * from any lookup table keyed by field (a 500 before), and no attribute is called that.
 */
const RESERVED_FIELDS = new Set(['__proto__', 'constructor', 'prototype'])

export function checkFieldName(field: string, what: string): void {
  if (RESERVED_FIELDS.has(field)) throw new QueryError(`Invalid ${what} name: ${JSON.stringify(field)}`)
}

const over = (what: string, limit: number, got: number) =>
  new QueryError(`The request asks for too much work: ${got} ${what}, at most ${limit} per request`)

/** Throws a QueryError (400) naming the first limit the request goes past. */
export function checkBudget(query: CatalogQuery): void {
  let clauses = 0
  let texts = 0
  let values = 0
  const stack: FilterNode[] = [query.filter]
  while (stack.length) {
    const node = stack.pop()!
    if (node.op === 'all') continue
    clauses++
    if (node.op === 'and' || node.op === 'or') stack.push(...node.nodes)
    else if (node.op === 'not') stack.push(node.node)
    else if (node.op === 'text') texts++
    else {
      checkFieldName(node.field, `${node.op} field`)
      if (node.op === 'terms') values += node.values.length
    }
  }
  if (clauses > CATALOG_BUDGET.clauses) throw over('query clauses', CATALOG_BUDGET.clauses, clauses)
  if (texts > CATALOG_BUDGET.textClauses) throw over('full-text clauses', CATALOG_BUDGET.textClauses, texts)
  if (values > CATALOG_BUDGET.termsValues) throw over('terms values', CATALOG_BUDGET.termsValues, values)
  if (query.aggs.length > CATALOG_BUDGET.aggregations)
    throw over('aggregations', CATALOG_BUDGET.aggregations, query.aggs.length)
  if (query.sort.length > CATALOG_BUDGET.sortKeys)
    throw over('sort keys', CATALOG_BUDGET.sortKeys, query.sort.length)
  for (const agg of query.aggs) checkFieldName(agg.field, 'aggregation field')
  for (const sort of query.sort) checkFieldName(sort.field, 'sort field')
}

/** Early stop while translating: a list of clauses longer than the whole budget is not looked at. */
export function checkClauseList(length: number): void {
  if (length > CATALOG_BUDGET.clauses) throw over('query clauses', CATALOG_BUDGET.clauses, length)
}
