/**
 * Search over entity_doc (category, attribute, taxrule, cms_page, cms_block): every filter and
 * sort works on the document through jsonpath (doc-filter-sql.ts). These tables hold hundreds of
 * rows per store, so one statement with a window count is enough.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { CatalogQuery, FilterNode } from './catalog-query.ts'
import { compileFilter, likePattern, sqlAnd } from './doc-filter-sql.ts'
import { textArray } from './sql-util.ts'

export interface EntityHit {
  id: number
  score: number
  doc: Record<string, unknown>
}

const DOC = sql`e.doc`

/** Text on entities: a substring of the name, title or identifier (no stemming needed here). */
function entityLeaf(node: FilterNode): SQL | null {
  if (node.op !== 'text') return null
  const pattern = likePattern(node.text)
  return sql`(coalesce(e.doc->>'name', e.doc->>'title', '') ilike ${pattern} or coalesce(e.doc->>'identifier', '') ilike ${pattern})`
}

export async function searchEntities(
  database: Database,
  storeId: number,
  entityType: string,
  query: CatalogQuery,
  size: number,
  from: number,
): Promise<{ total: number; hits: EntityHit[] }> {
  const where = sqlAnd([
    sql`e.store_id = ${storeId}`,
    sql`e.entity_type = ${entityType}`,
    compileFilter(query.filter, DOC, entityLeaf),
  ])
  const order = query.sort.map(
    (s) =>
      sql`(e.doc #> ${textArray(s.field.split('.'))}) ${s.order === 'desc' ? sql`desc` : sql`asc`} nulls last`,
  )
  order.push(sql`e.entity_id asc`)
  const rows = await database.rows<{ id: number; doc: Record<string, unknown>; total: number }>(sql`
    select e.entity_id as id, e.doc, (count(*) over ())::int as total
    from entity_doc e
    where ${where}
    order by ${sql.join(order, sql`, `)}
    limit ${size} offset ${from}`)
  let total = rows[0]?.total ?? 0
  if (rows.length === 0 && from > 0) {
    const [row] = await database.rows<{ n: number }>(
      sql`select count(*)::int as n from entity_doc e where ${where}`,
    )
    total = row?.n ?? 0
  }
  return { total, hits: rows.map((r) => ({ id: r.id, score: 1, doc: r.doc })) }
}
