/** Calls of the GraphQL tests: /graphql and the REST catalogue it must agree with. */
import type { FastifyInstance } from 'fastify'

export type Store = 'nl' | 'de'
export const INDEX: Record<Store, string> = { nl: 'vue_storefront_catalog', de: 'vue_storefront_catalog_de' }

export interface Answer {
  status: number
  body: any
  headers: Record<string, unknown>
}

const parse = (res: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer => {
  let body: unknown = res.body
  try {
    body = JSON.parse(res.body)
  } catch {
    /* not JSON: kept as text */
  }
  return { status: res.statusCode, body, headers: res.headers }
}

export async function gql(
  app: FastifyInstance,
  query: string,
  variables: Record<string, unknown> = {},
  options: { store?: Store; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {}
  if (options.store === 'de') headers['x-vs-store-code'] = 'de'
  const url = options.token ? `/graphql?token=${encodeURIComponent(options.token)}` : '/graphql'
  return parse(await app.inject({ method: 'POST', url, headers, payload: { query, variables } }))
}

/** GET /api/catalog/{index}/{entity}/_search with the SearchQuery JSON, as the storefront sends it. */
export async function rest(
  app: FastifyInstance,
  store: Store,
  entity: string,
  request: object,
  options: { size?: number; from?: number; token?: string } = {},
): Promise<Answer> {
  const params = new URLSearchParams({
    request_format: 'search-query',
    request: JSON.stringify(request),
    size: String(options.size ?? 20),
    from: String(options.from ?? 0),
  })
  if (options.token) params.set('token', options.token)
  return parse(
    await app.inject({ method: 'GET', url: `/api/catalog/${INDEX[store]}/${entity}/_search?${params}` }),
  )
}

export const sourcesOf = (answer: Answer): Record<string, any>[] =>
  answer.body.hits.hits.map((h: { _source: unknown }) => h._source)
