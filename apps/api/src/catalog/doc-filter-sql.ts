/**
 * Filters on any field of a JSON document (`doc`), used for entity documents and for product
 * fields without a column of their own. Paths become lax-mode jsonpath expressions with `[*]`
 * after every key, so a field that holds an array matches on any element and `category.category_id`
 * reaches into arrays of objects - the way Elasticsearch flattens documents. Values are compared
 * as text (`49` equals `"49"`, as ES terms on keyword/number fields do); ranges use jsonpath
 * comparisons, which are false rather than an error for mismatched types.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { FilterNode, RangeBounds, Scalar } from './catalog-query.ts'
import { QueryError } from './catalog-query.ts'
import { textArray } from './sql-util.ts'

/** `kleur` -> `$."kleur"[*]`; field names are checked by checkField, so they hold no quotes. */
export function jsonPath(field: string): string {
  return (
    '$' +
    field
      .split('.')
      .map((key) => `."${key}"[*]`)
      .join('')
  )
}

export function docTerms(doc: SQL, field: string, values: Scalar[]): SQL {
  if (values.length === 0) return sql`false`
  return sql`exists (select 1 from jsonb_path_query(${doc}, ${jsonPath(field)}::jsonpath) v
    where (v #>> '{}') = any(${textArray(values.map(String))}))`
}

export function docExists(doc: SQL, field: string): SQL {
  return sql`jsonb_path_exists(${doc}, ${jsonPath(field) + ' ? (@ != null)'}::jsonpath)`
}

const RANGE_SQL_OPS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const

export function docRange(doc: SQL, field: string, bounds: RangeBounds): SQL {
  const entries = Object.entries(bounds).filter(([, v]) => v !== undefined) as [
    keyof RangeBounds,
    number | string,
  ][]
  if (entries.length === 0) return docExists(doc, field)
  const predicate = entries.map(([op]) => `@ ${RANGE_SQL_OPS[op]} $${op}`).join(' && ')
  return sql`jsonb_path_exists(${doc}, ${`${jsonPath(field)} ? (${predicate})`}::jsonpath, ${JSON.stringify(Object.fromEntries(entries))}::jsonb)`
}

/** LIKE pattern for a plain substring search. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

export const sqlAnd = (parts: SQL[]): SQL =>
  parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`
export const sqlOr = (parts: SQL[]): SQL => (parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`)

/**
 * Compiles a filter tree; `leaf` handles terms/exists/range/text for the target table and may
 * return null to fall back to the document.
 */
export function compileFilter(node: FilterNode, doc: SQL, leaf: (node: FilterNode) => SQL | null): SQL {
  switch (node.op) {
    case 'all':
      return sql`true`
    case 'and':
      return sqlAnd(node.nodes.map((n) => compileFilter(n, doc, leaf)))
    case 'or':
      return sqlOr(node.nodes.map((n) => compileFilter(n, doc, leaf)))
    case 'not':
      // NULL-safe: "not matching" includes documents where the comparison is unknown
      return sql`not coalesce(${compileFilter(node.node, doc, leaf)}, false)`
    default: {
      const special = leaf(node)
      if (special) return special
      if (node.op === 'terms') return docTerms(doc, node.field, node.values)
      if (node.op === 'exists') return docExists(doc, node.field)
      if (node.op === 'range') return docRange(doc, node.field, node.bounds)
      throw new QueryError(`Full-text search is not supported here`)
    }
  }
}
