/**
 * The GraphQL schema of /graphql (spec 001 §7): the catalogue and CMS content, read-only. Every
 * list that costs a search is paged and capped (limits.ts); `source` carries the document exactly
 * as /api/catalog returns it, so a client needing a field not typed here is not stuck.
 */
export const typeDefs = /* GraphQL */ `
  "Any JSON value: a catalogue document, a filter value."
  scalar JSON

  "Store view: nl is the Dutch default store, de the German one. Default: x-vs-store-code or ?storeCode=."
  enum Store {
    nl
    de
  }

  enum SortDirection {
    ASC
    DESC
  }

  input SortInput {
    "attribute code, e.g. final_price, name, created_at"
    field: String!
    direction: SortDirection = ASC
  }

  """
  A product filter, as the storefront's listing filters: 'in' (any of the values) or a range
  (from inclusive, to exclusive). A price range filters what the caller pays (final price).
  """
  input FilterInput {
    attribute: String!
    in: [JSON!]
    from: Float
    to: Float
  }

  type Query {
    "One product by sku or by url key (exactly one of them)."
    product(sku: String, urlKey: String, store: Store): Product
    """
    Listed products (visible and enabled), optionally in a category, matching a search text and
    filters, with facet counts for the given attribute codes ('price' gives price ranges).
    """
    products(
      search: String
      categoryId: Int
      filters: [FilterInput!]
      facets: [String!]
      sort: [SortInput!]
      pageSize: Int = 20
      currentPage: Int = 1
      store: Store
    ): ProductPage!
    "One category by id or by url key (exactly one of them)."
    category(id: Int, urlKey: String, store: Store): Category
    "The top-level categories with their subtrees (children)."
    categoryTree(store: Store): [Category!]!
    "An active CMS page by its identifier (its url key)."
    cmsPage(identifier: String!, store: Store): CmsPage
    "Active CMS blocks by identifier (at most 50), or all of them when none are given."
    cmsBlocks(identifiers: [String!], store: Store): [CmsBlock!]!
  }

  type Product {
    id: Int!
    sku: String!
    name: String
    urlKey: String
    urlPath: String
    typeId: String
    "prices excluding tax, for the caller (a signed-in customer's own prices)"
    price: Float
    finalPrice: Float
    specialPrice: Float
    "prices including tax"
    priceInclTax: Float
    finalPriceInclTax: Float
    image: String
    categoryIds: [Int!]
    "the whole document as /api/catalog returns it"
    source: JSON!
  }

  type ProductPage {
    total: Int!
    items: [Product!]!
    facets: [Facet!]!
    pageInfo: PageInfo!
    "the search text with typo corrections, when it has any"
    suggestion: String
  }

  type PageInfo {
    pageSize: Int!
    currentPage: Int!
    totalPages: Int!
  }

  type Facet {
    "the aggregation name of /api/catalog: agg_terms_<code>, agg_terms_<code>_options, agg_range_price"
    name: String!
    "the attribute code"
    field: String!
    buckets: [FacetBucket!]!
  }

  type FacetBucket {
    key: String!
    count: Int!
    from: Float
    to: Float
  }

  type Category {
    id: Int!
    name: String!
    urlKey: String
    urlPath: String
    parentId: Int
    level: Int
    position: Int
    productCount: Int
    includeInMenu: Boolean
    children: [Category!]!
    "the listed products of this category"
    products(sort: [SortInput!], pageSize: Int = 20, currentPage: Int = 1): ProductPage!
    "the whole document as /api/catalog returns it"
    source: JSON!
  }

  type CmsPage {
    id: Int!
    identifier: String!
    title: String
    content: String
    contentHeading: String
    metaTitle: String
    metaDescription: String
    metaKeywords: String
    pageLayout: String
    updateTime: String
  }

  type CmsBlock {
    id: Int!
    identifier: String!
    title: String
    content: String
    updateTime: String
  }
`
