/**
 * Option labels in facet filters: `kleur in ["zwart"]` means the option labelled "Zwart" (any
 * case, in the store's language or the default one), as a shopper or a hand-made URL writes it.
 * Facet tokens hold option ids, so such a filter matched nothing (issue 13 item 9). Labels are
 * turned into ids before either engine sees the query; a value that is neither an id nor a
 * label stays as it is and matches nothing.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import type { CatalogQuery, FilterNode, Scalar } from './catalog-query.ts'

const TTL_MS = 30_000
/** store id -> attribute code -> lower-cased label -> option ids */
type LabelIndex = Map<string, Map<string, number[]>>
const memo = new WeakMap<Database, Map<number, { at: number; value: Promise<LabelIndex> }>>()

async function loadLabels(database: Database, storeId: number): Promise<LabelIndex> {
  const rows = await database.rows<{ code: string; id: number; label: string }>(sql`
    select a.code, o.id, lower(l.value) as label
    from attribute_option o join attribute a on a.id = o.attribute_id,
      jsonb_each_text(o.labels) as l(store, value)
    where a.is_filterable and l.store in (${String(storeId)}, '1', '0')`)
  const index: LabelIndex = new Map()
  for (const row of rows) {
    let byLabel = index.get(row.code)
    if (!byLabel) index.set(row.code, (byLabel = new Map()))
    const ids = byLabel.get(row.label) ?? []
    if (!ids.includes(row.id)) byLabel.set(row.label, [...ids, row.id])
  }
  return index
}

function labelIndex(database: Database, storeId: number): Promise<LabelIndex> {
  let byStore = memo.get(database)
  if (!byStore) memo.set(database, (byStore = new Map()))
  const cached = byStore.get(storeId)
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value
  const value = loadLabels(database, storeId)
  byStore.set(storeId, { at: Date.now(), value })
  value.catch(() => byStore.delete(storeId))
  return value
}

const isLabel = (value: Scalar) => typeof value === 'string' && !/^\d+$/.test(value.trim())
const baseCode = (field: string) => (field.endsWith('_options') ? field.slice(0, -'_options'.length) : field)

function mapNode(node: FilterNode, labels: LabelIndex): FilterNode {
  switch (node.op) {
    case 'and':
    case 'or':
      return { ...node, nodes: node.nodes.map((n) => mapNode(n, labels)) }
    case 'not':
      return { ...node, node: mapNode(node.node, labels) }
    case 'terms': {
      const byLabel = labels.get(baseCode(node.field))
      if (!byLabel || !node.values.some(isLabel)) return node
      const values = node.values.flatMap((v) =>
        isLabel(v) ? (byLabel.get(String(v).trim().toLowerCase()) ?? [v]) : [v],
      )
      return { ...node, values: [...new Set(values)] }
    }
    default:
      return node
  }
}

/** The query with option labels in facet filters replaced by their option ids. */
export async function resolveFilterLabels(
  database: Database,
  storeId: number,
  query: CatalogQuery,
): Promise<CatalogQuery> {
  let any = false
  const visit = (node: FilterNode): void => {
    if (node.op === 'terms' && node.values.some(isLabel)) any = true
    else if (node.op === 'and' || node.op === 'or') node.nodes.forEach(visit)
    else if (node.op === 'not') visit(node.node)
  }
  visit(query.filter)
  // most queries hold no text values at all: no lookup for them
  if (!any) return query
  return { ...query, filter: mapNode(query.filter, await labelIndex(database, storeId)) }
}
