/**
 * The two response forms of /api/catalog (contract §6.4): the Elasticsearch-like response, and
 * the compact one (`response_format=compact`) whose hits are the sources themselves with `_score`,
 * with product fields renamed by the contract's fieldsToCompact table, also inside
 * configurable_children. (The reference server also dropped child fields equal to the parent's;
 * the client does not need that and we keep children complete.)
 */
import type { AggResult } from './product-aggs.ts'

type Doc = Record<string, unknown>

export const FIELDS_TO_COMPACT: Readonly<Record<string, string>> = Object.freeze({
  minimal_price: 'mp',
  has_options: 'ho',
  url_key: 'u',
  status: 's',
  required_options: 'ro',
  name: 'nm',
  tax_class_id: 'tci',
  description: 'desc',
  minimal_regular_price: 'mrp',
  final_price: 'fp',
  price: 'p',
  special_price: 'sp',
  original_final_price: 'ofp',
  original_price: 'op',
  original_special_price: 'osp',
  final_price_incl_tax: 'fpit',
  original_price_incl_tax: 'opit',
  price_incl_tax: 'pit',
  special_price_incl_tax: 'spit',
  final_price_tax: 'fpt',
  price_tax: 'pt',
  special_price_tax: 'spt',
  original_price_tax: 'opt',
  image: 'i',
  small_image: 'si',
  thumbnail: 't',
})

/** A product source with the compact form's field names. */
export function compactSource(doc: Doc): Doc {
  const out: Doc = {}
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'configurable_children' && Array.isArray(value)) {
      out[key] = value.map((child) =>
        typeof child === 'object' && child !== null ? compactSource(child as Doc) : child,
      )
    } else {
      out[FIELDS_TO_COMPACT[key] ?? key] = value
    }
  }
  return out
}

export interface CatalogHit {
  id: number
  score: number
  source: Doc
  /** the source already serialised as UTF-8 pieces (product-sources.ts; compact names for the compact form) */
  json?: Buffer[]
}

/** Stands for a hit's serialised source until serializeResponse puts the text in. */
const hitSlot = (i: number) => `\u0000${i}`
const HIT_SLOT_TEXT = /"\\u0000(\d+)"/g

export interface CatalogResult {
  /** `{index}_{entity}` as Elasticsearch 7 names its per-type indices */
  indexName: string
  entity: string
  total: number
  hits: CatalogHit[]
  aggregations?: Record<string, AggResult>
  attributeMetadata?: Doc[]
  /** the search text with its typo corrections, when it has any (text-search.ts suggestedText) */
  suggestion?: { text: string; corrected: string }
  tookMs: number
}

/**
 * Elasticsearch's phrase-suggester shape, one entry for the whole text: clients that know
 * `suggest` read it as they would from Elasticsearch ("Bedoelde je ...?").
 */
function suggestPart(result: CatalogResult): Doc | undefined {
  if (!result.suggestion) return undefined
  const { text, corrected } = result.suggestion
  return {
    did_you_mean: [{ text, offset: 0, length: text.length, options: [{ text: corrected, score: 1 }] }],
  }
}

export function fullResponse(result: CatalogResult): Doc {
  const response: Doc = {
    took: result.tookMs,
    timed_out: false,
    _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
    hits: {
      total: { value: result.total, relation: 'eq' },
      max_score: result.hits.length ? Math.max(...result.hits.map((h) => h.score)) : null,
      hits: result.hits.map((h, i) => ({
        _index: result.indexName,
        _type: '_doc',
        _id: String(h.id),
        _score: h.score,
        _source: h.json === undefined ? h.source : hitSlot(i),
      })),
    },
  }
  if (result.aggregations && Object.keys(result.aggregations).length)
    response.aggregations = result.aggregations
  if (result.attributeMetadata) response.attribute_metadata = result.attributeMetadata
  const suggest = suggestPart(result)
  if (suggest) response.suggest = suggest
  return response
}

export function compactResponse(result: CatalogResult): Doc {
  const product = result.entity === 'product'
  const response: Doc = {
    hits: result.hits.map((h, i) =>
      h.json === undefined
        ? { ...(product ? compactSource(h.source) : h.source), _score: h.score }
        : hitSlot(i),
    ),
    total: { value: result.total, relation: 'eq' },
  }
  if (result.aggregations && Object.keys(result.aggregations).length)
    response.aggregations = result.aggregations
  if (result.attributeMetadata) response.attribute_metadata = result.attributeMetadata
  const suggest = suggestPart(result)
  if (suggest) response.suggest = suggest
  return response
}

/** The response body; hits with a serialised source are spliced in as text. */
/**
 * The response body as pieces in order (http/body-bytes.ts joins them): hits serialised ahead of
 * time go in as the bytes they are; a page of whole documents is most of a megabyte.
 */
export function serializeResponse(result: CatalogResult, compact: boolean): (string | Buffer)[] {
  const text = JSON.stringify(compact ? compactResponse(result) : fullResponse(result))
  if (!result.hits.some((h) => h.json !== undefined)) return [text]
  // split with a capture group: text, hit index, text, hit index, ..., text
  const parts = text.split(HIT_SLOT_TEXT)
  const out: (string | Buffer)[] = []
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) {
      out.push(parts[i]!)
      continue
    }
    const hit = result.hits[Number(parts[i])]!
    const json = hit.json!
    if (!compact) {
      for (const piece of json) out.push(piece)
      continue
    }
    // the compact hit is the source with `_score` as its last field: drop its closing brace
    const score = JSON.stringify(hit.score) ?? 'null'
    const last = json[json.length - 1]!
    if (json.length === 1 && last.length === 2) {
      out.push(`{"_score":${score}}`)
      continue
    }
    for (let k = 0; k < json.length - 1; k++) out.push(json[k]!)
    out.push(last.subarray(0, last.length - 1), `,"_score":${score}}`)
  }
  return out
}
