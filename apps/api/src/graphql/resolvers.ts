/**
 * Resolvers of /graphql: each turns its arguments into the SearchQuery JSON the storefront sends
 * to /api/catalog (catalog-source.ts) and maps the documents to the schema's types. Objects carry
 * the caller they were found for, so a category's products come in the same store view and prices.
 */
import { STATUS_LISTED, STORE_VIEWS, VISIBILITY_LISTED } from '@shop/commerce'
import { QueryError } from '../catalog/catalog-query.ts'
import type { SearchQueryJson } from '../catalog/search-query.ts'
import type { Caller, CatalogSource, Doc, SearchAnswer } from './catalog-source.ts'
import { GRAPHQL_LIMITS } from './limits.ts'
import { graphql } from './graphql-lib.ts'

export interface GraphQLContext {
  /** the request's store view (header or ?storeCode=) and customer (token) */
  caller: Caller
  source: CatalogSource
}

type StoreArg = 'nl' | 'de' | null | undefined
interface Found {
  doc: Doc
  caller: Caller
}
interface SortArg {
  field: string
  direction: 'ASC' | 'DESC'
}
interface FilterArg {
  attribute: string
  in?: unknown[] | null
  from?: number | null
  to?: number | null
}
interface PageArgs {
  pageSize?: number | null
  currentPage?: number | null
  sort?: SortArg[] | null
}
interface ProductsArgs extends PageArgs {
  search?: string | null
  categoryId?: number | null
  filters?: FilterArg[] | null
  facets?: string[] | null
  store?: StoreArg
}

type AppliedFilter = NonNullable<SearchQueryJson['_appliedFilters']>[number]

const callerFor = (ctx: GraphQLContext, store: StoreArg): Caller =>
  store ? { ...ctx.caller, store: STORE_VIEWS.find((s) => s.language === store)! } : ctx.caller

const eq = (attribute: string, value: unknown): AppliedFilter => ({
  attribute,
  value: { eq: value },
  scope: 'default',
})

function paging(args: PageArgs) {
  const size = args.pageSize ?? 20
  const page = args.currentPage ?? 1
  if (size < 1 || size > GRAPHQL_LIMITS.pageSize)
    throw new QueryError(`Invalid pageSize: must be 1 to ${GRAPHQL_LIMITS.pageSize} (got ${size})`)
  if (page < 1) throw new QueryError(`Invalid currentPage: must be 1 or more (got ${page})`)
  return { size, from: (page - 1) * size, page }
}

function oneOf(args: Record<string, unknown>, names: string[]): string {
  const given = names.filter((n) => args[n] !== undefined && args[n] !== null)
  if (given.length !== 1) throw new QueryError(`Give exactly one of ${names.join(', ')}`)
  return given[0]!
}

function appliedFilter(f: FilterArg): AppliedFilter[] {
  const out: AppliedFilter[] = []
  if (f.in) out.push({ attribute: f.attribute, value: { in: f.in }, scope: 'catalog' })
  if (f.from != null || f.to != null) {
    const value: Record<string, number> = {}
    if (f.from != null) value.gte = f.from
    if (f.to != null) value.lt = f.to
    out.push({ attribute: f.attribute, value, scope: 'catalog' })
  }
  if (out.length === 0) throw new QueryError(`Filter "${f.attribute}": give in, or from and/or to`)
  return out
}

const sortOf = (sort: SortArg[] | null | undefined) =>
  sort?.map((s) => ({
    field: s.field,
    options: s.direction === 'DESC' ? ('desc' as const) : ('asc' as const),
  }))

/** The query of products(...): the storefront's listing query (visible, enabled) with these arguments. */
export function productsQuery(args: ProductsArgs): SearchQueryJson {
  const applied: AppliedFilter[] = [
    { attribute: 'visibility', value: { in: [...VISIBILITY_LISTED] }, scope: 'default' },
    { attribute: 'status', value: { in: [...STATUS_LISTED] }, scope: 'default' },
  ]
  if (args.categoryId != null)
    applied.push({ attribute: 'category_ids', value: { in: [args.categoryId] }, scope: 'default' })
  for (const f of args.filters ?? []) applied.push(...appliedFilter(f))
  const query: SearchQueryJson = { _appliedFilters: applied }
  if (args.facets?.length) query._availableFilters = args.facets.map((field) => ({ field, scope: 'catalog' }))
  const sort = sortOf(args.sort)
  if (sort?.length) query._appliedSort = sort
  if (args.search?.trim()) query._searchText = args.search.trim()
  return query
}

function productPage(answer: SearchAnswer, caller: Caller, page: { size: number; page: number }) {
  const facets = Object.entries(answer.aggregations)
    .filter(([, agg]) => Array.isArray(agg.buckets))
    .map(([name, agg]) => ({
      name,
      field: name.replace(/^agg_(terms|range)_/, '').replace(/_options$/, ''),
      buckets: agg.buckets!.map((b) => ({ key: String(b.key), count: b.doc_count, from: b.from, to: b.to })),
    }))
  return {
    total: answer.total,
    items: answer.docs.map((doc) => ({ doc, caller })),
    facets,
    pageInfo: {
      pageSize: page.size,
      currentPage: page.page,
      totalPages: Math.ceil(answer.total / page.size),
    },
    suggestion: answer.suggestion,
  }
}

async function products(ctx: GraphQLContext, caller: Caller, args: ProductsArgs) {
  const page = paging(args)
  const answer = await ctx.source(caller, 'product', productsQuery(args), page)
  return productPage(answer, caller, page)
}

async function first(
  ctx: GraphQLContext,
  caller: Caller,
  entity: 'product' | 'category' | 'cms_page',
  filter: AppliedFilter,
) {
  const answer = await ctx.source(caller, entity, { _appliedFilters: [filter] }, { size: 1, from: 0 })
  const doc = answer.docs[0]
  return doc ? { doc, caller } : null
}

const field =
  (name: string) =>
  ({ doc }: Found) =>
    doc[name] ?? null

/** Accepts what a filter value may be: the REST catalogue checks the rest. */
const JSONScalar = new graphql.GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral(ast, variables) {
    const literal = (node: typeof ast): unknown => {
      switch (node.kind) {
        case 'StringValue':
        case 'BooleanValue':
          return node.value
        case 'IntValue':
        case 'FloatValue':
          return Number(node.value)
        case 'NullValue':
          return null
        case 'ListValue':
          return node.values.map(literal)
        case 'ObjectValue':
          return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]))
        case 'Variable':
          return variables?.[node.name.value]
        default:
          throw new QueryError(`Unsupported JSON value: ${node.kind}`)
      }
    }
    return literal(ast)
  },
})

export const resolvers = {
  JSON: JSONScalar,
  Query: {
    product(
      _: unknown,
      args: { sku?: string | null; urlKey?: string | null; store?: StoreArg },
      ctx: GraphQLContext,
    ) {
      const by = oneOf(args, ['sku', 'urlKey'])
      const filter = by === 'sku' ? eq('sku', args.sku) : eq('url_key', args.urlKey)
      return first(ctx, callerFor(ctx, args.store), 'product', filter)
    },
    products: (_: unknown, args: ProductsArgs, ctx: GraphQLContext) =>
      products(ctx, callerFor(ctx, args.store), args),
    category(
      _: unknown,
      args: { id?: number | null; urlKey?: string | null; store?: StoreArg },
      ctx: GraphQLContext,
    ) {
      const by = oneOf(args, ['id', 'urlKey'])
      const filter = by === 'id' ? eq('id', args.id) : eq('url_key', args.urlKey)
      return first(ctx, callerFor(ctx, args.store), 'category', filter)
    },
    async categoryTree(_: unknown, args: { store?: StoreArg }, ctx: GraphQLContext) {
      const caller = callerFor(ctx, args.store)
      // top-level categories carry their whole subtree in children_data (indexer-category-doc.ts)
      const answer = await ctx.source(
        caller,
        'category',
        {
          _appliedFilters: [{ attribute: 'parent_id', value: { in: [0] }, scope: 'default' }],
          _appliedSort: [{ field: 'position', options: 'asc' }],
        },
        { size: 500, from: 0 },
      )
      return answer.docs.map((doc) => ({ doc, caller }))
    },
    cmsPage(_: unknown, args: { identifier: string; store?: StoreArg }, ctx: GraphQLContext) {
      return first(ctx, callerFor(ctx, args.store), 'cms_page', eq('identifier', args.identifier))
    },
    async cmsBlocks(
      _: unknown,
      args: { identifiers?: string[] | null; store?: StoreArg },
      ctx: GraphQLContext,
    ) {
      const ids = args.identifiers ?? null
      if (ids && (ids.length === 0 || ids.length > GRAPHQL_LIMITS.cmsBlocks))
        throw new QueryError(
          `Invalid identifiers: give 1 to ${GRAPHQL_LIMITS.cmsBlocks}, or leave them out for all`,
        )
      const query: SearchQueryJson = ids
        ? { _appliedFilters: [{ attribute: 'identifier', value: { in: ids }, scope: 'default' }] }
        : {}
      const answer = await ctx.source(callerFor(ctx, args.store), 'cms_block', query, {
        size: ids ? ids.length : 500,
        from: 0,
      })
      return answer.docs.map((doc) => ({ doc }))
    },
  },
  Product: {
    id: field('id'),
    sku: field('sku'),
    name: field('name'),
    urlKey: field('url_key'),
    urlPath: field('url_path'),
    typeId: field('type_id'),
    price: field('price'),
    finalPrice: field('final_price'),
    specialPrice: field('special_price'),
    priceInclTax: field('price_incl_tax'),
    finalPriceInclTax: field('final_price_incl_tax'),
    image: field('image'),
    categoryIds: field('category_ids'),
    source: ({ doc }: Found) => doc,
  },
  Category: {
    id: field('id'),
    name: field('name'),
    urlKey: field('url_key'),
    urlPath: field('url_path'),
    parentId: field('parent_id'),
    level: field('level'),
    position: field('position'),
    productCount: field('product_count'),
    includeInMenu: field('include_in_menu'),
    children: ({ doc, caller }: Found) =>
      (Array.isArray(doc.children_data) ? (doc.children_data as Doc[]) : []).map((child) => ({
        doc: child,
        caller,
      })),
    products: ({ doc, caller }: Found, args: PageArgs, ctx: GraphQLContext) =>
      products(ctx, caller, { ...args, categoryId: Number(doc.id) }),
    source: ({ doc }: Found) => doc,
  },
  CmsPage: {
    id: field('id'),
    identifier: field('identifier'),
    title: field('title'),
    content: field('content'),
    contentHeading: field('content_heading'),
    metaTitle: field('meta_title'),
    metaDescription: field('meta_description'),
    metaKeywords: field('meta_keywords'),
    pageLayout: field('page_layout'),
    updateTime: field('update_time'),
  },
  CmsBlock: {
    id: field('id'),
    identifier: field('identifier'),
    title: field('title'),
    content: field('content'),
    updateTime: field('update_time'),
  },
}
